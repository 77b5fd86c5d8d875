import type { FetchedHtml } from "./outcome";

/**
 * Recently fetched pages, so a link pasted twice within minutes is read once. Least recently used
 * entries go first when the cache holds more than `cacheBytesMax` of page text; entries older than
 * `cacheTtlMs` are never served. Keyed by the requested URL and by the final URL after redirects.
 */
export class PageCache {
  private readonly entries = new Map<string, { page: FetchedHtml; at: number; bytes: number }>();
  private bytes = 0;

  constructor(
    private readonly opts: { cacheTtlMs: number; cacheBytesMax: number },
    private readonly now: () => number = Date.now,
  ) {}

  get(url: string): FetchedHtml | undefined {
    const entry = this.entries.get(url);
    if (!entry) return undefined;
    this.entries.delete(url);
    if (this.now() - entry.at > this.opts.cacheTtlMs) {
      this.bytes -= entry.bytes;
      return undefined;
    }
    this.entries.set(url, entry); // most recently used last
    return entry.page;
  }

  set(urls: string[], page: FetchedHtml): void {
    const bytes = page.html.length * 2;
    if (bytes > this.opts.cacheBytesMax) return;
    for (const url of new Set(urls)) {
      this.remove(url);
      this.entries.set(url, { page, at: this.now(), bytes });
      this.bytes += bytes;
    }
    for (const [url] of this.entries) {
      if (this.bytes <= this.opts.cacheBytesMax) break;
      this.remove(url);
    }
  }

  private remove(url: string) {
    const entry = this.entries.get(url);
    if (!entry) return;
    this.entries.delete(url);
    this.bytes -= entry.bytes;
  }
}
