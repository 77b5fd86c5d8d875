import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pdfText } from "../../services/scraper/src/read-upload/pdf-text";
import { pasteAndRead, signedUpPage } from "../support/browser";
import { browserSystem } from "../support/browser-system";

const here = path.dirname(fileURLToPath(import.meta.url));
/** A real Lamudi listing as a user copies it: a 197 sqm house on 288 sqm in Carcar City, asking 11M. */
const BOLINAWAN = readFileSync(
  path.resolve(here, "../../services/scraper/test/fixtures/pasted-texts/lamudi-bolinawan.txt"),
  "utf8",
);
const WITHOUT_PRICE = BOLINAWAN.split("\n")
  .filter((line) => !/price/i.test(line))
  .join("\n");

/**
 * What we read and the user's word on it, on a phone and on a desktop: a pasted listing without its price
 * asks for it before anything is spent; a corrected field values the report again — its figures change in place, no credit is used —
 * and the PDF downloaded afterwards carries the correction.
 */
describe("browser: what we read, and correcting it", () => {
  const env = browserSystem({ env: { NEWS_FEEDS: "http://127.0.0.1:9/feed" } });

  const signedIn = (width: number, name: string) => signedUpPage(env.browser, env.sys.url, width, name);

  /** A report of the text as read, nothing confirmed (as the API still allows), from the signed-in page. */
  async function reportAsRead(page: Page, text: string) {
    const { jobId } = await page.evaluate(async (body) => {
      const res = await fetch("/api/generate-report-from-text", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ text: body }),
      });
      return (await res.json()) as { jobId: string };
    }, text);
    await page.goto(`${env.sys.url}/pending-report/${jobId}`);
  }

  const sidewaysScroll = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  const credits = async (page: Page) => (await page.request.get(`${env.sys.url}/api/credits`)).json();
  const text = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent())?.trim() ?? "";

  async function pdfOf(page: Page): Promise<string> {
    const href = await page.getByTestId("download-pdf").getAttribute("href");
    const pdf = await page.request.get(`${env.sys.url}${href}`);
    expect(pdf.status()).toBe(200);
    return pdfText(await pdf.body(), { pdfPagesMax: 20, textCharsMax: 200_000 });
  }

  async function correct(page: Page, changes: Record<string, string>) {
    await page.getByTestId("edit-reading").click();
    const dialog = page.getByTestId("correction-dialog");
    await dialog.waitFor();
    for (const [field, value] of Object.entries(changes)) await dialog.getByTestId(`field-${field}`).fill(value);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await dialog.getByTestId("correction-save").click();
    await dialog.waitFor({ state: "hidden", timeout: 30_000 });
  }

  it("on a phone (375 px): asks for the missing price, then re-values a corrected floor area", async () => {
    const { page, errors } = await signedIn(375, "phone-fixer");
    const form = await pasteAndRead(page, WITHOUT_PRICE);
    await form.getByTestId("reading-check-missing").waitFor();
    expect(await text(page, "reading-check-snippet-priceCentavos")).toBe("Needed for the report");
    // What was read is filled in: the areas, the type, the place, each with its words.
    expect(await form.getByTestId("field-lotAreaSqm").inputValue()).toBe("288");
    expect(await form.getByTestId("field-floorAreaSqm").inputValue()).toBe("197");
    expect(await form.getByTestId("field-city").inputValue()).toBe("Carcar");
    expect(await text(page, "reading-check-snippet-lotAreaSqm")).toMatch(/Lot Area/);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    // Confirming without the price is refused on its field; nothing spent so far.
    await form.getByTestId("paste-text-confirm").click();
    expect(await text(page, "field-error-priceCentavos")).toMatch(/^Please enter the price in pesos/);
    expect(await credits(page)).toMatchObject({ reserved: 0, freeReportAvailable: true });

    await form.getByTestId("field-priceCentavos").fill("11,000,000");
    await form.getByTestId("paste-text-confirm").click();
    await page.waitForURL(/\/report\//, { timeout: 60_000 });
    await page.getByTestId("what-we-read").waitFor({ timeout: 15_000 });
    expect(await text(page, "fin-price")).toBe("₱11,000,000");
    expect(await text(page, "reading-value-floorAreaSqm")).toBe("197 sqm");
    const perSqmBefore = await text(page, "fin-price-per-sqm");
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    const spent = await credits(page);
    expect(spent).toMatchObject({ freeReportAvailable: false, reserved: 0 });

    await correct(page, { floorAreaSqm: "150" });
    await expect.poll(() => text(page, "reading-value-floorAreaSqm"), { timeout: 15_000 }).toBe("150 sqm");
    expect(await text(page, "corrected-floorAreaSqm")).toBe("Corrected by you");
    // 197 sqm was read and confirmed before the report: the user's own earlier value.
    expect(await page.getByTestId("reading-row-floorAreaSqm").textContent()).toContain("Before: 197 sqm");
    expect(await text(page, "fin-price-per-sqm")).not.toBe(perSqmBefore);
    expect(await text(page, "reading-revision")).toMatch(/^Revision 2/);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    // Free: the balance is as it was.
    expect(await credits(page)).toEqual(spent);

    const pdf = await pdfOf(page);
    expect(pdf).toContain("Corrected by you");
    expect(pdf).toMatch(/Floor area: 150 sqm \(the listing said 197 sqm\)/);
    expect(errors).toEqual([]);
  }, 150_000);

  it("on a desktop (1280 px): an unsure report says so, and a corrected price re-values it and its PDF", async () => {
    const { page, errors } = await signedIn(1280, "desk-fixer");
    await reportAsRead(page, BOLINAWAN);
    await page.waitForURL(/\/report\//, { timeout: 60_000 });
    await page.getByTestId("what-we-read").waitFor({ timeout: 15_000 });
    // The town was found in the description only: the report says it is unsure and offers the fix.
    await page.getByTestId("report-unsure").waitFor();
    expect(await page.getByTestId("unsure-city").isVisible()).toBe(true);
    expect(await text(page, "fin-price")).toBe("₱11,000,000");
    const scoreBefore = await text(page, "investment-score");
    const perSqmBefore = await text(page, "fin-price-per-sqm");
    const before = await credits(page);

    await correct(page, { priceCentavos: "8,500,000" });
    await expect.poll(() => text(page, "fin-price"), { timeout: 15_000 }).toBe("₱8,500,000");
    expect(await text(page, "fin-price-per-sqm")).not.toBe(perSqmBefore);
    expect(await text(page, "corrected-priceCentavos")).toBe("Corrected by you");
    // The flagged place was left as it was: saving confirmed it, and the report is no longer unsure of it.
    expect(await text(page, "corrected-city")).toBe("Confirmed by you");
    expect(await page.getByTestId("report-unsure").count()).toBe(0);
    expect(await text(page, "place-evidence")).toContain("set by you");
    expect(await text(page, "investment-score")).toBeTruthy();
    expect(scoreBefore).toBeTruthy();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await credits(page)).toEqual(before);

    // Another price altogether is no misreading: refused on its field with the reason, a new report offered.
    await page.getByTestId("edit-reading").click();
    const dialog = page.getByTestId("correction-dialog");
    await dialog.waitFor();
    await dialog.getByTestId("field-priceCentavos").fill("50,000,000");
    await dialog.getByTestId("correction-save").click();
    await dialog.getByTestId("correction-new-report").waitFor({ timeout: 15_000 });
    expect(await text(page, "field-error-priceCentavos")).toMatch(/not a misreading.*please start a new report/);
    expect(await dialog.getByTestId("correction-new-report").getAttribute("href")).toBe("/analyze");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await text(page, "fin-price")).toBe("₱8,500,000");
    expect(await credits(page)).toEqual(before);

    // After a reload the corrected report is what the server gives.
    await page.reload();
    await expect.poll(() => text(page, "fin-price"), { timeout: 15_000 }).toBe("₱8,500,000");
    const pdf = await pdfOf(page);
    expect(pdf).toMatch(/Price: PHP 8,500,000 \(the listing said PHP 11,000,000\)/);
    expect(pdf).toContain("PHP 8,500,000");
    expect(errors).toEqual([]);
  }, 150_000);
});
