/**
 * Where a page's main-thread time goes before any interaction, robust to a busy machine: loads a page N
 * times in Chromium (no throttling) with a performance trace, and prints for each kind of main-thread
 * work (HTML parsing, style, layout, paint, script …) the CPU time the main thread spent on it (the
 * trace's thread time, which other processes on the machine do not inflate as they do wall time), the
 * median of the loads; and the longest task's CPU time (Lighthouse's blocking time counts the part of
 * each task over 50 ms, after slowing the CPU 4×). Also the page's style rules, elements and custom
 * properties on the root.
 *
 *   npx tsx tests/perf/page-trace.ts http://127.0.0.1:3000/pricing [more URLs]   (RUNS=5, COOKIE=name=value,
 *       ALL_EVENTS=1 adds the other kinds of work, largest first)
 *   PERF_BUILDS=old=/tmp/old/dist,new=web/dist npx tsx tests/perf/page-trace.ts
 *       serves each build from its own system (as web-perf-compare.ts does) and traces its landing,
 *       pricing and report pages (PAGES=landing,pricing,report)
 */
import type { Browser } from "playwright-core";
import { launchChromium } from "../support/browser";
import { median } from "./lighthouse";
import { buildsToCompare, startPerfTarget } from "./target";

const runs = Number(process.env.RUNS ?? 5);
const shown = [
  "longest task",
  "RunTask",
  "ParseHTML",
  "ParseAuthorStyleSheet",
  "UpdateLayoutTree",
  "Layout",
  "PrePaint",
  "Paint",
  "Layerize",
  "EvaluateScript",
  "v8.compile",
  "FunctionCall",
  "MajorGC",
  "MinorGC",
];

interface TraceEvent {
  name: string;
  ph: string;
  tdur?: number;
  tid: number;
  pid: number;
  args?: { name?: string; beginData?: { url?: string } };
}

async function trace(browser: Browser, url: string, cookie: { name: string; value: string } | null, label = url) {
  const all = new Map<string, number[]>();
  let counts = {};
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    if (cookie) await context.addCookies([{ ...cookie, domain: new URL(url).hostname, path: "/" }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on("Tracing.dataCollected", (d) => events.push(...(d.value as unknown as TraceEvent[])));
    await cdp.send("Tracing.start", {
      categories: "devtools.timeline,disabled-by-default-devtools.timeline,__metadata",
      transferMode: "ReportEvents",
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(1500);
    const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.end");
    await done;
    // Several renderers have a main thread (a blank tab's, the browser's own omnibox popup, which runs its
    // own scripts): the page's is the one that parsed the page's HTML, the busiest if several did.
    const busy = new Map<string, number>();
    const parsedPage = new Set<string>();
    const origin = new URL(url).origin;
    for (const e of events) {
      const thread = `${e.pid}:${e.tid}`;
      if (e.name === "RunTask" && e.tdur) busy.set(thread, (busy.get(thread) ?? 0) + e.tdur);
      if (e.name === "ParseHTML" && e.args?.beginData?.url?.startsWith(origin)) parsedPage.add(thread);
    }
    const main = events
      .filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain")
      .filter((e) => parsedPage.has(`${e.pid}:${e.tid}`))
      .sort((a, b) => (busy.get(`${b.pid}:${b.tid}`) ?? 0) - (busy.get(`${a.pid}:${a.tid}`) ?? 0))[0];
    const totals = new Map<string, number>();
    let longest = 0;
    for (const e of events)
      if (main && e.tid === main.tid && e.pid === main.pid && e.ph === "X" && e.tdur) {
        totals.set(e.name, (totals.get(e.name) ?? 0) + e.tdur / 1000);
        if (e.name === "RunTask") longest = Math.max(longest, e.tdur / 1000);
      }
    totals.set("longest task", longest);
    for (const [name, ms] of totals) all.set(name, [...(all.get(name) ?? []), ms]);
    counts = await page.evaluate(() => ({
      styleRules: [...document.styleSheets].reduce((s, sh) => s + sh.cssRules.length, 0),
      elements: document.querySelectorAll("*").length,
      rootCustomProperties: [...getComputedStyle(document.documentElement)].filter((p) => p.startsWith("--")).length,
      hydrated: Object.keys(document.querySelector("#root > *") ?? {}).some((k) => k.startsWith("__react")),
    }));
    await context.close();
  }
  console.log(`\n${label}  ${JSON.stringify(counts)}`);
  const least = new Map([...all].map(([name, values]) => [name, median(values)]));
  console.log(shown.map((name) => `${name} ${Math.round(least.get(name) ?? 0)} ms`).join(", "));
  if (process.env.ALL_EVENTS) {
    const top = [...least].filter(([name]) => !shown.includes(name)).sort((a, b) => b[1] - a[1]);
    console.log(
      `others: ${top
        .slice(0, 15)
        .map(([name, ms]) => `${name} ${ms.toFixed(1)} ms`)
        .join(", ")}`,
    );
  }
}

const builds = buildsToCompare();

const browser = await launchChromium();
try {
  if (builds.length === 0) {
    const [name, value] = process.env.COOKIE?.split("=") ?? [];
    for (const url of process.argv.slice(2)) await trace(browser, url, name && value ? { name, value } : null);
  } else {
    const wanted = new Set((process.env.PAGES ?? "landing,pricing,report").split(","));
    const targets = [];
    try {
      for (const build of builds)
        targets.push({ label: build.label, target: await startPerfTarget(`trace-${build.label}`, build.dir) });
      for (const page of ["landing", "pricing", "report"].filter((p) => wanted.has(p)))
        for (const { label, target } of targets) {
          const route = page === "landing" ? "/" : page === "pricing" ? "/pricing" : `/report/${target.reportId}`;
          await trace(
            browser,
            target.sys.url + route,
            page === "report" ? target.user.cookie : null,
            `${page} ${label}`,
          );
        }
    } finally {
      for (const { target } of targets) await target.stop();
    }
  }
} finally {
  await browser.close();
}
