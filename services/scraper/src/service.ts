import type { Listing } from "@suri/contracts";
import { loadConfig, type RunningService, type Runtime, ServiceStore, serveRpc } from "@suri/kit";
import { PortalCrawler } from "./comparables/crawl";
import { storedComparablesFor } from "./comparables/for-listing";
import { ComparablesStore } from "./comparables/store";
import { fetcherFrom, readingPoolFrom, ScraperConfigSchema, uploadReaderFrom } from "./config";
import { forgetDeletedAccounts } from "./forget-account/consumer";
import { migrations, SCHEMA } from "./migrations";
import { PropertyNews } from "./news/property-news";
import { readListingsOnRequest } from "./read-listing/consumer";
import { readingOfPastedTextIn } from "./read-text/read-text";
import { startUploadSweeper } from "./read-upload/sweeper";
import { readSearchPagesOnRequest } from "./screen-search-page/consumer";

export { type ScraperConfig, ScraperConfigSchema } from "./config";

/** The scraper: reads listings (links and uploads), keeps comparables, serves the news panel. */
export async function startScraper(rt: Runtime): Promise<RunningService> {
  const config = loadConfig(ScraperConfigSchema, rt.env);
  const service = new ServiceStore(rt, SCHEMA);
  await service.migrate(migrations);
  const fetcher = fetcherFrom(config);
  // Every reading of a page or a text runs in worker threads, within a time and size budget: one
  // hostile input cannot hold the event loop (in embedded mode, the gateway's and /healthz's too).
  const reading = readingPoolFrom(config);
  const uploads = uploadReaderFrom(rt, config);
  const comparables = new ComparablesStore(rt.db.knex, service.t("comparables"), rt.now);
  const crawler = new PortalCrawler(
    fetcher,
    comparables,
    {
      crawlPagesMax: config.SCRAPER_CRAWL_PAGES_MAX,
      crawlTimeMs: config.SCRAPER_CRAWL_TIME_MS,
      crawlRepeatMs: config.SCRAPER_CRAWL_REPEAT_MS,
    },
    rt.log.child({ slice: "crawl" }),
  );
  // What users submit never becomes a comparable: a page can claim any listings, links and prices
  // (one refused list page of made-up condos used to rewrite every later report in its city). A
  // user's listing only names the market to crawl; comparables come from the portal's own pages.
  const onListings = async (_listings: Listing[], primary?: Listing) => {
    if (primary && config.SCRAPER_CRAWL_PAGES_MAX > 0) crawler.crawlInBackground(primary);
  };
  const requests = await readListingsOnRequest(
    service,
    { fetcher, uploads, reading, onListings, storedFor: (listing) => storedComparablesFor(comparables, listing) },
    config.SCRAPER_CONCURRENCY,
  );
  const screenings = await readSearchPagesOnRequest(
    service,
    { fetcher, reading, storedFor: (listing) => storedComparablesFor(comparables, listing) },
    config.SCRAPER_CONCURRENCY,
  );
  const sweeper = startUploadSweeper(rt, { objectTtlMs: config.UPLOAD_OBJECT_TTL_MS });
  const deletions = await forgetDeletedAccounts(service);
  const news = new PropertyNews(
    { knex: rt.db.knex, table: (name) => service.t(name), fetcher, log: rt.log.child({ slice: "news" }), now: rt.now },
    {
      feeds: config.NEWS_FEEDS,
      refreshEveryMs: config.NEWS_REFRESH_MS,
      forcedRefreshMinMs: config.NEWS_FORCED_REFRESH_MIN_MS,
    },
  );
  const rpc = await serveRpc(
    rt.bus,
    "scraper",
    {
      GetNews: (req) => news.get(req.refresh),
      ReadListingText: (req) => readingOfPastedTextIn(reading, req.text),
    },
    rt.log,
  );
  news.start();
  return {
    name: "scraper",
    relay: service.relay,
    subscriptions: [requests, screenings, deletions, ...rpc],
    // Stop taking jobs first (subscriptions stop after this), then close the crawler.
    stop: async () => {
      sweeper.stop();
      news.stop();
      await requests.stop();
      await screenings.stop();
      await fetcher.close();
      await uploads.ocr.close();
      await reading.close();
    },
  };
}
