import type { Listing } from "@suri/contracts";
import type { Logger } from "@suri/kit";
import { adapterFor } from "../extract/adapters";
import { extractListings } from "../extract/index";
import type { PageFetcher } from "../fetch";
import { robotsAllows } from "./robots";
import type { ComparablesStore } from "./store";

export interface CrawlLimits {
  /** Search-result pages read per crawl. */
  crawlPagesMax: number;
  /** Wall time a crawl may take, fetches included. */
  crawlTimeMs: number;
  /** The same search is not crawled again within this time. */
  crawlRepeatMs: number;
}

export interface CrawlOutcome {
  pages: number;
  stored: number;
  stoppedBy: "pages" | "time" | "robots" | "no_results" | "fetch_failed";
}

const ROBOTS_TTL_MS = 24 * 60 * 60 * 1000;
export const CRAWLER_USER_AGENT = "SuriBot";

/**
 * A bounded crawl of a portal's search results for the market of a listing just read (same city,
 * type and terms), feeding the comparables store. robots.txt is read first (and cached for a day);
 * an unreadable robots.txt means no crawl. Pages go through the same guarded, polite fetcher.
 */
export class PortalCrawler {
  private readonly recent = new Map<string, number>();
  private readonly robots = new Map<string, { text: string | null; at: number }>();

  constructor(
    private readonly fetcher: PageFetcher,
    private readonly store: ComparablesStore,
    private readonly limits: CrawlLimits,
    private readonly log: Logger,
    /** Where the search results of a listing's market are; the adapters' search URLs by default. */
    private readonly searchUrlFor: (listing: Listing) => string | undefined = (listing) =>
      listing.url ? adapterFor(listing.url)?.searchUrl(listing) : undefined,
  ) {}

  /** Starts a crawl in the background when the listing's portal is supported and its search is not fresh. */
  crawlInBackground(listing: Listing): void {
    const searchUrl = this.searchUrlFor(listing);
    if (!searchUrl) return;
    this.crawl(searchUrl).catch((err) => this.log.warn({ err, searchUrl }, "comparables crawl failed"));
  }

  async crawl(searchUrl: string): Promise<CrawlOutcome | undefined> {
    const now = Date.now();
    for (const [url, at] of this.recent) if (now - at > this.limits.crawlRepeatMs) this.recent.delete(url);
    if (this.recent.has(searchUrl)) return undefined;
    this.recent.set(searchUrl, now);
    const deadline = now + this.limits.crawlTimeMs;
    const robots = await this.robotsOf(new URL(searchUrl).origin);
    let pages = 0;
    let stored = 0;
    for (let page = 1; page <= this.limits.crawlPagesMax; page += 1) {
      if (Date.now() >= deadline) return this.done(searchUrl, { pages, stored, stoppedBy: "time" });
      const url = pageUrl(searchUrl, page);
      const path = new URL(url).pathname + new URL(url).search;
      if (robots === null || !robotsAllows(robots, CRAWLER_USER_AGENT, path)) {
        return this.done(searchUrl, { pages, stored, stoppedBy: "robots" });
      }
      const result = await this.fetcher.fetchPage(url);
      if (!result.ok) return this.done(searchUrl, { pages, stored, stoppedBy: "fetch_failed" });
      // The portal is the page's final host, after redirects — never what the page says of itself.
      const portal = siteHost(result.finalUrl);
      if (portal !== siteHost(searchUrl) || !adapterFor(result.finalUrl)) {
        return this.done(searchUrl, { pages, stored, stoppedBy: "fetch_failed" });
      }
      pages += 1;
      const { items } = extractListings(result.html, result.finalUrl);
      if (!items.length) return this.done(searchUrl, { pages, stored, stoppedBy: "no_results" });
      // A card whose link leaves the portal is not the portal's listing.
      stored += await this.store.add(items.filter((item) => item.url && siteHost(item.url) === portal));
    }
    return this.done(searchUrl, { pages, stored, stoppedBy: "pages" });
  }

  private done(searchUrl: string, outcome: CrawlOutcome): CrawlOutcome {
    this.log.info({ searchUrl, ...outcome }, "comparables crawl done");
    return outcome;
  }

  /** The site's robots.txt: "" when it has none (4xx), null when it could not be read. */
  private async robotsOf(origin: string): Promise<string | null> {
    const cached = this.robots.get(origin);
    if (cached && Date.now() - cached.at < ROBOTS_TTL_MS) return cached.text;
    const result = await this.fetcher.fetchText(`${origin}/robots.txt`);
    const text = !result.ok
      ? null
      : result.status >= 400 && result.status < 500
        ? ""
        : result.status >= 400
          ? null
          : result.html;
    this.robots.set(origin, { text, at: Date.now() });
    return text;
  }
}

/** A URL's host without "www.", lower case; "" when it is not a URL. */
function siteHost(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return "";
  }
}

/** Page n of a search: `?page=n` (the portals' paging parameter). */
export function pageUrl(searchUrl: string, page: number): string {
  if (page === 1) return searchUrl;
  const url = new URL(searchUrl);
  url.searchParams.set("page", String(page));
  return url.href;
}
