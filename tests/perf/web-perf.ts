/**
 * Prints the web app's first-load numbers: JavaScript per page (gzip), Lighthouse (mobile) performance and
 * accessibility on the landing, report and pricing pages, and axe-core violations on every route at
 * 1280 px and 375 px. Run after `npm run build --workspace @suri/web` (the npm script `perf` does both).
 *
 *   npm run perf --workspace @suri/web               all of it
 *   SKIP_LIGHTHOUSE=1 npm run perf --workspace @suri/web     (SKIP_AXE=1 likewise; LIGHTHOUSE_RUNS=5 for more runs;
 *   LIGHTHOUSE_JSON_DIR=/tmp/lh keeps each run's full report)
 */
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { axeCounts, waitForPage } from "../support/a11y";
import { WEB_DIST } from "../support/browser";
import { siteRoutes } from "../support/site";
import { type LighthouseRun, lighthouseScores, median } from "./lighthouse";
import { startPerfTarget } from "./target";

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(WEB_DIST, file)), { level: 9 }).length / 1024;
const kb = (n: number) => `${n.toFixed(1)} kB`;
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** What an HTML file makes the browser run before any interaction: the entry and its modulepreloads. */
function staticInitialKb(file: string): number {
  const html = readFileSync(path.join(WEB_DIST, file), "utf8");
  const files = [
    ...html.matchAll(/<(?:script[^>]*src|link rel="modulepreload"[^>]*href)="\/(assets\/[^"]+\.js)"/g),
  ].map((m) => m[1] ?? "");
  return files.reduce((sum, f) => sum + gzipKb(f), 0);
}

/**
 * JavaScript a page costs, gzip: what the browser runs before the visitor does anything, what it only
 * prefetches at low priority (a prerendered page's app code, started on the first interaction), and what
 * runs once the visitor moves the pointer.
 */
async function pageJsKb(
  browser: Browser,
  url: string,
  cookie: { name: string; value: string } | null,
): Promise<{ runKb: number; prefetchedKb: number; afterInteractionKb: number }> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  if (cookie) await context.addCookies([{ ...cookie, domain: new URL(url).hostname, path: "/" }]);
  const page = await context.newPage();
  // A prefetch only downloads; a module preload is run as soon as the entry imports it.
  const scripts = () =>
    page.evaluate(() => {
      const prefetch = new Set(
        [...document.querySelectorAll<HTMLLinkElement>("link[rel=prefetch]")].map((l) => new URL(l.href).pathname),
      );
      return performance
        .getEntriesByType("resource")
        .map((e) => e as PerformanceResourceTiming)
        .filter((e) => new URL(e.name).pathname.endsWith(".js"))
        .map((e) => {
          const file = new URL(e.name).pathname;
          return { file: file.slice(1), run: !(e.initiatorType === "link" && prefetch.has(file)) };
        });
    });
  const sum = (files: Iterable<string>) => [...new Set(files)].reduce((total, f) => total + gzipKb(f), 0);
  await page.goto(url, { waitUntil: "networkidle" });
  const before = await scripts();
  const ran = new Set(before.filter((s) => s.run).map((s) => s.file));
  const prefetched = before.filter((s) => !s.run && !ran.has(s.file)).map((s) => s.file);
  await page.mouse.move(40, 40);
  await waitForPage(page);
  await page.waitForLoadState("networkidle");
  const after = (await scripts()).filter((s) => s.run && !ran.has(s.file)).map((s) => s.file);
  await context.close();
  return { runKb: sum(ran), prefetchedKb: sum(prefetched), afterInteractionKb: sum(after) };
}

async function main() {
  console.log(
    `machine: ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  const { sys, browser, user, reportId, stop } = await startPerfTarget("perf");
  try {
    console.log("\n== JavaScript (gzip -9) ==");
    console.log(`app shell (index.html), entry + modulepreloads: ${kb(staticInitialKb("index.html"))}`);
    console.log(`prerendered landing, entry only: ${kb(staticInitialKb("prerendered/en/index.html"))}`);
    for (const [name, route, cookie] of [
      ["landing (visitor)", "/", null],
      ["pricing (visitor)", "/pricing", null],
      ["report (signed in)", `/report/${reportId}`, user.cookie],
    ] as const) {
      const js = await pageJsKb(browser, sys.url + route, cookie);
      console.log(
        `${name}: runs ${kb(js.runKb)} before any interaction; prefetched at low priority ${kb(js.prefetchedKb)}; ` +
          `runs ${kb(js.afterInteractionKb)} more on the first interaction`,
      );
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
        // Runs vary on a shared machine: three, and the median of each score.
        const runs: LighthouseRun[] = [];
        // A run Lighthouse itself could not record (a runtime error, reported) is repeated, at most twice.
        for (let i = 0, failed = 0; i < LIGHTHOUSE_RUNS; i++) {
          const run = await lighthouseScores(sys.url + route, cookie);
          if (run.error && failed++ < 2) {
            console.log(`${name}: Lighthouse could not record a run (${run.error}); running it again`);
            i--;
          } else runs.push(run);
        }
        const mid = runs.find((r) => r.performance === median(runs.map((x) => x.performance))) ?? runs[0];
        console.log(
          `${name}: performance ${runs.map((r) => r.performance).join(" / ")} (median ${mid?.performance}), ` +
            `accessibility ${median(runs.map((r) => r.accessibility))}; median run FCP ${mid?.fcp}, LCP ${mid?.lcp}, TBT ${mid?.tbt}`,
        );
      }
      console.log(
        `load average after: ${loadavg()
          .map((l) => l.toFixed(2))
          .join(" ")}`,
      );
    }
  } finally {
    await stop();
  }
}

await main();
