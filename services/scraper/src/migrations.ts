import { createOutboxTables, type Migration, sqlStep } from "@suri/kit";

export const SCHEMA = "scraper";

export const migrations: Migration[] = [
  { name: "001_outbox", up: createOutboxTables },
  sqlStep("002_news_comparables", (s) => [
    `create table ${s}.news_items (
      url text primary key,
      title_key text not null unique,
      title text not null,
      summary text not null,
      source text not null,
      published_at timestamptz not null,
      sentiment text not null,
      fetched_at timestamptz not null default now()
    )`,
    `create index news_items_published on ${s}.news_items (published_at desc)`,
    `create table ${s}.news_state (
      id integer primary key check (id = 1),
      last_updated timestamptz,
      last_attempt timestamptz,
      last_error text
    )`,
    `create table ${s}.comparables (
      url text primary key,
      fingerprint text not null unique,
      source_site text not null,
      city text,
      property_type text,
      offer_type text not null,
      area_sqm double precision,
      bedrooms integer,
      price_centavos bigint,
      listing jsonb not null,
      first_seen_at timestamptz not null default now(),
      seen_at timestamptz not null default now()
    )`,
    `create index comparables_market on ${s}.comparables (city, property_type, offer_type, seen_at desc)`,
  ]),
  // Comparables stored before they came only from the service's own portal crawls may hold listings a
  // user's page made up; which ones cannot be told apart, so all are dropped once and crawls refill the store.
  sqlStep("003_comparables_from_portal_crawls_only", (s) => [`delete from ${s}.comparables`]),
];
