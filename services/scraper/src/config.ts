import { csv, type Runtime, refuseTestOnlySettings, SuriEnvSchema } from "@suri/kit";
import { parseResolveEntries } from "@suri/netguard";
import { z } from "zod";
import { createPageFetcher } from "./fetch";
import { DEFAULT_NEWS_FEEDS } from "./news/feeds";
import { createOcrEngine, type OcrEngine } from "./read-upload/ocr";
import { PDF_MEMORY_MB_MAX } from "./read-upload/pdf-text";
import type { UploadReader } from "./read-upload/read-upload";
import { createVisionReader } from "./read-upload/vision";
import { defaultReadWorkers, ReadingPool } from "./reading-pool/reading-pool";

const int = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const scraperSettings = z.object({
  /** Deployment environment (same variable as the gateway's and the ledger's). */
  SURI_ENV: SuriEnvSchema,
  /** Exact host:port pairs exempt from the private-address guard; empty by default (tests only, refused in production). */
  SCRAPER_ALLOW_HOSTS: csv,
  /**
   * `host=address:port` entries (tests only, refused in production): the fetcher connects to that
   * address for the host name, while the request, redirects and the adapter keep the real name.
   */
  SCRAPER_RESOLVE: csv.superRefine((entries, ctx) => {
    try {
      parseResolveEntries(entries);
    } catch (error) {
      ctx.addIssue({ code: "custom", message: (error as Error).message });
    }
  }),
  SCRAPER_FETCH_TIMEOUT_MS: int(15_000),
  SCRAPER_PAGE_BYTES_MAX: int(5 * 1024 * 1024),
  SCRAPER_REDIRECTS_MAX: int(5),
  SCRAPER_CONCURRENCY: int(32),
  /** Worker threads reading pages and texts off the event loop (default: the machine's cores less one, at least one). */
  SCRAPER_READ_WORKERS: z.coerce.number().int().positive().default(defaultReadWorkers),
  /** Wall time for reading one page or text; past it the worker is stopped and the reading fails at no charge. */
  SCRAPER_READ_TIMEOUT_MS: int(5_000),
  /** Characters of text read from a pasted text or a file (OCR, PDF); a longer one is refused unread. */
  SCRAPER_READ_TEXT_CHARS_MAX: int(200_000),
  /** Heap of one reading worker; a reading that needs more fails at no charge and the worker is replaced. */
  SCRAPER_READ_HEAP_MB_MAX: int(512),
  UPLOAD_BYTES_MAX: int(10 * 1024 * 1024),
  UPLOAD_PIXELS_MAX: int(40_000_000),
  UPLOAD_PDF_PAGES_MAX: int(20),
  /** Wall time, heap and resident memory for reading one PDF (in a process of its own, stopped past them). */
  UPLOAD_PDF_TIMEOUT_MS: int(20_000),
  UPLOAD_PDF_HEAP_MB_MAX: int(256),
  UPLOAD_PDF_MEMORY_MB_MAX: int(PDF_MEMORY_MB_MAX),
  /** An uploaded file nobody read within this time (its job died) is deleted by the sweeper. */
  UPLOAD_OBJECT_TTL_MS: int(60 * 60 * 1000),
  OCR_TIMEOUT_MS: int(30_000),
  /** When set, upload images also go to a vision model (OpenAI chat completions, or a compatible server). */
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_VISION_MODEL: z.string().min(1).default("gpt-4o-mini"),
  VISION_TIMEOUT_MS: int(30_000),
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

/** The scraper's settings; SCRAPER_RESOLVE and SCRAPER_ALLOW_HOSTS (tests only) are refused in production. */
export const ScraperConfigSchema = scraperSettings.superRefine((config, ctx) =>
  refuseTestOnlySettings(config, ctx, ["SCRAPER_RESOLVE", "SCRAPER_ALLOW_HOSTS"]),
);
export type ScraperConfig = z.infer<typeof ScraperConfigSchema>;

/** The guarded fetcher with this configuration's limits and politeness. */
export function fetcherFrom(config: ScraperConfig) {
  return createPageFetcher({
    allowHosts: config.SCRAPER_ALLOW_HOSTS,
    resolve: config.SCRAPER_RESOLVE,
    fetchTimeoutMs: config.SCRAPER_FETCH_TIMEOUT_MS,
    pageBytesMax: config.SCRAPER_PAGE_BYTES_MAX,
    redirectsMax: config.SCRAPER_REDIRECTS_MAX,
    concurrency: config.SCRAPER_CONCURRENCY,
    perHostConcurrency: config.SCRAPER_HOST_CONCURRENCY,
    perHostIntervalMs: config.SCRAPER_HOST_INTERVAL_MS,
    cacheTtlMs: config.SCRAPER_PAGE_CACHE_TTL_MS,
  });
}

/** What reading an upload needs: the object store, OCR, the vision model when a key is set, the limits. */
export function uploadReaderFrom(rt: Runtime, config: ScraperConfig): UploadReader & { ocr: OcrEngine } {
  const vision = config.OPENAI_API_KEY
    ? createVisionReader(
        {
          apiKey: config.OPENAI_API_KEY,
          model: config.OPENAI_VISION_MODEL,
          visionTimeoutMs: config.VISION_TIMEOUT_MS,
          ...(config.OPENAI_BASE_URL ? { baseURL: config.OPENAI_BASE_URL } : {}),
        },
        rt.log.child({ slice: "vision" }),
      )
    : undefined;
  return {
    objects: rt.objects,
    ocr: createOcrEngine({ ocrTimeoutMs: config.OCR_TIMEOUT_MS }),
    ...(vision ? { vision } : {}),
    limits: {
      uploadBytesMax: config.UPLOAD_BYTES_MAX,
      imagePixelsMax: config.UPLOAD_PIXELS_MAX,
      pdfPagesMax: config.UPLOAD_PDF_PAGES_MAX,
      pdfTimeoutMs: config.UPLOAD_PDF_TIMEOUT_MS,
      pdfHeapMbMax: config.UPLOAD_PDF_HEAP_MB_MAX,
      pdfMemoryMbMax: config.UPLOAD_PDF_MEMORY_MB_MAX,
      textCharsMax: config.SCRAPER_READ_TEXT_CHARS_MAX,
    },
  };
}

/** The worker threads that read pages and texts, with this configuration's budgets. */
export function readingPoolFrom(config: ScraperConfig): ReadingPool {
  return new ReadingPool({
    readWorkers: config.SCRAPER_READ_WORKERS,
    readTimeoutMs: config.SCRAPER_READ_TIMEOUT_MS,
    // A page is read up to the size the fetcher accepts (bytes ≥ UTF-16 units for the same text).
    readHtmlCharsMax: config.SCRAPER_PAGE_BYTES_MAX,
    readTextCharsMax: config.SCRAPER_READ_TEXT_CHARS_MAX,
    readHeapMbMax: config.SCRAPER_READ_HEAP_MB_MAX,
  });
}
