/**
 * Quick loop for the signed-in report page: CPU slowed 4× (as Lighthouse's mobile profile), N loads,
 * prints LCP and the summed blocking time of long tasks (the part of each task over 50 ms) per load.
 * First, the gateway's side: how long the report page's HTML takes, rendered anew and from its cache.
 * TRACE=1 adds a trace summary of the last load, PROFILE=1 writes its CPU profile to the temp directory.
 */
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startPerfTarget } from "./target";

const runs = Number(process.env.RUNS ?? 5);
const { sys, browser, user, reportId, stop } = await startPerfTarget("trace");
try {
  const route = process.env.ROUTE ?? `/report/${reportId}`;
  // The gateway's side: the page's HTML, rendered anew (a query string the cache has not seen) or kept.
  const headers = { cookie: `${user.cookie.name}=${user.cookie.value}`, "accept-encoding": "br" };
  const timed = async (url: string) => {
    const started = performance.now();
    const res = await fetch(url, { headers });
    const body = await res.text();
    return { ms: performance.now() - started, res, body };
  };
  const first = await timed(sys.url + route);
  console.log(
    `page: ${first.res.status} ${first.body.length} chars, rendered: ${/data-prerendered="user"/.test(first.body)}, ` +
      `${Math.round(first.ms)} ms (the render worker starting)`,
  );
  const fresh: number[] = [];
  const kept: number[] = [];
  for (let i = 0; i < 10; i++) fresh.push((await timed(`${sys.url + route}?n=${i}`)).ms);
  for (let i = 0; i < 10; i++) kept.push((await timed(sys.url + route)).ms);
  const mid = (values: number[]) => Math.round([...values].sort((a, b) => a - b)[values.length >> 1] ?? 0);
  console.log(`HTML response, median of 10: rendered anew ${mid(fresh)} ms, from the gateway's cache ${mid(kept)} ms`);
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await context.addCookies([{ ...user.cookie, domain: "127.0.0.1", path: "/" }]);
    const page = await context.newPage();
    page.on("console", (m) => {
      if (m.type() === "error" || m.type() === "warning")
        console.log(`  console.${m.type()}: ${m.text().slice(0, 300)}`);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    if (process.env.PROFILE && i === runs - 1) {
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
      await cdp.send("Profiler.start");
    }
    const traced = process.env.TRACE && i === runs - 1;
    const events: { name: string; ph: string; dur?: number; tid: number; args?: unknown }[] = [];
    if (traced) {
      cdp.on("Tracing.dataCollected", (d) => events.push(...(d.value as unknown as typeof events)));
      await cdp.send("Tracing.start", {
        categories: process.env.TRACE_CATEGORIES ?? "devtools.timeline,disabled-by-default-devtools.timeline",
        transferMode: "ReportEvents",
      });
    }
    await page.addInitScript(() => {
      const w = window as unknown as { __lt: { start: number; duration: number }[]; __lcp: number };
      w.__lt = [];
      w.__lcp = 0;
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) w.__lt.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: "longtask", buffered: true });
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) w.__lcp = e.startTime;
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    await page.goto(sys.url + route);
    await page.getByTestId("report-title").waitFor({ timeout: 60_000 });
    await page.waitForTimeout(3000);
    const r = await page.evaluate(() => {
      const w = window as unknown as { __lt: { start: number; duration: number }[]; __lcp: number };
      return { __lt: w.__lt, __lcp: w.__lcp };
    });
    const tbt = r.__lt.reduce((s, t) => s + Math.max(0, t.duration - 50), 0);
    console.log(
      `run ${i + 1}: LCP ${Math.round(r.__lcp)} ms, blocking ${Math.round(tbt)} ms, long tasks ${r.__lt
        .map((t) => `${Math.round(t.start)}+${Math.round(t.duration)}`)
        .join(" ")}`,
    );
    if (traced) {
      const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
      await cdp.send("Tracing.end");
      await done;
      const byName = new Map<string, number>();
      for (const e of events) if (e.ph === "X" && e.dur) byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur / 1000);
      if (process.env.TRACE_FILE) writeFileSync(process.env.TRACE_FILE, JSON.stringify(events));
      console.log(
        [...byName]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 40)
          .map(([n, d]) => `${n} ${Math.round(d)}`)
          .join("\n"),
      );
      const counts = await page.evaluate(() => ({
        rules: [...document.styleSheets].reduce((s, sh) => s + sh.cssRules.length, 0),
        elements: document.querySelectorAll("*").length,
        rootVars: getComputedStyle(document.documentElement).length,
      }));
      console.log(JSON.stringify(counts));
    }
    if (process.env.PROFILE && i === runs - 1) {
      const { profile } = await cdp.send("Profiler.stop");
      const file = path.join(tmpdir(), "report.cpuprofile");
      writeFileSync(file, JSON.stringify(profile));
      console.log(`CPU profile: ${file}`);
    }
    await context.close();
  }
} finally {
  await stop();
}
