/**
 * `npm run accuracy`: how true Suri is on real material.
 *   1. Extraction, the headline: per-field accuracy on real listing texts (labelled by hand,
 *      tests/accuracy/labels) and real saved pages, per field and per source, invented numbers,
 *      prices taken from an equity/down payment/amortisation/appraisal line, and the list pages and
 *      bank PDFs refused. Pages we wrote ourselves are unit-test fixtures and do not count. Then uploads: a
 *      seeded sample of those texts as phone screenshots, read by OCR, beside the same texts pasted
 *      (ocr-column.ts; OCR cached by image hash, ACCURACY_OCR=off skips it).
 *   2. Honesty: every listing read in 1 through the valuation — no gross yield above 15 % and no
 *      fairness delta beyond −60 % / +150 % without the report saying the comparison is unreliable.
 *   3. References: the reference a report would use (no live comparables) against the median of
 *      held-out listings, per city × type with ≥ 15 listings in the shared data.
 * Prints numbers; exits 1 when a list page is turned into a listing or a report hides an implausible figure.
 */
import { ListingSchema } from "@suri/contracts";
import {
  COVERAGE_N_MIN,
  listingAccuracySummary,
  listingReferenceAccuracy,
} from "../../services/analyzer/src/market-data/listing-references-accuracy";
import { buildReport } from "../../services/analyzer/src/valuation";
import { valueCore } from "../../services/analyzer/src/valuation/value-listing";
import { pdfText } from "../../services/scraper/src/read-upload/pdf-text";
import { printOcrColumn } from "./ocr-column";
import { printExtraction } from "./print-extraction";
import { productReferenceRows } from "./reference-rows";

const now = new Date();
let failures = 0;

console.log("== 1. Extraction on real material ==");
const extraction = await printExtraction((bytes) =>
  pdfText(bytes, { pdfPagesMax: 20, textCharsMax: 200_000, pdfTimeoutMs: 60_000, pdfHeapMbMax: 512 }),
);
failures += extraction.listsNotRefused;
// Uploads: the same texts as phone screenshots through OCR, beside their pasted reading.
await printOcrColumn();

console.log("\n== 2. Honesty of the reports on those pages ==");
let reports = 0;
for (const { id, listing } of extraction.scored) {
  if (!listing) continue;
  reports += 1;
  const report = buildReport(ListingSchema.parse(listing), { now });
  const f = report.priceFairness;
  const fa = report.financialAnalysis;
  const delta = valueCore(ListingSchema.parse(listing), [], now).fairness.rawDeltaPercent;
  const hiddenDelta = delta !== null && (delta < -60 || delta > 150) && f.reliable !== false;
  const hiddenYield =
    fa.rentalYield !== null && (fa.rentalYield > 15 || fa.rentalYield < 2) && fa.rentalYieldDetail.plausible !== false;
  if (hiddenDelta || hiddenYield) failures += 1;
  if (!hiddenDelta && !hiddenYield) continue;
  const verdict = f.reliable === false ? `withheld (${f.unreliableReasons?.[0]?.slice(0, 60)}…)` : f.category;
  const yieldText =
    fa.rentalYield === null
      ? "no yield"
      : `yield ${fa.rentalYield.toFixed(1)}%${fa.rentalYieldDetail.plausible === false ? " (flagged)" : ""}`;
  console.log(
    `✗ ${id.padEnd(52)} delta ${delta === null ? "—" : `${delta.toFixed(0)}%`} → ${verdict}; ${yieldText}; score ${report.investmentScore.score}`,
  );
}

console.log(`${reports} reports made from the listings read above; any hiding an implausible figure are listed`);

console.log(`\n== 3. References against held-out listings (cells with ≥ ${COVERAGE_N_MIN} listings) ==`);
const summary = listingAccuracySummary();
console.log(
  `listing-data references: ${summary.cells} cells, ${summary.compared} with ≥ 5 held-out rows, ${summary.within} within ±25 %, held-out median inside the shown range in ${summary.inRange}, ${summary.withoutReference.length} without a reference`,
);
const product = productReferenceRows(listingReferenceAccuracy(COVERAGE_N_MIN), now);
const compared = product.filter((row) => row.ratio !== null && row.holdoutN >= 5);
const within = compared.filter((row) => Math.abs((row.ratio ?? 0) - 1) <= 0.25);
console.log(`references the reports use: ${within.length}/${compared.length} within ±25 % of the held-out median\n`);
for (const row of product) {
  console.log(
    `  ${`${row.city} · ${row.type}`.padEnd(30)} n=${String(row.nAll).padEnd(5)} report reference ${row.reference === null ? "—".padEnd(10) : `₱${Math.round(row.reference).toLocaleString("en-US")}`.padEnd(10)} (${row.source.padEnd(12)}) held-out ₱${row.holdoutMedian === null ? "—" : Math.round(row.holdoutMedian).toLocaleString("en-US")} (n=${row.holdoutN}) ratio ${row.ratio?.toFixed(2) ?? "—"}`,
  );
}

if (failures) {
  console.log(`\n${failures} problem(s) above`);
  process.exitCode = 1;
}
