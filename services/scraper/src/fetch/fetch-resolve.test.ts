import { readFileSync } from "node:fs";
import { ConfigError, loadConfig } from "@suri/kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Handler,
  html,
  type LocalSite,
  makeTestCertificates,
  redirect,
  startSite,
} from "../../test/support/local-sites";
import { fetcherFrom, ScraperConfigSchema } from "../config";
import { adapterFor } from "../extract/adapters";
import { readListing } from "../read-listing/read-listing";
import { createPageFetcher, type PageFetcher } from "./index";

// SCRAPER_RESOLVE: a saved real page served from 127.0.0.1 is read under its real host name, so it
// goes through the same adapter as the user's link. Entries map a host name on any port; the
// tests use http (the local server has no certificate for the real name) but for the https case.
const LAMUDI_SEARCH = "/work/shared/fixtures/lamudi/search-results-iloilo-foreclosures.html";
const SEARCH_PATH = "/buy/iloilo/foreclosures/";
const USER_LINK = `http://www.lamudi.com.ph${SEARCH_PATH}`;

let site: LocalSite;
let fetcher: PageFetcher;
/** Every request the local server answered: its path and Host header. */
const requests: { path: string; host: string | undefined }[] = [];

const logged =
  (handler: Handler): Handler =>
  (req, res) => {
    requests.push({ path: new URL(req.url ?? "/", "http://x").pathname, host: req.headers.host });
    handler(req, res);
  };
const requestsTo = (path: string) => requests.filter((request) => request.path === path);

beforeAll(async () => {
  site = await startSite({
    [SEARCH_PATH]: logged(html(readFileSync(LAMUDI_SEARCH, "utf8"))),
    "/old-link": logged(redirect(SEARCH_PATH, 301)),
    "/to-loopback": logged((req, res) => {
      res.writeHead(302, { location: `http://127.0.0.1:${req.socket.localPort}${SEARCH_PATH}` }).end();
    }),
  });
  const mapped = `127.0.0.1:${site.port}`;
  const config = loadConfig(ScraperConfigSchema, {
    SURI_ENV: "test",
    SCRAPER_RESOLVE: `www.lamudi.com.ph=${mapped},lamudi.com.ph=${mapped}`,
    SCRAPER_HOST_INTERVAL_MS: "0",
  });
  fetcher = fetcherFrom(config);
});

afterAll(async () => {
  await fetcher?.close();
  await site?.close();
});

describe("SCRAPER_RESOLVE", () => {
  it("reads the user's link from the local server under the real host name, through the Lamudi adapter", async () => {
    const page = await fetcher.fetchPage(USER_LINK);
    expect(page).toMatchObject({ ok: true, status: 200, finalUrl: USER_LINK });
    expect(requestsTo(SEARCH_PATH)).toEqual([{ path: SEARCH_PATH, host: "www.lamudi.com.ph" }]);
    expect(adapterFor(page.ok ? page.finalUrl : "")?.name).toBe("Lamudi");
    // The same page from 127.0.0.1 would take the generic path.
    expect(adapterFor(`${site.origin}${SEARCH_PATH}`)).toBeUndefined();

    const outcome = await readListing(fetcher, USER_LINK);
    expect(outcome).toMatchObject({ ok: false, reason: "list_page" });
    const seen = (!outcome.ok && outcome.reason !== "incomplete" && outcome.seen) || [];
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((listing) => listing.sourceSite === "lamudi.com.ph")).toBe(true);
    // Map positions come only from the Lamudi adapter (the cards' data-serp-map-hover-listing).
    expect(seen.some((listing) => listing.provenance.coordinates?.source === "adapter")).toBe(true);
    // The page cache is keyed by the real URL: reading the link again did not fetch it again.
    expect(requestsTo(SEARCH_PATH)).toHaveLength(1);
  });

  it("maps the host on any port, and a redirect on the same host keeps the real name", async () => {
    const link = `http://lamudi.com.ph:${site.port}/old-link`;
    const page = await fetcher.fetchPage(link);
    expect(page).toMatchObject({ ok: true, finalUrl: `http://lamudi.com.ph:${site.port}${SEARCH_PATH}` });
    expect(requestsTo("/old-link").map((request) => request.host)).toEqual([`lamudi.com.ph:${site.port}`]);
    expect(requestsTo(SEARCH_PATH).at(-1)?.host).toBe(`lamudi.com.ph:${site.port}`);
  });

  it("lets no other host reach the mapped address, directly or by a redirect", async () => {
    const before = requestsTo(SEARCH_PATH).length;
    for (const url of [`${site.origin}${SEARCH_PATH}`, `http://localhost:${site.port}${SEARCH_PATH}`]) {
      expect(await fetcher.fetchPage(url), url).toMatchObject({ ok: false, reason: "forbidden_address" });
    }
    expect(await fetcher.fetchPage("http://www.lamudi.com.ph/to-loopback")).toMatchObject({
      ok: false,
      reason: "forbidden_address",
    });
    expect(requestsTo("/to-loopback")).toHaveLength(1);
    expect(requestsTo(SEARCH_PATH)).toHaveLength(before);
  });

  it("checks https against the real host name's certificate", async () => {
    const tls = makeTestCertificates("DNS:www.lamudi.com.ph");
    const secure = await startSite({ [SEARCH_PATH]: html("<html><body><h1>Listing</h1></body></html>") }, tls);
    const mapped = `127.0.0.1:${secure.port}`;
    const overTls = createPageFetcher({
      allowHosts: [],
      resolve: [`www.lamudi.com.ph=${mapped}`, `lamudi.com.ph=${mapped}`],
      extraCaPem: tls.ca,
      perHostIntervalMs: 0,
    });
    try {
      expect(await overTls.fetchPage(`https://www.lamudi.com.ph${SEARCH_PATH}`)).toMatchObject({
        ok: true,
        finalUrl: `https://www.lamudi.com.ph${SEARCH_PATH}`,
      });
      // The certificate names www.lamudi.com.ph only: connecting to the same server is not enough.
      const other = await overTls.fetchPage(`https://lamudi.com.ph${SEARCH_PATH}`);
      expect(other).toMatchObject({ ok: false, reason: "unreachable" });
      expect(!other.ok && other.message).toMatch(/ERR_TLS_CERT_ALTNAME_INVALID/);
    } finally {
      await overTls.close();
      await secure.close();
    }
  });
});

describe("SCRAPER_RESOLVE configuration", () => {
  const entry = "www.lamudi.com.ph=127.0.0.1:43117";

  it("is refused in production, naming the variable", () => {
    const load = () => loadConfig(ScraperConfigSchema, { SURI_ENV: "production", SCRAPER_RESOLVE: entry });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/SCRAPER_RESOLVE: not allowed when SURI_ENV=production/);
    expect(loadConfig(ScraperConfigSchema, { SURI_ENV: "production" }).SCRAPER_RESOLVE).toEqual([]);
    expect(loadConfig(ScraperConfigSchema, { SCRAPER_RESOLVE: entry }).SCRAPER_RESOLVE).toEqual([entry]);
  });

  it.each([
    ["www.lamudi.com.ph=127.0.0.1", /SCRAPER_RESOLVE: entry .* must be host=address:port/],
    ["www.lamudi.com.ph:443=127.0.0.1:1", /SCRAPER_RESOLVE: entry .* must name a public host name/],
    ["www.lamudi.com.ph=127.0.0.1:1,www.lamudi.com.ph=127.0.0.1:2", /SCRAPER_RESOLVE: .*mapped twice/],
  ])("refuses %s at boot", (value, message) => {
    expect(() => loadConfig(ScraperConfigSchema, { SCRAPER_RESOLVE: value })).toThrow(message);
  });
});
