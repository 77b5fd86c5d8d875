import { csv, loadConfig, type RunningService, type Runtime, ServiceStore } from "@suri/kit";
import { z } from "zod";
import { createPageFetcher } from "./fetch";
import { migrations, SCHEMA } from "./migrations";
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
  const requests = await readListingsOnRequest(service, { fetcher, uploads }, config.SCRAPER_CONCURRENCY);
  const sweeper = startUploadSweeper(rt, { objectTtlMs: config.UPLOAD_OBJECT_TTL_MS });
  return {
    name: "scraper",
    relay: service.relay,
    subscriptions: [requests],
    // Stop taking jobs first (subscriptions stop after this), then close the crawler.
    stop: async () => {
      sweeper.stop();
      await requests.stop();
      await fetcher.close();
      await ocr.close();
    },
  };
}
