import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startListingServer } from "../support/listing-server";
import { startTestSystem } from "../support/system";

const here = path.dirname(fileURLToPath(import.meta.url));
const webDist = path.resolve(here, "../../web/dist");
const SCREENSHOT = path.resolve(here, "../../services/scraper/test/fixtures/uploads/listing-screenshot.png");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Listing ingestion in the browser: a screenshot becomes a report, an unreadable site offers an upload, news shows. */
describe("browser: upload a listing file, property news", () => {
  let listings: Awaited<ReturnType<typeof startListingServer>>;
  let sys: Awaited<ReturnType<typeof startTestSystem>>;
  let browser: Browser;

  beforeAll(async () => {
    listings = await startListingServer();
    sys = await startTestSystem("embedded", listings.host, {
      WEB_DIST_DIR: webDist,
      // No feed answers (as on this machine without internet), and fast: the panel's empty state.
      NEWS_FEEDS: "http://127.0.0.1:9/feed",
    });
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

  async function signUp(name: string): Promise<{ page: Page; errors: string[] }> {
    // Dates in the panel are shown in the reader's time zone; the investors this is for read Manila time.
    const page = await browser.newPage({ timezoneId: "Asia/Manila" });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    await page.goto(`${sys.url}/auth`);
    await page.getByTestId("signup-email").fill(`${name}-${Date.now()}@example.ph`);
    await page.getByTestId("signup-password").fill("secret-passphrase");
    await page.getByTestId("signup-confirm-password").fill("secret-passphrase");
    await page.getByTestId("signup-submit").click();
    await page.getByTestId("dashboard-greeting").waitFor({ timeout: 15_000 });
    return { page, errors };
  }

  async function uploadScreenshotAndWaitForReport(page: Page) {
    await page.getByTestId("upload-dropzone").locator("input[type=file]").setInputFiles(SCREENSHOT);
    expect(await page.getByTestId("upload-file-name").textContent()).toBe("listing-screenshot.png");
    expect(await page.getByTestId("upload-file-size").textContent()).toBe("0.03 MB");
    await page.getByTestId("upload-submit").click();
    await page.getByTestId("upload-progress").waitFor({ timeout: 5_000 });
    await page.waitForURL(/\/report\//, { timeout: 60_000 });
    const title = page.getByTestId("report-title");
    await title.waitFor({ timeout: 15_000 });
    return title;
  }

  it("shows the news panel's empty state, then turns a listing screenshot into a report", async () => {
    const { page, errors } = await signUp("uploader");

    const panel = page.getByTestId("news-panel");
    await panel.getByTestId("news-empty").waitFor({ timeout: 20_000 });
    expect(await panel.textContent()).toMatch(/No recent news available.*Check for Updates/);
    expect(await panel.textContent()).toMatch(/every 24 hours/);
    await panel.getByTestId("news-refresh").click();
    await panel.getByTestId("news-empty").waitFor();

    await page.getByTestId("open-analyze-dialog").first().click();
    await page.getByTestId("upload-tab").click();
    expect(await page.getByTestId("upload-submit").isDisabled()).toBe(true);
    const title = await uploadScreenshotAndWaitForReport(page);
    expect(await title.textContent()).toMatch(/Cebu/);

    // The report list shows it as an uploaded file, with no 'Source' link to a listing page.
    await page.goto(`${sys.url}/reports`);
    const card = page.getByTestId("report-card").first();
    await card.waitFor({ timeout: 15_000 });
    expect(await card.getByTestId("report-card-uploaded").textContent()).toContain("Uploaded file");
    expect(await card.getByRole("link", { name: /Source/ }).count()).toBe(0);
    expect(errors).toEqual([]);
  }, 120_000);

  it("offers an upload when the listing site refuses to be read", async () => {
    const { page, errors } = await signUp("walled");
    await page.getByTestId("open-analyze-dialog").first().click();
    await page.getByTestId("analyze-dialog-link-input").fill(listings.url("/blocked"));
    await page.getByTestId("analyze-dialog-submit").click();
    await page.waitForURL(/\/pending-report\//, { timeout: 15_000 });
    await page.getByTestId("job-error").waitFor({ timeout: 30_000 });

    await page.getByTestId("upload-instead").click();
    await page.getByTestId("upload-dropzone").waitFor();
    expect(await page.getByTestId("upload-tab").getAttribute("aria-selected")).toBe("true");
    const title = await uploadScreenshotAndWaitForReport(page);
    expect(await title.textContent()).toMatch(/Cebu/);
    expect(errors).toEqual([]);
  }, 120_000);

  it("renders loaded news and the error state", async () => {
    const { page } = await signUp("reader");
    const item = (n: number, sentiment: string) => ({
      title: `Story ${n}`,
      summary: `Summary ${n}`,
      source: "BusinessWorld Online: Property",
      date: `2026-11-2${n}T01:00:00.000Z`,
      url: `https://www.bworldonline.com/property/2026/11/2${n}/`,
      sentiment,
    });
    await page.route("**/api/property-news*", (route) =>
      route.fulfill({
        json: {
          lastUpdated: "2026-11-21T01:05:00.000Z",
          items: [item(3, "positive"), item(2, "negative"), item(1, "neutral")],
        },
      }),
    );
    await page.reload();
    const panel = page.getByTestId("news-panel");
    await panel.getByTestId("news-item").first().waitFor({ timeout: 15_000 });
    expect(await panel.getByTestId("news-item").count()).toBe(3);
    const first = panel.getByTestId("news-item").first();
    expect(await first.textContent()).toMatch(
      /Positive.*Story 3.*Summary 3.*BusinessWorld Online: Property · Nov 23, 2026/,
    );
    const link = first.getByRole("link");
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toContain("noopener");
    expect(await panel.getByTestId("news-last-updated").textContent()).toMatch(/Last updated Nov 21, 2026 9:05 AM/);

    await page.unroute("**/api/property-news*");
    await page.route("**/api/property-news*", (route) =>
      route.fulfill({ status: 503, json: { message: "News is unavailable", code: "unavailable" } }),
    );
    await page.reload();
    await panel.getByTestId("news-error").waitFor({ timeout: 15_000 });
    expect(await panel.textContent()).toMatch(/Failed to load the latest property investment news.*Try Again/);
  }, 60_000);
});
