import { createLogger, type Database, migrate, openDatabase } from "@suri/kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalSite, startSite } from "../../test/support/local-sites";
import { createPageFetcher, type PageFetcher } from "../fetch/index";
import { migrations, SCHEMA } from "../migrations";
import { parseFeed } from "./parse-feed";
import { PropertyNews } from "./property-news";
import { keywordSentiment } from "./sentiment";

const rss = (items: string) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Property Archives - BusinessWorld Online</title>${items}</channel></rss>`;
const item = (title: string, day: number, extra = "") => `<item><title>${title}</title>
<link>https://www.bworldonline.com/property/2026/11/${day}/${day}00/</link>
<pubDate>${new Date(Date.UTC(2026, 10, day, 2)).toUTCString()}</pubDate>
<description><![CDATA[<p>${title} &mdash; analysts said.</p>]]></description>${extra}</item>`;
const ATOM = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Business - Philippine Daily</title>
<entry><title>Office vacancy climbs as POGO exit leaves space unsold</title><link rel="alternate" href="https://news.example.ph/office-vacancy"/>
<updated>2026-11-20T08:00:00Z</updated><summary>Vacancy rose in Metro Manila offices.</summary></entry>
<entry><title>Peso steady against the dollar</title><link href="https://news.example.ph/peso"/><updated>2026-11-21T08:00:00Z</updated>
<summary>Markets were quiet.</summary></entry></feed>`;

describe("keywordSentiment (SPEC §3: counts of positive and negative keywords)", () => {
  it.each([
    ["Condo prices rise as demand grows in Cebu", "", "positive"],
    ["Office vacancy climbs amid oversupply", "Leasing slowdown expected", "negative"],
    ["Developer launches project, but delays hit another", "", "neutral"],
    ["BSP holds rates", "The central bank kept its policy rate.", "neutral"],
  ] as const)("%s → %s", (title, summary, expected) => {
    expect(keywordSentiment(title, summary)).toBe(expected);
  });
});

describe("parseFeed", () => {
  it("reads RSS items with their source, date, link and plain-text summary, and a stated sentiment", () => {
    const items = parseFeed(
      rss(item("Home loans surge", 18) + item("Land prices", 17, "<sentiment>negative</sentiment>")),
      "https://www.bworldonline.com/property/feed/",
    );
    expect(items[0]).toEqual({
      title: "Home loans surge",
      summary: "Home loans surge — analysts said.",
      url: "https://www.bworldonline.com/property/2026/11/18/1800/",
      date: "2026-11-18T02:00:00.000Z",
      source: "BusinessWorld Online: Property",
    });
    expect(items[1]?.sentiment).toBe("negative");
  });

  it("reads Atom entries", () => {
    const items = parseFeed(ATOM, "https://news.example.ph/atom.xml");
    expect(items.map((i) => i.url)).toEqual(["https://news.example.ph/office-vacancy", "https://news.example.ph/peso"]);
    expect(items[0]?.source).toBe("Business - Philippine Daily");
  });
});

describe("PropertyNews", () => {
  let site: LocalSite;
  let db: Database;
  let fetcher: PageFetcher;
  let hits = 0;
  const at = new Date("2026-11-21T12:00:00Z");

  beforeAll(async () => {
    site = await startSite({
      "/property/feed/": (_req, res) => {
        hits += 1;
        res
          .writeHead(200, { "content-type": "application/rss+xml" })
          .end(
            rss(
              item("Condo take-up rises in Iloilo", 19) +
                item("Condo take-up rises in Iloilo", 19) +
                item("Home loans surge on lower rates", 18) +
                item("Townships expand in Cavite", 16) +
                item("Land prices", 15, "<sentiment>negative</sentiment>"),
            ),
          );
      },
      "/business.atom": (_req, res) => res.writeHead(200, { "content-type": "application/atom+xml" }).end(ATOM),
    });
    db = await openDatabase({ dataDir: ":memory:" });
    await migrate(db, SCHEMA, migrations);
    fetcher = createPageFetcher({ allowHosts: [`127.0.0.1:${site.port}`], fetchTimeoutMs: 2000, perHostIntervalMs: 0 });
  }, 30_000);
  afterAll(async () => {
    await fetcher?.close();
    await db?.close();
    await site?.close();
  });

  const newsWith = (feeds: string[]) =>
    new PropertyNews(
      {
        knex: db.knex,
        table: (name) => `${SCHEMA}.${name}`,
        fetcher,
        log: createLogger({ level: "silent", pretty: false }),
        now: () => at,
      },
      { feeds, refreshEveryMs: 86_400_000, forcedRefreshMinMs: 60_000 },
    );

  it("shows the three newest property items, deduplicated, with sentiment, and reads the feeds once a day", async () => {
    const dead = "http://127.0.0.1:9/feed";
    const news = newsWith([`${site.origin}/property/feed/`, `${site.origin}/business.atom`, dead]);
    const first = await news.get(false);
    expect(first.lastUpdated).toBe(at.toISOString());
    expect(first.items.map((i) => [i.title, i.sentiment])).toEqual([
      ["Office vacancy climbs as POGO exit leaves space unsold", "negative"],
      ["Condo take-up rises in Iloilo", "positive"],
      ["Home loans surge on lower rates", "positive"],
    ]);
    expect(first.items[1]).toMatchObject({
      source: "BusinessWorld Online: Property",
      date: "2026-11-19T02:00:00.000Z",
    });
    await news.get(false);
    expect(hits).toBe(1);
    await news.get(true);
    expect(hits).toBe(2);
    await news.get(true); // forced refreshes are rate limited
    expect(hits).toBe(2);
  });

  it("answers an empty panel when no feed can be read", async () => {
    await db.knex(`${SCHEMA}.news_items`).delete();
    await db.knex(`${SCHEMA}.news_state`).delete();
    expect(await newsWith(["http://127.0.0.1:9/feed"]).get(false)).toEqual({ lastUpdated: null, items: [] });
  });
});
