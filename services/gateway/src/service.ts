import { isIP } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  ConfigError,
  csv,
  httpRequestDuration,
  httpRequests,
  loadConfig,
  type RunningService,
  type Runtime,
  SuriEnvSchema,
} from "@suri/kit";
import { Redis } from "ioredis";
import { z } from "zod";
import { buildGateway, DEFAULT_USER_READS } from "./app";
import { DEFAULT_LOGIN_THROTTLE } from "./limits/login-throttle";
import { DEFAULT_REPORT_RATES } from "./limits/report-rates";

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../web/dist");
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const GatewayConfigSchema = z.object({
  /** The deployment (SuriEnvSchema): production hides /docs and the diagnostic endpoints. */
  SURI_ENV: SuriEnvSchema,
  /** Send the session cookie only over HTTPS (and with the __Host- prefix). Off for local http. */
  COOKIE_SECURE: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /**
   * Origins the site is served from (first one: Stripe's return URLs); allowed to make state-changing
   * requests and to open the push socket besides the request's own host. Required in production.
   */
  PUBLIC_ORIGINS: csv.pipe(z.array(z.string().url("each origin must be a URL such as https://suri.ph"))),
  /**
   * Addresses (IPs or CIDRs) of the reverse proxies in front of the gateway. Only a request from one
   * of them may name the client's IP in X-Forwarded-For; default none, so rate limits key on the
   * socket's address and a client cannot choose its own.
   */
  TRUSTED_PROXIES: csv.pipe(
    z.array(
      z
        .string()
        .refine(
          isProxyAddress,
          "each entry must be an IP address, a CIDR range (prefix 1 or more) or loopback/linklocal/uniquelocal",
        ),
    ),
  ),
  /** Redis for rate limits and login locks shared by several gateway replicas; in memory when absent. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// URL")
    .optional(),
  WEB_DIST_DIR: z.string().default(defaultWebDist),
  AUTH_ATTEMPTS_PER_MINUTE: positiveInt(10),
  /** Wrong passwords for one e-mail from one client (address) before that client waits. */
  LOGIN_CLIENT_FAILURES_MAX: positiveInt(DEFAULT_LOGIN_THROTTLE.clientFailuresMax),
  /** Wrong passwords for one e-mail from all unknown clients before every unknown client waits. */
  LOGIN_ACCOUNT_FAILURES_MAX: positiveInt(DEFAULT_LOGIN_THROTTLE.accountFailuresMax),
  /** First wait; doubles with each further failure up to LOGIN_WAIT_MAX_MS. */
  LOGIN_WAIT_MS: positiveInt(DEFAULT_LOGIN_THROTTLE.waitMs),
  LOGIN_WAIT_MAX_MS: positiveInt(DEFAULT_LOGIN_THROTTLE.waitMaxMs),
  /** Longest delay of a known device's answer after its own wrong passwords (it is never refused). */
  LOGIN_DEVICE_DELAY_MAX_MS: positiveInt(DEFAULT_LOGIN_THROTTLE.deviceDelayMaxMs),
  /** How long a browser stays a known device of an account after a sign-in. */
  LOGIN_DEVICE_TTL_MS: positiveInt(DEFAULT_LOGIN_THROTTLE.deviceTtlMs),
  /** Report jobs one user may start (a link, a pasted text, an upload, a job's missing details): 429 past them. */
  REPORT_JOBS_PER_MINUTE: positiveInt(DEFAULT_REPORT_RATES.jobsPerMinute),
  REPORT_JOBS_PER_HOUR: positiveInt(DEFAULT_REPORT_RATES.jobsPerHour),
  /** Free readings of a pasted listing text per client address a minute. */
  LISTING_TEXT_READS_PER_MINUTE: positiveInt(DEFAULT_REPORT_RATES.textReadsPerMinute),
  /**
   * The longest a user's read (balance, report list, finished job, report) is answered from the
   * gateway's memory; a change the user makes or an event about them drops it sooner. 0: never kept.
   */
  READ_MODEL_MAX_AGE_MS: z.coerce.number().int().nonnegative().default(DEFAULT_USER_READS.maxAgeMs),
  /** The kept answers' total size in bytes (JSON and its gzip); the least recently read users' go first. */
  READ_MODEL_BYTES_MAX: positiveInt(DEFAULT_USER_READS.bytesMax),
});
export type GatewayConfig = z.infer<typeof GatewayConfigSchema>;

/** What Fastify's trustProxy (proxy-addr) accepts: an address, address/prefix, address/netmask or a named range. */
function isProxyAddress(entry: string): boolean {
  if (["loopback", "linklocal", "uniquelocal"].includes(entry)) return true;
  const [address = "", range, ...rest] = entry.split("/");
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (range === undefined) return true;
  if (isIP(range) === family) return true;
  const bits = Number(range);
  return /^\d+$/.test(range) && bits >= 1 && bits <= (family === 4 ? 32 : 128);
}

/** Read and check the gateway's settings; a production gateway without PUBLIC_ORIGINS does not start. */
export function loadGatewayConfig(env: NodeJS.ProcessEnv): GatewayConfig {
  const config = loadConfig(GatewayConfigSchema, env);
  if (config.SURI_ENV === "production" && config.PUBLIC_ORIGINS.length === 0) {
    throw new ConfigError([
      "PUBLIC_ORIGINS: required when SURI_ENV=production (the site's origin, e.g. https://suri.ph: checked on writes and on the push socket, and used for Stripe's return URLs)",
    ]);
  }
  return config;
}

export async function startGateway(
  rt: Runtime,
  ready: () => Promise<boolean>,
): Promise<RunningService & { address: string }> {
  const config = loadGatewayConfig(rt.env);
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
  redis?.on("error", (err) => rt.log.warn({ err }, "redis (rate limits) unavailable"));
  const { app, hub } = await buildGateway(rt, {
    production: config.SURI_ENV === "production",
    cookieSecure: config.COOKIE_SECURE,
    publicOrigins: config.PUBLIC_ORIGINS,
    trustedProxies: config.TRUSTED_PROXIES,
    webDistDir: config.WEB_DIST_DIR,
    authAttemptsPerMinute: config.AUTH_ATTEMPTS_PER_MINUTE,
    loginThrottle: {
      clientFailuresMax: config.LOGIN_CLIENT_FAILURES_MAX,
      accountFailuresMax: config.LOGIN_ACCOUNT_FAILURES_MAX,
      waitMs: config.LOGIN_WAIT_MS,
      waitMaxMs: config.LOGIN_WAIT_MAX_MS,
      deviceDelayMaxMs: config.LOGIN_DEVICE_DELAY_MAX_MS,
      deviceTtlMs: config.LOGIN_DEVICE_TTL_MS,
    },
    reportRates: {
      jobsPerMinute: config.REPORT_JOBS_PER_MINUTE,
      jobsPerHour: config.REPORT_JOBS_PER_HOUR,
      textReadsPerMinute: config.LISTING_TEXT_READS_PER_MINUTE,
    },
    redis,
    userReads: { maxAgeMs: config.READ_MODEL_MAX_AGE_MS, bytesMax: config.READ_MODEL_BYTES_MAX },
    ready,
  });
  // Prometheus: every answer counted by route pattern (never the raw URL: bounded label values).
  app.addHook("onResponse", (request, reply, done) => {
    const route = request.routeOptions.url ?? "unmatched";
    httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
    httpRequestDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });
  const address = await app.listen({ port: rt.config.PORT, host: rt.config.HOST });
  rt.log.info({ address }, "gateway listening");
  return {
    name: "gateway",
    address,
    subscriptions: [],
    stop: async () => {
      await hub.stop();
      await app.close();
      await redis?.quit().catch(() => {});
    },
  };
}
