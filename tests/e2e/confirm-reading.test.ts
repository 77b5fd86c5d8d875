import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signedUpPage } from "../support/browser";
import { browserSystem } from "../support/browser-system";

const here = path.dirname(fileURLToPath(import.meta.url));
/** A real Lamudi listing as a user copies it: a 197 sqm house on 288 sqm in Carcar City, asking 11M. */
const BOLINAWAN = readFileSync(
  path.resolve(here, "../../services/scraper/test/fixtures/pasted-texts/lamudi-bolinawan.txt"),
  "utf8",
);

/**
 * "What we read" of a pasted post, shown before anything is charged: each field with its value and the
 * words it came from, one of them fixed in place, and one button that confirms it all and starts the
 * report — whose own "What we read" then shows the fixed value, stated by the user.
 */
describe("browser: what we read of a pasted text, confirmed before it is charged", () => {
  const env = browserSystem({ env: { NEWS_FEEDS: "http://127.0.0.1:9/feed" } });

  const signedIn = (width: number, name: string) => signedUpPage(env.browser, env.sys.url, width, name);

  const sidewaysScroll = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  const credits = async (page: Page) => (await page.request.get(`${env.sys.url}/api/credits`)).json();
  const text = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent())?.trim() ?? "";

  it.each([375, 1280])(
    "at %i px: reads the post, fixes a field in place, confirms in one step and reaches the report",
    async (width) => {
      const { page, errors } = await signedIn(width, `confirmer-${width}`);
      const started: unknown[] = [];
      page.on("request", (r) => {
        if (r.url().endsWith("/api/generate-report-from-text")) started.push(JSON.parse(r.postData() ?? "null"));
      });
      await page.getByTestId("open-analyze-dialog").first().click();
      await page.getByTestId("paste-text-tab").click();
      await page.getByTestId("paste-text-input").fill(BOLINAWAN);
      await page.getByTestId("paste-text-read").click();

      const check = page.getByTestId("reading-check");
      await check.waitFor({ timeout: 15_000 });
      // Each field with its value, in an editor, and the words it was read from.
      expect(await check.getByTestId("field-priceCentavos").inputValue()).toBe("11,000,000");
      expect(await check.getByTestId("field-lotAreaSqm").inputValue()).toBe("288");
      expect(await check.getByTestId("field-floorAreaSqm").inputValue()).toBe("197");
      expect(await text(page, "reading-check-snippet-lotAreaSqm")).toMatch(
        /^“Lot Area : 288 sq mtr\.” — from the listing's text/,
      );
      expect(await text(page, "reading-check-snippet-priceCentavos")).toMatch(/11M NET/);
      expect(await check.getByTestId("reading-check-unsure-bathrooms").isVisible()).toBe(true);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      // Reading it spent nothing and started nothing; the button says what confirming spends.
      expect(started).toEqual([]);
      expect(await credits(page)).toMatchObject({ reserved: 0, freeReportAvailable: true });
      const confirm = check.getByTestId("paste-text-confirm");
      expect(await confirm.textContent()).toBe("Confirm and analyze · uses your free report");

      // Fixed in place: the post has two toilets and baths and a powder room.
      await check.getByTestId("field-bathrooms").fill("3");
      await confirm.click();
      await page.waitForURL(/\/pending-report\//, { timeout: 15_000 });
      await page.waitForURL(/\/report\//, { timeout: 60_000 });
      await page.getByTestId("what-we-read").waitFor({ timeout: 15_000 });

      expect(started).toHaveLength(1);
      expect(started[0]).toMatchObject({
        text: BOLINAWAN.trim(),
        confirmed: { bathrooms: 3, lotAreaSqm: 288, floorAreaSqm: 197, priceCentavos: 1_100_000_000 },
      });
      expect(await text(page, "reading-value-bathrooms")).toBe("3");
      expect(await text(page, "reading-value-lotAreaSqm")).toBe("288 sqm");
      // Everything confirmed is stated: the report is unsure of nothing it was read from.
      expect(await page.getByTestId("reading-unsure").count()).toBe(0);
      expect(await page.getByTestId("unsure-city").count()).toBe(0);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(await credits(page)).toMatchObject({ freeReportAvailable: false, reserved: 0 });
      expect(errors).toEqual([]);
    },
    150_000,
  );
});
