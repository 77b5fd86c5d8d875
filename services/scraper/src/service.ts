import { csv, loadConfig, type RunningService, type Runtime, ServiceStore } from "@suri/kit";
import { z } from "zod";
import { createPageFetcher } from "./fetch";
import { migrations, SCHEMA } from "./migrations";
import { readListingsOnRequest } from "./read-listing/consumer";

const int = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const ScraperConfigSchema = z.object({
  /** Exact host:port pairs exempt from the private-address guard; empty by default (tests only). */
  SCRAPER_ALLOW_HOSTS: csv,
  SCRAPER_FETCH_TIMEOUT_MS: int(15_000),
  SCRAPER_PAGE_BYTES_MAX: int(5 * 1024 * 1024),
  SCRAPER_REDIRECTS_MAX: int(5),
  SCRAPER_CONCURRENCY: int(32),
});

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
  });
  const requests = await readListingsOnRequest(service, fetcher, config.SCRAPER_CONCURRENCY);
  return {
    name: "scraper",
    relay: service.relay,
    subscriptions: [requests],
    // Stop taking jobs first (subscriptions stop after this), then close the crawler.
    stop: async () => {
      await requests.stop();
      await fetcher.close();
    },
  };
}
