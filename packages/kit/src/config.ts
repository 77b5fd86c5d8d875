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
export function loadConfig<S extends z.ZodObject>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(result.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`));
}

const services = ["gateway", "auth", "ledger", "scraper", "analyzer", "notification"] as const;
export const ServiceNameSchema = z.enum(services);
export type ServiceName = z.infer<typeof ServiceNameSchema>;
export const ALL_SERVICES: readonly ServiceName[] = services;

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Settings every process reads. Service-specific settings extend this schema. */
export const BaseConfigSchema = z.object({
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
export type BaseConfig = z.infer<typeof BaseConfigSchema>;
