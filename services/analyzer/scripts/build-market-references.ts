/**
 * Builds the listing-based market references from the raw listing CSVs:
 *   npm run market:build --workspace @suri/analyzer
 * Input: LISTINGS_DATA_DIR (default /work/shared/data/listings). Output: the three JSON tables in
 * src/market-data/listing-references/. Re-running on the same input changes nothing.
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

const inputDir = process.env.LISTINGS_DATA_DIR || DEFAULT_LISTINGS_DIR;
const outputDir = join(dirname(fileURLToPath(import.meta.url)), "../src/market-data/listing-references");

if (!existsSync(inputDir)) {
  console.error(`LISTINGS_DATA_DIR: no folder at ${inputDir}`);
  process.exit(1);
}
const output = buildFromRecords(readListingsDir(inputDir));
mkdirSync(outputDir, { recursive: true });
for (const [name, text] of Object.entries(serialise(output))) {
  writeFileSync(join(outputDir, name), text);
  console.log(`${name}: ${(text.length / 1024).toFixed(1)} kB`);
}
const rows = (output.referenceTable as { rows: unknown }).rows;
console.log(JSON.stringify(rows, null, 2));
