import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeCounts, overflowingRight, waitForPage } from "../support/a11y";
import { browserSystem } from "../support/browser-system";
import { generateReport, registerUser, type SiteRoute, siteRoutes } from "../support/site";

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "screenshots");
const widths = [1280, 375] as const;

/** Every SPEC §2 route at desktop and phone width: it renders, axe finds nothing serious, its links lead somewhere. */
describe("browser: walk every route", () => {
  const env = browserSystem({ env: { NEWS_FEEDS: "http://127.0.0.1:9/feed" } });
  let routes: SiteRoute[] = [];
  let cookie: { name: string; value: string };
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    const user = await registerUser(env.sys.url, `walker-${Date.now()}@example.ph`);
    cookie = user.cookie;
    const reportId = await generateReport(user.client, env.listings.url("/property/makati-2br-salcedo"));
    routes = siteRoutes({ reportId });
  }, 120_000);
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
  });

  async function contextFor(width: number, signedIn: boolean): Promise<BrowserContext> {
    const context = await env.browser.newContext({
      viewport: { width, height: width > 500 ? 900 : 800 },
      timezoneId: "Asia/Manila",
    });
    contexts.push(context);
    if (signedIn) {
      const { hostname } = new URL(env.sys.url);
      await context.addCookies([{ name: cookie.name, value: cookie.value, domain: hostname, path: "/" }]);
    }
    return context;
  }

  async function isNotFound(page: Page): Promise<boolean> {
    return (await page.getByText("404 Page Not Found").count()) > 0;
  }

  for (const width of widths) {
    it(`renders every route at ${width} px${width === 1280 ? " with no serious or critical axe violation" : " with nothing past the right edge"}`, async () => {
      mkdirSync(path.join(SHOTS, String(width)), { recursive: true });
      const visitor = await (await contextFor(width, false)).newPage();
      const member = await (await contextFor(width, true)).newPage();
      const errors: string[] = [];
      for (const p of [visitor, member]) p.on("pageerror", (e) => errors.push(String(e)));
      const failures: string[] = [];
      for (const route of routes) {
        const page = route.auth ? member : visitor;
        try {
          await page.goto(env.sys.url + route.path);
          await waitForPage(page);
          // Below 768 px the top bar with the menu button is its own small chunk.
          if (width < 768 && route.name !== "popup-report") await page.getByTestId("nav-menu-button").waitFor();
          if (route.name === "blog-post-missing") await page.getByTestId("blog-not-found").waitFor();
          else if (await isNotFound(page)) failures.push(`${route.path}: not found`);
          await page.screenshot({ path: path.join(SHOTS, String(width), `${route.name}.png`) });
          // On a phone nothing sticks out sideways.
          if (width < 768) {
            const outside = await overflowingRight(page);
            if (outside.length > 0) failures.push(`${route.path}: past the right edge: ${outside.join(", ")}`);
          }
          // Contrast and structure do not change with the width: axe runs once, on the desktop walk.
          if (width !== 1280) continue;
          const axe = await axeCounts(page);
          if (axe.critical + axe.serious > 0) failures.push(`${route.path}: ${JSON.stringify(axe.rules)}`);
        } catch (error) {
          failures.push(`${route.path}: ${String(error).split("\n")[0]}`);
        }
      }
      expect(failures).toEqual([]);
      expect(errors).toEqual([]);
    }, 300_000);
  }

  it("follows every internal link on every open page without reaching the not-found page", async () => {
    const page = await (await contextFor(1280, true)).newPage();
    const origin = env.sys.url;
    const found = new Map<string, string>();
    for (const route of routes) {
      await page.goto(origin + route.path);
      await waitForPage(page);
      const hrefs = await page.$$eval("a[href]", (as) => as.map((a) => a.getAttribute("href") ?? ""));
      for (const href of hrefs) {
        if (!href.startsWith("/") || href.startsWith("//") || href.startsWith("/api/")) continue;
        if (!found.has(href)) found.set(href, route.path);
      }
    }
    expect(found.size).toBeGreaterThan(10);
    const broken: string[] = [];
    for (const [href, from] of found) {
      await page.goto(origin + from);
      await waitForPage(page);
      const link = page.locator(`a[href="${href}"]`).first();
      if (await link.isVisible()) {
        await link.click();
        await page.waitForURL((url) => url.pathname + url.search === href || url.pathname === href.split("?")[0]);
      } else {
        await page.goto(origin + href);
      }
      await waitForPage(page);
      if (await isNotFound(page)) broken.push(`${href} (from ${from})`);
    }
    expect(broken).toEqual([]);
  }, 300_000);

  it("opens every navigation entry from the phone drawer", async () => {
    const page = await (await contextFor(375, false)).newPage();
    await page.goto(env.sys.url);
    await waitForPage(page);
    const labels = ["Home", "How it works", "Pricing", "About", "Blog", "Login", "Sign Up"];
    for (const label of labels) {
      await page.getByTestId("nav-menu-button").click();
      const drawer = page.getByRole("dialog");
      await drawer.getByRole("link", { name: label, exact: true }).click();
      await drawer.waitFor({ state: "detached" });
      await waitForPage(page);
      expect(await isNotFound(page), label).toBe(false);
    }
  }, 120_000);

  it("opens the disclaimer side panel and the chat panel, and switches a new page to Tagalog", async () => {
    const page = await (await contextFor(1280, false)).newPage();
    await page.goto(`${env.sys.url}/about`);
    await waitForPage(page);
    await page.getByTestId("open-disclaimer-panel").click();
    await page.getByTestId("disclaimer-panel").getByText("Governing law").waitFor();
    await page.getByTestId("disclaimer-understand").click();
    await page.getByTestId("disclaimer-panel").waitFor({ state: "detached" });

    await page.getByTestId("chat-bubble-button").click();
    const chat = page.getByTestId("chat-panel");
    await chat.getByText("Have questions about this property?").waitFor();
    expect(await page.getByTestId("chat-open").getAttribute("target")).toBe("_blank");

    await page.getByTestId("language-tl").click();
    await page.getByRole("heading", { level: 1, name: "Tungkol sa Suri" }).waitFor();
    await page.goto(`${env.sys.url}/blog/gross-vs-net-rental-yield`);
    await page.getByTestId("blog-post-title").getByText("Gross o net?", { exact: false }).waitFor();
  }, 120_000);

  it("remembers the chosen region and shows its tips again after a reload", async () => {
    const page = await (await contextFor(1280, true)).newPage();
    await page.goto(`${env.sys.url}/dashboard`);
    await page.getByTestId("region-tips-empty").waitFor();
    await page.getByTestId("region-select").selectOption("davao");
    await page.getByTestId("region-tips").getByText("Verify the developer").waitFor();
    await page.reload();
    await page.getByTestId("region-tips").getByText("Verify the developer").waitFor();
    expect(await page.getByTestId("region-select").inputValue()).toBe("davao");
  }, 60_000);
});
