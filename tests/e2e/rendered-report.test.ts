import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { browserSystem } from "../support/browser-system";
import { hydratedInPlace } from "../support/hydration";
import { generateReport, registerUser } from "../support/site";

/**
 * A signed-in user's report page arrives rendered by the gateway with the user's data: readable before
 * any script runs, hydrated (not rebuilt) from the data it was rendered from, never stored by a cache,
 * and never rendered for anyone but the report's owner.
 */
describe("browser: the report page rendered by the gateway", () => {
  const env = browserSystem();
  let owner: Awaited<ReturnType<typeof registerUser>>;
  let reportId: string;
  let title: string;

  beforeAll(async () => {
    owner = await registerUser(env.sys.url, `rendered-${Date.now()}@example.ph`);
    reportId = await generateReport(owner.client, env.listings.url("/property/makati-2br-salcedo"));
    const record = (await owner.client.get(`/api/reports/${reportId}`)).body as { reportData: { title?: string } };
    title = String(record.reportData.title ?? "");
  }, 120_000);

  const cookieHeader = (c: { name: string; value: string }) => ({ cookie: `${c.name}=${c.value}` });
  const signedIn = async (cookie: { name: string; value: string }, width = 375): Promise<BrowserContext> => {
    const context = await env.browser.newContext({ viewport: { width, height: 850 } });
    await context.addCookies([{ ...cookie, domain: new URL(env.sys.url).hostname, path: "/" }]);
    return context;
  };
  const watchErrors = (page: Page) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    return errors;
  };
  /** The HTML's #root content, scripts and styles aside. */
  const rootHtml = (html: string) => html.slice(html.indexOf('<div id="root"'));

  it("sends the owner the page with their report, private and uncached, with no script to run inline", async () => {
    expect(title.length).toBeGreaterThan(5);
    const res = await fetch(`${env.sys.url}/report/${reportId}`, { headers: cookieHeader(owner.cookie) });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("vary")).toMatch(/Cookie/);
    const html = await res.text();
    expect(html).toContain('data-prerendered="user"');
    expect(rootHtml(html)).toContain(title);
    // The data block is JSON, not a script, and nothing in it can end the element early.
    const blocks = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(blocks.map((b) => b[1]?.trim())).toEqual(['type="application/json" id="suri-state"']);
    const state = JSON.parse(blocks[0]?.[2] ?? "null") as { queries: { queryKey: unknown[] }[] };
    expect(state.queries.map((q) => q.queryKey[0])).toEqual(expect.arrayContaining(["session", "reports"]));
  });

  it("renders the page in the reader's language", async () => {
    // The language the account keeps, which the app applies on every device (the cookie mirrors it).
    const language = (lang: string) => ({ currency: null, language: lang, emailNotifications: true });
    await owner.client.request("PUT", "/api/user/preferences", language("tl"));
    const res = await fetch(`${env.sys.url}/report/${reportId}`, {
      headers: { cookie: `${owner.cookie.name}=${owner.cookie.value}; suri_locale=tl` },
    });
    const html = await res.text();
    expect(html).toContain('<html lang="tl">');
    expect(rootHtml(html)).toContain("Pagpopondo");
    expect(rootHtml(html)).not.toContain(">Financing<");

    const context = await signedIn(owner.cookie);
    await context.addCookies([{ name: "suri_locale", value: "tl", domain: new URL(env.sys.url).hostname, path: "/" }]);
    await context.addInitScript(() => localStorage.setItem("suri.locale", JSON.stringify("tl")));
    const page = await context.newPage();
    const errors = watchErrors(page);
    expect(await hydratedInPlace(page, `${env.sys.url}/report/${reportId}`)).toBe(true);
    expect(await page.getByTestId("report-financing").textContent()).toContain("Pagpopondo");
    expect(errors).toEqual([]);
    await context.close();
    await owner.client.request("PUT", "/api/user/preferences", language("en"));
  });

  it("renders nothing of a report for anyone but its owner", async () => {
    const stranger = await registerUser(env.sys.url, `stranger-${Date.now()}@example.ph`);
    for (const headers of [cookieHeader(stranger.cookie), {}, { cookie: `${owner.cookie.name}=forged` }]) {
      const html = await (await fetch(`${env.sys.url}/report/${reportId}`, { headers })).text();
      expect(html).not.toContain("data-prerendered");
      expect(html).not.toContain(title);
      expect(html).not.toContain("suri-state");
    }
    // In the browser the stranger gets the permission message, as before.
    const context = await signedIn(stranger.cookie);
    const page = await context.newPage();
    await page.goto(`${env.sys.url}/report/${reportId}`);
    await page.getByTestId("report-error").waitFor({ timeout: 30_000 });
    await context.close();
  });

  it("is readable with scripts off", async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 850 } });
    await context.addCookies([{ ...owner.cookie, domain: new URL(env.sys.url).hostname, path: "/" }]);
    const page = await context.newPage();
    await page.goto(`${env.sys.url}/report/${reportId}`);
    expect(await page.getByTestId("report-title").textContent()).toBe(title);
    await expect(page.getByTestId("investment-score").isVisible()).resolves.toBe(true);
    await expect(page.getByTestId("report-financing").isVisible()).resolves.toBe(true);
    await context.close();
  });

  it("hydrates the same DOM on the first interaction without a mismatch, and keeps a click made before", async () => {
    const context = await signedIn(owner.cookie, 1280);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const apiCalls: string[] = [];
    page.on("request", (r) => {
      // The report itself (its share links, listed when the share dialog opens, are not the report).
      if (new URL(r.url()).pathname === `/api/reports/${reportId}`) apiCalls.push(r.url());
    });
    await page.goto(`${env.sys.url}/report/${reportId}`);
    await page.evaluate(() => {
      (window as unknown as { heading: Element | null }).heading = document.querySelector("h1");
    });
    // A click on a control before the app runs: held, then replayed once the page is live (Share opens
    // the share-with-family dialog).
    await page.getByRole("button", { name: "Share" }).click();
    await page.getByTestId("share-dialog").waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
    // The app started from the data the page carried: the report was not fetched again to hydrate.
    expect(apiCalls).toEqual([]);

    // A fresh load: the heading React hydrates is the very node the HTML made.
    expect(await hydratedInPlace(page, `${env.sys.url}/report/${reportId}`)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
