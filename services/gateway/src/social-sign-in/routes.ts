import { timingSafeEqual } from "node:crypto";
import {
  ApiErrorSchema,
  ReturnPathSchema,
  type RpcResponse,
  SignInProvidersSchema,
  type SocialSignInProblem,
} from "@suri/contracts";
import { isAppError } from "@suri/kit";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionVerifier } from "../session/session";

export interface SocialSignInOptions {
  sessions: SessionVerifier;
  /** The site's configured origin: the provider sends the browser back to its callback there. */
  publicOrigin: string;
  cookieSecure: boolean;
  rateLimit: object;
}

/** The provider's answer comes back here (under /api). */
const CALLBACK_ROUTE = "/auth/google/callback";
/** How long the answer "which providers are offered" is kept (it changes only with auth's settings). */
const PROVIDERS_CACHE_MS = 60_000;

/** auth's refusal, as the auth page names it to the user. */
function problemOf(err: unknown): SocialSignInProblem {
  const code = isAppError(err) ? err.code : "";
  if (code === "social_denied") return "denied";
  if (code === "social_state") return "expired";
  if (code === "social_unverified_email") return "unverified";
  if (["social_unavailable", "social_not_configured", "timeout"].includes(code) || !isAppError(err)) {
    return "unavailable";
  }
  return "failed";
}

/** The path to come back to, when it is one of this site's (the auth page itself is not one). */
function returnPath(value: unknown): string | null {
  const parsed = ReturnPathSchema.safeParse(value);
  return parsed.success && !parsed.data.startsWith("/auth") ? parsed.data : null;
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * "Continue with Google": the start sends the browser to the provider with a new attempt's state, which an
 * http-only cookie ties to this browser; the callback accepts the provider's answer only from the browser
 * that started it, has auth finish the sign-in, sets the session cookie a password login sets and sends
 * the browser on to the web app (`/auth?social=done`, which goes on to the page the user came from).
 * Every refusal lands on the auth page with `?social=<problem>`.
 */
export const socialSignInRoutes: FastifyPluginAsync<SocialSignInOptions> = async (app, opts) => {
  const { sessions } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cookieName = opts.cookieSecure ? "__Host-suri_oidc" : "suri_oidc";
  const cookie = { path: "/", httpOnly: true, sameSite: "lax" as const, secure: opts.cookieSecure };
  const redirectUri = `${opts.publicOrigin}/api${CALLBACK_ROUTE}`;
  let providers: { value: { google: boolean }; until: number } | undefined;

  const toAuthPage = (reply: FastifyReply, problem: SocialSignInProblem) =>
    reply.redirect(`/auth?tab=login&social=${problem}`, 302);

  r.get(
    "/auth/providers",
    {
      schema: { tags: ["account"], response: { 200: SignInProvidersSchema, 503: ApiErrorSchema } },
      config: { visitor: true },
    },
    async (request) => {
      if (providers && providers.until > Date.now()) return providers.value;
      const value = await request.forward("auth", "GetSignInProviders", {});
      providers = { value, until: Date.now() + PROVIDERS_CACHE_MS };
      return value;
    },
  );

  r.get(
    "/auth/google",
    {
      schema: { tags: ["account"], querystring: z.object({ redirect: z.string().max(2048).optional() }) },
      config: { rateLimit: opts.rateLimit, visitor: true },
    },
    async (request, reply) => {
      try {
        const attempt = await request.forward("auth", "StartSocialSignIn", {
          provider: "google",
          redirectUri,
          returnTo: returnPath(request.query.redirect),
        });
        reply.setCookie(cookieName, attempt.state, { ...cookie, expires: new Date(attempt.expiresAt) });
        return reply.redirect(attempt.authorizationUrl, 302);
      } catch (err) {
        request.log.warn({ err }, "Google sign-in could not start");
        return toAuthPage(reply, problemOf(err));
      }
    },
  );

  const callback = { config: { rateLimit: opts.rateLimit, visitor: true }, schema: { hide: true } };
  r.get(CALLBACK_ROUTE, callback, async (request, reply) => {
    const query = callbackQuery(request);
    const started = request.cookies[cookieName];
    reply.clearCookie(cookieName, cookie);
    // Another browser's answer (a link someone was sent to sign them into the sender's account) is refused.
    if (!started || !query.state || !sameText(started, query.state)) return toAuthPage(reply, "expired");
    let session: RpcResponse<"auth", "CompleteSocialSignIn">;
    try {
      session = await request.forward("auth", "CompleteSocialSignIn", { provider: "google", query });
    } catch (err) {
      request.log.warn({ err }, "Google sign-in refused");
      return toAuthPage(reply, problemOf(err));
    }
    sessions.setCookie(reply, session.token, session.expiresAt);
    if (session.outcome === "created") await openAccount(session.user, request);
    // The web app carries on as after any sign-in: this path, else a listing the user was about to analyze.
    return reply.redirect(signedInPage(session.returnTo), 302);
  });
};

/** The auth page's "signed in through Google" state, with the path to go on to when there is one. */
export const signedInPage = (returnTo: string | null) =>
  `/auth?social=done${returnTo ? `&redirect=${encodeURIComponent(returnTo)}` : ""}`;

/** The provider's answer: single string parameters only (a repeated one is dropped), each of bounded size. */
function callbackQuery(request: FastifyRequest): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.query as Record<string, unknown>)) {
    if (typeof value === "string" && value.length <= 4096) query[name] = value;
  }
  return query;
}

/**
 * The ledger decides a new account's free report at once, as after a sign-up (UserRegistered opens it too,
 * a moment later): a failure here is not the sign-in's.
 */
async function openAccount(user: { id: string; email: string }, request: FastifyRequest) {
  try {
    await request.forward("ledger", "OpenAccount", { accountId: user.id, email: user.email });
  } catch (err) {
    request.log.warn({ err }, "opening the new account's credits waits for UserRegistered");
  }
}
