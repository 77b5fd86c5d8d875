/**
 * Prints the web app's first-load numbers: JavaScript per page (gzip), Lighthouse (mobile) performance and
 * accessibility on the landing, report and pricing pages, and axe-core violations on every route at
 * 1280 px and 375 px. Run after `npm run build --workspace @suri/web` (the npm script `perf` does both).
 *
 *   npm run perf --workspace @suri/web               all of it
 *   SKIP_LIGHTHOUSE=1 npm run perf --workspace @suri/web     (SKIP_AXE=1 likewise)
 */
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { axeCounts, waitForPage } from "../support/a11y";
import { launchChromium, WEB_DIST } from "../support/browser";
import { startListingServer } from "../support/listing-server";
import { generateReport, registerUser, siteRoutes } from "../support/site";
import { startTestSystem } from "../support/system";

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(WEB_DIST, file)), { level: 9 }).length / 1024;
const kb = (n: number) => `${n.toFixed(1)} kB`;

/** What index.html makes the browser fetch before any code runs: the entry and its modulepreloads. */
function staticInitialKb(): number {
  const html = readFileSync(path.join(WEB_DIST, "index.html"), "utf8");
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? "");
  return files.reduce((sum, f) => sum + gzipKb(f), 0);
}

async function pageJsKb(
  browser: Browser,
  url: string,
  cookie: { name: string; value: string } | null,
): Promise<{ kb: number; files: number }> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  if (cookie) await context.addCookies([{ ...cookie, domain: new URL(url).hostname, path: "/" }]);
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on("response", (r) => {
    const p = new URL(r.url()).pathname;
    if (p.startsWith("/assets/") && p.endsWith(".js")) scripts.add(p.slice(1));
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await waitForPage(page);
  await context.close();
  return { kb: [...scripts].reduce((sum, f) => sum + gzipKb(f), 0), files: scripts.size };
}

async function lighthouseScores(url: string, cookie: { name: string; value: string } | null) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
      extraHeaders: cookie ? { Cookie: `${cookie.name}=${cookie.value}` } : undefined,
    });
    const categories = result?.lhr.categories;
    const audits = result?.lhr.audits;
    return {
      performance: Math.round((categories?.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories?.accessibility?.score ?? 0) * 100),
      fcp: audits?.["first-contentful-paint"]?.displayValue ?? "?",
      lcp: audits?.["largest-contentful-paint"]?.displayValue ?? "?",
      tbt: audits?.["total-blocking-time"]?.displayValue ?? "?",
    };
  } finally {
    chrome.kill();
  }
}

async function main() {
  console.log(
    `machine: ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  const listings = await startListingServer();
  const sys = await startTestSystem("embedded", listings.host, {
    WEB_DIST_DIR: WEB_DIST,
    NEWS_FEEDS: "http://127.0.0.1:9/feed",
  });
  const browser = await launchChromium();
  try {
    const user = await registerUser(sys.url, `perf-${Date.now()}@example.ph`);
    const reportId = await generateReport(user.client, listings.url("/property/makati-2br-salcedo"));

    console.log("\n== JavaScript (gzip -9) ==");
    console.log(`index.html entry + modulepreloads: ${kb(staticInitialKb())}`);
    for (const [name, route, cookie] of [
      ["landing (visitor)", "/", null],
      ["pricing (visitor)", "/pricing", null],
      ["report (signed in)", `/report/${reportId}`, user.cookie],
    ] as const) {
      const js = await pageJsKb(browser, sys.url + route, cookie);
      console.log(`${name}: ${kb(js.kb)} in ${js.files} files, everything fetched until the network is idle`);
    }

    console.log("\n== axe-core (WCAG 2.1 A/AA): critical / serious / moderate / minor ==");
    const totals = { critical: 0, serious: 0 };
    for (const width of process.env.SKIP_AXE ? [] : [1280, 375]) {
      for (const signedIn of [false, true]) {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        if (signedIn) await context.addCookies([{ ...user.cookie, domain: new URL(sys.url).hostname, path: "/" }]);
        const page = await context.newPage();
        for (const route of siteRoutes({ reportId }).filter((r) => r.auth === signedIn)) {
          try {
            await page.goto(sys.url + route.path);
            await waitForPage(page);
            const c = await axeCounts(page);
            totals.critical += c.critical;
            totals.serious += c.serious;
            const detail = c.critical + c.serious > 0 ? `  ${JSON.stringify(c.rules)}` : "";
            console.log(`${width}px ${route.path}: ${c.critical} / ${c.serious} / ${c.moderate} / ${c.minor}${detail}`);
          } catch (error) {
            console.log(`${width}px ${route.path}: did not render (${String(error).split("\n")[0]})`);
          }
        }
        await context.close();
      }
    }
    console.log(`axe total: ${totals.critical} critical, ${totals.serious} serious`);

    if (!process.env.SKIP_LIGHTHOUSE) {
      console.log("\n== Lighthouse 12 (mobile, simulated throttling) ==");
      for (const [name, route, cookie] of [
        ["landing", "/", null],
        ["pricing", "/pricing", null],
        ["report", `/report/${reportId}`, user.cookie],
      ] as const) {
        const s = await lighthouseScores(sys.url + route, cookie);
        console.log(
          `${name}: performance ${s.performance}, accessibility ${s.accessibility} (FCP ${s.fcp}, LCP ${s.lcp}, TBT ${s.tbt})`,
        );
      }
      console.log(
        `load average after: ${loadavg()
          .map((l) => l.toFixed(2))
          .join(" ")}`,
      );
    }
  } finally {
    await browser.close();
    await sys.stop();
    await listings.close();
  }
}

await main();
