import {
  ApiErrorSchema,
  CreditsResponseSchema,
  DeleteAccountRequestSchema,
  LoginRequestSchema,
  RegisterRequestSchema,
  SIGN_IN_BUSY_MESSAGE,
  UserSchema,
} from "@suri/contracts";
import { AppError, isAppError, type Runtime } from "@suri/kit";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { PushHub } from "../push/hub";
import { answerFromReads } from "../read-model/answer";
import type { UserReads } from "../read-model/user-reads";
import type { SessionUser, SessionVerifier } from "../session/session";
import { mailLanguage } from "./mail-language";
import type { SignInGuard } from "./sign-in-guard";

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  409: ApiErrorSchema,
  429: ApiErrorSchema,
  503: ApiErrorSchema,
};

/** How long a client whose password check timed out waits before trying again. */
const HASH_TIMEOUT_RETRY_AFTER_SEC = 2;

/**
 * A password check that outran the RPC deadline (auth's hashing fell behind a burst) is a busy answer,
 * not an outage: 429 with Retry-After. A registration retried so finds the account it may have made.
 */
export function busyWhenTimedOut(err: unknown): unknown {
  if (!isAppError(err) || err.code !== "timeout") return err;
  return new AppError("auth_busy", SIGN_IN_BUSY_MESSAGE, 429, { retryAfterSec: HASH_TIMEOUT_RETRY_AFTER_SEC });
}

/** SPEC's User: who the caller is plus what the ledger says about their credits. */
export async function userView(rt: Runtime, user: Omit<SessionUser, "sessionId" | "expiresAt">, correlationId: string) {
  const [balance, account] = await Promise.all([
    rt.rpc.call("ledger", "GetBalance", { accountId: user.id }, { correlationId }),
    rt.rpc.call("auth", "GetAccount", { userId: user.id }, { correlationId }),
  ]);
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    displayName: user.displayName,
    reportsGenerated: balance.reportsGenerated,
    creditsRemaining: balance.credits,
    freeReportAvailable: balance.freeReportAvailable,
    emailVerified: account.emailVerified,
    preferences: account.preferences,
  };
}

export function accountRoutes(
  app: FastifyInstance,
  rt: Runtime,
  sessions: SessionVerifier,
  authRateLimit: object,
  guard: SignInGuard,
  hub: PushHub,
  reads: UserReads,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/register",
    {
      schema: { tags: ["account"], body: RegisterRequestSchema, response: { 201: UserSchema, ...errors } },
      config: { rateLimit: authRateLimit },
    },
    async (request, reply) => {
      // A registration repeated with an existing account's password signs in to it (a retry whose answer
      // was lost): it is a login attempt, throttled like one.
      const { email } = request.body;
      const client = await guard.admit(request, reply, email);
      let session: Awaited<ReturnType<typeof rt.rpc.call<"auth", "Register">>>;
      try {
        const language = mailLanguage(request);
        session = await rt.rpc.call("auth", "Register", { ...request.body, language }, { correlationId: request.id });
      } catch (err) {
        if (isAppError(err) && err.status === 409) await guard.failed(email, client);
        throw busyWhenTimedOut(err);
      }
      sessions.setCookie(reply, session.token, session.expiresAt);
      // The ledger decides the free report before the answer says whether there is one: one per person,
      // so an address that had it under a deleted account does not get it again.
      const { id: accountId, email: accountEmail } = session.user;
      await rt.rpc.call("ledger", "OpenAccount", { accountId, email: accountEmail }, { correlationId: request.id });
      await guard.succeeded(request, reply, email, client);
      return reply.status(201).send(await userView(rt, session.user, request.id));
    },
  );

  r.post(
    "/api/login",
    {
      schema: { tags: ["account"], body: LoginRequestSchema, response: { 200: UserSchema, ...errors } },
      config: { rateLimit: authRateLimit },
    },
    async (request, reply) => {
      const { email } = request.body;
      const client = await guard.admit(request, reply, email);
      let session: Awaited<ReturnType<typeof rt.rpc.call<"auth", "Login">>>;
      try {
        session = await rt.rpc.call("auth", "Login", request.body, { correlationId: request.id });
      } catch (err) {
        if (isAppError(err) && err.status === 401) await guard.failed(email, client);
        throw busyWhenTimedOut(err);
      }
      sessions.setCookie(reply, session.token, session.expiresAt);
      await guard.succeeded(request, reply, email, client);
      return userView(rt, session.user, request.id);
    },
  );

  r.post("/api/logout", { schema: { tags: ["account"], response: { 204: z.null() } } }, async (request, reply) => {
    const user = await sessions.current(request);
    if (user) {
      await rt.rpc.call("auth", "Logout", { sessionId: user.sessionId }, { correlationId: request.id });
      sessions.forget(user.sessionId, user.expiresAt);
      // Its push sockets close too, on every replica: no more of the user's job progress on this browser.
      await hub.endSession(user.id, user.sessionId);
    }
    sessions.clearCookie(reply);
    return reply.status(204).send(null);
  });

  r.get(
    "/api/user",
    { schema: { tags: ["account"], response: { 200: UserSchema, 401: ApiErrorSchema } }, config: { readOnly: true } },
    async (request, reply) => {
      const user = await sessions.require(request);
      // Who the user is comes from the session (auth's answer, re-asked every few seconds): part of the key.
      const key = `user:${user.username}\n${user.email}\n${user.displayName}`;
      return answerFromReads(reads, reply, user.id, key, () => userView(rt, user, request.id));
    },
  );

  // Issue 20: the user deletes their own account, confirming with the password (throttled as a login).
  // Auth forgets them at once; every session and push socket of theirs ends here and on every replica;
  // the other services remove their data as AccountDeleted reaches them.
  r.delete(
    "/api/user",
    {
      schema: {
        tags: ["account"],
        body: DeleteAccountRequestSchema,
        response: { 204: z.null(), 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 429: ApiErrorSchema },
      },
      config: { rateLimit: authRateLimit },
    },
    async (request, reply) => {
      const user = await sessions.require(request);
      const client = await guard.admit(request, reply, user.email);
      try {
        await rt.rpc.call(
          "auth",
          "DeleteAccount",
          { userId: user.id, password: request.body.password },
          { correlationId: request.id },
        );
      } catch (err) {
        if (isAppError(err) && err.code === "wrong_password") await guard.failed(user.email, client);
        throw busyWhenTimedOut(err);
      }
      await hub.endAccount(user.id);
      sessions.clearCookie(reply);
      return reply.status(204).send(null);
    },
  );

  r.get(
    "/api/credits",
    {
      schema: { tags: ["credits"], response: { 200: CreditsResponseSchema, 401: ApiErrorSchema } },
      config: { readOnly: true },
    },
    async (request, reply) => {
      const user = await sessions.require(request);
      return answerFromReads(reads, reply, user.id, "credits", async () => {
        const { credits, freeReportAvailable, reserved } = await rt.rpc.call(
          "ledger",
          "GetBalance",
          { accountId: user.id },
          { correlationId: request.id },
        );
        return { credits, freeReportAvailable, reserved };
      });
    },
  );
}
