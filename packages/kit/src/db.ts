import { mkdirSync } from "node:fs";
import path from "node:path";
import knexFactory, { type Knex } from "knex";
import ClientPgLite from "knex-pglite";
import pg from "pg";
import { addOutboxDeadLetterColumns, createOutboxTables } from "./outbox";

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

export interface Migration {
  name: string;
  up(knex: Knex, schema: string): Promise<void>;
}

/**
 * A step of SQL statements, written for the service's schema `s`, run one by one in order. Its name is
 * its id in the schema's `migrations` table: a step once run is never changed, a new one is added.
 */
export const sqlStep = (name: string, statements: (s: string) => string[]): Migration => ({
  name,
  up: (knex, schema) => execAll(knex, statements(schema)),
});

/** Create the service's schema and bring it up to date. Each service owns exactly one schema. */
export async function migrate(db: Database, schema: string, migrations: Migration[]): Promise<void> {
  await db.knex.raw("create schema if not exists ??", [schema]);
  // A schema with an outbox also gets the kit's later outbox columns, after the service's own steps.
  const all = migrations.some((m) => m.up === createOutboxTables)
    ? [...migrations, { name: "kit_outbox_dead_letter", up: addOutboxDeadLetterColumns }]
    : migrations;
  const source: Knex.MigrationSource<Migration> = {
    getMigrations: async () => all,
    getMigrationName: (m) => m.name,
    getMigration: async (m) => ({ up: (knex: Knex) => m.up(knex, schema), down: async () => {} }),
  };
  await db.knex.migrate.latest({ migrationSource: source, schemaName: schema, tableName: "migrations" });
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
