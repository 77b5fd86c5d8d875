/**
 * Where a page's main-thread time goes before any interaction, robust to a busy machine: loads a page N
 * times in Chromium (no throttling) with a performance trace, and prints for each kind of main-thread
 * work (HTML parsing, style, layout, paint, script …) the CPU time the main thread spent on it (the
 * trace's thread time, which other processes on the machine do not inflate as they do wall time), the
 * median of the loads; and the longest task's CPU time (Lighthouse's blocking time counts the part of
 * each task over 50 ms, after slowing the CPU 4×). Also the page's style rules, elements and custom
 * properties on the root.
 *
 *   npx tsx tests/perf/page-trace.ts http://127.0.0.1:3000/pricing [more URLs]   (RUNS=5, COOKIE=name=value)
 */
import { launchChromium } from "../support/browser";
import { median } from "./lighthouse";

const runs = Number(process.env.RUNS ?? 5);
const urls = process.argv.slice(2);
const browser = await launchChromium();
try {
  for (const url of urls) {
    const all = new Map<string, number[]>();
    let counts = {};
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const cookie = process.env.COOKIE?.split("=");
      if (cookie?.[0] && cookie[1])
        await context.addCookies([{ name: cookie[0], value: cookie[1], domain: new URL(url).hostname, path: "/" }]);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const events: {
        name: string;
        ph: string;
        tdur?: number;
        tid: number;
        pid: number;
        args?: { name?: string };
      }[] = [];
      cdp.on("Tracing.dataCollected", (d) => events.push(...(d.value as unknown as typeof events)));
      await cdp.send("Tracing.start", {
        categories: "devtools.timeline,disabled-by-default-devtools.timeline,__metadata",
        transferMode: "ReportEvents",
      });
      await page.goto(url, { waitUntil: "load" });
      await page.waitForTimeout(1500);
      const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
      await cdp.send("Tracing.end");
      await done;
      const main = events.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
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
    console.log(`\n${url}  ${JSON.stringify(counts)}`);
    const least = new Map([...all].map(([name, values]) => [name, median(values)]));
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
    console.log(shown.map((name) => `${name} ${Math.round(least.get(name) ?? 0)} ms`).join(", "));
  }
} finally {
  await browser.close();
}
