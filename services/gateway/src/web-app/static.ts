import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Rendered pages sent again and again (the landing page is the same for every visitor; the gateway keeps
 * rendered pages) are sent brotli-compressed at the highest quality, once that is ready: ~12 % fewer bytes
 * than the quick quality a first answer uses (the landing page 15.3 → 13.5 kB, inside the first round
 * trip of a new connection). Compressing that hard takes a few hundred ms of a worker thread, so it is done
 * once per page, after the first answer, and only for pages up to `maxChars`; the most recent are kept.
 */
export class StrongBrotli {
  private readonly kept = new Map<string, Buffer | null>();
  private readonly pending = new Set<Promise<unknown>>();

  constructor(
    private readonly entries = 16,
    private readonly maxChars = 200_000,
  ) {}

  /** The strongly compressed page when ready; otherwise starts compressing it (once) and answers null. */
  get(html: string): Buffer | null {
    if (html.length > this.maxChars) return null;
    const key = createHash("sha256").update(html).digest("base64url");
    const kept = this.kept.get(key);
    if (kept !== undefined) {
      this.kept.delete(key);
      this.kept.set(key, kept);
      return kept;
    }
    this.kept.set(key, null);
    for (const oldest of this.kept.keys()) {
      if (this.kept.size <= this.entries) break;
      this.kept.delete(oldest);
    }
    const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: html.length };
    const done = brotli(html, { params })
      .then((body) => {
        if (this.kept.has(key)) this.kept.set(key, body);
      })
      .catch(() => this.kept.delete(key))
      .finally(() => this.pending.delete(done));
    this.pending.add(done);
    return null;
  }

  /** Resolves once every compression started so far has finished (tests). */
  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}

/** A page rendered for one user: compressed as the browser accepts, never stored by any cache. */
async function sendRenderedPage(request: FastifyRequest, reply: FastifyReply, html: string, strong: StrongBrotli) {
  const accepts = String(request.headers["accept-encoding"] ?? "");
  reply.header("content-type", "text/html; charset=utf-8");
  reply.header("cache-control", "private, no-store");
  reply.header("vary", "Cookie, Accept-Encoding");
  if (/\bbr\b/.test(accepts)) {
    reply.header("content-encoding", "br");
    return reply.send(strong.get(html) ?? (await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })));
  }
  if (/\bgzip\b/.test(accepts)) {
    reply.header("content-encoding", "gzip");
    return reply.send(await gzipAsync(html, { level: 6 }));
  }
  return reply.send(html);
}

/** Renders a page with its data to HTML, or answers null when the shell (or the prerendered page) should be served instead. */
export type UserPageRenderer = (request: FastifyRequest) => Promise<string | null>;

const apiNotFound = (request: FastifyRequest, reply: FastifyReply) =>
  reply.status(404).send({ message: `Not found: ${request.method} ${request.url}`, code: "not_found" });

type Locale = "en" | "tl";
const LOCALE_COOKIE = "suri_locale";

/** The reader's language, from the cookie the web app keeps beside its own setting; English by default. */
export function readerLocale(request: FastifyRequest): Locale {
  return request.cookies[LOCALE_COOKIE] === "tl" ? "tl" : "en";
}

/** Language → route path → file under dist, written by the web build's prerender step (web/scripts/prerender.mjs). */
function readPrerendered(root: string): Map<Locale, Map<string, string>> {
  const file = path.join(root, "prerendered", "manifest.json");
  const pages = new Map<Locale, Map<string, string>>();
  if (!existsSync(file)) return pages;
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, Record<string, string>>;
  for (const locale of ["en", "tl"] as const) {
    const routes = Object.entries(manifest[locale] ?? {}).filter(
      ([route, target]) => route.startsWith("/") && /^prerendered\/(en|tl)\/[\w.-]+\.html$/.test(target),
    );
    pages.set(locale, new Map(routes));
  }
  return pages;
}

/**
 * Serve the built web app; a GET of any other non-API path gets index.html so client-side routes
 * load. Unknown API paths answer a JSON 404.
 *
 * The pages a visitor usually lands on are also prerendered at build time: a request without a session
 * cookie gets that HTML (text and styles before any script runs); a signed-in request gets the shell,
 * since those pages differ for a user. A request for a page `renderUserPage` knows (a report, a shared
 * report, /credits, a visitor's landing page with its sample deal) gets that page rendered with its data,
 * or the prerendered page or shell whenever rendering is not possible.
 * Hashed assets are cached; HTML is revalidated on every visit, and a user's page is never stored.
 */
export async function serveWebApp(
  app: FastifyInstance,
  distDir: string,
  opts: { sessionCookie: string; renderUserPage?: UserPageRenderer; strongBrotli?: StrongBrotli },
) {
  const strong = opts.strongBrotli ?? new StrongBrotli();
  const root = path.resolve(distDir);
  if (!existsSync(path.join(root, "index.html"))) {
    app.log.warn({ root }, "web app not built; run `npm run build --workspace @suri/web`");
    app.setNotFoundHandler(apiNotFound);
    return;
  }
  const prerendered = readPrerendered(root);
  // The HTML files are sent by sendHtml only (which picks one by cookie), never by their own paths.
  const htmlRequests = new WeakSet<FastifyRequest>();
  const isHtmlFile = (p: string) => p === "/index.html" || p.startsWith("/prerendered/");
  // preCompressed: the web build writes .br/.gz beside each asset; the one the browser accepts is sent.
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    maxAge: "1h",
    preCompressed: true,
    allowedPath: (pathName, _root, request) => !isHtmlFile(pathName) || htmlRequests.has(request),
  });
  const sendHtml = async (request: FastifyRequest, reply: FastifyReply) => {
    const signedIn = Boolean(request.cookies[opts.sessionCookie]);
    if (opts.renderUserPage) {
      const html = await opts.renderUserPage(request).catch((err: unknown) => {
        request.log.warn({ err }, "could not render the page; serving the shell");
        return null;
      });
      if (html !== null) return sendRenderedPage(request, reply, html, strong);
    }
    const file = signedIn ? undefined : prerendered.get(readerLocale(request))?.get(request.url.split("?")[0] ?? "");
    htmlRequests.add(request);
    reply.header("vary", "Cookie, Accept-Encoding");
    return reply.sendFile(file ?? "index.html", { maxAge: 0, immutable: false });
  };
  const routes = new Set(["/", ...[...prerendered.values()].flatMap((pages) => [...pages.keys()])]);
  for (const route of routes) app.get(route, { schema: { hide: true } }, sendHtml);
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== "GET" || request.url.startsWith("/api/") || request.url.startsWith("/ws"))
      return apiNotFound(request, reply);
    return sendHtml(request, reply);
  });
}
