import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchChromium, WEB_DIST } from "./browser";
import { startListingServer } from "./listing-server";
import { startTestSystem } from "./system";

export interface BrowserSystem {
  listings: Awaited<ReturnType<typeof startListingServer>>;
  sys: Awaited<ReturnType<typeof startTestSystem>>;
  browser: Browser;
}

/**
 * For a browser test file: the listing server, the whole system (embedded, serving the built web app) and
 * Chromium, started before the file's tests and stopped after them. The fields are set once `beforeAll`
 * has run; later `beforeAll` hooks of the file can use them.
 */
export function browserSystem(
  opts: { listings?: Parameters<typeof startListingServer>[0]; env?: Record<string, string> } = {},
): BrowserSystem {
  const env = {} as BrowserSystem;
  beforeAll(async () => {
    env.listings = await startListingServer(opts.listings);
    env.sys = await startTestSystem("embedded", env.listings.host, { WEB_DIST_DIR: WEB_DIST, ...opts.env });
    env.browser = await launchChromium();
  }, 90_000);
  afterAll(async () => {
    await env.browser?.close();
    await env.sys?.stop();
    await env.listings?.close();
  });
  return env;
}
