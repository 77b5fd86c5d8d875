import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pasteAndRead, signedUpPage } from "../support/browser";
import { browserSystem } from "../support/browser-system";

const here = path.dirname(fileURLToPath(import.meta.url));
const pasted = (file: string) =>
  readFileSync(path.resolve(here, "../../services/scraper/test/fixtures/pasted-texts", file), "utf8");
/** A real Lamudi post: a 197 sqm house on 288 sqm in Carcar City, ₱11M, every figure stated. */
const BOLINAWAN = pasted("lamudi-bolinawan.txt");
/**
 * One real record of Metrobank's foreclosed-properties list (../shared/data/listings/ph_foreclosed_metrobank_2025-06.pdf),
 * as a user copies it from the PDF: a 68 sqm condo in Binondo whose title carries a levy from a civil case.
 */
const METROBANK_LEVY = pasted("metrobank-binondo-levy.txt");
/** A real Lamudi post (row 246 of the shared descriptions): a studio "for assume" at an ₱850k assume price, no balance. */
const FOR_ASSUME = pasted("lamudi-row-246-for-assume.txt");
/** A real Lamudi post (row 248 of the shared descriptions): 2.5 hectares of beach land in Tuburan, Cebu, ₱100M. */
const TUBURAN_LAND = pasted("lamudi-row-248-tuburan-land.txt");

/**
 * A verdict you can act on, as a user meets it: a pasted post read, confirmed in one step and judged with a
 * verdict that agrees with its own numbers; a foreclosure's levy raised at the top with the listing's words,
 * capping the score and taking the loans away; a pasalo that asks for the balance before it is judged; land
 * judged against land, and withheld with its spread and the next step where land's prices spread too widely.
 */
describe("browser: verdicts, red flags and pasalo from pasted posts", () => {
  const env = browserSystem({ env: { NEWS_FEEDS: "http://127.0.0.1:9/feed" } });

  const signedIn = (width: number, name: string) => signedUpPage(env.browser, env.sys.url, width, name);

  /** Paste, read, confirm what was read unchanged: the one step before the credit is spent. */
  async function pasteAndConfirm(page: Page, text: string): Promise<void> {
    const check = await pasteAndRead(page, text);
    await check.getByTestId("paste-text-confirm").click();
    await page.waitForURL(/\/report\//, { timeout: 60_000 });
    await page.getByTestId("price-fairness").waitFor({ timeout: 15_000 });
  }

  const sidewaysScroll = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  const peso = (text: string) => Number(text.replaceAll(/[₱,]/g, ""));

  it.each([375, 1280])(
    "at %i px: a pasted post, confirmed in one step, gets a verdict that agrees with its numbers",
    async (width) => {
      const { page, errors } = await signedIn(width, `verdict-${width}`);
      await pasteAndConfirm(page, BOLINAWAN);
      const banner = page.getByTestId("price-fairness");
      const words = (await banner.textContent()) ?? "";
      expect(words).not.toMatch(/Comparison unreliable|Not enough market data|±\s?5/);
      // The verdict's words come from its numbers: the gap from our estimate and the range it sits in.
      const line =
        /([\d.]+)% (above|below) our estimate of (₱[\d,]+), inside the market range of (₱[\d,]+)–(₱[\d,]+)/.exec(words);
      expect(line).not.toBeNull();
      const [, , side, estimate, low, high] = line as RegExpExecArray;
      expect(side).toBe("below"); // ₱11,000,000 asked
      expect(peso(low as string)).toBeLessThanOrEqual(11_000_000);
      expect(peso(high as string)).toBeGreaterThanOrEqual(11_000_000);
      expect(peso(estimate as string)).toBeGreaterThan(11_000_000);
      expect(words).toContain("In line with the market");
      // What the user confirmed is theirs, with the words it was read from.
      await page.getByTestId("what-we-read").waitFor({ timeout: 15_000 });
      expect(await page.getByTestId("set-by-you-priceCentavos").textContent()).toBe("Confirmed by you");
      expect(await page.getByTestId("reading-snippet-priceCentavos").textContent()).toMatch(/11M NET/);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    },
  );

  it.each([375, 1280])(
    "at %i px: a foreclosure's levy is raised at the top in its own words, caps the score and rules out the loans",
    async (width) => {
      const { page, errors } = await signedIn(width, `levy-${width}`);
      await pasteAndConfirm(page, METROBANK_LEVY);
      const flags = page.getByTestId("red-flags").first();
      await flags.waitFor({ timeout: 15_000 });
      const flagWords = (await flags.textContent()) ?? "";
      expect(flagWords).toContain("Notice of Levy on Attachment");
      expect(flagWords).toContain("Writ of Possession");
      expect(flagWords).not.toMatch(/title_encumbered|legal_case|insufficient_data/);
      // At the top: the flags come before the price verdict on the page.
      const flagsTop = (await flags.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
      const verdictTop = (await page.getByTestId("price-fairness").boundingBox())?.y ?? 0;
      expect(flagsTop).toBeLessThan(verdictTop);
      const score = Number((await page.getByTestId("investment-score").first().textContent())?.match(/\d+/)?.[0]);
      expect(score).toBeLessThanOrEqual(39);
      // No Pag-IBIG or bank scenario on a levied title: cash only, and the report says why.
      const financing = page.getByTestId("report-financing");
      await financing.waitFor({ timeout: 15_000 });
      expect(await financing.getByTestId("financing-table").textContent()).not.toMatch(/Pag-IBIG housing loan|Bank/);
      expect(await financing.textContent()).toContain("the title carries a levy");
      // The calculator takes the same inputs: cash only, and the same reason.
      await page.getByTestId("open-calculator").first().click();
      await page.getByTestId("calc-results").waitFor({ timeout: 15_000 });
      expect(await page.getByTestId("calc-no-loan").textContent()).toContain("the title carries a levy");
      expect(await page.getByTestId("calc-tab-pagibig").count()).toBe(0);
      expect(await page.getByTestId("calc-tab-bank").count()).toBe(0);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    },
  );

  it.each([375, 1280])("at %i px: a pasalo post asks for the remaining balance before it is judged", async (width) => {
    const { page, errors } = await signedIn(width, `pasalo-${width}`);
    const check = await pasteAndRead(page, FOR_ASSUME);
    // The equity is read as the equity, and the balance is asked for right there.
    expect(await check.getByTestId("field-equityCentavos").inputValue()).toBe("850,000");
    expect(await check.getByTestId("reading-check-balanceCentavos").isVisible()).toBe(true);
    await check.getByTestId("paste-text-confirm").click();
    await page.waitForURL(/\/report\//, { timeout: 60_000 });
    const statement = page.getByTestId("assumption-statement");
    await statement.waitFor({ timeout: 15_000 });
    expect(await statement.textContent()).toMatch(/₱850,000 asked is the seller's equity/);
    expect(await page.getByTestId("price-fairness").textContent()).toMatch(/balance/i);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });

  it.each([375, 1280])(
    "at %i px: hectares of land are compared with land, and a spread too wide to judge is said with what settles it",
    async (width) => {
      const { page, errors } = await signedIn(width, `land-${width}`);
      await pasteAndConfirm(page, TUBURAN_LAND);
      const banner = page.getByTestId("price-fairness");
      const reasons = (await banner.getByTestId("fairness-reasons").textContent()) ?? "";
      expect(reasons).toMatch(
        /Similar listings in Cebu ask anywhere from ₱[\d,]+ to ₱[\d,]+ per sqm, too wide a spread/,
      );
      // Compared with land, not with house lots: no "more likely a different kind of property".
      expect(await banner.textContent()).not.toMatch(/different kind of property|In line with the market/);
      expect(await page.getByTestId("fix-list").textContent()).toContain("BIR zonal value");
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    },
  );
});
