import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { confirmedOnDashboard } from "../support/browser";
import { browserSystem } from "../support/browser-system";

/** The report, its calculator, the card and popup views, the Tagalog toggle and the open demo report. */
describe("browser: report pages", () => {
  const env = browserSystem();
  let page: Page;
  let reportId = "";
  const errors: string[] = [];

  beforeAll(async () => {
    page = await env.browser.newPage();
    page.on("pageerror", (e) => errors.push(String(e)));
    await page.goto(`${env.sys.url}/auth`);
    const email = `pages-${Date.now()}@example.ph`;
    await page.getByTestId("signup-email").fill(email);
    await page.getByTestId("signup-username").fill("jose");
    await page.getByTestId("signup-password").fill("secret-passphrase");
    await page.getByTestId("signup-confirm-password").fill("secret-passphrase");
    await page.getByTestId("signup-submit").click();
    await page.getByTestId("dashboard-greeting").waitFor({ timeout: 15_000 });
    await confirmedOnDashboard(page, env.sys.url, email);
    await page.getByTestId("open-analyze-dialog").first().click();
    await page.getByTestId("analyze-dialog-link-input").fill(env.listings.url("/property/makati-2br-salcedo"));
    await page.getByTestId("analyze-dialog-submit").click();
    await page.waitForURL(/\/report\//, { timeout: 30_000 });
    reportId = page.url().split("/report/")[1] ?? "";
  }, 90_000);

  it("shows every section of the report, with the PDF link, and switches the narrative to Tagalog", async () => {
    await page.getByTestId("report-title").waitFor({ timeout: 15_000 });
    for (const id of [
      "report-market-value",
      "roi-timeline",
      "report-costs",
      "report-financing",
      "report-location",
      "report-risks",
      "report-ofw-guide",
      "roi-chart",
    ]) {
      await page.getByTestId(id).waitFor();
    }
    expect(await page.getByTestId("download-pdf").getAttribute("href")).toBe(`/api/reports/${reportId}/pdf?lang=en`);
    const english = await page.getByTestId("report-summary").textContent();
    expect(english).toMatch(/is listed at ₱16,000,000/);
    await page.getByTestId("language-tl").first().click();
    await page.getByText("nakalistang ₱16,000,000", { exact: false }).first().waitFor();
    expect(await page.getByTestId("download-pdf").getAttribute("href")).toBe(`/api/reports/${reportId}/pdf?lang=tl`);
    await page.getByTestId("language-en").first().click();
  });

  it("recomputes the calculator when the user edits the Pag-IBIG rate", async () => {
    await page.getByTestId("open-calculator").click();
    await page.getByTestId("calc-results").waitFor({ timeout: 15_000 });
    await page.getByTestId("calc-tab-pagibig").click();
    const before = await page.getByTestId("calc-amortization-pagibig").textContent();
    await page.getByTestId("calc-pagibigRatePercent").fill("3");
    await expect.poll(() => page.getByTestId("calc-amortization-pagibig").textContent()).not.toBe(before);
    await page.getByTestId("calc-reset").click();
    await expect.poll(() => page.getByTestId("calc-amortization-pagibig").textContent()).toBe(before);
  });

  it("opens the card and popup views of the same report", async () => {
    await page.goto(`${env.sys.url}/card-report/${reportId}`);
    expect(await page.getByTestId("card-report-title").textContent()).toMatch(/Makati/);
    await page.goto(`${env.sys.url}/popup-report/${reportId}`);
    await page.getByTestId("popup-report").getByText("₱16,000,000").waitFor();
  });

  it("shows the demo report to a visitor, labelled as a sample, in both views", async () => {
    const visitor = await env.browser.newPage();
    await visitor.goto(`${env.sys.url}/demo-report`);
    await visitor.getByTestId("demo-badge").waitFor({ timeout: 15_000 });
    await visitor.getByTestId("sample-notice").waitFor();
    expect(await visitor.getByTestId("report-title").textContent()).toMatch(/^Sample:/);
    await visitor.getByRole("button", { name: "Simplified View" }).click();
    expect(await visitor.getByTestId("report-costs").count()).toBe(0);
    await visitor.close();
    expect(errors).toEqual([]);
  });
});
