import { EmailSchema, type RpcRequest } from "@suri/contracts";
import { AppError, type Logger, loadConfig, type RpcContext } from "@suri/kit";
import * as oidc from "openid-client";
import type { SessionDeps } from "../sessions/sessions";
import { signInIdentity, type VerifiedIdentity } from "./accounts";
import { Attempts } from "./attempts";
import { GoogleSignInConfigSchema, googleClientSettings } from "./config";
import { ProviderClient, providerUnavailable } from "./provider-client";

const SCOPE = "openid email profile";

const notConfigured = () => new AppError("social_not_configured", "Google sign-in is not offered here.", 404);
const denied = () => new AppError("social_denied", "Google sign-in was cancelled.", 400);
const failed = () =>
  new AppError("social_failed", "Google sign-in could not be completed. Please try again or use your password.", 400);
const unverified = () =>
  new AppError(
    "social_unverified_email",
    "Your Google account's e-mail address is not verified, so it cannot sign you in here.",
    403,
  );

/** A request that never got an answer (the provider down or slow) rather than one the provider refused. */
const unreachable = (err: unknown) => {
  const seen = [err, (err as { cause?: unknown })?.cause];
  return seen.some((e) => e instanceof Error && ["TypeError", "AbortError", "TimeoutError"].includes(e.name));
};

/** The RPC handlers of "Continue with Google"; without a client id and secret only "not offered" answers. */
export function socialSignInHandlers(deps: SessionDeps, env: NodeJS.ProcessEnv, log: Logger) {
  const settings = googleClientSettings(loadConfig(GoogleSignInConfigSchema, env));
  const client = settings ? new ProviderClient(settings, log) : undefined;
  client?.warmUp();
  const attempts = new Attempts(deps.service);
  const configured = () => client ?? throwError(notConfigured());

  return {
    GetSignInProviders: async () => ({ google: !!client }),

    StartSocialSignIn: async (req: RpcRequest<"auth", "StartSocialSignIn">) => {
      const provider = configured();
      const config = await provider.configuration();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const expiresAt = new Date(deps.service.rt.now().getTime() + provider.settings.attemptTtlMs);
      const returnTo = req.returnTo ?? null;
      await attempts.open(
        state,
        { provider: req.provider, nonce, codeVerifier, redirectUri: req.redirectUri, returnTo },
        expiresAt,
      );
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: req.redirectUri,
        scope: SCOPE,
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
      });
      return { authorizationUrl: url.href, state, expiresAt: expiresAt.toISOString() };
    },

    CompleteSocialSignIn: async (req: RpcRequest<"auth", "CompleteSocialSignIn">, ctx: RpcContext) => {
      const provider = configured();
      // Used up first: whatever follows, this answer of the provider cannot be played again.
      const attempt = await attempts.consume(req.query.state, req.provider);
      if (req.query.error) throw req.query.error === "access_denied" ? denied() : failed();
      const config = await provider.configuration();
      const callback = new URL(attempt.redirectUri);
      for (const [name, value] of Object.entries(req.query)) callback.searchParams.set(name, value);
      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: attempt.codeVerifier,
          expectedState: req.query.state,
          expectedNonce: attempt.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (err) {
        log.warn({ err, correlationId: ctx.correlationId }, "OpenID sign-in refused");
        throw unreachable(err) ? providerUnavailable() : failed();
      }
      const identity = verifiedIdentity(claims);
      const session = await signInIdentity(deps, identity, ctx);
      return { ...session, returnTo: attempt.returnTo };
    },
  };
}

/** The ID token's person, when its e-mail is one the provider has verified. */
function verifiedIdentity(claims: oidc.IDToken | undefined): VerifiedIdentity {
  if (!claims) throw failed();
  const email = EmailSchema.safeParse(claims.email);
  if (!email.success) throw failed();
  // Google has sent the flag as a string in some tokens.
  if (claims.email_verified !== true && claims.email_verified !== "true") throw unverified();
  const name = typeof claims.name === "string" ? claims.name : undefined;
  return { issuer: claims.iss, subject: claims.sub, email: email.data, name };
}

function throwError(err: Error): never {
  throw err;
}
