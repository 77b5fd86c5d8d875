import { createOutboxTables, type Migration, sqlStep } from "@suri/kit";

export const SCHEMA = "auth";

export const migrations: Migration[] = [
  { name: "001_outbox", up: createOutboxTables },
  sqlStep("002_users_sessions", (s) => [
    `create table ${s}.users (
      id uuid primary key,
      email text not null unique,
      username text not null,
      display_name text not null,
      password_hash text not null,
      created_at timestamptz not null default now()
    )`,
    `create table ${s}.sessions (
      id uuid primary key,
      user_id uuid not null references ${s}.users(id),
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz
    )`,
    `create index sessions_user on ${s}.sessions (user_id)`,
    `create table ${s}.signing_keys (
      kid text primary key,
      private_pem text not null,
      created_at timestamptz not null default now()
    )`,
  ]),
  // Issue 28: single-use tokens mailed to the user (address verification, password reset). Only the
  // token's sha256 is kept; `throttle_events` counts requests per key (a hashed address or client) so
  // unknown addresses are throttled exactly like known ones.
  sqlStep("003_email_tokens", (s) => [
    `alter table ${s}.users add column email_verified_at timestamptz`,
    `create table ${s}.email_tokens (
      token_hash text primary key,
      user_id uuid not null references ${s}.users(id) on delete cascade,
      purpose text not null check (purpose in ('verify_email', 'password_reset')),
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    )`,
    `create index email_tokens_user on ${s}.email_tokens (user_id, purpose, created_at)`,
    `create table ${s}.throttle_events (
      key text not null,
      at timestamptz not null
    )`,
    `create index throttle_events_key on ${s}.throttle_events (key, at)`,
  ]),
  sqlStep("004_preferences", (s) => [
    `alter table ${s}.users add column currency text`,
    `alter table ${s}.users add column language text not null default 'en' check (language in ('en', 'tl'))`,
    `alter table ${s}.users add column email_notifications boolean not null default true`,
  ]),
  // Issue 28: sign-in through an OpenID provider. An identity (issuer + subject) belongs to one user; an
  // attempt keeps only the state's sha256 with its nonce and PKCE verifier until the provider answers.
  // An account made through a provider has no password until the user sets one (a reset).
  sqlStep("005_identities", (s) => [
    `alter table ${s}.users alter column password_hash drop not null`,
    `create table ${s}.identities (
      issuer text not null,
      subject text not null,
      user_id uuid not null references ${s}.users(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (issuer, subject)
    )`,
    `create index identities_user on ${s}.identities (user_id)`,
    `create table ${s}.oidc_attempts (
      state_hash text primary key,
      provider text not null,
      nonce text not null,
      code_verifier text not null,
      redirect_uri text not null,
      return_to text,
      expires_at timestamptz not null
    )`,
    `create index oidc_attempts_expiry on ${s}.oidc_attempts (expires_at)`,
  ]),
];
