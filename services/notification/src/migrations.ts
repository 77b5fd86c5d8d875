import { createOutboxTables, execAll, type Migration } from "@suri/kit";

export const SCHEMA = "notification";

export const migrations: Migration[] = [
  { name: "001_outbox", up: createOutboxTables },
  {
    name: "002_job_progress",
    up: (knex, s) =>
      execAll(knex, [
        `create table ${s}.job_progress (
          job_id uuid primary key,
          user_id uuid not null,
          property_link text not null,
          stage text not null,
          report_id uuid,
          error_code text,
          error_message text,
          created_at timestamptz not null,
          updated_at timestamptz not null
        )`,
      ]),
  },
  {
    // A needs_details job's missing figures and what was read, pushed with its progress.
    name: "003_job_details",
    up: (knex, s) => execAll(knex, [`alter table ${s}.job_progress add column needs_details jsonb`]),
  },
  {
    // Issue 20: users who deleted their account; a late job event of theirs records nothing.
    name: "004_forgotten_users",
    up: (knex, s) =>
      execAll(knex, [
        `create table ${s}.forgotten_users (
          user_id uuid primary key,
          forgotten_at timestamptz not null
        )`,
      ]),
  },
];
