import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, pasteLinkAndSignUp, WEB_DIST } from "../support/browser";
import { startListingServer } from "../support/listing-server";
import { startTestSystem } from "../support/system";

/**
 * A user pastes a bank's list of foreclosed properties: no report and no charge, the list's
 * listings offered; picking one gives a report whose place is the listing's own (Binangonan, Rizal —
 * not the Pasay of a court remark or the Mandaluyong of a filter dropdown on the same page).
 */
describe("browser: a list page, then one of its listings", () => {
  let listings: Awaited<ReturnType<typeof startListingServer>>;
  let sys: Awaited<ReturnType<typeof startTestSystem>>;
  let browser: Browser;

  beforeAll(async () => {
    listings = await startListingServer();
    sys = await startTestSystem("embedded", listings.host, { WEB_DIST_DIR: WEB_DIST });
    browser = await launchChromium();
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await sys?.stop();
    await listings?.close();
  });

  it("refuses the list with its listings offered, then reports on the one picked", async () => {
    const page = await browser.newPage();
    // A visitor pastes the list's link on the landing page, signs up, and the link is resumed.
    await pasteLinkAndSignUp(page, sys.url, listings.url("/properties-for-sale"), "jun");
    await page.waitForURL(/\/pending-report\//, { timeout: 15_000 });
    const error = page.getByTestId("job-error");
    await error.waitFor({ timeout: 30_000 });
    expect(await error.textContent()).toContain("This looks like a list of 412 properties");
    const picker = page.getByTestId("list-candidates");
    await picker.waitFor();
    expect(await picker.getByRole("listitem").count()).toBe(8);
    expect(await picker.textContent()).toContain("Brgy. Pag-asa, Binangonan, Rizal");

    const credits = await page.request.get(`${sys.url}/api/credits`);
    expect(await credits.json()).toMatchObject({ reserved: 0, freeReportAvailable: true });

    await picker.getByRole("button", { name: "Analyze this listing" }).first().click();
    const input = page.getByTestId("analyze-dialog-link-input");
    await input.waitFor();
    expect(await input.inputValue()).toBe(listings.url("/properties-for-sale/details/res-2026-0412"));
    await page.getByTestId("analyze-dialog-submit").click();
    await page.waitForURL(/\/report\//, { timeout: 45_000 });
    const place = page.getByTestId("place-evidence");
    await place.waitFor({ timeout: 15_000 });
    expect(await place.textContent()).toMatch(/Binangonan, Rizal/);
    const fairness = await page.getByTestId("price-fairness").textContent();
    expect(fairness).not.toMatch(/Pasay|Mandaluyong|Metro Manila/);
  });
});
