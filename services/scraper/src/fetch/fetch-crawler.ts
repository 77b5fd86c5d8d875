import type { Readable } from "node:stream";
import { type CheerioCrawlingContext, Configuration, Log, LogLevel, type RequestQueue } from "@crawlee/cheerio";
import type { createGuardedAgents } from "@suri/netguard";
import { limitResponseBytes } from "./byte-limit";
import { LazyCheerioCrawler } from "./lazy-cheerio-crawler";
import { type FetchResult, failure, failureFromError } from "./outcome";
import { pageVerdict } from "./page-verdict";
import type { RequestInbox } from "./request-inbox";

export interface FetchLimits {
  fetchTimeoutMs: number;
  pageBytesMax: number;
  redirectsMax: number;
  concurrency: number;
  userAgent: string;
  /** CA certificates to verify against instead of Node's defaults (system roots + an extra CA). */
  certificateAuthority?: string[];
}

export interface FetchCallbacks {
  /** The (size-limited) body stream of a request, so a watchdog can abort it. */
  onResponse(key: string, body: Readable): void;
  onResult(key: string, result: FetchResult): void;
}

const HTML_TYPES = new Set(["text/html", "application/xhtml+xml"]);
const FEED_TYPES = new Set([
  "application/rss+xml",
  "application/atom+xml",
  "application/xml",
  "text/xml",
  "application/rdf+xml",
]);

/** What a request is for: a web page (HTML, checked for walls), a news feed (XML), or plain text (robots.txt). */
export type FetchKind = "page" | "feed" | "text";

/**
 * The crawler behind the page fetcher: keepAlive, pulling from `inbox`, every connection through
 * the guarded agents, HTTP/2 negotiation and the header generator off (both open sockets the
 * agents do not see), TLS verified, storage in memory only, results reported by request uniqueKey.
 */
export function createFetchCrawler(
  inbox: RequestInbox,
  agents: ReturnType<typeof createGuardedAgents>,
  limits: FetchLimits,
  callbacks: FetchCallbacks,
): LazyCheerioCrawler {
  return new LazyCheerioCrawler(
    {
      // The `requestManager` option is typed but missing from Crawlee 3.18's option validation;
      // `requestQueue` takes any request manager and ends up in the same place.
      requestQueue: inbox as unknown as RequestQueue,
      keepAlive: true,
      useSessionPool: false,
      persistCookiesPerSession: false,
      // One retry, and only for a connection the server dropped (a pooled keep-alive socket it had
      // just closed); everything else fails at once and the caller decides about retries.
      maxRequestRetries: 1,
      errorHandler: ({ request }, error) => {
        if (!isDroppedConnection(error)) request.noRetry = true;
      },
      minConcurrency: limits.concurrency,
      maxConcurrency: limits.concurrency,
      navigationTimeoutSecs: limits.fetchTimeoutMs / 1000,
      requestHandlerTimeoutSecs: 10,
      ignoreSslErrors: false,
      additionalMimeTypes: ["application/rss+xml", "application/atom+xml", "application/rdf+xml", "text/plain"],
      autoscaledPoolOptions: { maybeRunIntervalSecs: 0.02, loggingIntervalSecs: null },
      statusMessageLoggingInterval: 3600,
      log: new Log({ level: LogLevel.OFF }),
      preNavigationHooks: [
        (_ctx, gotOptions) => {
          Object.assign(gotOptions, guardedGotOptions(gotOptions, agents, limits));
        },
      ],
      postNavigationHooks: [
        (ctx) => {
          const limited = limitResponseBytes(ctx.response as unknown as Readable, limits.pageBytesMax);
          callbacks.onResponse(ctx.request.uniqueKey, limited);
          ctx.response = limited as unknown as typeof ctx.response;
        },
      ],
      requestHandler: (ctx) => callbacks.onResult(ctx.request.uniqueKey, resultOf(ctx)),
      failedRequestHandler: (ctx, error) => {
        (ctx.response as unknown as Readable | undefined)?.destroy?.();
        callbacks.onResult(ctx.request.uniqueKey, failureFromError(error, limits.redirectsMax));
      },
    },
    // Crawlee measures the machine for its autoscaling by running `ps` every second once the crawler
    // has started; our concurrency is fixed (min = max), so once a minute is plenty and idle stays idle.
    new Configuration({ persistStorage: false, purgeOnStart: false, systemInfoIntervalMillis: 60_000 }),
  );
}

type GotOptions = { headers?: Record<string, unknown>; https?: Record<string, unknown> };

function guardedGotOptions(
  gotOptions: GotOptions,
  agents: ReturnType<typeof createGuardedAgents>,
  limits: FetchLimits,
) {
  return {
    agent: { http: agents.http, https: agents.https },
    http2: false,
    useHeaderGenerator: false,
    insecureHTTPParser: false,
    followRedirect: true,
    maxRedirects: limits.redirectsMax,
    timeout: { request: limits.fetchTimeoutMs },
    https: {
      ...gotOptions.https,
      ...(limits.certificateAuthority && { certificateAuthority: limits.certificateAuthority }),
    },
    headers: {
      ...gotOptions.headers,
      "user-agent": limits.userAgent,
      accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5",
      "accept-language": "en-PH,en;q=0.9,fil;q=0.8",
    },
  };
}

function resultOf(ctx: CheerioCrawlingContext): FetchResult {
  const contentType = ctx.contentType.type;
  const kind = (ctx.request.userData as { kind?: FetchKind }).kind ?? "page";
  if (kind !== "page") return documentResult(ctx, kind);
  if (!HTML_TYPES.has(contentType)) {
    return failure("not_a_listing", `the address serves ${contentType}, not a web page`, ctx.response.statusCode);
  }
  const status = ctx.response.statusCode ?? 0;
  const finalUrl = ctx.request.loadedUrl ?? ctx.request.url;
  const html = String(ctx.body);
  const wall = pageVerdict({ status, url: finalUrl, html });
  return wall ?? { ok: true, finalUrl, status, html, contentType };
}

/** A feed or a text file: no wall checks, but the status and the type must fit. */
function documentResult(ctx: CheerioCrawlingContext, kind: Exclude<FetchKind, "page">): FetchResult {
  const contentType = ctx.contentType.type;
  const status = ctx.response.statusCode ?? 0;
  const finalUrl = ctx.request.loadedUrl ?? ctx.request.url;
  if (status === 401 || status === 403 || status === 429) {
    return failure("blocked", `the site refused the request (HTTP ${status})`, status);
  }
  const typeFits =
    kind === "feed" ? FEED_TYPES.has(contentType) || HTML_TYPES.has(contentType) : contentType === "text/plain";
  if (kind === "feed" && (status >= 400 || !typeFits)) {
    return failure("not_a_listing", `the feed answered HTTP ${status} (${contentType})`, status);
  }
  // robots.txt: a 4xx or a non-text answer means "no rules"; the caller reads the status.
  return { ok: true, finalUrl, status, html: typeFits ? String(ctx.body) : "", contentType };
}

function isDroppedConnection(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  return code === "ECONNRESET" || code === "EPIPE" || /socket hang up/i.test(error.message);
}
