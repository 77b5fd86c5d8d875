import { createOutboxTables, type Migration, sqlStep } from "@suri/kit";

export const SCHEMA = "notification";

export const migrations: Migration[] = [
  { name: "001_outbox", up: createOutboxTables },
  sqlStep("002_job_progress", (s) => [
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
  // A needs_details job's missing figures and what was read, pushed with its progress.
  sqlStep("003_job_details", (s) => [`alter table ${s}.job_progress add column needs_details jsonb`]),
  // Issue 20: users who deleted their account; a late job event of theirs records nothing.
  sqlStep("004_forgotten_users", (s) => [
    `create table ${s}.forgotten_users (
      user_id uuid primary key,
      forgotten_at timestamptz not null
    )`,
  ]),
  // Issue 28: who gets mail (from auth's events) and every mail written, delivered by the sender.
  sqlStep("005_mail", (s) => [
    `create table ${s}.recipients (
      user_id uuid primary key,
      email text,
      email_verified boolean not null default false,
      language text not null default 'en',
      email_notifications boolean not null default true,
      preferences_set boolean not null default false,
      updated_at timestamptz not null
    )`,
    `create table ${s}.mail_outbox (
      id uuid primary key,
      user_id uuid,
      kind text not null,
      to_address text not null,
      subject text not null,
      text_body text not null,
      html_body text not null,
      job_id uuid,
      status text not null default 'pending',
      not_before timestamptz not null,
      claimed_until timestamptz,
      attempts integer not null default 0,
      last_error text,
      created_at timestamptz not null,
      sent_at timestamptz,
      message_id text
    )`,
    `create index mail_outbox_due on ${s}.mail_outbox (not_before) where status = 'pending'`,
    `create index mail_outbox_job on ${s}.mail_outbox (job_id) where job_id is not null`,
    `create index mail_outbox_user on ${s}.mail_outbox (user_id) where user_id is not null`,
  ]),
];
