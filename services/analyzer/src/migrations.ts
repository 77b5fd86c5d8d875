import { createEventStoreTables, createOutboxTables, execAll, type Migration, sqlStep } from "@suri/kit";

export const SCHEMA = "analyzer";

export const migrations: Migration[] = [
  { name: "001_outbox", up: createOutboxTables },
  sqlStep("002_jobs_reports", (s) => [
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
  sqlStep("003_job_source_kind", (s) => [`alter table ${s}.jobs add column source_kind text not null default 'link'`]),
  sqlStep("004_job_list_candidates", (s) => [`alter table ${s}.jobs add column candidates jsonb`]),
  {
    // Corrections: each report's stream of ReportCorrected events (`report-<id>`), the latest revision
    // on the report row, and the needs_details jobs' readings and the jobs that complete them.
    name: "005_report_revisions",
    up: async (knex, s) => {
      await createEventStoreTables(knex, s);
      await execAll(knex, [
        `alter table ${s}.reports add column revision integer not null default 1`,
        `alter table ${s}.reports add column corrected_listing jsonb`,
        `alter table ${s}.reports add column corrections jsonb`,
        `alter table ${s}.reports add column revised_at timestamptz`,
        `alter table ${s}.jobs add column listing jsonb`,
        `alter table ${s}.jobs add column needs_details jsonb`,
        `alter table ${s}.jobs add column continued_job_id uuid`,
        `alter table ${s}.jobs add column previous_job_id uuid`,
      ]);
    },
  },
  // Issue 20: read-only links for family. Only the token's hash is kept.
  sqlStep("006_share_links", (s) => [
    `create table ${s}.share_links (
      id uuid primary key,
      report_id uuid not null references ${s}.reports(id),
      user_id uuid not null,
      token_hash text not null unique,
      token_hint text not null,
      shared_by text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz
    )`,
    `create index share_links_user on ${s}.share_links (user_id, created_at desc)`,
    `create index share_links_report on ${s}.share_links (report_id)`,
  ]),
  // Issue 20: the owner renames or deletes a report (a deleted one stays for the ledger's references).
  sqlStep("007_report_owner_edits", (s) => [
    `alter table ${s}.reports add column custom_title text`,
    `alter table ${s}.reports add column deleted_at timestamptz`,
  ]),
  // Issue 20: deleted accounts. The ids of users who deleted their account (nothing else: a new job for
  // one is refused, a late event for one writes nothing), and the report streams of such a user may be
  // deleted — only inside the erasure transaction, which sets suri.erasure; UPDATE and TRUNCATE stay refused.
  sqlStep("008_forgotten_users", (s) => [
    `create table ${s}.forgotten_users (
      user_id uuid primary key,
      forgotten_at timestamptz not null
    )`,
    `create or replace function ${s}.refuse_event_change() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' and coalesce(current_setting('suri.erasure', true), '') = 'on' then
          return old;
        end if;
        raise exception 'events are immutable: % refused on %.events', tg_op, tg_table_schema
          using errcode = 'P0001';
      end $$`,
  ]),
  // A pasted text's reading as the user confirmed it before the job was charged: applied over what is read.
  sqlStep("009_confirmed_reading", (s) => [`alter table ${s}.jobs add column confirmed jsonb`]),
  // A shared report names only a display name its owner chose. Links made before were marked with the
  // account's display name, which was the e-mail's local part unless a username was given at sign-up,
  // or "Suri user": no longer shown (the page then says only that the report was shared with you).
  sqlStep("010_share_links_chosen_names", (s) => [`update ${s}.share_links set shared_by = ''`]),
  // Issue 29: the comparables a job is valued against come with its listing's event and are kept here
  // (a needs_details job's until completed, a report's for its corrections), instead of asked of the scraper.
  sqlStep("011_job_comparables", (s) => [
    `create table ${s}.job_comparables (
      job_id uuid primary key references ${s}.jobs(id) on delete cascade,
      comparables jsonb not null
    )`,
  ]),
  // Issue 27: a search page screened for one credit, and one row per listing of it (its card and the
  // figures its full report gives), kept for the owner to reopen.
  sqlStep("012_screenings", (s) => [
    `create table ${s}.screenings (
      id uuid primary key,
      user_id uuid not null,
      page_link text not null,
      stage text not null,
      total integer,
      done integer not null default 0,
      listing_count integer,
      error_code text,
      error_message text,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`,
    `create index screenings_user on ${s}.screenings (user_id, created_at desc)`,
    `create table ${s}.screening_rows (
      screening_id uuid not null references ${s}.screenings(id) on delete cascade,
      position integer not null,
      valued boolean not null,
      row jsonb not null,
      primary key (screening_id, position)
    )`,
  ]),
];
