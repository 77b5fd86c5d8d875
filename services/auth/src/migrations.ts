import { createOutboxTables, execAll, type Migration } from "@suri/kit";

export const SCHEMA = "auth";

export const migrations: Migration[] = [
  { name: "001_outbox", up: createOutboxTables },
  {
    name: "002_users_sessions",
    up: (knex, s) =>
      execAll(knex, [
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
  },
];
