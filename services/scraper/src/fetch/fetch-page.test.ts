import { existsSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { html, type LocalSite, redirect, startSite } from "../../test/support/local-sites";
import { createPageFetcher, type PageFetcher } from "./index";

const LAMUDI = "/work/shared/fixtures/lamudi/search-results-iloilo-foreclosures.html";
const FORECLOSURE = "/work/shared/fixtures/panay/foreclosurephilippines-detail.html";
const SINGLE = new URL("../../test/fixtures/single-listing.html", import.meta.url);
const PAGE_BYTES_MAX = 1024 * 1024;
// Generous, so a loaded machine never turns a normal fetch into a timeout; the deadline tests use their own.
const FETCH_TIMEOUT_MS = 15_000;
const SHORT_TIMEOUT_MS = 300;

const CLOUDFLARE_CHALLENGE = `<!DOCTYPE html><html><head><title>Just a moment...</title></head><body>
<div id="challenge-body-text">www.example.ph needs to review the security of your connection before proceeding.</div>
<script>window._cf_chl_opt={cvId:'3',cZone:'www.example.ph'};</script>
<script src="/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1"></script></body></html>`;
const HUMAN_CHECK = `<html><head><title>Security check</title></head><body>
<h1>Please verify you are human</h1><div class="g-recaptcha" data-sitekey="x"></div></body></html>`;
const LOGIN_WALL = `<html><head><title>Log in</title></head><body><h1>Log in to continue</h1>
<form action="/session" method="post"><input name="email"><input name="pass" type="password"><button>Log in</button></form>
</body></html>`;

let site: LocalSite;
let victim: LocalSite;
let fetcher: PageFetcher;
let impatient: PageFetcher;
let droppedOnce = 0;

beforeAll(async () => {
  victim = await startSite({ "/": html("<html><body>internal admin</body></html>") });
  site = await startSite({
    "/listing": html(readFileSync(SINGLE, "utf8")),
    "/lamudi": html(readFileSync(LAMUDI, "utf8")),
    "/foreclosure": html(readFileSync(FORECLOSURE, "utf8")),
    "/forbidden": html("<html><body>Forbidden</body></html>", 403),
    "/rate-limited": html("<html><body>Too many requests</body></html>", 429),
    "/cloudflare": html(CLOUDFLARE_CHALLENGE),
    "/human-check": html(HUMAN_CHECK),
    "/login-wall": html(LOGIN_WALL),
    "/login": html("<html><body><form><input type=password></form></body></html>"),
    "/redirect-to-login": redirect("/login?next=/listing"),
    "/redirect-private": redirect(`http://127.0.0.1:${victim.port}/`),
    "/redirect-metadata": redirect("http://169.254.169.254/latest/meta-data/"),
    "/redirect-decimal": redirect("http://2130706433/"),
    "/redirect-once": redirect("/listing", 301),
    "/loop": redirect("/loop"),
    "/chain-a": redirect("/chain-b"),
    "/chain-b": redirect("/chain-c"),
    "/chain-c": redirect("/chain-d"),
    "/chain-d": redirect("/chain-e"),
    "/chain-e": redirect("/chain-f"),
    "/chain-f": redirect("/chain-g"),
    "/chain-g": redirect("/listing"),
    "/huge-stream": (_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      const chunk = Buffer.alloc(64 * 1024, "a");
      const pump = () => {
        while (res.write(chunk)) {
          if (res.destroyed) return;
        }
        res.once("drain", pump);
      };
      res.on("close", () => res.removeAllListeners("drain"));
      pump();
    },
    "/huge-declared": (_req, res) => {
      res.writeHead(200, { "content-type": "text/html", "content-length": String(50 * 1024 * 1024) });
      res.write("<html><body>");
    },
    "/drip": (_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      const timer = setInterval(() => res.write("."), 50);
      res.on("close", () => clearInterval(timer));
    },
    "/no-answer": () => {},
    "/pdf": (_req, res) => {
      res.writeHead(200, { "content-type": "application/pdf" }).end("%PDF-1.7");
    },
    "/server-error": html("<html><body>oops</body></html>", 500),
    "/drops-once": (req, res) => {
      droppedOnce += 1;
      if (droppedOnce === 1) return req.socket.destroy();
      html("<html><body>second time lucky</body></html>")(req, res);
    },
    "/drops-always": (req) => {
      req.socket.destroy();
    },
  });
  fetcher = createPageFetcher({
    allowHosts: [`127.0.0.1:${site.port}`],
    fetchTimeoutMs: FETCH_TIMEOUT_MS,
    pageBytesMax: PAGE_BYTES_MAX,
    redirectsMax: 5,
    // These tests are about single fetches; politeness and the cache have their own tests.
    perHostConcurrency: 64,
    perHostIntervalMs: 0,
    cacheTtlMs: 0,
  });
  impatient = createPageFetcher({
    allowHosts: [`127.0.0.1:${site.port}`],
    fetchTimeoutMs: SHORT_TIMEOUT_MS,
    perHostConcurrency: 64,
    perHostIntervalMs: 0,
    cacheTtlMs: 0,
  });
});

afterAll(async () => {
  await fetcher?.close();
  await impatient?.close();
  await site?.close();
  await victim?.close();
});

describe("fetchPage", () => {
  it("returns the HTML of a normal page", async () => {
    const result = await fetcher.fetchPage(`${site.origin}/listing`);
    expect(result).toMatchObject({
      ok: true,
      status: 200,
      contentType: "text/html",
      finalUrl: `${site.origin}/listing`,
    });
    expect(result.ok && result.html).toContain("Salcedo Village");
  });

  it("reads real listing pages that carry reCAPTCHA and password fields without calling them walls", async () => {
    for (const path of ["/lamudi", "/foreclosure"]) {
      const result = await fetcher.fetchPage(`${site.origin}${path}`);
      expect(result.ok, path).toBe(true);
      expect(result.ok && result.html.length).toBeGreaterThan(700_000);
    }
  });

  it("follows a redirect and reports the final URL", async () => {
    const result = await fetcher.fetchPage(`${site.origin}/redirect-once`);
    expect(result).toMatchObject({ ok: true, finalUrl: `${site.origin}/listing` });
  });

  it.each([
    ["/forbidden", "blocked", 403],
    ["/rate-limited", "blocked", 429],
    ["/cloudflare", "blocked", 200],
    ["/human-check", "blocked", 200],
    ["/login-wall", "login_wall", 200],
    ["/pdf", "not_a_listing", undefined],
    ["/missing", "not_a_listing", 404],
    ["/server-error", "unreachable", 500],
  ])("%s → %s", async (path, reason, status) => {
    const result = await fetcher.fetchPage(`${site.origin}${path}`);
    expect(result).toMatchObject({ ok: false, reason });
    if (status !== undefined) expect(result).toMatchObject({ status });
    expect(result.ok || result.message.length > 0).toBe(true);
  });

  it("calls a redirect to a login page a login wall", async () => {
    expect(await fetcher.fetchPage(`${site.origin}/redirect-to-login`)).toMatchObject({
      ok: false,
      reason: "login_wall",
    });
  });

  it.each(["/redirect-private", "/redirect-metadata", "/redirect-decimal"])(
    "refuses the private hop of %s and never connects to it",
    async (path) => {
      const result = await fetcher.fetchPage(`${site.origin}${path}`);
      expect(result).toMatchObject({ ok: false, reason: "forbidden_address" });
      expect(victim.connections()).toBe(0);
    },
  );

  it("refuses private addresses before any request", async () => {
    for (const url of [
      `http://127.0.0.1:${victim.port}/`,
      "http://localhost/",
      "file:///etc/passwd",
      "http://[::1]/",
    ]) {
      expect(await fetcher.fetchPage(url), url).toMatchObject({ ok: false, reason: "forbidden_address" });
    }
    expect(victim.connections()).toBe(0);
  });

  it("stops a redirect loop and too long a redirect chain", async () => {
    const loop = await fetcher.fetchPage(`${site.origin}/loop`);
    expect(loop).toMatchObject({ ok: false, reason: "unreachable" });
    expect(!loop.ok && loop.message).toMatch(/redirect loop/);
    const chain = await fetcher.fetchPage(`${site.origin}/chain-a`);
    expect(chain).toMatchObject({ ok: false, reason: "unreachable" });
    expect(!chain.ok && chain.message).toMatch(/too many redirects/);
  });

  it("aborts a body streamed past the size cap without a content-length", async () => {
    // "too_large", not "timeout": the cap stopped it, not the (long) deadline.
    expect(await fetcher.fetchPage(`${site.origin}/huge-stream`)).toMatchObject({ ok: false, reason: "too_large" });
  });

  it("refuses a declared content-length over the cap", async () => {
    expect(await fetcher.fetchPage(`${site.origin}/huge-declared`)).toMatchObject({ ok: false, reason: "too_large" });
  });

  it.each(["/drip", "/no-answer"])("gives up on %s at the deadline", async (path) => {
    const started = performance.now();
    expect(await impatient.fetchPage(`${site.origin}${path}`)).toMatchObject({ ok: false, reason: "timeout" });
    // Not before the deadline (a slow machine only makes this later; no upper bound is asserted).
    expect(performance.now() - started).toBeGreaterThanOrEqual(SHORT_TIMEOUT_MS - 50);
  });

  it("reports a refused connection and an unknown host as unreachable", async () => {
    const closed = await startSite({});
    const port = closed.port;
    await closed.close();
    const refusing = createPageFetcher({ allowHosts: [`127.0.0.1:${port}`] });
    try {
      expect(await refusing.fetchPage(`http://127.0.0.1:${port}/`)).toMatchObject({ ok: false, reason: "unreachable" });
    } finally {
      await refusing.close();
    }
    expect(await fetcher.fetchPage("http://listing.invalid/")).toMatchObject({ ok: false, reason: "unreachable" });
  });

  it("retries a dropped connection once, and only once", async () => {
    expect(await fetcher.fetchPage(`${site.origin}/drops-once`)).toMatchObject({ ok: true });
    expect(droppedOnce).toBe(2);
    expect(await fetcher.fetchPage(`${site.origin}/drops-always`)).toMatchObject({ ok: false, reason: "unreachable" });
  });

  it("serves many concurrent requests, each with its own result", async () => {
    const paths = Array.from({ length: 60 }, (_, i) => (i % 3 === 0 ? "/forbidden" : "/listing"));
    const results = await Promise.all(paths.map((path) => fetcher.fetchPage(`${site.origin}${path}`)));
    results.forEach((result, i) => {
      expect(result.ok).toBe(paths[i] === "/listing");
    });
  });

  it("writes no Crawlee storage folder", () => {
    expect(existsSync("storage")).toBe(false);
    expect(existsSync("crawlee_storage")).toBe(false);
  });
});
