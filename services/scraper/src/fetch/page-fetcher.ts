import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { rootCertificates } from "node:tls";
import {
  CheerioCrawler,
  type CheerioCrawlingContext,
  Configuration,
  Log,
  LogLevel,
  Request,
  type RequestQueue,
} from "@crawlee/cheerio";
import { createGuardedAgents, createUrlChecker } from "@suri/netguard";
import { limitResponseBytes } from "./byte-limit";
import { type FetchFailure, failure, failureFromError } from "./failure";
import { pageVerdict } from "./page-verdict";
import { RequestInbox } from "./request-inbox";

export interface FetchedHtml {
  ok: true;
  /** Where the page was read from, after redirects. */
  finalUrl: string;
  status: number;
  html: string;
  contentType: string;
}
export type FetchResult = FetchedHtml | FetchFailure;

export interface PageFetcherOptions {
  /** Exact `host:port` pairs exempt from the SSRF guard; tests only. */
  allowHosts: string[];
  /** Whole fetch, connect to last byte; default 15 s. */
  fetchTimeoutMs?: number;
  /** Body cap, checked on Content-Length and on the bytes received; default 5 MB. */
  pageBytesMax?: number;
  /** Redirect hops followed before giving up; default 5. */
  redirectsMax?: number;
  /** Pages fetched at the same time; default 32. */
  concurrency?: number;
  userAgent?: string;
  /** Extra CA certificate (PEM) trusted on top of the system roots: tests, private CAs. */
  extraCaPem?: string;
}

export interface PageFetcher {
  fetchPage(url: string): Promise<FetchResult>;
  /** Stops taking work, fails what is still queued, closes sockets. */
  close(): Promise<void>;
}

const DEFAULT_USER_AGENT = "Mozilla/5.0 (compatible; SuriBot/0.1; property-analysis)";
const HTML_TYPES = new Set(["text/html", "application/xhtml+xml"]);
/** Slack after the fetch deadline before the watchdog answers for a request Crawlee has not settled. */
const WATCHDOG_SLACK_MS = 2000;

interface Pending {
  settle(result: FetchResult): void;
  response?: Readable;
}

/**
 * One long-lived CheerioCrawler (keepAlive) fed from an in-memory inbox: `fetchPage` queues a
 * request under a fresh unique key and waits for the crawler's handler to settle it. Every
 * connection goes through the netguard agents, HTTP/2 negotiation and the header generator are
 * off (both open sockets the agents do not see), TLS is verified, nothing is written to disk,
 * and nothing is retried — the caller owns retries.
 */
export function createPageFetcher(opts: PageFetcherOptions): PageFetcher {
  const fetchTimeoutMs = opts.fetchTimeoutMs ?? 15_000;
  const pageBytesMax = opts.pageBytesMax ?? 5 * 1024 * 1024;
  const redirectsMax = opts.redirectsMax ?? 5;
  const concurrency = opts.concurrency ?? 32;
  const trustedCas = opts.extraCaPem ? [...rootCertificates, opts.extraCaPem] : undefined;
  const checkUrl = createUrlChecker({ allowHosts: opts.allowHosts });
  const agents = createGuardedAgents({ allowHosts: opts.allowHosts });
  const inbox = new RequestInbox();
  const pending = new Map<string, Pending>();
  const settle = (key: string, result: FetchResult) => pending.get(key)?.settle(result);

  const crawler = new CheerioCrawler(
    {
      // The `requestManager` option is typed but missing from Crawlee 3.18's option validation;
      // `requestQueue` takes any request manager and ends up in the same place.
      requestQueue: inbox as unknown as RequestQueue,
      keepAlive: true,
      useSessionPool: false,
      persistCookiesPerSession: false,
      maxRequestRetries: 0,
      minConcurrency: concurrency,
      maxConcurrency: concurrency,
      navigationTimeoutSecs: fetchTimeoutMs / 1000,
      requestHandlerTimeoutSecs: 10,
      ignoreSslErrors: false,
      autoscaledPoolOptions: { maybeRunIntervalSecs: 0.02, loggingIntervalSecs: null },
      statusMessageLoggingInterval: 3600,
      log: new Log({ level: LogLevel.OFF }),
      preNavigationHooks: [
        (_ctx, gotOptions) => {
          Object.assign(gotOptions, {
            agent: { http: agents.http, https: agents.https },
            http2: false,
            useHeaderGenerator: false,
            insecureHTTPParser: false,
            followRedirect: true,
            maxRedirects: redirectsMax,
            timeout: { request: fetchTimeoutMs },
            https: { ...gotOptions.https, ...(trustedCas && { certificateAuthority: trustedCas }) },
            headers: {
              ...gotOptions.headers,
              "user-agent": opts.userAgent ?? DEFAULT_USER_AGENT,
              accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5",
              "accept-language": "en-PH,en;q=0.9,fil;q=0.8",
            },
          });
        },
      ],
      postNavigationHooks: [
        (ctx) => {
          const entry = pending.get(ctx.request.uniqueKey);
          const limited = limitResponseBytes(ctx.response as unknown as Readable, pageBytesMax);
          if (entry) entry.response = limited;
          ctx.response = limited as unknown as typeof ctx.response;
        },
      ],
      requestHandler: (ctx) => settle(ctx.request.uniqueKey, resultOf(ctx)),
      failedRequestHandler: (ctx, error) => {
        (ctx.response as unknown as Readable | undefined)?.destroy?.();
        settle(ctx.request.uniqueKey, failureFromError(error, redirectsMax));
      },
    },
    new Configuration({ persistStorage: false, purgeOnStart: false }),
  );
  const running = crawler.run();

  return {
    fetchPage(raw) {
      const checked = checkUrl(raw);
      if (!checked.ok) return Promise.resolve(urlRefusal(checked.reason));
      const key = randomUUID();
      return new Promise<FetchResult>((resolve) => {
        const watchdog = setTimeout(() => {
          pending.get(key)?.response?.destroy();
          settle(key, failure("timeout", "the page took too long to load"));
        }, fetchTimeoutMs + WATCHDOG_SLACK_MS);
        pending.set(key, {
          settle(result) {
            clearTimeout(watchdog);
            pending.delete(key);
            resolve(result);
          },
        });
        inbox.push(new Request({ url: checked.url.href, uniqueKey: key }));
        crawler.autoscaledPool?.notify();
      });
    },
    async close() {
      crawler.stop();
      for (const key of [...pending.keys()]) settle(key, failure("unreachable", "the fetcher is shutting down"));
      await running;
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}

function resultOf(ctx: CheerioCrawlingContext): FetchResult {
  const contentType = ctx.contentType.type;
  if (!HTML_TYPES.has(contentType)) {
    return failure("not_a_listing", `the address serves ${contentType}, not a web page`, ctx.response.statusCode);
  }
  const status = ctx.response.statusCode ?? 0;
  const finalUrl = ctx.request.loadedUrl ?? ctx.request.url;
  const html = String(ctx.body);
  const wall = pageVerdict({ status, url: finalUrl, html, $: ctx.$ });
  return wall ?? { ok: true, finalUrl, status, html, contentType };
}

function urlRefusal(reason: "invalid_url" | "scheme" | "forbidden_address"): FetchFailure {
  if (reason === "invalid_url") return failure("unreachable", "this is not a valid web address");
  if (reason === "scheme") return failure("forbidden_address", "only http and https addresses can be read");
  return failure("forbidden_address", "this address points to a private or internal network");
}
