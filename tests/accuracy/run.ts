/**
 * `npm run accuracy`: how true Suri is on real page shapes and real market data.
 *   1. Extraction: per-field accuracy over the labelled corpus (services/scraper/test/fixtures/corpus),
 *      and how many list pages were refused with their listings offered.
 *   2. Honesty: every corpus detail page through the valuation — no gross yield above 15 % and no
 *      fairness delta beyond −60 % / +150 % without the report saying the comparison is unreliable.
 *   3. References: the reference a report would use (no live comparables) against the median of
 *      held-out listings, per city × type with ≥ 15 listings in the shared data.
 * Prints numbers; exits 1 when a page fails its labels or a report hides an implausible figure.
 */
import { ListingSchema } from "@suri/contracts";
import {
  COVERAGE_N_MIN,
  listingAccuracySummary,
  listingReferenceAccuracy,
} from "../../services/analyzer/src/market-data/listing-references-accuracy";
import { buildReport } from "../../services/analyzer/src/valuation";
import { valueCore } from "../../services/analyzer/src/valuation/value-listing";
import {
  CHECKED_FIELDS,
  extractedField,
  labelledPages,
  readLabelledPage,
} from "../../services/scraper/test/support/corpus";
import { productReferenceRows } from "./reference-rows";

const now = new Date();
let failures = 0;

console.log("== 1. Extraction over the labelled corpus ==");
const pages = labelledPages().map(readLabelledPage);
const fieldTotals = new Map<string, { right: number; all: number }>();
for (const { page, listing, listPage } of pages) {
  const wrong: string[] = [];
  if (page.expect.list) {
    const refused = !listing && listPage?.count === page.expect.count;
    if (!refused) wrong.push(`list page not refused as ${page.expect.count} properties`);
    const tally = fieldTotals.get("list refused") ?? { right: 0, all: 0 };
    fieldTotals.set("list refused", { right: tally.right + (refused ? 1 : 0), all: tally.all + 1 });
  } else {
    for (const field of CHECKED_FIELDS) {
      const expected = page.expect[field];
      if (expected === undefined) continue;
      const got = extractedField(listing, field);
      const tally = fieldTotals.get(field) ?? { right: 0, all: 0 };
      const right = JSON.stringify(got) === JSON.stringify(expected);
      fieldTotals.set(field, { right: tally.right + (right ? 1 : 0), all: tally.all + 1 });
      if (!right) wrong.push(`${field}: ${JSON.stringify(got)} ≠ ${JSON.stringify(expected)}`);
    }
  }
  failures += wrong.length ? 1 : 0;
  const summary = page.expect.list
    ? `list of ${listPage?.count ?? "?"}, ${listPage?.candidates.length ?? 0} listings offered`
    : `${listing?.propertyType ?? "?"} in ${listing?.address.city ?? "?"}, ${listing?.address.province ?? listing?.address.region ?? "?"} (place from ${listing?.place?.from ?? "?"})`;
  console.log(
    `${wrong.length ? "✗" : "✓"} ${page.file.padEnd(52)} ${summary}${wrong.length ? ` — ${wrong.join("; ")}` : ""}`,
  );
}
console.log("\nper field:");
for (const [field, { right, all }] of fieldTotals) {
  console.log(`  ${field.padEnd(16)} ${right}/${all} (${Math.round((right / all) * 100)}%)`);
}

console.log("\n== 2. Honesty of the reports on those pages ==");
for (const { page, listing } of pages) {
  if (!listing) continue;
  const report = buildReport(ListingSchema.parse(listing), { now });
  const f = report.priceFairness;
  const fa = report.financialAnalysis;
  const delta = valueCore(ListingSchema.parse(listing), [], now).fairness.rawDeltaPercent;
  const hiddenDelta = delta !== null && (delta < -60 || delta > 150) && f.reliable !== false;
  const hiddenYield =
    fa.rentalYield !== null && (fa.rentalYield > 15 || fa.rentalYield < 2) && fa.rentalYieldDetail.plausible !== false;
  if (hiddenDelta || hiddenYield) failures += 1;
  const verdict = f.reliable === false ? `withheld (${f.unreliableReasons?.[0]?.slice(0, 60)}…)` : f.category;
  const yieldText =
    fa.rentalYield === null
      ? "no yield"
      : `yield ${fa.rentalYield.toFixed(1)}%${fa.rentalYieldDetail.plausible === false ? " (flagged)" : ""}`;
  console.log(
    `${hiddenDelta || hiddenYield ? "✗" : "✓"} ${page.file.padEnd(52)} delta ${delta === null ? "—" : `${delta.toFixed(0)}%`} → ${verdict}; ${yieldText}; score ${report.investmentScore.score}`,
  );
}

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
