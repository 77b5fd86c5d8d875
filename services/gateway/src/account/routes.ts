import {
  ApiErrorSchema,
  CreditsResponseSchema,
  DeleteAccountRequestSchema,
  LoginRequestSchema,
  RegisterRequestSchema,
  UserSchema,
} from "@suri/contracts";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
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

/**
 * The options of a route a visitor calls with a body that auth answers (signing up or in, the mailed
 * links): rate-limited as sign-ins are, answering `response`.
 */
export const visitorAuthRoute = <Body extends z.ZodType, Response extends Record<number, z.ZodType>>(
  rateLimit: object,
  body: Body,
  response: Response,
) => ({ schema: { tags: ["account"], body, response }, config: { rateLimit, visitor: true } });

/** SPEC's User: who the caller is plus what the ledger says about their credits. */
export async function userView(request: FastifyRequest, user: Omit<SessionUser, "sessionId" | "expiresAt">) {
  const [balance, account] = await Promise.all([
    request.forward("ledger", "GetBalance", { accountId: user.id }),
    request.forward("auth", "GetAccount", { userId: user.id }),
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

export interface AccountRouteOptions {
  sessions: SessionVerifier;
  authRateLimit: object;
  guard: SignInGuard;
  hub: PushHub;
  reads: UserReads;
}

/** Sign-up, login, logout, the user, their balance and deleting the account (under /api). */
export const accountRoutes: FastifyPluginAsync<AccountRouteOptions> = async (app, opts) => {
  const { sessions, authRateLimit, guard, hub, reads } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/register",
    visitorAuthRoute(authRateLimit, RegisterRequestSchema, { 201: UserSchema, ...errors }),
    async (request, reply) => {
      // A registration repeated with an existing account's password signs in to it (a retry whose answer
      // was lost): it is a login attempt, throttled like one.
      const { email } = request.body;
      const register = () => request.forward("auth", "Register", { ...request.body, language: mailLanguage(request) });
      const { answer: session, client } = await guard.attempt(reply, email, (err) => err.status === 409, register);
      sessions.setCookie(reply, session.token, session.expiresAt);
      // The ledger decides the free report before the answer says whether there is one: one per person,
      // so an address that had it under a deleted account does not get it again.
      const { id: accountId, email: accountEmail } = session.user;
      await request.forward("ledger", "OpenAccount", { accountId, email: accountEmail });
      await guard.succeeded(request, reply, email, client);
      return reply.status(201).send(await userView(request, session.user));
    },
  );

  r.post(
    "/login",
    visitorAuthRoute(authRateLimit, LoginRequestSchema, { 200: UserSchema, ...errors }),
    async (request, reply) => {
      const { email } = request.body;
      const login = () => request.forward("auth", "Login", request.body);
      const { answer: session, client } = await guard.attempt(reply, email, (err) => err.status === 401, login);
      sessions.setCookie(reply, session.token, session.expiresAt);
      await guard.succeeded(request, reply, email, client);
      return userView(request, session.user);
    },
  );

  r.post(
    "/logout",
    { schema: { tags: ["account"], response: { 204: z.null() } }, config: { visitor: true } },
    async (request, reply) => {
      const user = await sessions.current(request);
      if (user) {
        await request.forward("auth", "Logout", { sessionId: user.sessionId });
        sessions.forget(user.sessionId, user.expiresAt);
        // Its push sockets close too, on every replica: no more of the user's job progress on this browser.
        await hub.endSession(user.id, user.sessionId);
      }
      sessions.clearCookie(reply);
      return reply.status(204).send(null);
    },
  );

  r.get(
    "/user",
    { schema: { tags: ["account"], response: { 200: UserSchema, 401: ApiErrorSchema } }, config: { readOnly: true } },
    async (request, reply) => {
      const { user } = request;
      // Who the user is comes from the session (auth's answer, re-asked every few seconds): part of the key.
      const key = `user:${user.username}\n${user.email}\n${user.displayName}`;
      return answerFromReads(reads, reply, user.id, key, () => userView(request, user));
    },
  );

  // Issue 20: the user deletes their own account, confirming with the password (throttled as a login).
  // Auth forgets them at once; every session and push socket of theirs ends here and on every replica;
  // the other services remove their data as AccountDeleted reaches them.
  r.delete(
    "/user",
    {
      schema: {
        tags: ["account"],
        body: DeleteAccountRequestSchema,
        response: { 204: z.null(), 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 429: ApiErrorSchema },
      },
      config: { rateLimit: authRateLimit },
    },
    async (request, reply) => {
      const { user } = request;
      const deleteAccount = () =>
        request.forward("auth", "DeleteAccount", { userId: user.id, password: request.body.password });
      await guard.attempt(reply, user.email, (err) => err.code === "wrong_password", deleteAccount);
      await hub.endAccount(user.id);
      sessions.clearCookie(reply);
      return reply.status(204).send(null);
    },
  );

  r.get(
    "/credits",
    {
      schema: { tags: ["credits"], response: { 200: CreditsResponseSchema, 401: ApiErrorSchema } },
      config: { readOnly: true },
    },
    async (request, reply) =>
      answerFromReads(reads, reply, request.user.id, "credits", async () => {
        const balance = await request.forward("ledger", "GetBalance", { accountId: request.user.id });
        const { credits, freeReportAvailable, reserved } = balance;
        return { credits, freeReportAvailable, reserved };
      }),
  );
};
