/**
 * Lighthouse (mobile, simulated throttling) on the landing, pricing and report pages of two or more web
 * builds, measured in the same run and interleaved (run 1 of every build, then run 2 of every build …), so
 * a busy machine weighs on each build alike. Each build is served by its own system (the gateway with that
 * build's dist and server bundle); prints each build's scores, medians and median FCP, LCP and TBT.
 *
 *   PERF_BUILDS=old=/tmp/old/web/dist,new=web/dist npx tsx tests/perf/web-perf-compare.ts
 *
 * A build is a copy of web/dist with web/dist-server beside it (`cp -r web/dist web/dist-server /tmp/x/`).
 * LIGHTHOUSE_RUNS (default 5), PAGES (default landing,pricing,report), LIGHTHOUSE_JSON_DIR as in web-perf.ts.
 */
import { loadavg } from "node:os";
import { type LighthouseRun, lighthouseScores, median } from "./lighthouse";
import { buildsToCompare, startPerfTarget } from "./target";

const builds = buildsToCompare();
if (builds.length === 0) throw new Error("PERF_BUILDS=label=dist,label=dist … names the builds to compare");
const runsPerBuild = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const wanted = new Set((process.env.PAGES ?? "landing,pricing,report").split(","));
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

console.log(`load average ${load()}`);
const targets: { label: string; target: Awaited<ReturnType<typeof startPerfTarget>> }[] = [];
try {
  for (const build of builds)
    targets.push({ label: build.label, target: await startPerfTarget(`compare-${build.label}`, build.dir) });
  const pages = [
    { name: "landing", route: () => "/", signedIn: false },
    { name: "pricing", route: () => "/pricing", signedIn: false },
    { name: "report", route: (reportId: string) => `/report/${reportId}`, signedIn: true },
  ].filter((p) => wanted.has(p.name));
  // What each page's HTML weighs (a first paint on a slow phone waits for all of it) and what it is made of.
  for (const page of pages)
    for (const { label, target } of targets) {
      const cookie = page.signedIn ? `${target.user.cookie.name}=${target.user.cookie.value}` : "";
      const url = target.sys.url + page.route(target.reportId);
      const html = await (await fetch(url, { headers: { cookie } })).text();
      const br = (await fetch(url, { headers: { cookie, "accept-encoding": "br" } })).headers.get("content-length");
      const part = (re: RegExp) => [...html.matchAll(re)].reduce((sum, m) => sum + m[0].length, 0);
      const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;
      console.log(
        `${page.name} ${label}: HTML ${kB(html.length)} (br ${br ? kB(Number(br)) : "?"}): global CSS ` +
          `${kB(part(/<style data-emotion="css-global[^"]*">[\s\S]*?<\/style>/g))}, component CSS ` +
          `${kB(part(/<style data-emotion="css [^"]*">[\s\S]*?<\/style>/g))}, data ` +
          `${kB(part(/<script type="application\/json"[^>]*>[\s\S]*?<\/script>/g))}, ` +
          `${html.split("<").length - 1} tags`,
      );
    }
  for (const page of pages) {
    const runs = new Map<string, LighthouseRun[]>(targets.map((t) => [t.label, []]));
    for (let i = 0; i < runsPerBuild; i++) {
      for (const { label, target } of targets) {
        const url = target.sys.url + page.route(target.reportId);
        let run = await lighthouseScores(url, page.signedIn ? target.user.cookie : null, { label });
        // A run Lighthouse could not record is repeated once.
        if (run.error) run = await lighthouseScores(url, page.signedIn ? target.user.cookie : null, { label });
        runs.get(label)?.push(run);
      }
    }
    for (const [label, list] of runs) {
      const ms = (key: "fcpMs" | "lcpMs" | "tbtMs") => Math.round(median(list.map((r) => r[key])));
      console.log(
        `${page.name} ${label}: performance ${list.map((r) => r.performance).join(" / ")} ` +
          `(median ${median(list.map((r) => r.performance))}); median FCP ${ms("fcpMs")} ms, LCP ${ms("lcpMs")} ms, TBT ${ms("tbtMs")} ms`,
      );
    }
  }
  console.log(`load average after ${load()}`);
} finally {
  for (const { target } of targets) await target.stop();
}
