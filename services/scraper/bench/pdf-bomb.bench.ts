/**
 * PDF decompression bombs: peak resident memory of this process and of the PDF reader processes it
 * starts, sampled every 5 ms from /proc, while it reads one bomb (1 MB that pdf.js would inflate to
 * 1 GiB) and then three at once; then the two real bank PDFs of ../shared/data/listings for scale.
 *   npm run bench:pdf --workspace @suri/scraper
 * Env: BOMB_MB (what a bomb inflates to, 1024), PDF_MEMORY_MB_MAX (the reader's limit, its default).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PDF_MEMORY_MB_MAX, pdfReaders, pdfText } from "../src/read-upload/pdf-text";
import { makePdfBomb } from "../test/support/make-pdf";

const bombMb = Number(process.env.BOMB_MB ?? 1024);
const memoryMbMax = Number(process.env.PDF_MEMORY_MB_MAX ?? PDF_MEMORY_MB_MAX);
const PAGE = 4096;
const MB = 1024 * 1024;

const residentBytes = (pid: number): number => {
  try {
    return Number(readFileSync(`/proc/${pid}/statm`, "utf8").split(" ")[1]) * PAGE;
  } catch {
    return 0;
  }
};
const children = (): number[] => {
  try {
    return readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
};

/** Samples this process, its readers, and the two together, every 5 ms while `work` runs. */
async function measure(label: string, work: () => Promise<unknown>) {
  const peak = { self: 0, readers: 0, total: 0, readersAtOnce: 0 };
  const sample = () => {
    const self = residentBytes(process.pid);
    const readerPids = children();
    const readers = readerPids.reduce((sum, pid) => sum + residentBytes(pid), 0);
    peak.self = Math.max(peak.self, self);
    peak.readers = Math.max(peak.readers, readers);
    peak.total = Math.max(peak.total, self + readers);
    peak.readersAtOnce = Math.max(peak.readersAtOnce, readerPids.length);
  };
  const timer = setInterval(sample, 5);
  const started = performance.now();
  const outcomes = await Promise.allSettled([work()]).then(([o]) => o);
  clearInterval(timer);
  sample();
  const seconds = (performance.now() - started) / 1000;
  const outcome =
    outcomes?.status === "fulfilled"
      ? String(outcomes.value)
      : outcomes?.reason instanceof Error
        ? outcomes.reason.message
        : String(outcomes?.reason);
  console.log(
    `${label.padEnd(34)} ${seconds.toFixed(1).padStart(5)} s   peak RSS: this process ${(peak.self / MB).toFixed(0)} MB, readers ${(peak.readers / MB).toFixed(0)} MB (${peak.readersAtOnce} at once), together ${(peak.total / MB).toFixed(0)} MB   → ${outcome.slice(0, 70)}`,
  );
}

const limits = { pdfPagesMax: 20, textCharsMax: 200_000, pdfMemoryMbMax: memoryMbMax, pdfTimeoutMs: 120_000 };
const bomb = new Uint8Array(makePdfBomb(bombMb));
console.log(
  `PDF bomb: ${(bomb.length / MB).toFixed(2)} MB inflating to ${bombMb} MiB; reader limit ${memoryMbMax} MB resident, one reader at a time\n`,
);
await measure("idle (baseline)", async () => new Promise((r) => setTimeout(() => r("—"), 200)));
await measure("one bomb", () => pdfText(bomb, limits));
await measure("three bombs at once", async () => {
  const all = await Promise.allSettled([pdfText(bomb, limits), pdfText(bomb, limits), pdfText(bomb, limits)]);
  return all.map((o) => (o.status === "fulfilled" ? "read" : "refused")).join(", ");
});
const shared = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../shared/data/listings");
for (const name of ["ph_foreclosed_metrobank_2025-06.pdf", "ph_foreclosed_securitybank_2025-05.pdf"]) {
  const file = path.join(shared, name);
  if (!existsSync(file)) continue;
  await measure(
    name,
    async () => `${(await pdfText(new Uint8Array(readFileSync(file)), limits)).length} characters read`,
  );
}
console.log(`\nreaders started here: most at once ${pdfReaders.mostAtOnce}`);
