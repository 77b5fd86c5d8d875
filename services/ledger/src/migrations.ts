import { createEventStoreTables, createOutboxTables, type Migration, sqlStep } from "@suri/kit";

export const SCHEMA = "ledger";

export const migrations: Migration[] = [
  { name: "001_event_store", up: createEventStoreTables },
  { name: "002_outbox", up: createOutboxTables },
  sqlStep("003_projections", (s) => [
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
  sqlStep("004_payments", (s) => [
    `create table ${s}.payments (
      session_id text primary key,
      account_id uuid not null,
      pack_id text not null,
      credits integer not null check (credits > 0),
      amount_usd_cents integer not null check (amount_usd_cents >= 0),
      provider text not null check (provider in ('stripe', 'demo')),
      status text not null,
      created_at timestamptz not null default now(),
      credited_at timestamptz
    )`,
    `create index payments_account on ${s}.payments (account_id, created_at desc)`,
    `create table ${s}.stripe_events (
      event_id text primary key,
      type text not null,
      received_at timestamptz not null default now()
    )`,
  ]),
  // Issue 20: an account whose user deleted it; its entries stay (anonymous), nothing more is reserved.
  sqlStep("005_closed_accounts", (s) => [`alter table ${s}.balances add column closed boolean not null default false`]),
  // Issue 31: one free report per person. Which account had the free report of an e-mail, by a keyed
  // fingerprint of it (a projection of FreeReportGranted, never deleted); the key when none is configured.
  sqlStep("006_free_report_claims", (s) => [
    `alter table ${s}.balances add column free_report_withheld boolean not null default false`,
    `create table ${s}.free_report_claims (
      email_fingerprint text primary key,
      account_id uuid not null,
      claimed_at timestamptz not null default now()
    )`,
    `create table ${s}.fingerprint_keys (
      id integer primary key check (id = 1),
      secret text not null,
      created_at timestamptz not null default now()
    )`,
  ]),
  // Issue 28: the free report needs a confirmed address. Accounts whose address auth confirmed, a
  // projection of auth's EmailVerified (a confirmation is never taken back).
  sqlStep("007_verified_addresses", (s) => [
    `create table ${s}.verified_addresses (
      account_id uuid primary key,
      verified_at timestamptz not null
    )`,
  ]),
];
