import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { html, type LocalSite, startSite } from "../../test/support/local-sites";
import { HostLimiter } from "./host-limiter";
import { createPageFetcher, type PageFetcher } from "./index";
import type { FetchedHtml } from "./outcome";
import { PageCache } from "./page-cache";

const RSS = `<?xml version="1.0"?><rss version="2.0"><channel><title>PH Property</title>
<item><title>Condo prices rise</title><link>https://news.example.ph/1</link></item></channel></rss>`;

let site: LocalSite;
const hits = new Map<string, number>();
let inFlight = 0;
let inFlightMax = 0;
const starts: number[] = [];

beforeAll(async () => {
  const counted = (path: string, body: string, type = "text/html") => ({
    [path]: (_req: unknown, res: import("node:http").ServerResponse) => {
      hits.set(path, (hits.get(path) ?? 0) + 1);
      res.writeHead(200, { "content-type": type }).end(body);
    },
  });
  site = await startSite({
    ...counted("/listing", "<html><body><h1>Lot for sale</h1><p>Lot area: 120 sqm, PHP 1,200,000</p></body></html>"),
    ...counted("/feed.xml", RSS, "application/rss+xml"),
    ...counted("/robots.txt", "User-agent: *\nDisallow: /private\n", "text/plain"),
    "/slow": (_req, res) => {
      inFlight += 1;
      inFlightMax = Math.max(inFlightMax, inFlight);
      starts.push(performance.now());
      setTimeout(() => {
        inFlight -= 1;
        html("<html><body>slow</body></html>")(_req as never, res);
      }, 60);
    },
  });
});
afterAll(() => site?.close());

const fetcherWith = (extra: Partial<Parameters<typeof createPageFetcher>[0]>): PageFetcher =>
  createPageFetcher({ allowHosts: [`127.0.0.1:${site.port}`], fetchTimeoutMs: 2000, ...extra });

describe("page cache", () => {
  it("reads a link pasted twice within the TTL once", async () => {
    const fetcher = fetcherWith({ cacheTtlMs: 60_000, perHostIntervalMs: 0 });
    try {
      const first = await fetcher.fetchPage(`${site.origin}/listing`);
      const second = await fetcher.fetchPage(`${site.origin}/listing`);
      expect(first.ok && second.ok).toBe(true);
      expect(hits.get("/listing")).toBe(1);
    } finally {
      await fetcher.close();
    }
  });

  it("never serves an entry older than the TTL (clock injected, no waiting)", () => {
    let now = 1_000_000;
    const cache = new PageCache({ cacheTtlMs: 300, cacheBytesMax: 1024 * 1024 }, () => now);
    const page = { ok: true, html: "<html></html>", finalUrl: "https://a.example/x" } as unknown as FetchedHtml;
    cache.set(["https://a.example/x"], page);
    now += 300;
    expect(cache.get("https://a.example/x")).toBe(page);
    now += 1;
    expect(cache.get("https://a.example/x")).toBeUndefined();
  });
});

describe("per-host politeness", () => {
  it("keeps one request in flight per host", async () => {
    const fetcher = fetcherWith({ perHostConcurrency: 1, perHostIntervalMs: 20, cacheTtlMs: 0 });
    try {
      const results = await Promise.all([1, 2, 3, 4].map(() => fetcher.fetchPage(`${site.origin}/slow`)));
      expect(results.every((r) => r.ok)).toBe(true);
      expect(inFlightMax).toBe(1);
      expect(starts).toHaveLength(4);
    } finally {
      await fetcher.close();
    }
  });

  it("starts requests to one host the interval apart (fake clock: exact, whatever the machine's load)", async () => {
    vi.useFakeTimers();
    try {
      const limiter = new HostLimiter({ perHostConcurrency: 4, perHostIntervalMs: 100 }, () => Date.now());
      const t0 = Date.now();
      const granted: number[] = [];
      const all = [1, 2, 3, 4].map(() =>
        limiter.acquire("a.example").then((release) => {
          granted.push(Date.now() - t0);
          return release;
        }),
      );
      await vi.advanceTimersByTimeAsync(1_000);
      const releases = await Promise.all(all);
      expect(granted).toEqual([0, 100, 200, 300]);
      for (const release of releases) release();
      // Another host is not held back by the first one's interval.
      const other = await limiter.acquire("b.example");
      other();
    } finally {
      vi.useRealTimers();
    }
  });

  it("forgets a host once its last request is done", async () => {
    const limiter = new HostLimiter({ perHostConcurrency: 2, perHostIntervalMs: 0 });
    const a = await limiter.acquire("a.example");
    const b = await limiter.acquire("a.example");
    let third = false;
    const waiting = limiter.acquire("a.example").then((release) => {
      third = true;
      return release;
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(third).toBe(false);
    a();
    (await waiting)();
    b();
    expect(limiter.size()).toBe(0);
  });
});

describe("feeds and text files", () => {
  it("fetches an RSS feed as a feed, but not as a listing page", async () => {
    const fetcher = fetcherWith({ perHostIntervalMs: 0 });
    try {
      const feed = await fetcher.fetchFeed(`${site.origin}/feed.xml`);
      expect(feed).toMatchObject({ ok: true, contentType: "application/rss+xml" });
      expect(feed.ok && feed.html).toContain("Condo prices rise");
      expect(await fetcher.fetchPage(`${site.origin}/feed.xml`)).toMatchObject({ ok: false, reason: "not_a_listing" });
      const robots = await fetcher.fetchText(`${site.origin}/robots.txt`);
      expect(robots).toMatchObject({ ok: true, status: 200 });
      expect(robots.ok && robots.html).toContain("Disallow: /private");
      expect(await fetcher.fetchText(`${site.origin}/missing.txt`)).toMatchObject({ ok: true, status: 404 });
    } finally {
      await fetcher.close();
    }
  });
});
