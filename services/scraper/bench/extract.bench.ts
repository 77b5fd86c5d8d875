/**
 * Extraction and fetch+extract benchmark on the real fixture pages.
 *   npm run bench --workspace @suri/scraper
 * Env: BENCH_ROUNDS (extraction runs per page, 200), BENCH_CONCURRENCY (closed-loop fetches
 * in flight, 20), BENCH_REQUESTS (closed-loop total, 400), BENCH_RATE (open-loop jobs/s, 25),
 * BENCH_SECONDS (open-loop duration, 10).
 * The pages are served from a worker thread so the main thread does only fetch + extract.
 */
import { readFileSync } from "node:fs";
import { Worker } from "node:worker_threads";
import { parseCsv } from "@suri/kit/csv";
import { listingFromText } from "../src/extract/from-text";
import { extractListings } from "../src/extract/index";
import { createPageFetcher } from "../src/fetch/index";

const PAGES = {
  lamudi: "/work/shared/fixtures/lamudi/search-results-iloilo-foreclosures.html",
  detail: "/work/shared/fixtures/panay/foreclosurephilippines-detail.html",
  single: new URL("../test/fixtures/single-listing.html", import.meta.url).pathname,
};
/** The pages' own addresses, so the Lamudi adapter runs on the Lamudi page as in production. */
const REAL_URLS = {
  lamudi: "https://www.lamudi.com.ph/buy/iloilo/foreclosures/",
  detail: "https://www.foreclosurephilippines.com/advert/pag-ibig-ropa-858202508190022/",
  single: "https://www.example-realty.test/listings/unit-1204",
};
/** Saved pages of our own making, one per site adapter (extraction only). */
const ADAPTER_PAGES = {
  "lamudi-detail": ["lamudi-detail.html", "https://www.lamudi.com.ph/property/41032-73-made-up-2br-salcedo"],
  "dot-property-detail": ["dot-property-detail.html", "https://www.dotproperty.com.ph/ads/1-bedroom-condo_7788990"],
  "property24-detail": ["property24-detail.html", "https://www.property24.com.ph/houses-for-sale/davao-city/p24-4242"],
  "prose-only": ["prose-only.html", "https://owner-blog.example.ph/2026/11/townhouse-for-sale"],
} as const;
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function summary(label: string, durations: number[], wallMs?: number): void {
  const sorted = [...durations].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, d) => sum + d, 0) / sorted.length;
  const rate = wallMs ? (sorted.length / wallMs) * 1000 : 1000 / mean;
  const ms = (value: number) => value.toFixed(1).padStart(7);
  console.log(
    `${label.padEnd(44)} ${rate.toFixed(1).padStart(7)} /s  p50 ${ms(percentile(sorted, 50))} ms  p95 ${ms(percentile(sorted, 95))} ms  p99 ${ms(percentile(sorted, 99))} ms  (n=${sorted.length})`,
  );
}

/** How long each of `rounds` extractions of one page takes, after 20 to warm up. */
function extractionDurations(html: string, url: string, rounds: number): number[] {
  for (let i = 0; i < 20; i += 1) extractListings(html, url);
  const durations: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    extractListings(html, url);
    durations.push(performance.now() - started);
  }
  return durations;
}

function benchExtraction(rounds: number): void {
  console.log(`\nExtraction only, ${rounds} sequential runs per page`);
  for (const [name, path] of Object.entries(PAGES)) {
    const html = readFileSync(path, "utf8");
    const url = REAL_URLS[name as keyof typeof REAL_URLS];
    summary(`  ${name} (${Math.round(html.length / 1024)} kB)`, extractionDurations(html, url, rounds));
  }
  for (const [name, [file, url]] of Object.entries(ADAPTER_PAGES)) {
    const html = readFileSync(new URL(`../test/fixtures/sites/${file}`, import.meta.url), "utf8");
    summary(`  ${name} (${Math.round(html.length / 1024)} kB, own page)`, extractionDurations(html, url, rounds));
  }
}

const SERVER = `
const { createServer } = require("node:http");
const { readFileSync } = require("node:fs");
const { parentPort, workerData } = require("node:worker_threads");
const bodies = Object.fromEntries(Object.entries(workerData).map(([k, p]) => [k, readFileSync(p)]));
const server = createServer((req, res) => {
  const body = bodies[req.url.slice(1)];
  if (!body) return res.writeHead(404).end();
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": body.length }).end(body);
});
server.listen(0, "127.0.0.1", () => parentPort.postMessage(server.address().port));
`;

async function startServer(): Promise<{ port: number; stop: () => Promise<number> }> {
  const worker = new Worker(SERVER, { eval: true, workerData: PAGES });
  const port = await new Promise<number>((resolve) => worker.once("message", resolve));
  return { port, stop: () => worker.terminate() };
}

type Job = () => Promise<void>;

async function closedLoop(concurrency: number, total: number, job: Job): Promise<number> {
  let next = 0;
  const started = performance.now();
  const lanes = Array.from({ length: concurrency }, async () => {
    while (next < total) {
      next += 1;
      await job();
    }
  });
  await Promise.all(lanes);
  return performance.now() - started;
}

async function openLoop(ratePerSecond: number, seconds: number, job: Job): Promise<number> {
  const started = performance.now();
  const jobs: Promise<void>[] = [];
  const total = ratePerSecond * seconds;
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / ratePerSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    jobs.push(job());
  }
  await Promise.all(jobs);
  return performance.now() - started;
}

/**
 * Pasted text: the 498 real listing texts of ../shared/data/listing-texts (title and description),
 * then hostile pastes up to the size limit (20,000 characters of digits, of "1,234 ", of "₱1 ", of letters
 * after a town's name).
 */
function benchTexts(): void {
  const csv = readFileSync("/work/shared/data/listing-texts/cebu_lamudi_descriptions.csv", "utf8");
  const texts = parseCsv(csv).map((row) => `${row.title}\n\n${row.description}`);
  console.log(`\nPasted text, ${texts.length} real listing texts, each read once after a warm-up round`);
  for (const text of texts) listingFromText(text, { source: "text", sourceSite: "pasted-text" });
  const durations = texts.map((text) => {
    const started = performance.now();
    listingFromText(text, { source: "text", sourceSite: "pasted-text" });
    return performance.now() - started;
  });
  summary("  real listing texts", durations);
  for (const [name, text] of [
    ["20,000 digits", "1".repeat(20_000)],
    ['"1,234 " × 3,000', "1,234 ".repeat(3_000)],
    ['"₱1 " × 6,000', "₱1 ".repeat(6_000)],
    // A town, then a run of letters: the barangay finder once backtracked on these (2,000 characters: 82 s).
    ['"Condo in Makati" + "Ab" × 1,000', `Condo in Makati\n${"Ab".repeat(1_000)}`],
    ['"Condo in Makati" + "Ab" × 9,990', `Condo in Makati\n${"Ab".repeat(9_990)}`],
    ['("Ab" × 30 + ", Makati ") × 280', `Condo in Makati\n${`${"Ab".repeat(30)}, Makati `.repeat(280)}`],
  ] as const) {
    const runs = Array.from({ length: 5 }, () => {
      const started = performance.now();
      listingFromText(text, { source: "text", sourceSite: "pasted-text" });
      return performance.now() - started;
    });
    summary(`  hostile paste: ${name}`, runs);
  }
}

async function benchFetchAndExtract(): Promise<void> {
  const server = await startServer();
  // One local host serves every page: politeness and the page cache are turned off to measure the fetcher.
  const fetcher = createPageFetcher({
    allowHosts: [`127.0.0.1:${server.port}`],
    perHostConcurrency: 1000,
    perHostIntervalMs: 0,
    cacheTtlMs: 0,
  });
  const names = Object.keys(PAGES);
  let counter = 0;
  const run = (durations: number[]) => async () => {
    const name = names[counter++ % names.length];
    const started = performance.now();
    const page = await fetcher.fetchPage(`http://127.0.0.1:${server.port}/${name}`);
    if (!page.ok) throw new Error(`bench fetch failed: ${page.reason} ${page.message}`);
    const { items } = extractListings(page.html, page.finalUrl);
    if (!items.length) throw new Error(`no listing extracted from ${name}`);
    durations.push(performance.now() - started);
  };
  try {
    await closedLoop(4, 30, run([]));
    const concurrency = env("BENCH_CONCURRENCY", 20);
    const closed: number[] = [];
    const closedWall = await closedLoop(concurrency, env("BENCH_REQUESTS", 400), run(closed));
    console.log("\nFetch + extract through the guarded Crawlee fetcher (pages rotate lamudi/detail/single)");
    summary(`  closed loop, ${concurrency} in flight`, closed, closedWall);
    const rate = env("BENCH_RATE", 25);
    const open: number[] = [];
    const openWall = await openLoop(rate, env("BENCH_SECONDS", 10), run(open));
    summary(`  open loop, ${rate} jobs/s offered`, open, openWall);
  } finally {
    await fetcher.close();
    await server.stop();
  }
}

console.log(`Node ${process.version}, ${(await import("node:os")).availableParallelism()} CPUs`);
benchExtraction(env("BENCH_ROUNDS", 200));
benchTexts();
await benchFetchAndExtract();
