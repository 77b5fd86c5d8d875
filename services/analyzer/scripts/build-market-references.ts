/**
 * Builds the listing-based market references from the raw listing CSVs:
 *   npm run market:build --workspace @suri/analyzer
 * Input: LISTINGS_DATA_DIR (default /work/shared/data/listings). Output, in
 * src/market-data/listing-references/: the three city × type tables, the row-level comparables
 * (calibration and held-out parts) and the valuation error table measured on the calibration part.
 * Re-running on the same input changes nothing.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  buildFromRecords,
  DEFAULT_LISTINGS_DIR,
  readListingsDir,
  serialise,
} from "../src/market-data/listing-build/build";
import {
  buildComparables,
  readComparableSources,
  serialiseComparables,
} from "../src/market-data/listing-build/comparables";
import { buildCondoRents, readCondoRentSources } from "../src/market-data/listing-build/condo-rents";
import { formatJson } from "../src/market-data/listing-build/json-format";
import { measureBroad } from "../src/valuation/broad-reference";
import { indexRows, rowsOf } from "../src/valuation/listing-comparables";
import { buildErrorTable, measureRows } from "../src/valuation/measured-error";

const inputDir = process.env.LISTINGS_DATA_DIR || DEFAULT_LISTINGS_DIR;
const outputDir = join(dirname(fileURLToPath(import.meta.url)), "../src/market-data/listing-references");

if (!existsSync(inputDir)) {
  console.error(`LISTINGS_DATA_DIR: no folder at ${inputDir}`);
  process.exit(1);
}
const output = buildFromRecords(readListingsDir(inputDir));
const comparables = buildComparables(readComparableSources(inputDir));
const calibration = rowsOf(comparables.calibration);
// Each calibration listing valued from the others, in its own month.
// And how their asking prices relate to their wide market's BSP figure (broad-reference.ts).
const errorTable = {
  ...buildErrorTable(measureRows(calibration, indexRows(calibration), (row) => row.month)),
  broad: measureBroad(calibration),
};
const condoRents = buildCondoRents(
  readCondoRentSources(inputDir),
  calibration.flatMap((row) =>
    row.type === "condo" && row.city && row.bedrooms !== null
      ? [{ city: row.city, bedrooms: row.bedrooms, area: row.area }]
      : [],
  ),
);
const files: Record<string, string> = {
  ...serialise(output),
  "comparables.json": serialiseComparables(comparables.calibration),
  "comparables-holdout.json": serialiseComparables(comparables.holdout),
  "condo-rents.json": formatJson(condoRents),
  "valuation-error.json": formatJson({
    generatedBy: "services/analyzer/scripts/build-market-references.ts",
    ...errorTable,
  }),
};
mkdirSync(outputDir, { recursive: true });
for (const [name, text] of Object.entries(files)) {
  writeFileSync(join(outputDir, name), text);
  console.log(`${name}: ${(text.length / 1024).toFixed(1)} kB`);
}
const rows = (output.referenceTable as { rows: unknown }).rows;
console.log(JSON.stringify(rows, null, 2));
console.log(
  `comparables: ${comparables.calibration.rows.length} calibration, ${comparables.holdout.rows.length} held out`,
);
const lifenavi = condoRents.lifenavi;
console.log(`\nLifenavi rent rows: ${lifenavi.read} read, ${lifenavi.kept} kept (rules in LIFENAVI_RULES):`);
for (const [rule, n] of Object.entries(lifenavi.rules)) console.log(`  ${rule.padEnd(16)} ${String(n).padStart(5)}`);
console.log("per city, every clean rental: n, median and q1–q3 of ₱/sqm a month, median floor area");
for (const c of lifenavi.cities)
  console.log(
    `  ${c.city.padEnd(12)} ${String(c.n).padStart(4)}  ${c.median}  ${c.q1}–${c.q3}  ${c.medianAreaSqm} sqm`,
  );
console.log("cells the reports use (calibration part):");
for (const c of condoRents.cells.filter((cell) => cell.source === "lifenavi-ncr-rent-2025"))
  console.log(`  ${c.city.padEnd(12)} ${String(c.n).padStart(4)}  ${c.median}  ${c.q1}–${c.q3}`);
