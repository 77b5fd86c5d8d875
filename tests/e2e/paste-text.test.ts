import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { confirmAddress, systemLinks } from "../support/account-mail";
import { confirmedOnDashboard } from "../support/browser";
import { browserSystem } from "../support/browser-system";
import { ApiClient } from "../support/client";

const here = path.dirname(fileURLToPath(import.meta.url));
/** A real Lamudi listing as a user copies it (title and description): a 288 sqm house and lot in Carcar City. */
const BOLINAWAN = readFileSync(
  path.resolve(here, "../../services/scraper/test/fixtures/pasted-texts/lamudi-bolinawan.txt"),
  "utf8",
);

/**
 * The third way in: the listing's own words pasted in the analyze dialog, read and confirmed, then followed
 * like a link to its report.
 */
describe("browser: paste the listing's text", () => {
  const env = browserSystem({ env: { NEWS_FEEDS: "http://127.0.0.1:9/feed" } });

  async function newPage(): Promise<{ page: Page; errors: string[] }> {
    const page = await env.browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    return { page, errors };
  }

  async function fillSignUp(page: Page, name: string) {
    const email = `${name}-${Date.now()}@example.ph`;
    await page.getByTestId("signup-email").fill(email);
    await page.getByTestId("signup-password").fill("secret-passphrase");
    await page.getByTestId("signup-confirm-password").fill("secret-passphrase");
    await page.getByTestId("signup-submit").click();
    return email;
  }

  async function signUp(name: string) {
    const opened = await newPage();
    await opened.page.goto(`${env.sys.url}/auth`);
    const email = await fillSignUp(opened.page, name);
    await opened.page.getByTestId("dashboard-greeting").waitFor({ timeout: 15_000 });
    await confirmedOnDashboard(opened.page, env.sys.url, email);
    return opened;
  }

  /** What we read is shown first; confirming it as read starts the report. */
  async function confirmAndWaitForReport(page: Page) {
    const check = page.getByTestId("reading-check");
    await check.waitFor({ timeout: 15_000 });
    await check.getByTestId("paste-text-confirm").click();
    await page.waitForURL(/\/pending-report\//, { timeout: 15_000 });
    await page.waitForURL(/\/report\//, { timeout: 60_000 });
    const title = page.getByTestId("report-title");
    await title.waitFor({ timeout: 15_000 });
    return title;
  }

  async function pasteAndWaitForReport(page: Page) {
    await page.getByTestId("paste-text-input").fill(BOLINAWAN);
    await page.getByTestId("paste-text-read").click();
    return confirmAndWaitForReport(page);
  }

  it("pastes a listing in the dialog, checks the limits, follows the job and reaches the report", async () => {
    const { page, errors } = await signUp("paster");
    await page.getByTestId("open-analyze-dialog").first().click();
    await page.getByTestId("paste-text-tab").click();
    const counter = page.getByTestId("paste-text-counter");
    expect(await counter.textContent()).toBe("0 / 20,000 characters");
    expect(await page.getByTestId("paste-text-read").isDisabled()).toBe(true);

    // Too short: the API's own message, and nothing is sent.
    const sent: { path: string; body: string }[] = [];
    page.on("request", (r) => {
      const { pathname } = new URL(r.url());
      if (pathname === "/api/generate-report-from-text" || pathname === "/api/listing-text/read") {
        sent.push({ path: pathname, body: r.postData() ?? "" });
      }
    });
    await page.getByTestId("paste-text-input").fill("  2BR condo, Cebu.  ");
    expect(await counter.textContent()).toBe("16 / 20,000 characters");
    await page.getByTestId("paste-text-read").click();
    expect(await page.getByTestId("paste-text-error").textContent()).toMatch(/at least 40 characters/);
    expect(sent).toEqual([]);

    const title = await pasteAndWaitForReport(page);
    expect(await title.textContent()).toMatch(/Bolinawan/);
    // Read first (free), then the report started once, from the text and the reading confirmed.
    expect(sent.map((s) => s.path)).toEqual(["/api/listing-text/read", "/api/generate-report-from-text"]);
    expect(JSON.parse(sent[0]!.body)).toEqual({ text: BOLINAWAN.trim() });
    expect(JSON.parse(sent[1]!.body)).toMatchObject({ text: BOLINAWAN.trim(), confirmed: { lotAreaSqm: 288 } });
    // A pasted listing has no page to link to: the report and its card say where it came from.
    expect(await page.getByText("Pasted listing text").first().isVisible()).toBe(true);
    await page.goto(`${env.sys.url}/reports`);
    const card = page.getByTestId("report-card").first();
    await card.waitFor({ timeout: 15_000 });
    expect(await card.getByTestId("report-card-uploaded").textContent()).toContain("Pasted listing text");
    expect(errors).toEqual([]);
  }, 120_000);

  it("offers the paste when the listing site refuses to be read", async () => {
    const { page, errors } = await signUp("walled-paster");
    await page.getByTestId("open-analyze-dialog").first().click();
    await page.getByTestId("analyze-dialog-link-input").fill(env.listings.url("/blocked"));
    await page.getByTestId("analyze-dialog-submit").click();
    await page.waitForURL(/\/pending-report\//, { timeout: 15_000 });
    await page.getByTestId("job-error").waitFor({ timeout: 30_000 });

    await page.getByTestId("paste-text-instead").click();
    await page.getByTestId("paste-text-input").waitFor();
    expect(await page.getByTestId("paste-text-tab").getAttribute("aria-selected")).toBe("true");
    const title = await pasteAndWaitForReport(page);
    expect(await title.textContent()).toMatch(/Bolinawan/);
    expect(errors).toEqual([]);
  }, 120_000);

  it("keeps a visitor's pasted text through sign-up, reads it, and starts its report once confirmed", async () => {
    const { page, errors } = await newPage();
    await page.goto(`${env.sys.url}/analyze?tab=text`);
    await page.getByTestId("paste-text-input").fill(BOLINAWAN);
    await page.getByTestId("paste-text-read").click();
    const prompt = page.getByTestId("sign-up-required");
    await prompt.waitFor();
    expect(await prompt.textContent()).toMatch(/House For Sale in Bolinawan/);
    await prompt.getByRole("link", { name: "Sign Up" }).click();
    await page.waitForURL(/\/auth/);
    const email = await fillSignUp(page, "visitor-paster");
    // The address confirmed from the mail (another tab), as the free report needs.
    await confirmAddress(new ApiClient(env.sys.url), systemLinks(env.sys.url), email);
    // Signed in: the text is read at once and shown to be confirmed; nothing is spent before that.
    expect(await confirmAndWaitForReport(page).then((title) => title.textContent())).toMatch(/Bolinawan/);
    expect(errors).toEqual([]);
  }, 120_000);
});
