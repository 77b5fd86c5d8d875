import { describe, expect, it } from "vitest";
import { pasteLinkAndSignUp } from "../support/browser";
import { browserSystem } from "../support/browser-system";

/**
 * A user pastes a bank's list of foreclosed properties: no report and no charge, the list's
 * listings offered; picking one gives a report whose place is the listing's own (Binangonan, Rizal —
 * not the Pasay of a court remark or the Mandaluyong of a filter dropdown on the same page).
 */
describe("browser: a list page, then one of its listings", () => {
  const env = browserSystem();

  it("refuses the list with its listings offered, then reports on the one picked", async () => {
    const page = await env.browser.newPage();
    // A visitor pastes the list's link on the landing page, signs up, and the link is resumed.
    await pasteLinkAndSignUp(page, env.sys.url, env.listings.url("/properties-for-sale"), "jun");
    await page.waitForURL(/\/pending-report\//, { timeout: 15_000 });
    const refusal = page.getByTestId("list-page-refusal");
    await refusal.waitFor({ timeout: 30_000 });
    expect(await refusal.textContent()).toContain("That link is a search page");
    const picker = page.getByTestId("list-candidates");
    await picker.waitFor();
    expect(await picker.getByTestId("list-candidate").count()).toBe(8);
    expect(await picker.textContent()).toContain("Brgy. Pag-asa, Binangonan, Rizal");

    const credits = await page.request.get(`${env.sys.url}/api/credits`);
    expect(await credits.json()).toMatchObject({ reserved: 0, freeReportAvailable: true });

    await picker.getByRole("link", { name: "Analyze this listing" }).first().click();
    const input = page.getByTestId("analyze-dialog-link-input");
    await input.waitFor();
    expect(await input.inputValue()).toBe(env.listings.url("/properties-for-sale/details/res-2026-0412"));
    await page.getByTestId("analyze-dialog-submit").click();
    await page.waitForURL(/\/report\//, { timeout: 45_000 });
    const place = page.getByTestId("place-evidence");
    await place.waitFor({ timeout: 15_000 });
    expect(await place.textContent()).toMatch(/Binangonan, Rizal/);
    const fairness = await page.getByTestId("price-fairness").textContent();
    expect(fairness).not.toMatch(/Pasay|Mandaluyong|Metro Manila/);
  });
});
