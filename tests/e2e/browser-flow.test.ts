import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startListingServer } from "../support/listing-server";
import { startTestSystem } from "../support/system";

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/dist");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** A visitor signs up, pastes a listing link, watches the job's real progress and reads the report. */
describe("browser: sign up → analyze → report", () => {
  let listings: Awaited<ReturnType<typeof startListingServer>>;
  let sys: Awaited<ReturnType<typeof startTestSystem>>;
  let browser: Browser;

  beforeAll(async () => {
    listings = await startListingServer({ slowMs: 400 });
    sys = await startTestSystem("embedded", listings.host, { WEB_DIST_DIR: webDist });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    });
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await sys?.stop();
    await listings?.close();
  });

  it("produces a report the user can read", async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    await page.goto(`${sys.url}/auth`);
    await page.getByTestId("signup-email").fill(`browser-${Date.now()}@example.ph`);
    await page.getByTestId("signup-username").fill("maria");
    await page.getByTestId("signup-password").fill("secret-passphrase");
    await page.getByTestId("signup-confirm-password").fill("secret-passphrase");
    await page.getByTestId("signup-submit").click();
    await page.getByTestId("dashboard-greeting").waitFor({ timeout: 15_000 });
    expect(await page.getByTestId("dashboard-greeting").textContent()).toContain("maria");

    await page.getByTestId("open-analyze-dialog").first().click();
    await page.getByTestId("analyze-dialog-link-input").fill(listings.url("/property/makati-2br-salcedo"));
    await page.getByTestId("analyze-dialog-submit").click();

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
    expect(errors).toEqual([]);
  }, 90_000);
});
