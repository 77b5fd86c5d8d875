import { z } from "zod";

/**
 * Issue 28: "Continue with Google" through OpenID Connect. Auth holds the client (id, secret, issuer) and
 * the sign-in attempts (state, nonce, PKCE verifier); the gateway carries the browser there and back.
 */
export const SocialProviderSchema = z.enum(["google"]);
export type SocialProvider = z.infer<typeof SocialProviderSchema>;

/** Which social sign-ins this deployment offers: the web shows a button only for these. */
export const SignInProvidersSchema = z.object({ google: z.boolean() });
export type SignInProviders = z.infer<typeof SignInProvidersSchema>;

/**
 * Why a social sign-in came back without a session, as the auth page's `?social=` says it (the gateway
 * maps auth's error codes to these): the web shows each in the user's language.
 */
export const SOCIAL_SIGN_IN_PROBLEMS = ["denied", "expired", "unverified", "failed", "unavailable"] as const;
export const SocialSignInProblemSchema = z.enum(SOCIAL_SIGN_IN_PROBLEMS);
export type SocialSignInProblem = z.infer<typeof SocialSignInProblemSchema>;

/** A same-origin path to return to after signing in (never `//host` or `/\host`, which leave the site). */
export const ReturnPathSchema = z
  .string()
  .max(2048)
  .regex(/^\/(?![/\\])[^\s]*$/, "must be a path on this site");

const user = z.object({ id: z.string(), username: z.string(), email: z.string(), displayName: z.string() });
const provider = { provider: SocialProviderSchema };

/** The auth service's calls for social sign-in (spread into the RPC catalog). */
export const socialSignInCalls = {
  GetSignInProviders: { request: z.object({}), response: SignInProvidersSchema },
  /**
   * A new attempt: the provider's authorization URL (state, nonce, PKCE challenge); auth keeps the state's
   * hash, the nonce and the verifier for a few minutes. `redirectUri`: the gateway's callback address.
   */
  StartSocialSignIn: {
    request: z.object({ ...provider, redirectUri: z.string().url(), returnTo: ReturnPathSchema.nullable() }),
    response: z.object({ authorizationUrl: z.string().url(), state: z.string(), expiresAt: z.string() }),
  },
  /**
   * The provider's answer (the callback's query, as received): the attempt is used up, the code exchanged
   * and the ID token checked; then the linked account, the account with that verified e-mail (now linked),
   * or a new one is signed in.
   */
  CompleteSocialSignIn: {
    request: z.object({ ...provider, query: z.record(z.string(), z.string().max(4096)) }),
    response: z.object({
      user,
      token: z.string(),
      sessionId: z.string(),
      expiresAt: z.string(),
      returnTo: z.string().nullable(),
      outcome: z.enum(["signed_in", "linked", "created"]),
    }),
  },
} as const;
