import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * Helmet's security headers on every answer. Ours do not vary by request (no nonces), so Helmet runs
 * once at boot and each request only copies the headers it set (the Fastify plugin would build
 * Helmet anew and parse the CSP directives on every request). Pages get `documents`; /api/ answers
 * (JSON, a PDF) get `api`, which need none of a page's policies (OWASP's REST headers), and no-store.
 */
export function securityHeaders(app: FastifyInstance, options: { documents: HelmetOptions; api: HelmetOptions }) {
  const documents = headersOf(helmet(options.documents));
  // Every API answer is about someone's account, credits, reports or payments unless its route says
  // otherwise: no browser or shared cache keeps it. A route that sets its own Cache-Control replaces this.
  const api = { ...headersOf(helmet(options.api)), "cache-control": "no-store" };
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(request.url.startsWith("/api/") ? api : documents);
    done();
  });
}

/** An API answer is never a page: it loads nothing, is framed nowhere and names no referrer. */
export const API_HEADERS = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  xFrameOptions: { action: "deny" },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xXssProtection: false,
} satisfies HelmetOptions;

/** What a Helmet middleware sets on a response. */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}
