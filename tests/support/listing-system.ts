import type { Mode } from "@suri/testkit";
import { afterAll, beforeAll } from "vitest";
import { startListingServer } from "./listing-server";
import { startTestSystem } from "./system";

export interface ListingSystem {
  listings: Awaited<ReturnType<typeof startListingServer>>;
  sys: Awaited<ReturnType<typeof startTestSystem>>;
}

/**
 * For a test file (or a describe block): the local listing server and the whole system in `mode`, allowed to
 * reach it, started before the tests and stopped after them. `settings` are the system's extra settings (a
 * function when they name the listing server). The fields are set once `beforeAll` has run; later
 * `beforeAll` hooks can use them.
 */
export function listingSystem(
  mode: Mode,
  settings: Record<string, string> | ((listings: ListingSystem["listings"]) => Record<string, string>) = {},
  startTimeoutMs = 60_000,
): ListingSystem {
  const env = {} as ListingSystem;
  beforeAll(async () => {
    env.listings = await startListingServer();
    env.sys = await startTestSystem(
      mode,
      env.listings.host,
      typeof settings === "function" ? settings(env.listings) : settings,
    );
  }, startTimeoutMs);
  afterAll(async () => {
    await env.sys?.stop();
    await env.listings?.close();
  });
  return env;
}

/**
 * The whole system in `mode` alone, for tests that fetch nothing (the allowlist names a port nobody
 * listens on), started before the tests and stopped after them.
 */
export function systemAlone(mode: Mode, settings: Record<string, string> = {}): Pick<ListingSystem, "sys"> {
  const env = {} as Pick<ListingSystem, "sys">;
  beforeAll(async () => {
    env.sys = await startTestSystem(mode, "127.0.0.1:1", settings);
  }, 60_000);
  afterAll(async () => {
    await env.sys?.stop();
  });
  return env;
}
