/**
 * Prints, per city × type with at least 15 listings, the listing reference against the median of
 * the held-out listings:  npm run market:accuracy --workspace @suri/analyzer
 */
import {
  COVERAGE_N_MIN,
  formatAccuracyRows,
  listingAccuracySummary,
  listingReferenceAccuracy,
} from "../src/market-data/listing-references-accuracy";

const rows = listingReferenceAccuracy(COVERAGE_N_MIN);
for (const line of formatAccuracyRows(rows)) console.log(line);
const s = listingAccuracySummary(rows);
console.log(
  `\n${s.cells} city × type cells with ≥ ${COVERAGE_N_MIN} listings; ${s.withoutReference.length} without a reference; ` +
    `${s.within} of ${s.compared} comparable cells within ±25 % of the held-out median; ` +
    `${s.inRange} of ${s.compared} held-out medians inside the shown range.`,
);
