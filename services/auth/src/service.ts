import { loadConfig, type RunningService, type Runtime, ServiceStore, serveRpc } from "@suri/kit";
import { z } from "zod";
import { HashQueue, hashConcurrencyForMachine } from "./credentials/hash-queue";
import { Hasher } from "./credentials/hashing";
import { deleteAccount } from "./delete-account/handler";
import { login } from "./login/handler";
import { migrations, SCHEMA } from "./migrations";
import { socialSignInHandlers } from "./oidc/handlers";
import { confirmPasswordReset, requestPasswordReset } from "./password-reset/handler";
import { getAccount, setPreferences } from "./preferences/handler";
import { register } from "./register/handler";
import { loadSigningKeys } from "./sessions/keys";
import { checkSession, revokeSession } from "./sessions/sessions";
import { publicJwk, TOKEN_ISSUER } from "./sessions/tokens";
import { resendVerification, verifyEmail } from "./verify-email/handler";

export const AuthConfigSchema = z.object({
  /** PKCS#8 PEM of an Ed25519 key; generated and stored in the database when absent. */
  AUTH_PRIVATE_KEY_PEM: z.string().optional(),
  SESSION_TTL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 3600_000),
  /**
   * Password hashes computed at once (each scrypt takes ~128 MiB and a core for a few hundred ms).
   * Default: one per core, leaving a thread of libuv's pool free (see hashConcurrencyForMachine).
   */
  AUTH_HASH_CONCURRENCY: z.coerce.number().int().positive().optional(),
  /**
   * Logins/registrations waiting for a hash at most. Fewer are admitted when the measured hash time says
   * they would not be served before the caller's deadline; the rest are refused at once with 429 + Retry-After.
   */
  AUTH_HASH_QUEUE_MAX: z.coerce.number().int().nonnegative().default(16),
});

/** Time kept for the commit and the answer after a hash: a hash expected to end later is not queued. */
const HASH_ANSWER_MARGIN_MS = 1_000;
/** Assumed until the warm-up hash has been measured (scrypt N=2^17 takes 0.2–0.6 s on one free core). */
const HASH_INITIAL_ESTIMATE_MS = 1_000;

export async function startAuth(rt: Runtime): Promise<RunningService> {
  const config = loadConfig(AuthConfigSchema, rt.env);
  const service = new ServiceStore(rt, SCHEMA);
  await service.migrate(migrations);
  const keys = await loadSigningKeys(service, config.AUTH_PRIVATE_KEY_PEM);
  const hasher = new Hasher(
    new HashQueue({
      concurrency: config.AUTH_HASH_CONCURRENCY ?? hashConcurrencyForMachine(),
      queueMax: config.AUTH_HASH_QUEUE_MAX,
      answerMarginMs: HASH_ANSWER_MARGIN_MS,
      initialHashMs: HASH_INITIAL_ESTIMATE_MS,
    }),
  );
  hasher.warmUp().catch((err) => rt.log.warn({ err }, "password hashing warm-up failed"));
  const deps = { service, keys, sessionTtlMs: config.SESSION_TTL_MS, hasher };
  const jwk = await publicJwk(keys);
  const rpc = await serveRpc(
    rt.bus,
    "auth",
    {
      ...socialSignInHandlers(deps, rt.env, rt.log),
      Register: (req, ctx) => register(deps, req, ctx),
      Login: (req, ctx) => login(deps, req, ctx),
      Logout: (req, ctx) => revokeSession(service, req.sessionId, ctx.correlationId),
      CheckSession: (req) => checkSession(service, req.sessionId),
      DeleteAccount: (req, ctx) => deleteAccount(deps, req, ctx),
      GetPublicKey: async () => ({ jwk, issuer: TOKEN_ISSUER }),
      GetAccount: (req) => getAccount(service, req),
      VerifyEmail: (req, ctx) => verifyEmail(service, req, ctx),
      ResendVerification: (req, ctx) => resendVerification(service, req, ctx),
      RequestPasswordReset: (req, ctx) => requestPasswordReset(service, req, ctx),
      ConfirmPasswordReset: (req, ctx) => confirmPasswordReset(deps, req, ctx),
      SetPreferences: (req, ctx) => setPreferences(service, req, ctx),
    },
    rt.log,
  );
  return { name: "auth", relay: service.relay, subscriptions: rpc };
}
