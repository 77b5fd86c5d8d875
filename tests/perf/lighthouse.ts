import { writeFileSync } from "node:fs";
import path from "node:path";

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * One Lighthouse 12 run (mobile, simulated throttling) of `url` in a fresh Chromium: performance and
 * accessibility scores, FCP, LCP and TBT. With `jsonDir` the run's full report is written there, named
 * after the page (and `label`, when builds are compared).
 */
export async function lighthouseScores(
  url: string,
  cookie: { name: string; value: string } | null,
  { jsonDir = process.env.LIGHTHOUSE_JSON_DIR, label = "" }: { jsonDir?: string; label?: string } = {},
) {
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
    if (jsonDir && result) {
      const page = new URL(url).pathname.split("/")[1] || "landing";
      writeFileSync(
        path.join(jsonDir, `${page}${label ? `-${label}` : ""}-${Date.now()}.json`),
        JSON.stringify(result.lhr),
      );
    }
    const categories = result?.lhr.categories;
    const audits = result?.lhr.audits;
    return {
      error: result?.lhr.runtimeError?.code,
      performance: Math.round((categories?.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories?.accessibility?.score ?? 0) * 100),
      fcp: audits?.["first-contentful-paint"]?.displayValue ?? "?",
      lcp: audits?.["largest-contentful-paint"]?.displayValue ?? "?",
      tbt: audits?.["total-blocking-time"]?.displayValue ?? "?",
      fcpMs: audits?.["first-contentful-paint"]?.numericValue ?? 0,
      lcpMs: audits?.["largest-contentful-paint"]?.numericValue ?? 0,
      tbtMs: audits?.["total-blocking-time"]?.numericValue ?? 0,
    };
  } finally {
    chrome.kill();
  }
}

export type LighthouseRun = Awaited<ReturnType<typeof lighthouseScores>>;
