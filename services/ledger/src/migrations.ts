import { createEventStoreTables, createOutboxTables, execAll, type Migration } from "@suri/kit";

export const SCHEMA = "ledger";

export const migrations: Migration[] = [
  { name: "001_event_store", up: createEventStoreTables },
  { name: "002_outbox", up: createOutboxTables },
  {
    name: "003_projections",
    up: (knex, s) =>
      execAll(knex, [
        `create table ${s}.balances (
          account_id uuid primary key,
          available integer not null check (available >= 0),
          reserved integer not null check (reserved >= 0),
          free_report_used boolean not null,
          free_report_held boolean not null,
          reports_generated integer not null,
          version integer not null,
          updated_at timestamptz not null default now()
        )`,
        `create table ${s}.reservations (
          job_id uuid primary key,
          account_id uuid not null,
          source text not null,
          status text not null,
          expires_at timestamptz not null
        )`,
        `create index reservations_pending on ${s}.reservations (expires_at) where status = 'pending'`,
      ]),
  },
];
