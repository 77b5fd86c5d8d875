/**
 * Hostile readings through the reading pool while the main thread's event-loop delay is sampled:
 * what a stalled rule would cost every other request (in embedded mode, /healthz too).
 *   npm run bench:reading --workspace @suri/scraper
 * Env: BENCH_READ_WORKERS (pool size; default cores less one), BENCH_READ_ROUNDS (readings per shape, 3).
 * Each shape is also read once on the main thread, for the delay the pool spares.
 */
import { loadavg } from "node:os";
import { extractListings } from "../src/extract";
import { readPastedText } from "../src/read-text/read-pasted-text";
import { defaultReadWorkers, ReadingPool } from "../src/reading-pool/reading-pool";

const CHARS = 20_000;
const repeat = (unit: string) => unit.repeat(Math.floor(CHARS / unit.length));
const TEXTS: Record<string, string> = {
  '"Condo in Makati" + "Ab" × 9,990': `Condo in Makati\n${repeat("Ab")}`,
  '"P1M " × 5,000': repeat("P1M "),
  '"1k " × 6,666': repeat("1k "),
  '"1 sqm " × 3,333': repeat("1 sqm "),
  '"1," × 10,000 after a town': `Condo for sale in Makati ${repeat("1,")}`,
  '"Lot area: " + 20,000 digits': `Lot area: ${repeat("1")}`,
  "20,000 emoji": repeat("🏠"),
  "forty priced condos": Array.from({ length: 40 }, (_, i) => `${i + 1}. 2BR, ${50 + i} sqm, ₱${5 + i / 10}M`).join(
    "\n",
  ),
};
const PAGES: Record<string, string> = {
  "20,000 nested divs": `<html><body>${"<div>".repeat(20_000)}Condo ₱5,000,000 50 sqm${"</div>".repeat(20_000)}</body></html>`,
  "10,000 priced paragraphs": `<html><body><div>${"<p>₱1,000,000</p>".repeat(10_000)}</div></body></html>`,
  '"P1M " × 50,000 in a page': `<html><body><p>${"P1M ".repeat(50_000)}</p></body></html>`,
};
const URL_OF_PAGE = "https://www.example.ph/listing/1";

const ms = (milliseconds: number) => milliseconds.toFixed(1).padStart(8);

const SAMPLE_EVERY_MS = 5;

/**
 * Runs `work` while a 5 ms interval timer samples the event loop: the longest it fired late is the
 * longest any other request (an HTTP request, /healthz) would have waited. (perf_hooks'
 * monitorEventLoopDelay missed a 300 ms synchronous stall here on Node 20, so the timer is our own.)
 */
async function sampled(work: () => Promise<unknown>): Promise<{ maxDelayMs: number; wallMs: number }> {
  let maxDelayMs = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    maxDelayMs = Math.max(maxDelayMs, now - last - SAMPLE_EVERY_MS);
    last = now;
  }, SAMPLE_EVERY_MS);
  await new Promise((resolve) => setTimeout(resolve, 20));
  maxDelayMs = 0;
  const started = performance.now();
  await work();
  const wallMs = performance.now() - started;
  // One more turn so that a stall at the very end is sampled too.
  await new Promise((resolve) => setTimeout(resolve, 20));
  clearInterval(timer);
  return { maxDelayMs, wallMs };
}

const workers = Number(process.env.BENCH_READ_WORKERS ?? defaultReadWorkers());
const rounds = Number(process.env.BENCH_READ_ROUNDS ?? 3);
const pool = new ReadingPool({
  readWorkers: workers,
  readTimeoutMs: 5_000,
  readHtmlCharsMax: 5 * 1024 * 1024,
  readTextCharsMax: 200_000,
});
console.log(
  `Node ${process.version}, ${workers} reading worker(s), ${rounds} readings per shape, load average ${loadavg()[0]?.toFixed(2)}`,
);
// Start the workers before measuring (in development they compile the TypeScript first).
await Promise.all(Array.from({ length: workers }, () => pool.pastedText("Condo for sale in Makati, 50 sqm, ₱5M")));
console.log(
  `\n${"shape".padEnd(40)} ${"pool: max loop delay".padStart(21)} ${"wall".padStart(9)}   ${"main thread: max delay".padStart(22)}`,
);
const worstPool: number[] = [];
for (const [name, text] of Object.entries(TEXTS)) {
  const inPool = await sampled(() => Promise.all(Array.from({ length: rounds }, () => pool.pastedText(text))));
  const inThread = await sampled(async () => readPastedText(text));
  worstPool.push(inPool.maxDelayMs);
  console.log(
    `${`text: ${name}`.padEnd(40)} ${ms(inPool.maxDelayMs)} ms ${inPool.wallMs.toFixed(0).padStart(6)} ms   ${ms(inThread.maxDelayMs)} ms`,
  );
}
for (const [name, html] of Object.entries(PAGES)) {
  const inPool = await sampled(() => Promise.all(Array.from({ length: rounds }, () => pool.page(html, URL_OF_PAGE))));
  const inThread = await sampled(async () => extractListings(html, URL_OF_PAGE));
  worstPool.push(inPool.maxDelayMs);
  console.log(
    `${`page: ${name}`.padEnd(40)} ${ms(inPool.maxDelayMs)} ms ${inPool.wallMs.toFixed(0).padStart(6)} ms   ${ms(inThread.maxDelayMs)} ms`,
  );
}
console.log(`\nworst main-thread delay while the pool read: ${ms(Math.max(...worstPool)).trim()} ms (target < 50 ms)`);
await pool.close();
