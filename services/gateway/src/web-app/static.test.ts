import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import fastifyCookie from "@fastify/cookie";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { StrongBrotli, serveWebApp } from "./static";

describe("a rendered page", () => {
  it("is sent brotli-compressed at the highest quality once that is ready, the same page in fewer bytes", async () => {
    const dist = mkdtempSync(path.join(tmpdir(), "suri-web-"));
    writeFileSync(path.join(dist, "index.html"), "<!doctype html><div id=root></div>");
    // A page like the landing page: styles and text that repeat with small differences.
    const rules = Array.from({ length: 2000 }, (_, i) => `.css-${(i * 7919).toString(36)}{margin:${i % 13}px}`);
    const html = `<!doctype html><style>${rules.join("")}</style><main>${rules.reverse().join(" ")}</main>`;
    const strong = new StrongBrotli();
    const app = Fastify();
    await app.register(fastifyCookie);
    await serveWebApp(app, dist, { sessionCookie: "s", renderUserPage: async () => html, strongBrotli: strong });
    const ask = () => app.inject({ method: "GET", url: "/", headers: { "accept-encoding": "br" } });
    try {
      const first = await ask();
      await strong.settled();
      const second = await ask();
      for (const res of [first, second]) {
        expect(res.headers["content-encoding"]).toBe("br");
        expect(res.headers["cache-control"]).toBe("private, no-store");
        expect(brotliDecompressSync(res.rawPayload).toString()).toBe(html);
      }
      expect(second.rawPayload.length).toBeLessThan(first.rawPayload.length);
    } finally {
      await app.close();
    }
  });

  it("keeps the strong compression of recent pages only, and none of a page past its size limit", async () => {
    const strong = new StrongBrotli(2, 100);
    const pages = ["<p>a</p>", "<p>b</p>", "<p>c</p>"];
    for (const page of pages) expect(strong.get(page)).toBeNull();
    await strong.settled();
    expect(strong.get(pages[0] ?? "")).toBeNull(); // pushed out by the two after it
    expect(brotliDecompressSync(strong.get(pages[2] ?? "") ?? Buffer.alloc(0)).toString()).toBe("<p>c</p>");
    expect(strong.get("x".repeat(101))).toBeNull();
    await strong.settled();
    expect(strong.get("x".repeat(101))).toBeNull();
  });
});
