import { SuriEnvSchema } from "@suri/kit";
import { z } from "zod";

export const GOOGLE_ISSUER_DEFAULT = "https://accounts.google.com";

/** Plain http is only for a provider on this machine (a test's or a developer's), never in production. */
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);
export const isLoopbackHttp = (url: URL) => url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname);

export const GoogleSignInConfigSchema = z
  .object({
    SURI_ENV: SuriEnvSchema,
    /** The OAuth client of "Continue with Google"; without both id and secret the button is not offered. */
    GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    /** The OpenID issuer; its discovery document names every other endpoint. */
    GOOGLE_ISSUER: z.string().url().default(GOOGLE_ISSUER_DEFAULT),
    /** How long a started sign-in waits for the provider's answer. */
    OIDC_ATTEMPT_TTL_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(10 * 60_000),
  })
  .superRefine((c, ctx) => {
    if (!c.GOOGLE_CLIENT_ID !== !c.GOOGLE_CLIENT_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: [c.GOOGLE_CLIENT_ID ? "GOOGLE_CLIENT_SECRET" : "GOOGLE_CLIENT_ID"],
        message: "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set together or not at all",
      });
    }
    // A value that is no URL has its own issue already.
    if (!URL.canParse(c.GOOGLE_ISSUER)) return;
    const issuer = new URL(c.GOOGLE_ISSUER);
    const allowed = issuer.protocol === "https:" || (isLoopbackHttp(issuer) && c.SURI_ENV !== "production");
    if (!allowed) {
      ctx.addIssue({
        code: "custom",
        path: ["GOOGLE_ISSUER"],
        message: "must be an https URL (plain http only for 127.0.0.1/localhost outside production)",
      });
    }
  });

export type GoogleSignInConfig = z.infer<typeof GoogleSignInConfigSchema>;

/** The client's settings when Google sign-in is configured, else undefined. */
export function googleClientSettings(c: GoogleSignInConfig) {
  if (!c.GOOGLE_CLIENT_ID || !c.GOOGLE_CLIENT_SECRET) return undefined;
  return {
    issuer: new URL(c.GOOGLE_ISSUER),
    clientId: c.GOOGLE_CLIENT_ID,
    clientSecret: c.GOOGLE_CLIENT_SECRET,
    attemptTtlMs: c.OIDC_ATTEMPT_TTL_MS,
  };
}
export type OidcClientSettings = NonNullable<ReturnType<typeof googleClientSettings>>;
