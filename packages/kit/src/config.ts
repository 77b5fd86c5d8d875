import { z } from "zod";

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n  ${issues.join("\n  ")}`);
    this.name = "ConfigError";
  }
}

/** Comma-separated list setting: "a, b,,c" → ["a","b","c"]. */
export const csv = z
  .string()
  .default("")
  .transform((s) =>
    s
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean),
  );

/** Parse the environment once at boot; every bad variable is named in the error. */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(result.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`));
}

const services = ["gateway", "auth", "ledger", "scraper", "analyzer", "notification"] as const;
export const ServiceNameSchema = z.enum(services);
export type ServiceName = z.infer<typeof ServiceNameSchema>;
export const ALL_SERVICES: readonly ServiceName[] = services;

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/**
 * The deployment, decided by SURI_ENV alone (development when unset). `production` hides the API docs and
 * the diagnostic endpoints, sells no credit without Stripe, and refuses every TEST_ONLY_SETTINGS at boot.
 * NODE_ENV decides nothing: a process that has NODE_ENV=production but no SURI_ENV (a production build run
 * without its deployment named) is refused at boot rather than guessed either way.
 */
export const SuriEnvSchema = z.enum(["development", "test", "production"]).default("development");
export type SuriEnv = z.infer<typeof SuriEnvSchema>;

/** Settings for tests and development only, and why each would be a hole in production. */
export const TEST_ONLY_SETTINGS = {
  SCRAPER_RESOLVE: "it sends a site's requests to another address",
  SCRAPER_ALLOW_HOSTS: "it lets the fetcher reach private and loopback addresses",
  STRIPE_API_BASE: "it sends payments to a host other than Stripe's",
  DEMO_CHECKOUT: "it gives credits without payment",
  SURI_FAULT: "it crashes the process on purpose, for the fault tests",
} as const;
export type TestOnlySetting = keyof typeof TEST_ONLY_SETTINGS;

/** A setting that is set to something that turns it on ("false", empty and an empty list do not). */
function turnedOn(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "" && value.trim() !== "false";
  if (Array.isArray(value)) return value.length > 0;
  return value === true;
}

/**
 * With SURI_ENV=production, an issue naming each of `settings` that is turned on: a schema's superRefine
 * calls this so the process stops at boot with the variable named.
 */
export function refuseTestOnlySettings(
  config: { SURI_ENV?: string | undefined } & Record<string, unknown>,
  ctx: z.RefinementCtx,
  settings: readonly TestOnlySetting[] = Object.keys(TEST_ONLY_SETTINGS) as TestOnlySetting[],
): void {
  if (config.SURI_ENV !== "production") return;
  for (const name of settings) {
    if (!turnedOn(config[name])) continue;
    ctx.addIssue({
      code: "custom",
      path: [name],
      message: `not allowed when SURI_ENV=production (${TEST_ONLY_SETTINGS[name]}; tests and development only)`,
    });
  }
}

/** Settings every process reads. Service-specific settings extend this schema. */
const baseSettings = z.object({
  SURI_ENV: z.enum(["development", "test", "production"]).optional(),
  /** Read only to refuse a production build whose deployment is not named (see SuriEnvSchema). */
  NODE_ENV: z.string().optional(),
  /** Read here only to be refused in production; each service reads its own. */
  ...(Object.fromEntries(Object.keys(TEST_ONLY_SETTINGS).map((name) => [name, z.string().optional()])) as Record<
    TestOnlySetting,
    z.ZodOptional<z.ZodString>
  >),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./.data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
  DATABASE_POOL_MAX: positiveInt(10),
  NATS_URL: z
    .string()
    .regex(/^(nats|tls|ws|wss):\/\//, "must be a nats:// URL")
    .optional(),
  NATS_STREAM_REPLICAS: positiveInt(1),
  NATS_NAMESPACE: z
    .string()
    .regex(/^[a-z0-9_]+$/, "lowercase letters, digits and _ only")
    .optional(),
  BUS_ACK_WAIT_MS: positiveInt(30_000),
  OUTBOX_POLL_MS: positiveInt(250),
  SURI_SERVICES: csv.pipe(z.array(ServiceNameSchema)).transform((list) => (list.length ? list : [...services])),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SHUTDOWN_GRACE_MS: positiveInt(10_000),
});

export const BaseConfigSchema = baseSettings
  .superRefine((config, ctx) => {
    if (config.SURI_ENV === undefined && config.NODE_ENV === "production") {
      ctx.addIssue({
        code: "custom",
        path: ["SURI_ENV"],
        message:
          "required when NODE_ENV=production: set SURI_ENV=production for a deployment (or development/test to run a production build elsewhere)",
      });
    }
    refuseTestOnlySettings(config, ctx);
  })
  .transform(({ SURI_ENV, ...rest }) => ({ ...rest, SURI_ENV: SURI_ENV ?? ("development" as const) }));
export type BaseConfig = z.infer<typeof BaseConfigSchema>;
