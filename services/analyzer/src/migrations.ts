import { createOutboxTables, execAll, type Migration } from "@suri/kit";

export const SCHEMA = "analyzer";

export const migrations: Migration[] = [
  { name: "001_outbox", up: createOutboxTables },
  {
    name: "002_jobs_reports",
    up: (knex, s) =>
      execAll(knex, [
        `create table ${s}.jobs (
          id uuid primary key,
          user_id uuid not null,
          property_link text not null,
          stage text not null,
          report_id uuid,
          error_code text,
          error_message text,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        )`,
        `create index jobs_user on ${s}.jobs (user_id, created_at desc)`,
        `create index jobs_open on ${s}.jobs (updated_at) where stage not in ('completed', 'failed')`,
        `create table ${s}.reports (
          id uuid primary key,
          user_id uuid not null,
          job_id uuid not null unique references ${s}.jobs(id),
          property_link text not null,
          report_data jsonb not null,
          listing jsonb not null,
          created_at timestamptz not null default now()
        )`,
        `create index reports_user on ${s}.reports (user_id, created_at desc)`,
      ]),
  },
  {
    name: "003_job_source_kind",
    up: (knex, s) => execAll(knex, [`alter table ${s}.jobs add column source_kind text not null default 'link'`]),
  },
  {
    name: "004_job_list_candidates",
    up: (knex, s) => execAll(knex, [`alter table ${s}.jobs add column candidates jsonb`]),
  },
];
