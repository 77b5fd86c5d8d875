import type { Listing } from "@suri/contracts";
import { csv, loadConfig, type RunningService, type Runtime, ServiceStore, serveRpc } from "@suri/kit";
import { z } from "zod";
import { PortalCrawler } from "./comparables/crawl";
import { ComparablesStore } from "./comparables/store";
import { createPageFetcher } from "./fetch";
import { migrations, SCHEMA } from "./migrations";
import { DEFAULT_NEWS_FEEDS } from "./news/feeds";
import { PropertyNews } from "./news/property-news";
import { readListingsOnRequest } from "./read-listing/consumer";
import { createOcrEngine } from "./read-upload/ocr";
import { startUploadSweeper } from "./read-upload/sweeper";

const int = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const ScraperConfigSchema = z.object({
  /** Exact host:port pairs exempt from the private-address guard; empty by default (tests only). */
  SCRAPER_ALLOW_HOSTS: csv,
  SCRAPER_FETCH_TIMEOUT_MS: int(15_000),
  SCRAPER_PAGE_BYTES_MAX: int(5 * 1024 * 1024),
  SCRAPER_REDIRECTS_MAX: int(5),
  SCRAPER_CONCURRENCY: int(32),
  UPLOAD_BYTES_MAX: int(10 * 1024 * 1024),
  UPLOAD_PIXELS_MAX: int(40_000_000),
  UPLOAD_PDF_PAGES_MAX: int(20),
  /** An uploaded file nobody read within this time (its job died) is deleted by the sweeper. */
  UPLOAD_OBJECT_TTL_MS: int(60 * 60 * 1000),
  OCR_TIMEOUT_MS: int(30_000),
  /** Requests in flight to one host, and the least time between two request starts to it. */
  SCRAPER_HOST_CONCURRENCY: int(4),
  SCRAPER_HOST_INTERVAL_MS: z.coerce.number().int().nonnegative().default(250),
  /** A page fetched within this time is not fetched again (0: no cache). */
  SCRAPER_PAGE_CACHE_TTL_MS: z.coerce
    .number()
    .int()
    .nonnegative()
    .default(10 * 60 * 1000),
  /** Bounded crawl of a supported portal's search results after one of its listings is read (0 pages: off). */
  SCRAPER_CRAWL_PAGES_MAX: z.coerce.number().int().nonnegative().default(3),
  SCRAPER_CRAWL_TIME_MS: int(30_000),
  SCRAPER_CRAWL_REPEAT_MS: int(6 * 60 * 60 * 1000),
  /** RSS/Atom feeds of the news panel, comma-separated. */
  NEWS_FEEDS: csv.transform((list) => (list.length ? list : DEFAULT_NEWS_FEEDS)),
  NEWS_REFRESH_MS: int(24 * 60 * 60 * 1000),
  /** `?refresh=true` re-reads the feeds at most this often. */
  NEWS_FORCED_REFRESH_MIN_MS: int(60_000),
});
export type ScraperConfig = z.infer<typeof ScraperConfigSchema>;

export async function startScraper(rt: Runtime): Promise<RunningService> {
  const config = loadConfig(ScraperConfigSchema, rt.env);
  const service = new ServiceStore(rt, SCHEMA);
  await service.migrate(migrations);
  const fetcher = createPageFetcher({
    allowHosts: config.SCRAPER_ALLOW_HOSTS,
    fetchTimeoutMs: config.SCRAPER_FETCH_TIMEOUT_MS,
    pageBytesMax: config.SCRAPER_PAGE_BYTES_MAX,
    redirectsMax: config.SCRAPER_REDIRECTS_MAX,
    concurrency: config.SCRAPER_CONCURRENCY,
    perHostConcurrency: config.SCRAPER_HOST_CONCURRENCY,
    perHostIntervalMs: config.SCRAPER_HOST_INTERVAL_MS,
    cacheTtlMs: config.SCRAPER_PAGE_CACHE_TTL_MS,
  });
  const ocr = createOcrEngine({ ocrTimeoutMs: config.OCR_TIMEOUT_MS });
  const uploads = {
    objects: rt.objects,
    ocr,
    limits: {
      uploadBytesMax: config.UPLOAD_BYTES_MAX,
      imagePixelsMax: config.UPLOAD_PIXELS_MAX,
      pdfPagesMax: config.UPLOAD_PDF_PAGES_MAX,
      textCharsMax: 200_000,
    },
  };
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
  const onListings = async (listings: Listing[], primary?: Listing) => {
    await comparables.add(listings);
    if (primary && config.SCRAPER_CRAWL_PAGES_MAX > 0) crawler.crawlInBackground(primary);
  };
  const requests = await readListingsOnRequest(service, { fetcher, uploads, onListings }, config.SCRAPER_CONCURRENCY);
  const sweeper = startUploadSweeper(rt, { objectTtlMs: config.UPLOAD_OBJECT_TTL_MS });
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
      FindComparables: (req) => comparables.find(req),
    },
    rt.log,
  );
  news.start();
  return {
    name: "scraper",
    relay: service.relay,
    subscriptions: [requests, ...rpc],
    // Stop taking jobs first (subscriptions stop after this), then close the crawler.
    stop: async () => {
      sweeper.stop();
      news.stop();
      await requests.stop();
      await fetcher.close();
      await ocr.close();
    },
  };
}
