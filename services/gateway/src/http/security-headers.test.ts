import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { API_HEADERS, securityHeaders } from "./security-headers";

/** Helmet runs once at boot; every answer still carries its headers, exactly as Helmet sets them. */
describe("securityHeaders", () => {
  const build = async (secure: boolean) => {
    const app = Fastify();
    const hsts = secure ? { maxAge: 31_536_000, includeSubDomains: true } : false;
    securityHeaders(app, {
      documents: { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], objectSrc: ["'none'"] } }, hsts },
      api: { ...API_HEADERS, hsts },
    });
    app.get("/api/x", async () => ({ ok: true }));
    app.get("/page", async () => "<p>page</p>");
    return app;
  };

  const HSTS = "max-age=31536000; includeSubDomains";
  /** The named headers of each URL's answer (undefined: not sent). */
  const headersAt = async (urls: string[], expected: Record<string, unknown>) => {
    const app = await build(true);
    const answers = [];
    for (const url of urls) {
      const res = await app.inject({ url });
      answers.push(Object.fromEntries(Object.keys(expected).map((name) => [name, res.headers[name]])));
    }
    await app.close();
    return answers;
  };

  it("puts a page's headers on every page, found or not", async () => {
    const page = {
      "content-security-policy": expect.stringMatching(/^(?=.*default-src 'self')(?=.*object-src 'none')/),
      "x-content-type-options": "nosniff",
      "x-frame-options": "SAMEORIGIN",
      "cross-origin-opener-policy": "same-origin",
      "strict-transport-security": HSTS,
      "x-powered-by": undefined,
    };
    const urls = ["/page", "/page", "/missing"];
    expect(await headersAt(urls, page)).toEqual(urls.map(() => page));
  });

  it("gives API answers the REST set: nothing loads, nothing frames them, no referrer", async () => {
    const api = {
      "content-security-policy": "default-src 'none';frame-ancestors 'none'",
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "referrer-policy": "no-referrer",
      "cross-origin-resource-policy": "same-origin",
      "strict-transport-security": HSTS,
      "cross-origin-opener-policy": undefined,
    };
    const urls = ["/api/x", "/api/missing"];
    expect(await headersAt(urls, api)).toEqual(urls.map(() => api));
  });

  it("sends no HSTS over plain http", async () => {
    const app = await build(false);
    expect((await app.inject({ url: "/api/x" })).headers["strict-transport-security"]).toBeUndefined();
    await app.close();
  });
});
