import { LRUCache } from "lru-cache";
import type { FetchedHtml } from "./outcome";

/**
 * Recently fetched pages, so a link pasted twice within minutes is read once. Least recently used
 * entries go first when the cache holds more than `cacheBytesMax` of page text; entries older than
 * `cacheTtlMs` are never served. Keyed by the requested URL and by the final URL after redirects.
 */
export class PageCache {
  private readonly entries: LRUCache<string, FetchedHtml>;

  constructor(opts: { cacheTtlMs: number; cacheBytesMax: number }, now: () => number = Date.now) {
    this.entries = new LRUCache<string, FetchedHtml>({
      maxSize: opts.cacheBytesMax,
      // UTF-16 in memory: two bytes a character.
      sizeCalculation: (page) => Math.max(1, page.html.length * 2),
      ttl: opts.cacheTtlMs,
      ttlResolution: 0,
      perf: { now },
    });
  }

  get(url: string): FetchedHtml | undefined {
    return this.entries.get(url);
  }

  set(urls: string[], page: FetchedHtml): void {
    for (const url of new Set(urls)) this.entries.set(url, page);
  }
}
