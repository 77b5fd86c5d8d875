import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * Helmet's security headers on every answer. Ours do not vary by request (no nonces), so Helmet runs
 * once at boot and each request only copies the headers it set (the Fastify plugin would build
 * Helmet anew and parse the CSP directives on every request).
 */
export function securityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = headersOf(helmet(options));
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

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
