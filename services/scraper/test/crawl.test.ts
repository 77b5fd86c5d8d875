import { readFileSync } from "node:fs";
import { createLogger, type Database, migrate, openDatabase } from "@suri/kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PortalCrawler } from "../src/comparables/crawl";
import { robotsAllows } from "../src/comparables/robots";
import { ComparablesStore } from "../src/comparables/store";
import { createPageFetcher, type PageFetcher } from "../src/fetch/index";
import { migrations, SCHEMA } from "../src/migrations";
import { type LocalSite, startSite } from "./support/local-sites";

const LAMUDI = readFileSync("/work/shared/fixtures/lamudi/search-results-iloilo-foreclosures.html", "utf8");
const DOT_SEARCH = readFileSync(new URL("./fixtures/sites/dot-property-search.html", import.meta.url), "utf8");

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
    });
    db = await openDatabase({ dataDir: ":memory:" });
    await migrate(db, SCHEMA, migrations);
    fetcher = createPageFetcher({
      allowHosts: [`127.0.0.1:${site.port}`],
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
    const outcome = await crawlerWith().crawl(`${site.origin}/buy/iloilo/foreclosures/`);
    expect(outcome).toMatchObject({ pages: 2, stoppedBy: "pages" });
    expect(served).toEqual(["/buy/iloilo/foreclosures/", "/buy/iloilo/foreclosures/?page=2"]);
    const rows = (await db.knex(`${SCHEMA}.comparables`).count("* as n")) as { n: number }[];
    expect(Number(rows[0]?.n)).toBeGreaterThan(20);
  });

  it("does not crawl the same search twice within the repeat window", async () => {
    const crawler = crawlerWith();
    expect(await crawler.crawl(`${site.origin}/condos-for-sale/metro-manila/makati`)).toBeDefined();
    expect(await crawler.crawl(`${site.origin}/condos-for-sale/metro-manila/makati`)).toBeUndefined();
  });

  it("stops at the time cap", async () => {
    served.length = 0;
    const outcome = await crawlerWith({ crawlPagesMax: 10, crawlTimeMs: 600 }).crawl(`${site.origin}/slow/`);
    expect(outcome?.stoppedBy).toBe("time");
    expect(outcome!.pages).toBeLessThan(10);
  });

  it("fetches nothing robots.txt forbids", async () => {
    served.length = 0;
    expect(await crawlerWith().crawl(`${site.origin}/private/search`)).toMatchObject({ pages: 0, stoppedBy: "robots" });
    robotsTxt = "User-agent: SuriBot\nDisallow: /\n";
    expect(await crawlerWith().crawl(`${site.origin}/buy/iloilo/foreclosures/?x=1`)).toMatchObject({
      pages: 0,
      stoppedBy: "robots",
    });
    expect(served).toEqual([]);
  });
});
