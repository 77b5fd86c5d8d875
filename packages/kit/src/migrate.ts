import type { Knex } from "knex";
import { type Database, execAll } from "./db";
import { addOutboxDeadLetterColumns, createOutboxTables } from "./outbox";

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
