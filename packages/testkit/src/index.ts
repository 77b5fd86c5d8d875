import { randomBytes } from "node:crypto";
import { type BaseConfig, BaseConfigSchema, createLogger, type Logger, loadConfig } from "@suri/kit";
import pg from "pg";

/** The machine's PostgreSQL and NATS, as CI has them. Override with TEST_PG_ADMIN_URL / TEST_NATS_URL. */
export const TEST_PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const TEST_NATS_URL = process.env.TEST_NATS_URL ?? "nats://127.0.0.1:4222";

export const uniqueSuffix = () => randomBytes(5).toString("hex");

export function testLogger(): Logger {
  return createLogger({ level: process.env.TEST_LOG_LEVEL ?? "silent", pretty: false });
}

/** A throwaway database on the machine's PostgreSQL; `drop()` removes it. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `suri_t_${uniqueSuffix()}`;
  const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export type Mode = "embedded" | "distributed";
export const MODES: Mode[] = ["embedded", "distributed"];

export interface ModeEnv {
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

/**
 * Settings for one isolated system in the given mode: embedded = in-memory PGlite + in-process
 * bus; distributed = a fresh PostgreSQL database + a private NATS namespace on the machine's server.
 */
export async function modeEnv(mode: Mode, extra: Record<string, string> = {}): Promise<ModeEnv> {
  if (mode === "embedded") {
    return { env: { DATA_DIR: ":memory:", PORT: "0", OUTBOX_POLL_MS: "50", ...extra }, cleanup: async () => {} };
  }
  const db = await createTestDatabase();
  const namespace = `t${uniqueSuffix()}`;
  return {
    env: {
      DATABASE_URL: db.url,
      NATS_URL: TEST_NATS_URL,
      NATS_NAMESPACE: namespace,
      PORT: "0",
      OUTBOX_POLL_MS: "50",
      ...extra,
    },
    async cleanup() {
      await db.drop();
      await destroyNamespace(namespace);
    },
  };
}

/** Deletes the bus streams (events and dead letters) a system under `namespace` made on the test NATS server. */
export async function destroyNamespace(namespace: string) {
  const { connect } = await import("@nats-io/transport-node");
  const { jetstreamManager } = await import("@nats-io/jetstream");
  const nc = await connect({ servers: TEST_NATS_URL });
  const jsm = await jetstreamManager(nc);
  for (const base of ["SURI_EVENTS", "SURI_DLQ"])
    await jsm.streams.delete(`${base}_${namespace.toUpperCase()}`).catch(() => {});
  await nc.close();
}

export function baseConfig(env: Record<string, string>): BaseConfig {
  return loadConfig(BaseConfigSchema, env as NodeJS.ProcessEnv);
}

/** Poll until `check` returns a truthy value or time runs out. */
export async function eventually<T>(
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = 30_000,
  stepMs = 25,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const v = await check();
      if (v) return v;
    } catch (e) {
      lastError = e;
    }
    if (Date.now() > deadline)
      throw new Error(`condition not met within ${timeoutMs} ms${lastError ? `: ${String(lastError)}` : ""}`);
    await new Promise((r) => setTimeout(r, stepMs));
  }
}
