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

  it("puts a page's headers on every page, found or not", async () => {
    const app = await build(true);
    for (const url of ["/page", "/page", "/missing"]) {
      const res = await app.inject({ url });
      expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(res.headers["content-security-policy"]).toContain("object-src 'none'");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      expect(res.headers["x-powered-by"]).toBeUndefined();
    }
    await app.close();
  });

  it("gives API answers the REST set: nothing loads, nothing frames them, no referrer", async () => {
    const app = await build(true);
    for (const url of ["/api/x", "/api/missing"]) {
      const res = await app.inject({ url });
      expect(res.headers["content-security-policy"]).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["x-frame-options"]).toBe("DENY");
      expect(res.headers["referrer-policy"]).toBe("no-referrer");
      expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
      expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      expect(res.headers["cross-origin-opener-policy"]).toBeUndefined();
    }
    await app.close();
  });

  it("sends no HSTS over plain http", async () => {
    const app = await build(false);
    expect((await app.inject({ url: "/api/x" })).headers["strict-transport-security"]).toBeUndefined();
    await app.close();
  });
});
