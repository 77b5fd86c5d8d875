import { describe, expect, it } from "vitest";
import { pasteLinkAndSignUp } from "../support/browser";
import { browserSystem } from "../support/browser-system";

/** The main journey of a new user, and a purchase through the demo checkout. */
describe("browser: sign up → analyze → report", () => {
  const env = browserSystem({ listings: { slowMs: 400 }, env: { DEMO_CHECKOUT: "true" } });

  it("main journey: paste a link, sign up, live progress, report, PDF, buy credits, My Reports, logout", async () => {
    const page = await env.browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));

    // A visitor pastes a listing link on the landing page and is asked to sign up; the link is kept.
    await page.goto(env.sys.url);
    await page.getByTestId("sample-deal-card").waitFor();
    await pasteLinkAndSignUp(page, env.sys.url, env.listings.url("/property/makati-2br-salcedo"), "maria");

    // Signing up resumes the pasted link: the job's live progress, then the report.
    await page.waitForURL(/\/pending-report\//, { timeout: 15_000 });
    await page.getByTestId("job-progress-percent").waitFor();
    await page.waitForURL(/\/report\//, { timeout: 30_000 });
    const title = page.getByTestId("report-title");
    await title.waitFor({ timeout: 15_000 });
    expect(await title.textContent()).toMatch(/Makati/);
    const score = Number(((await page.getByTestId("investment-score").textContent()) ?? "").match(/\d+/)?.[0]);
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThanOrEqual(100);
    expect(await page.getByTestId("report-sources").textContent()).toMatch(/\S/);

    // The PDF the download button points at is a PDF of this report.
    const pdfHref = (await page.getByTestId("download-pdf").getAttribute("href")) ?? "";
    const pdf = await page.request.get(env.sys.url + pdfHref);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

    // The calculator's tabs switch between the financing scenarios.
    await page.getByTestId("open-calculator").click();
    await page.getByTestId("calc-results").waitFor({ timeout: 15_000 });
    await page.getByTestId("calc-tab-pagibig").click();
    await page.getByTestId("calc-amortization-pagibig").waitFor();

    // Buy credits through the labelled demo checkout.
    await page.getByTestId("buy-credits-nav").click();
    await page.waitForURL(/\/credits/);
    await page.getByTestId("pack-buy-credit_5").click();
    await page.waitForURL(/\/demo-checkout\//, { timeout: 15_000 });
    await page.getByTestId("demo-checkout-complete").click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="payment-status"]')?.getAttribute("data-state") === "success",
      null,
      { timeout: 15_000 },
    );

    // My Reports lists the report; logout returns the visitor's navigation.
    await page.getByRole("link", { name: "My Reports" }).click();
    await page.waitForURL(/\/reports$/);
    await page.getByTestId("report-card").first().waitFor();
    expect(await page.getByTestId("report-card").count()).toBe(1);
    await page.getByTestId("logout-button").click();
    await page.getByRole("link", { name: "Login", exact: true }).waitFor();
    expect(await page.getByTestId("logout-button").count()).toBe(0);
    await page.goto(`${env.sys.url}/reports`);
    await page.waitForURL(/\/auth\?redirect=/);
    expect(errors).toEqual([]);
  }, 120_000);

  it("buys a pack through the demo checkout and sees the balance rise", async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.sys.url}/auth`);
    await page.getByTestId("signup-email").fill(`buyer-${Date.now()}@example.ph`);
    await page.getByTestId("signup-password").fill("secret-passphrase");
    await page.getByTestId("signup-confirm-password").fill("secret-passphrase");
    await page.getByTestId("signup-submit").click();
    await page.getByTestId("dashboard-greeting").waitFor({ timeout: 15_000 });

    await page.goto(`${env.sys.url}/credits`);
    await page.getByTestId("credits-balance").waitFor();
    expect(await page.getByTestId("credits-balance").textContent()).toMatch(/\b0\b/);
    await page.getByTestId("pack-buy-credit_5").click();
    await page.waitForURL(/\/demo-checkout\//, { timeout: 15_000 });
    expect(await page.getByTestId("demo-checkout-label").textContent()).toMatch(/no real charge/i);
    await page.getByTestId("demo-checkout-complete").click();

    await page.waitForURL(/\/payment-success\?session_id=demo_/, { timeout: 15_000 });
    const status = page.getByTestId("payment-status");
    await page.waitForFunction(
      () => document.querySelector('[data-testid="payment-status"]')?.getAttribute("data-state") === "success",
      null,
      {
        timeout: 15_000,
      },
    );
    expect(await status.textContent()).toMatch(/5/);

    await page.goto(`${env.sys.url}/credits`);
    await page.waitForFunction(
      () => /\b5\b/.test(document.querySelector('[data-testid="credits-balance"]')?.textContent ?? ""),
      null,
      {
        timeout: 15_000,
      },
    );
    expect(await page.getByTestId("credit-history").textContent()).toMatch(/\+\s?5/);

    // A session that is not ours (or does not exist) shows the verification issue, not a success.
    await page.goto(`${env.sys.url}/payment-success?session_id=cs_unknown_session&pack_id=credit_1`);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="payment-status"]')?.getAttribute("data-state") === "issue",
      null,
      {
        timeout: 15_000,
      },
    );
    expect(await page.getByTestId("payment-error-code").textContent()).toContain("session_not_found");
  }, 90_000);
});
