import { createOutboxTables, type Migration } from "@suri/kit";

export const SCHEMA = "scraper";

export const migrations: Migration[] = [{ name: "001_outbox", up: createOutboxTables }];
