import path from "node:path";
import { fileURLToPath } from "node:url";
import { crc32, deflateSync } from "node:zlib";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signedUpPage } from "../support/browser";
import { browserSystem } from "../support/browser-system";

const here = path.dirname(fileURLToPath(import.meta.url));
const SCREENSHOT = path.resolve(here, "../../services/scraper/test/fixtures/uploads/listing-screenshot.png");

/** A blank white PNG stored without compression, so a modest picture weighs more than the 10 MB limit. */
function bigBlankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const rows = Buffer.alloc((width * 4 + 1) * height, 0xff);
  for (let y = 0; y < height; y++) rows[y * (width * 4 + 1)] = 0; // filter byte of each row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 0 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Listing ingestion in the browser: a screenshot becomes a report, an unreadable site offers an upload, news shows. */
describe("browser: upload a listing file, property news", () => {
  // No feed answers (as on this machine without internet), and fast: the panel's empty state.
  const env = browserSystem({ env: { NEWS_FEEDS: "http://127.0.0.1:9/feed" } });

  // Dates in the panel are shown in the reader's time zone; the investors this is for read Manila time.
  const signUp = (name: string) => signedUpPage(env.browser, env.sys.url, { timezoneId: "Asia/Manila" }, name);

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
    await page.goto(`${env.sys.url}/reports`);
    const card = page.getByTestId("report-card").first();
    await card.waitFor({ timeout: 15_000 });
    expect(await card.getByTestId("report-card-uploaded").textContent()).toContain("Uploaded file");
    expect(await card.getByRole("link", { name: /Source/ }).count()).toBe(0);
    expect(errors).toEqual([]);
  }, 120_000);

  it("offers an upload when the listing site refuses to be read", async () => {
    const { page, errors } = await signUp("walled");
    await page.getByTestId("open-analyze-dialog").first().click();
    await page.getByTestId("analyze-dialog-link-input").fill(env.listings.url("/blocked"));
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

  it("shrinks a photo over 10 MB to a 1000 px JPEG before sending, and reports a file with no listing", async () => {
    const { page, errors } = await signUp("shrinker");
    const png = bigBlankPng(2400, 1600);
    expect(png.length).toBeGreaterThan(10_485_760);
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/generate-report-from-file")) sent.push(request.postData() ?? "");
    });

    await page.getByTestId("open-analyze-dialog").first().click();
    await page.getByTestId("upload-tab").click();
    const input = page.getByTestId("upload-dropzone").locator("input[type=file]");
    await input.setInputFiles({ name: "blank-photo.png", mimeType: "image/png", buffer: png });
    expect(await page.getByTestId("upload-file-size").textContent()).toBe("14.65 MB");
    await page.getByTestId("upload-submit").click();
    await page.getByText("Error Processing File").waitFor({ timeout: 60_000 });
    expect(await page.getByText(/^Could not generate the report from your file/).count()).toBe(1);

    expect(sent).toHaveLength(1);
    const { fileBase64 } = JSON.parse(sent[0] ?? "{}") as { fileBase64: string };
    expect(fileBase64.startsWith("data:image/jpeg;base64,")).toBe(true);
    const jpeg = Buffer.from(fileBase64.slice(fileBase64.indexOf(",") + 1), "base64");
    expect(jpeg.length).toBeLessThan(1_000_000);
    // JPEG start-of-frame: height then width, big-endian, after the marker, length and precision.
    const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    expect([jpeg.readUInt16BE(sof + 7), jpeg.readUInt16BE(sof + 5)]).toEqual([1000, 667]);

    // A PDF over 10 MB is refused in the browser with SPEC's message, before anything is sent.
    await input.setInputFiles({
      name: "huge.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.alloc(10_485_761, 0x20),
    });
    expect(await page.getByTestId("upload-error").textContent()).toBe("File is larger than 10485760 bytes");
    await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    expect(await page.getByTestId("upload-error").textContent()).toMatch(/^File type must be one of \.jpeg, \.jpg/);
    expect(sent).toHaveLength(1);
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
