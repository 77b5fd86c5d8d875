import { loadConfig, type RunningService, type Runtime, ServiceStore, serveRpc } from "@suri/kit";
import { z } from "zod";
import { HashQueue } from "./credentials/hash-queue";
import { Hasher } from "./credentials/hashing";
import { deleteAccount } from "./delete-account/handler";
import { login } from "./login/handler";
import { migrations, SCHEMA } from "./migrations";
import { register } from "./register/handler";
import { loadSigningKeys } from "./sessions/keys";
import { checkSession, revokeSession } from "./sessions/sessions";
import { publicJwk, TOKEN_ISSUER } from "./sessions/tokens";

export const AuthConfigSchema = z.object({
  /** PKCS#8 PEM of an Ed25519 key; generated and stored in the database when absent. */
  AUTH_PRIVATE_KEY_PEM: z.string().optional(),
  SESSION_TTL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 3600_000),
  /** Password hashes computed at once (each scrypt takes ~128 MiB and a core for a few hundred ms). */
  AUTH_HASH_CONCURRENCY: z.coerce.number().int().positive().default(2),
  /** Logins/registrations waiting for a hash; past this they are refused at once with 503 + Retry-After. */
  AUTH_HASH_QUEUE_MAX: z.coerce.number().int().nonnegative().default(16),
});

export async function startAuth(rt: Runtime): Promise<RunningService> {
  const config = loadConfig(AuthConfigSchema, rt.env);
  const service = new ServiceStore(rt, SCHEMA);
  await service.migrate(migrations);
  const keys = await loadSigningKeys(service, config.AUTH_PRIVATE_KEY_PEM);
  const hasher = new Hasher(
    new HashQueue({ concurrency: config.AUTH_HASH_CONCURRENCY, queueMax: config.AUTH_HASH_QUEUE_MAX }),
  );
  const deps = { service, keys, sessionTtlMs: config.SESSION_TTL_MS, hasher };
  const jwk = await publicJwk(keys);
  const rpc = await serveRpc(
    rt.bus,
    "auth",
    {
      Register: (req, ctx) => register(deps, req, ctx),
      Login: (req, ctx) => login(deps, req, ctx),
      Logout: (req, ctx) => revokeSession(service, req.sessionId, ctx.correlationId),
      CheckSession: (req) => checkSession(service, req.sessionId),
      DeleteAccount: (req, ctx) => deleteAccount(deps, req, ctx),
      GetPublicKey: async () => ({ jwk, issuer: TOKEN_ISSUER }),
    },
    rt.log,
  );
  return { name: "auth", relay: service.relay, subscriptions: rpc };
}
