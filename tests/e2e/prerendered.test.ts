import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSystem } from "../support/browser-system";
import { hydratedInPlace } from "../support/hydration";
import { registerUser } from "../support/site";

/**
 * The pages a visitor lands on arrive as HTML prerendered at build time: readable before any script
 * runs, hydrated (not rebuilt) on the first interaction, and nothing typed or clicked in between is lost.
 * A signed-in request gets the app's shell instead, since those pages differ for a user.
 */
describe("browser: prerendered visitor pages", () => {
  const env = browserSystem();

  /** Console errors other than the visitor probe's expected 401. */
  const watchErrors = (page: Page) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => {
      if (m.type() === "error" && !m.text().includes("401")) errors.push(m.text());
    });
    return errors;
  };

  it("serves the prerendered page to a visitor and the shell to a signed-in user", async () => {
    const visitor = await fetch(`${env.sys.url}/pricing`);
    expect(visitor.headers.get("vary")).toMatch(/Cookie/);
    const html = await visitor.text();
    expect(html).toContain('data-prerendered="visitor"');
    expect(html).toContain("Credits for every property you check");
    // No inline script: the page's CSP allows none.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);

    const { cookie } = await registerUser(env.sys.url, `prerender-${Date.now()}@example.ph`);
    const user = await fetch(`${env.sys.url}/pricing`, { headers: { cookie: `${cookie.name}=${cookie.value}` } });
    const shell = await user.text();
    expect(shell).not.toContain("data-prerendered");
    expect(shell).toContain('<div id="root">');
    // The files themselves are never served by their own paths.
    expect(await (await fetch(`${env.sys.url}/prerendered/index.html`)).text()).not.toContain("data-prerendered");
  });

  it("is readable with scripts off, at both widths", async () => {
    for (const width of [375, 1280]) {
      const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(env.sys.url);
      await expect(page.getByRole("heading", { level: 1 }).isVisible()).resolves.toBe(true);
      await expect(page.getByTestId("property-link-submit").isVisible()).resolves.toBe(true);
      // One navigation shows at each width: the side bar from 768 px, the top bar below.
      await expect(page.locator("aside").isVisible()).resolves.toBe(width >= 768);
      await expect(page.getByTestId("nav-menu-button").isVisible()).resolves.toBe(width < 768);
      await context.close();
    }
  });

  it("hydrates the same DOM on the first interaction, without a mismatch", async () => {
    const page = await env.browser.newPage({ viewport: { width: 375, height: 800 } });
    const errors = watchErrors(page);
    await page.goto(env.sys.url);
    await page.evaluate(() => {
      (window as unknown as { heading: Element | null }).heading = document.querySelector("h1");
    });
    await page.mouse.move(20, 20);
    // Live once the menu opens the drawer, which only the app can do.
    await page.getByTestId("nav-menu-button").click();
    await page.getByRole("dialog").waitFor();
    const same = await page.evaluate(
      () => (window as unknown as { heading: Element | null }).heading === document.querySelector("h1"),
    );
    expect(same).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("sends a Tagalog reader the page in Tagalog, hydrated as it is", async () => {
    const html = await (await fetch(env.sys.url, { headers: { cookie: "suri_locale=tl" } })).text();
    expect(html).toContain('<html lang="tl">');
    expect(html).toContain('data-locale="tl"');
    expect(html).toContain("Alamin ang tunay na halaga");

    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: "suri_locale", value: "tl", domain: new URL(env.sys.url).hostname, path: "/" }]);
    await context.addInitScript(() => localStorage.setItem("suri.locale", JSON.stringify("tl")));
    const page = await context.newPage();
    const errors = watchErrors(page);
    expect(await hydratedInPlace(page, env.sys.url)).toBe(true);
    expect(await page.locator("h1").textContent()).toContain("Alamin ang tunay na halaga");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a reader whose language the server did not know their language at once, and remembers it", async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => localStorage.setItem("suri.locale", JSON.stringify("tl")));
    const page = await context.newPage();
    await page.goto(env.sys.url);
    // No interaction: the app starts at once and renders the page in Tagalog.
    await page.waitForFunction(() => document.querySelector("h1")?.textContent?.includes("Alamin"), null, {
      timeout: 30_000,
    });
    const cookies = await context.cookies(env.sys.url);
    expect(cookies.find((c) => c.name === "suri_locale")?.value).toBe("tl");
    await context.close();
  });

  it("keeps a link typed and a click made before the app is live", async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(env.sys.url);
    const link = env.listings.url("/property/makati-2br-salcedo");
    await page.getByTestId("property-link-input").fill(link);
    await page.getByTestId("property-link-submit").click();
    await page.getByTestId("sign-up-required").waitFor({ timeout: 20_000 });
    expect(await page.getByTestId("property-link-input").inputValue()).toBe(link);
    expect(errors).toEqual([]);
    await page.close();
  });
});
