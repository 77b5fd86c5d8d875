import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { englishFragments } from "../../services/analyzer/src/wording/english-fragments";
import { overflowingRight } from "../support/a11y";
import { browserSystem } from "../support/browser-system";
import { startApp } from "../support/hydration";
import { buyDemoCredits, PASTED_KINDS, reportFromText } from "../support/report-kinds";
import { registerUser } from "../support/site";

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "screenshots/issue-20");

/**
 * Issue 20, Tagalog through and through: a foreclosure with conditions (reasons, risks, caveats, factor
 * descriptions, costs — every kind of generated sentence) read in Tagalog on a phone and a desktop holds no
 * English sentence of the writer's catalogue, and its sections are shown for the closing note.
 */
describe("browser: a report read in Tagalog", () => {
  const env = browserSystem({ env: { NEWS_FEEDS: "http://127.0.0.1:9/feed", DEMO_CHECKOUT: "true" } });
  const fragments = englishFragments();
  let cookie: { name: string; value: string };
  let reportId = "";
  const closers: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const user = await registerUser(env.sys.url, `tagalog-${Date.now()}@example.ph`);
    cookie = user.cookie;
    await buyDemoCredits(user.client);
    reportId = await reportFromText(user.client, PASTED_KINDS.foreclosure);
  }, 120_000);
  afterAll(async () => {
    for (const close of closers) await close().catch(() => undefined);
  });

  it("switched to Tagalog in the app after reading in English: every generated sentence turns Tagalog", async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    closers.push(() => context.close());
    await context.addCookies([{ ...cookie, domain: new URL(env.sys.url).hostname, path: "/" }]);
    const page = await context.newPage();
    await page.goto(`${env.sys.url}/report/${reportId}`);
    await page.getByTestId("report-risks").waitFor({ timeout: 30_000 });
    await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
    const mainText = async () => ((await page.locator("main").textContent()) ?? "").replace(/\s+/g, " ");
    const english = (text: string) => fragments.filter((f) => text.includes(f.text)).map((f) => f.key);
    // Read in English first: the app asked for the report as an English reader does (no Tagalog in it).
    expect(english(await mainText()).length).toBeGreaterThan(0);
    await page.getByTestId("language-tl").first().click();
    await page.getByRole("heading", { name: "Mga dapat tandaan" }).waitFor();
    await expect.poll(async () => english(await mainText()), { timeout: 15_000 }).toEqual([]);
  });

  for (const width of [375, 1280] as const) {
    it(`${width} px: every generated sentence is Tagalog`, async () => {
      const context = await env.browser.newContext({ viewport: { width, height: width > 500 ? 900 : 800 } });
      closers.push(() => context.close());
      const domain = new URL(env.sys.url).hostname;
      // A Tagalog reader's browser: the setting in local storage and its cookie, so the server renders Tagalog too.
      await context.addCookies([
        { ...cookie, domain, path: "/" },
        { name: "suri_locale", value: "tl", domain, path: "/" },
      ]);
      await context.addInitScript(() => localStorage.setItem("suri.locale", JSON.stringify("tl")));
      const page = await context.newPage();
      await page.goto(`${env.sys.url}/report/${reportId}`);
      await startApp(page);
      await page.getByTestId("report-risks").waitFor({ timeout: 30_000 });
      await page.getByRole("heading", { name: "Mga dapat tandaan" }).waitFor();
      await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
      const text = ((await page.locator("main").textContent()) ?? "").replace(/\s+/g, " ");
      expect(fragments.filter((f) => text.includes(f.text)).map((f) => `${f.key}: ${f.text}`)).toEqual([]);
      expect(text).toMatch(/Mga dapat tandaan/);
      expect(await overflowingRight(page)).toEqual([]);
      await page.getByTestId("price-fairness").screenshot({ path: path.join(SHOTS, `tagalog-reasons-${width}.png`) });
      await page.getByTestId("report-risks").screenshot({ path: path.join(SHOTS, `tagalog-risks-${width}.png`) });
      await page
        .getByRole("heading", { name: "Mga dapat tandaan" })
        .locator("..")
        .screenshot({ path: path.join(SHOTS, `tagalog-caveats-${width}.png`) });
    });
  }
});
