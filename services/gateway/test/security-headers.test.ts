import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "../src/http/security-headers";

/** Helmet runs once at boot; every answer still carries its headers, exactly as Helmet sets them. */
describe("securityHeaders", () => {
  const build = async (secure: boolean) => {
    const app = Fastify();
    securityHeaders(app, {
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], objectSrc: ["'none'"] } },
      hsts: secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
    app.get("/api/x", async () => ({ ok: true }));
    return app;
  };

  it("puts Helmet's headers on every answer, found or not", async () => {
    const app = await build(true);
    for (const url of ["/api/x", "/api/x", "/missing"]) {
      const res = await app.inject({ url });
      expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(res.headers["content-security-policy"]).toContain("object-src 'none'");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      expect(res.headers["x-powered-by"]).toBeUndefined();
    }
    await app.close();
  });

  it("sends no HSTS over plain http", async () => {
    const app = await build(false);
    expect((await app.inject({ url: "/api/x" })).headers["strict-transport-security"]).toBeUndefined();
    await app.close();
  });
});
