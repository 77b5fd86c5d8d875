/**
 * OCR and PDF-text benchmark on the upload fixtures (a 750×1334 phone screenshot rendered with
 * ImageMagick, the same as JPEG, a one-page brochure).
 *   npm run bench --workspace @suri/scraper      (runs after the extraction bench)
 * Env: BENCH_OCR_ROUNDS (screenshots read per format, 10).
 */
import { readFileSync } from "node:fs";
import { listingFromText } from "../src/extract/from-text";
import { createOcrEngine } from "../src/read-upload/ocr";
import { pdfText } from "../src/read-upload/pdf-text";

const fixture = (name: string) => readFileSync(new URL(`../test/fixtures/uploads/${name}`, import.meta.url));
const rounds = Number(process.env.BENCH_OCR_ROUNDS ?? 10);

function report(label: string, seconds: number[]): void {
  const sorted = [...seconds].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, s) => sum + s, 0) / sorted.length;
  const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)] ?? Number.NaN;
  console.log(`${label.padEnd(44)} mean ${mean.toFixed(2)} s  p95 ${p95.toFixed(2)} s  (n=${sorted.length})`);
}

const ocr = createOcrEngine({ ocrTimeoutMs: 60_000 });
try {
  console.log(`\nOCR (tesseract.js 7, eng LSTM, offline), ${rounds} runs per screenshot`);
  const coldStart = performance.now();
  await ocr.recognize(fixture("listing-screenshot.png"));
  console.log(
    `${"  first screenshot (worker and model load)".padEnd(44)} ${((performance.now() - coldStart) / 1000).toFixed(2)} s`,
  );
  for (const name of ["listing-screenshot.png", "listing-screenshot.jpg"]) {
    const bytes = fixture(name);
    const seconds: number[] = [];
    for (let i = 0; i < rounds; i += 1) {
      const started = performance.now();
      const text = await ocr.recognize(bytes);
      const listing = listingFromText(text, { source: "ocr", sourceSite: "upload" });
      if (listing?.priceCentavos !== 650_000_000) throw new Error(`OCR misread ${name}`);
      seconds.push((performance.now() - started) / 1000);
    }
    report(`  ${name} (OCR + text rules)`, seconds);
  }
  const pdf = new Uint8Array(fixture("brochure.pdf"));
  const seconds: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    await pdfText(pdf, { pdfPagesMax: 20, textCharsMax: 200_000 });
    seconds.push((performance.now() - started) / 1000);
  }
  report("  brochure.pdf (pdf.js text)", seconds);
} finally {
  await ocr.close();
}
