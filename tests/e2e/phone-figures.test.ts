import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { overflowingRight } from "../support/a11y";
import { PHONE_AND_DESKTOP_IN_BOTH_LANGUAGES } from "../support/browser";
import { browserSystem } from "../support/browser-system";
import { buyDemoCredits, PASTED_KINDS, reportFromText } from "../support/report-kinds";
import { generateReport, registerUser } from "../support/site";

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "screenshots/issue-28");
const COMPARED_ROWS = ["compare-price", "compare-area", "compare-bedrooms", "compare-rent", "compare-net-yield"];

/** Boxes of the floating buttons on screen, and of every figure (text with a digit) they cover. */
function coveredFigures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const floating = [
      document.querySelector('[data-testid="chat-bubble"][data-visible="true"] [data-testid="chat-bubble-button"]'),
      document.querySelector('[data-testid="scroll-to-top"]'),
    ].flatMap((el) => (el ? [el.getBoundingClientRect()] : []));
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const figures = [...document.querySelectorAll("main *")].filter((el) =>
      [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && /\d/.test(n.textContent ?? "")),
    );
    return figures
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && floating.some((button) => overlaps(box, button));
      })
      .map((el) => (el.textContent ?? "").trim().slice(0, 30));
  });
}

/** After the scroll has been painted and every transition (the buttons sliding in or out) has finished. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
  });
}

/**
 * Issue 28: on a phone nothing hides a figure. The ROI charts' value labels are whole ("-₱250.4K" keeps its
 * minus and peso sign) and beside the drawing; the chat and scroll-to-top buttons never sit over a figure
 * while the report is read, nor at its end; compare shows the reports side by side with each row in line.
 */
describe("browser: figures on a phone", () => {
  const env = browserSystem({ env: { NEWS_FEEDS: "http://127.0.0.1:9/feed", DEMO_CHECKOUT: "true" } });
  let cookie: { name: string; value: string };
  const ids: string[] = [];
  let negativeTimeline = false;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const user = await registerUser(env.sys.url, `phone-${Date.now()}@example.ph`);
    cookie = user.cookie;
    client = user.client;
    await buyDemoCredits(user.client);
    ids.push(await generateReport(user.client, env.listings.url("/property/makati-2br-salcedo")));
    ids.push(await reportFromText(user.client, PASTED_KINDS.foreclosure));
    ids.push(await reportFromText(user.client, PASTED_KINDS.lot));
    const first = (await user.client.get(`/api/reports/${ids[0]}`)).body.reportData.financialAnalysis.roiTimeline;
    negativeTimeline = first.some((p: { netGainIfSold?: number }) => (p.netGainIfSold ?? 0) < 0);
  }, 120_000);

  let client: Awaited<ReturnType<typeof registerUser>>["client"];
  const pageFor = async (width: number, lang: "en" | "tl") => {
    // The account keeps its language; the app applies it on every device.
    await client.request("PUT", "/api/user/preferences", { currency: null, language: lang, emailNotifications: true });
    const context = await env.browser.newContext({ viewport: { width, height: width > 500 ? 900 : 800 } });
    const domain = new URL(env.sys.url).hostname;
    await context.addCookies([
      { ...cookie, domain, path: "/" },
      { name: "suri_locale", value: lang, domain, path: "/" },
    ]);
    await context.addInitScript((l) => localStorage.setItem("suri.locale", JSON.stringify(l)), lang);
    return context.newPage();
  };

  for (const [width, lang] of PHONE_AND_DESKTOP_IN_BOTH_LANGUAGES) {
    it(`${lang}, ${width} px: whole chart labels, no button over a figure, compare rows in line`, async () => {
      const page = await pageFor(width, lang);
      try {
        const errors: string[] = [];
        page.on("pageerror", (e) => errors.push(e.message));
        page.on("console", (m) => {
          if (m.type() === "error") errors.push(m.text());
        });
        await page.goto(`${env.sys.url}/report/${ids[0]}`);
        // The app starts on the first interaction and hydrates the rendered page in place.
        await page.mouse.move(width * 0.6, 300);
        await page.waitForFunction(() =>
          Object.keys(document.querySelector("#root > *") ?? {}).some((key) => key.startsWith("__react")),
        );
        const timeline = page.getByTestId("roi-timeline-axes");
        await timeline.scrollIntoViewIfNeeded({ timeout: 30_000 });
        for (const axes of [timeline, page.getByTestId("roi-chart-axes")]) {
          await axes.scrollIntoViewIfNeeded();
          const svg = await axes.locator("svg").boundingBox();
          for (const label of await axes.getByTestId("chart-value-label").all()) {
            const box = await label.boundingBox();
            expect(await label.textContent()).toMatch(/^-?₱\d+(\.\d)?[KM]?$/);
            // Whole, on screen, and beside the drawing rather than cut by it.
            expect({
              box: Boolean(box && svg),
              beside: box && svg && box.x >= 0 && box.x + box.width <= svg.x + 1,
            }).toEqual({
              box: true,
              beside: true,
            });
          }
          // The year labels stand apart: each ends before the next begins.
          const years = await Promise.all(
            (await axes.getByTestId("chart-year-label").all()).map((l) => l.boundingBox()),
          );
          for (let i = 1; i < years.length; i++)
            expect((years[i - 1]?.x ?? 0) + (years[i - 1]?.width ?? 0)).toBeLessThanOrEqual(years[i]?.x ?? 0);
        }
        const labels = await timeline.getByTestId("chart-value-label").allTextContents();
        if (negativeTimeline) expect(labels.some((text) => text.startsWith("-₱"))).toBe(true);
        await timeline.screenshot({ path: path.join(SHOTS, `roi-timeline-${width}-${lang}.png`) });

        // Reading down the report, then at its very end with the buttons called back: no figure is covered.
        await page.evaluate(() => window.scrollTo(0, 0));
        // The wheel turns over the report, not over the side navigation.
        await page.mouse.move(width * 0.6, 300);
        const covered: string[] = [];
        for (let step = 0; step < 60; step++) {
          await page.mouse.wheel(0, 500);
          await settled(page);
          covered.push(...(await coveredFigures(page)));
          const atEnd = await page.evaluate(() => window.scrollY + innerHeight >= document.body.scrollHeight - 2);
          if (atEnd) break;
        }
        await page.mouse.wheel(0, -12);
        await page.getByTestId("scroll-to-top").waitFor();
        await page.locator('[data-testid="chat-bubble"][data-visible="true"]').waitFor();
        await settled(page);
        covered.push(...(await coveredFigures(page)));
        expect(covered).toEqual([]);
        expect(errors).toEqual([]);
        await page.screenshot({ path: path.join(SHOTS, `report-end-${width}-${lang}.png`) });

        await page.goto(`${env.sys.url}/compare?ids=${ids.join(",")}`);
        await page.getByTestId("compare-column").first().waitFor({ timeout: 30_000 });
        expect(await page.getByTestId("compare-column").count()).toBe(3);
        for (const row of COMPARED_ROWS) {
          const boxes = await Promise.all((await page.getByTestId(row).all()).map((cell) => cell.boundingBox()));
          expect(boxes).toHaveLength(3);
          const tops = boxes.map((b) => Math.round(b?.y ?? -1));
          const lefts = boxes.map((b) => b?.x ?? -1);
          // Side by side: one line, left to right.
          expect({ row, same: tops.every((top) => Math.abs(top - (tops[0] ?? 0)) <= 1) }).toEqual({ row, same: true });
          expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
        }
        expect(await page.getByTestId("compare-area").first().textContent()).toMatch(/\d+ sqm/);
        expect(await overflowingRight(page)).toEqual([]);
        await page.screenshot({ path: path.join(SHOTS, `compare-${width}-${lang}.png`), fullPage: true });
      } finally {
        await page.context().close();
      }
    });
  }
});
