import { readFileSync } from "node:fs";
import { createLogger, type Database, migrate, openDatabase } from "@suri/kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalSite, startSite } from "../../test/support/local-sites";
import { createPageFetcher, type PageFetcher } from "../fetch/index";
import { migrations, SCHEMA } from "../migrations";
import { PortalCrawler } from "./crawl";
import { robotsAllows } from "./robots";
import { ComparablesStore } from "./store";

const LAMUDI = readFileSync("/work/shared/fixtures/lamudi/search-results-iloilo-foreclosures.html", "utf8");
const LAMUDI_ORIGIN = "http://www.lamudi.com.ph";
const DOT_ORIGIN = "http://www.dotproperty.com.ph";
const DOT_SEARCH = readFileSync(new URL("../../test/fixtures/sites/dot-property-search.html", import.meta.url), "utf8");

describe("robots.txt", () => {
  const robots = `User-agent: *\nDisallow: /private/\nAllow: /private/ok$\n\nUser-agent: SuriBot\nDisallow: /buy/*?page=\nAllow: /buy/\n`;
  it.each([
    ["/buy/iloilo/", true],
    ["/buy/iloilo/?page=2", false],
    ["/private/x", true], // our own group applies, not *
    ["/anything", true],
  ])("SuriBot %s → %s", (path, allowed) => {
    expect(robotsAllows(robots, "SuriBot", path)).toBe(allowed);
  });
  it("uses the * group for other agents, longest match first, Allow on a tie", () => {
    expect(robotsAllows(robots, "OtherBot", "/private/x")).toBe(false);
    expect(robotsAllows(robots, "OtherBot", "/private/ok")).toBe(true);
    expect(robotsAllows("User-agent: *\nDisallow: /\n", "SuriBot", "/buy/")).toBe(false);
    expect(robotsAllows("", "SuriBot", "/buy/")).toBe(true);
  });
});

describe("bounded portal crawl", () => {
  let site: LocalSite;
  let db: Database;
  let fetcher: PageFetcher;
  let robotsTxt = "User-agent: *\nDisallow: /private\n";
  const served: string[] = [];

  beforeAll(async () => {
    const page =
      (body: string, delayMs = 0) =>
      (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => {
        served.push(req.url ?? "");
        setTimeout(() => res.writeHead(200, { "content-type": "text/html" }).end(body), delayMs);
      };
    site = await startSite({
      "/robots.txt": (_req, res) => res.writeHead(200, { "content-type": "text/plain" }).end(robotsTxt),
      "/buy/iloilo/foreclosures/": page(LAMUDI),
      "/condos-for-sale/metro-manila/makati": page(DOT_SEARCH),
      "/slow/": page(LAMUDI, 400),
      "/private/search": page(LAMUDI),
      // A "portal" page that sends the crawler to another host.
      "/moved/": (_req, res) =>
        res.writeHead(302, { location: `http://127.0.0.1:${site.port}/buy/iloilo/foreclosures/` }).end(),
      // A portal page whose cards point off the portal.
      "/offsite/": page(LAMUDI.replaceAll("https://www.lamudi.com.ph/", "https://attacker.example/")),
    });
    db = await openDatabase({ dataDir: ":memory:" });
    await migrate(db, SCHEMA, migrations);
    // The portals' real names, served from the local site (SCRAPER_RESOLVE): the crawler decides by host.
    fetcher = createPageFetcher({
      allowHosts: [`127.0.0.1:${site.port}`],
      resolve: [`www.lamudi.com.ph=127.0.0.1:${site.port}`, `www.dotproperty.com.ph=127.0.0.1:${site.port}`],
      fetchTimeoutMs: 3000,
      perHostIntervalMs: 50,
      cacheTtlMs: 0,
    });
  }, 30_000);
  afterAll(async () => {
    await fetcher?.close();
    await db?.close();
    await site?.close();
  });

  const crawlerWith = (limits: Partial<ConstructorParameters<typeof PortalCrawler>[2]> = {}) =>
    new PortalCrawler(
      fetcher,
      new ComparablesStore(db.knex, `${SCHEMA}.comparables`, () => new Date()),
      { crawlPagesMax: 2, crawlTimeMs: 10_000, crawlRepeatMs: 60_000, ...limits },
      createLogger({ level: "silent", pretty: false }),
    );

  it("reads at most the page cap of a search and stores what it finds", async () => {
    served.length = 0;
    const outcome = await crawlerWith().crawl(`${LAMUDI_ORIGIN}/buy/iloilo/foreclosures/`);
    expect(outcome).toMatchObject({ pages: 2, stoppedBy: "pages" });
    expect(served).toEqual(["/buy/iloilo/foreclosures/", "/buy/iloilo/foreclosures/?page=2"]);
    const rows = (await db.knex(`${SCHEMA}.comparables`).count("* as n")) as { n: number }[];
    expect(Number(rows[0]?.n)).toBeGreaterThan(20);
  });

  it("stores only the portal's own listings: never after a redirect to another host, never a card linking off the portal", async () => {
    const count = async () =>
      Number(((await db.knex(`${SCHEMA}.comparables`).count("* as n")) as { n: number }[])[0]?.n);
    const before = await count();
    expect(await crawlerWith().crawl(`${LAMUDI_ORIGIN}/moved/`)).toMatchObject({
      stored: 0,
      stoppedBy: "fetch_failed",
    });
    expect(await count()).toBe(before);
    // The page's structured data claims 30 listings elsewhere; only its cards' own portal links are kept.
    const offsite = await crawlerWith().crawl(`${LAMUDI_ORIGIN}/offsite/`);
    expect(offsite?.stored).toBeLessThan(30);
    const urls = (await db.knex(`${SCHEMA}.comparables`).select("url")) as { url: string }[];
    expect(urls.some(({ url }) => url.includes("attacker.example"))).toBe(false);
    expect(urls.every(({ url }) => /^https?:\/\/(www\.)?(lamudi|dotproperty)\.com\.ph\//.test(url))).toBe(true);
  });

  it("does not crawl the same search twice within the repeat window", async () => {
    const crawler = crawlerWith();
    expect(await crawler.crawl(`${DOT_ORIGIN}/condos-for-sale/metro-manila/makati`)).toBeDefined();
    expect(await crawler.crawl(`${DOT_ORIGIN}/condos-for-sale/metro-manila/makati`)).toBeUndefined();
  });

  it("stops at the time cap", async () => {
    served.length = 0;
    const outcome = await crawlerWith({ crawlPagesMax: 10, crawlTimeMs: 600 }).crawl(`${LAMUDI_ORIGIN}/slow/`);
    expect(outcome?.stoppedBy).toBe("time");
    expect(outcome!.pages).toBeLessThan(10);
  });

  it("fetches nothing robots.txt forbids", async () => {
    served.length = 0;
    expect(await crawlerWith().crawl(`${LAMUDI_ORIGIN}/private/search`)).toMatchObject({
      pages: 0,
      stoppedBy: "robots",
    });
    robotsTxt = "User-agent: SuriBot\nDisallow: /\n";
    expect(await crawlerWith().crawl(`${LAMUDI_ORIGIN}/buy/iloilo/foreclosures/?x=1`)).toMatchObject({
      pages: 0,
      stoppedBy: "robots",
    });
    expect(served).toEqual([]);
  });
});
