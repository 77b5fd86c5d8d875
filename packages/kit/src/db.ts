import { mkdirSync } from "node:fs";
import path from "node:path";
import knexFactory, { type Knex } from "knex";
import ClientPgLite from "knex-pglite";
import pg from "pg";

export type { Knex };

// pg returns int8/numeric as strings; our counts and positions fit in a double.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export interface Database {
  readonly knex: Knex;
  readonly kind: "postgres" | "pglite";
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… — when absent, an embedded PGlite database in `dataDir` is used. */
  databaseUrl?: string;
  /** Folder of the embedded database; ":memory:" keeps it in memory (tests). */
  dataDir: string;
  poolMax?: number;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const knex = knexFactory({
      client: "pg",
      connection: opts.databaseUrl,
      pool: { min: 0, max: opts.poolMax ?? 10 },
    });
    await knex.raw("select 1");
    return { knex, kind: "postgres", close: () => knex.destroy() };
  }
  let connection: Record<string, string> = {};
  if (opts.dataDir !== ":memory:") {
    const dir = path.resolve(opts.dataDir, "pg");
    mkdirSync(dir, { recursive: true });
    connection = { filename: dir };
  }
  const knex = knexFactory({ client: ClientPgLite, dialect: "postgres", connection } as Knex.Config);
  await knex.raw("select 1");
  return { knex, kind: "pglite", close: () => knex.destroy() };
}

/** Qualified table name inside a service schema: `t("ledger", "events")` → "ledger.events". */
export const table = (schema: string, name: string) => `${schema}.${name}`;

/** True when the error is a unique-constraint violation (SQLSTATE 23505). */
export const isUniqueViolation = (e: unknown): boolean =>
  typeof e === "object" && e !== null && (e as { code?: unknown }).code === "23505";

/** Run DDL statements one by one (the embedded driver takes one statement per call). */
export async function execAll(knex: Knex, statements: string[]): Promise<void> {
  for (const sql of statements) await knex.raw(sql);
}
