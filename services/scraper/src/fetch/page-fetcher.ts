import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { rootCertificates } from "node:tls";
import { Request } from "@crawlee/cheerio";
import { createGuardedAgents, createLinkChecker, createUrlChecker, type ResolveAll } from "@suri/netguard";
import { createFetchCrawler, type FetchKind } from "./fetch-crawler";
import { HostLimiter } from "./host-limiter";
import { type FetchFailure, type FetchResult, failure } from "./outcome";
import { PageCache } from "./page-cache";
import { isLoginWallUrl } from "./page-verdict";
import { RequestInbox } from "./request-inbox";

export interface PageFetcherOptions {
  /** Exact `host:port` pairs exempt from the SSRF guard; tests only. */
  allowHosts: string[];
  /**
   * `host=address:port` entries, tests only (SCRAPER_RESOLVE): requests to that host name, on any
   * port and either scheme, connect to that address; the URL, the Host header, redirects, the
   * cache and the result keep the real name. https is verified against the real name, so a local
   * server answers http unless it holds a certificate for that name (`extraCaPem`).
   */
  resolve?: string[];
  /** DNS resolution for the guard; the system resolver by default. Tests inject answers here. */
  resolveAll?: ResolveAll;
  /** Whole fetch, connect to last byte, redirects included; default 15 s. */
  fetchTimeoutMs?: number;
  /** Body cap, checked on Content-Length and on the bytes received; default 5 MB. */
  pageBytesMax?: number;
  /** Redirect hops followed before giving up; default 5. */
  redirectsMax?: number;
  /** Pages fetched at the same time; default 32. */
  concurrency?: number;
  userAgent?: string;
  /** Requests in flight to one host at once; default 4. */
  perHostConcurrency?: number;
  /** Least time between two request starts to one host; default 250 ms. */
  perHostIntervalMs?: number;
  /** How long a fetched page is served from memory; default 10 min (0 turns the cache off). */
  cacheTtlMs?: number;
  /** Page text the cache may hold; default 64 MB. */
  cacheBytesMax?: number;
  /** Extra CA certificate (PEM) trusted on top of the system roots: tests, private CAs. */
  extraCaPem?: string;
}

export interface PageFetcher {
  /** A web page (HTML), checked for bot walls and login walls; served from the cache when fresh. */
  fetchPage(url: string): Promise<FetchResult>;
  /** An RSS/Atom feed (XML); `html` holds the XML. */
  fetchFeed(url: string): Promise<FetchResult>;
  /** A plain-text file (robots.txt); any status is returned, `html` holds the text. */
  fetchText(url: string): Promise<FetchResult>;
  /**
   * Whether a link passes the guard as a fetch of it would (http/https, no loopback, private or
   * metadata address, literal or resolved; the test allowlist honoured): links we offer the user,
   * such as a list page's cards, must. A name that does not resolve within 2 s does not pass.
   */
  allows(url: string): Promise<boolean>;
  /** Stops taking work, fails what is still waiting, lets running fetches end, closes sockets. */
  close(): Promise<void>;
}

const DEFAULT_USER_AGENT = "Mozilla/5.0 (compatible; SuriBot/0.1; property-analysis)";
/** Slack after the fetch deadline before the watchdog answers for a request Crawlee has not settled. */
const WATCHDOG_SLACK_MS = 2000;

interface Pending {
  settle(result: FetchResult): void;
  body?: Readable;
}

/**
 * One long-lived Crawlee crawler (see fetch-crawler.ts) fed from an in-memory inbox: `fetchPage`
 * checks the URL, queues a request under a fresh unique key and waits for the crawler to report
 * on that key. A watchdog answers "timeout" should the crawler never report.
 */
export function createPageFetcher(opts: PageFetcherOptions): PageFetcher {
  const fetchTimeoutMs = opts.fetchTimeoutMs ?? 15_000;
  const checkUrl = createUrlChecker({ allowHosts: opts.allowHosts });
  const agents = createGuardedAgents({
    allowHosts: opts.allowHosts,
    resolve: opts.resolve ?? [],
    ...(opts.resolveAll ? { resolveAll: opts.resolveAll } : {}),
  });
  const allows = createLinkChecker({
    allowHosts: opts.allowHosts,
    resolve: opts.resolve ?? [],
    ...(opts.resolveAll ? { resolveAll: opts.resolveAll } : {}),
  });
  const inbox = new RequestInbox();
  const pending = new Map<string, Pending>();
  const settle = (key: string, result: FetchResult) => pending.get(key)?.settle(result);
  const limits = {
    fetchTimeoutMs,
    pageBytesMax: opts.pageBytesMax ?? 5 * 1024 * 1024,
    redirectsMax: opts.redirectsMax ?? 5,
    concurrency: opts.concurrency ?? 32,
    userAgent: opts.userAgent ?? DEFAULT_USER_AGENT,
    certificateAuthority: opts.extraCaPem ? [...rootCertificates, opts.extraCaPem] : undefined,
  };
  const crawler = createFetchCrawler(inbox, agents, limits, {
    onResponse: (key, body) => {
      const entry = pending.get(key);
      if (entry) entry.body = body;
    },
    onResult: settle,
  });

  let closed = false;
  const failAll = (message: string) => {
    for (const key of [...pending.keys()]) settle(key, failure("unreachable", message));
  };
  const running = crawler.run().then(
    () => undefined,
    (error: unknown) => {
      closed = true;
      failAll(`the fetcher stopped: ${error instanceof Error ? error.message : String(error)}`);
    },
  );

  const limiter = new HostLimiter({
    perHostConcurrency: opts.perHostConcurrency ?? 4,
    perHostIntervalMs: opts.perHostIntervalMs ?? 250,
  });
  const cache = new PageCache({
    cacheTtlMs: opts.cacheTtlMs ?? 10 * 60_000,
    cacheBytesMax: opts.cacheBytesMax ?? 64e6,
  });

  const enqueue = (url: string, kind: FetchKind) =>
    new Promise<FetchResult>((resolve) => {
      const key = randomUUID();
      const watchdog = setTimeout(() => {
        pending.get(key)?.body?.destroy();
        settle(key, failure("timeout", "the page took too long to load"));
      }, fetchTimeoutMs + WATCHDOG_SLACK_MS);
      pending.set(key, {
        settle(result) {
          clearTimeout(watchdog);
          pending.delete(key);
          resolve(result);
        },
      });
      inbox.push(new Request({ url, uniqueKey: key, userData: { kind } }));
      crawler.autoscaledPool?.notify();
    });

  const fetchKind = async (raw: string, kind: FetchKind): Promise<FetchResult> => {
    if (closed) return failure("unreachable", "the fetcher is shut down");
    const checked = checkUrl(raw);
    if (!checked.ok) return urlRefusal(checked.reason);
    // Facebook Marketplace and the like show listings only to signed-in users: no use fetching.
    if (kind === "page" && isLoginWallUrl(checked.url)) {
      return failure("login_wall", `${checked.url.hostname} shows this page only to signed-in users`);
    }
    const cached = kind === "page" && opts.cacheTtlMs !== 0 ? cache.get(checked.url.href) : undefined;
    if (cached) return cached;
    const release = await limiter.acquire(checked.url.host);
    try {
      const result = await enqueue(checked.url.href, kind);
      if (result.ok && kind === "page" && opts.cacheTtlMs !== 0) cache.set([checked.url.href, result.finalUrl], result);
      return result;
    } finally {
      release();
    }
  };

  return {
    fetchPage: (raw) => fetchKind(raw, "page"),
    fetchFeed: (raw) => fetchKind(raw, "feed"),
    fetchText: (raw) => fetchKind(raw, "text"),
    allows,
    async close() {
      if (closed) return running;
      closed = true;
      crawler.stop();
      failAll("the fetcher is shutting down");
      await running;
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}

function urlRefusal(reason: "invalid_url" | "scheme" | "forbidden_address"): FetchFailure {
  if (reason === "invalid_url") return failure("unreachable", "this is not a valid web address");
  if (reason === "scheme") return failure("forbidden_address", "only http and https addresses can be read");
  return failure("forbidden_address", "this address points to a private or internal network");
}
