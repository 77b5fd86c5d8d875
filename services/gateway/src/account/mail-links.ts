import {
  ApiErrorSchema,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
  VerifyEmailRequestSchema,
} from "@suri/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { PushHub } from "../push/hub";
import type { UserReadsKeeper } from "../read-model/keep-current";
import type { SessionVerifier } from "../session/session";
import { mailLanguage } from "./mail-language";
import { visitorAuthRoute } from "./routes";
import { busyWhenTimedOut } from "./sign-in-guard";

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema };

export interface MailLinkRouteOptions {
  sessions: SessionVerifier;
  hub: PushHub;
  keeper: UserReadsKeeper;
  authRateLimit: object;
}

/**
 * Issue 28: the account's mailed links (under /api). Confirming the address and setting a new password work
 * without a session (the mail may be read on another device); the throttles live in auth, so every replica
 * counts alike.
 */
export const mailLinkRoutes: FastifyPluginAsync<MailLinkRouteOptions> = async (app, opts) => {
  const { sessions, hub, keeper, authRateLimit } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/verify-email",
    visitorAuthRoute(authRateLimit, VerifyEmailRequestSchema, { 204: z.null(), ...errors }),
    async (request, reply) => {
      const user = await sessions.current(request);
      const { token } = request.body;
      const verified = await request.forward("auth", "VerifyEmail", { token, userId: user?.id ?? null });
      // Opened on another device, without a session: the account's kept answers (emailVerified) are stale now.
      keeper.changed(verified.userId);
      return reply.status(204).send(null);
    },
  );

  r.post(
    "/verify-email/resend",
    { schema: { tags: ["account"], response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await request.forward("auth", "ResendVerification", { userId: request.user.id });
      return reply.status(204).send(null);
    },
  );

  r.post(
    "/password-reset",
    visitorAuthRoute(authRateLimit, PasswordResetRequestSchema, { 202: z.null(), ...errors }),
    async (request, reply) => {
      const language = mailLanguage(request);
      await request.forward("auth", "RequestPasswordReset", {
        email: request.body.email,
        client: request.ip,
        language,
      });
      return reply.status(202).send(null);
    },
  );

  r.post(
    "/password-reset/confirm",
    visitorAuthRoute(authRateLimit, PasswordResetConfirmSchema, { 204: z.null(), ...errors }),
    async (request, reply) => {
      let ended: { userId: string; endedSessions: string[] };
      try {
        ended = await request.forward("auth", "ConfirmPasswordReset", request.body);
      } catch (err) {
        throw busyWhenTimedOut(err);
      }
      // Every session of the user is over: refused here at once, and on the other replicas as they hear.
      for (const sessionId of ended.endedSessions) {
        sessions.forget(sessionId);
        await hub.endSession(ended.userId, sessionId);
      }
      keeper.changed(ended.userId);
      sessions.clearCookie(reply);
      return reply.status(204).send(null);
    },
  );
};
