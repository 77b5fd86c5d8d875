/**
 * How soon the pages that used to be blank while their data loaded show their content (issue 28): the
 * landing page's sample deal (visitor), a shared report (visitor) and /credits (signed in).
 *
 * For each page: the gateway's answer (median of 10 fetches: time to the whole HTML, and whether the
 * content is in it), then Chromium with the CPU slowed 4× and every script blocked — what a reader on a
 * slow phone sees before the app has started: first contentful paint and whether the content is on screen.
 * Prints numbers; asserts nothing. Run: npx tsx tests/perf/first-content.ts
 */
import { loadavg } from "node:os";
import { startPerfTarget } from "./target";

const { sys, browser, user, reportId, stop } = await startPerfTarget("first-content");
try {
  const share = (await user.client.post(`/api/reports/${reportId}/shares`)).body.path as string;
  const session = `${user.cookie.name}=${user.cookie.value}`;
  const pages = [
    { name: "landing sample deal", path: "/", cookie: "", content: '[data-testid="sample-deal-score"]' },
    { name: "shared report", path: share, cookie: "", content: '[data-testid="report-title"]' },
    { name: "/credits (signed in)", path: "/credits", cookie: session, content: '[data-testid="credits-balance"]' },
  ];
  const marker = /data-testid="(sample-deal-score|report-title|credits-balance)"[^>]*>([^<]+)</;
  console.log(
    `load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
  for (const page of pages) {
    const times: number[] = [];
    let inHtml = "";
    for (let i = 0; i < 10; i++) {
      const started = performance.now();
      const res = await fetch(sys.url + page.path, { headers: { cookie: page.cookie, "accept-encoding": "br" } });
      const html = await res.text();
      times.push(performance.now() - started);
      inHtml = marker.exec(html)?.[2] ?? "";
    }
    const sorted = [...times].sort((a, b) => a - b);
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    if (page.cookie) await context.addCookies([{ ...user.cookie, domain: "127.0.0.1", path: "/" }]);
    await context.route(/\.js(\?|$)/, (route) => route.abort());
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await tab.goto(sys.url + page.path, { waitUntil: "load" });
    const seen = await tab.evaluate((selector) => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      const element = document.querySelector(selector);
      const box = element?.getBoundingClientRect();
      return {
        fcp: paint ? Math.round(paint.startTime) : null,
        text: element?.textContent ?? null,
        onScreen: Boolean(box && box.width > 0 && box.top < innerHeight * 3),
      };
    }, page.content);
    await context.close();
    console.log(
      `${page.name.padEnd(22)} HTML median ${Math.round(sorted[5] ?? 0)} ms (min ${Math.round(sorted[0] ?? 0)}, ` +
        `max ${Math.round(sorted[9] ?? 0)}), content in the HTML: ${inHtml ? `"${inHtml}"` : "no"}; ` +
        `scripts blocked, CPU 4×: first contentful paint ${seen.fcp ?? "?"} ms, content shown: ${seen.text ? `"${seen.text}"` : "no"}`,
    );
  }
} finally {
  await stop();
}
