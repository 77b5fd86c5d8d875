/**
 * npm run valuation:accuracy — the valuation's error on held-out real listings, overall, per type
 * and per city, beside the city × type table's error on the same listings (the reference before);
 * then the same listings' error on splits that cannot flatter (a grouped fifth, leave one portal out),
 * per portal and per type, and the headline: the worse of those two.
 */
import type { CondoRentTable } from "../src/market-data/listing-build/condo-rents";
import condoRents from "../src/market-data/listing-references/condo-rents.json";
import {
  type HeldOutResult,
  HOLDOUT_ROWS,
  inMetroWithData,
  summarise,
  valueHeldOut,
} from "../src/valuation/valuation-accuracy";
import { printSplits } from "./split-tables";
import { columns, pct } from "./text-table";

const started = performance.now();
const results = HOLDOUT_ROWS.map(valueHeldOut);
// The last two columns: the city × type table's error on the same listings.
const row = columns([28, 5, 7, 8, 8, 8, 9, 10, 7]);

function line(label: string, group: readonly HeldOutResult[]): string {
  const s = summarise(group);
  const table = summarise(group, (r) => r.tableEstimate);
  return row([
    label,
    String(s.listings),
    pct(s.valuedPct),
    pct(s.medianAbsErrorPct),
    pct(s.within10Pct),
    pct(s.within20Pct),
    pct(s.rangeCoveragePct),
    pct(table.medianAbsErrorPct),
    pct(table.within20Pct),
  ]);
}

console.log(
  `Held-out real listings: ${HOLDOUT_ROWS.length} (every fifth by URL hash; never used to build comparables, tables or error table)\n`,
);
console.log(`${row(["group", "n", "valued", "med.err", "±10%", "±20%", "in 80%"])}    table: med.err  ±20%`);
console.log(line("all", results));
for (const type of ["condo", "house", "townhouse", "lot"] as const) {
  console.log(
    line(
      `  ${type}`,
      results.filter((r) => r.row.type === type),
    ),
  );
}
const metro = (r: HeldOutResult) => inMetroWithData(r.row);
console.log("\nMetro Cebu and Metro Manila cities with ≥ 30 calibration listings of the type:");
for (const type of ["condo", "house"] as const) {
  console.log(
    line(
      `  ${type}`,
      results.filter((r) => r.row.type === type && metro(r)),
    ),
  );
}
console.log("\nper city × type (≥ 20 held-out listings):");
const groups = new Map<string, HeldOutResult[]>();
for (const r of results) {
  const key = `${r.row.city ?? r.row.province} · ${r.row.type}`;
  groups.set(key, [...(groups.get(key) ?? []), r]);
}
for (const [key, group] of [...groups.entries()]
  .filter(([, g]) => g.length >= 20)
  .sort((a, b) => b[1].length - a[1].length)) {
  console.log(line(`  ${key}`, group));
}
console.log("\ncondo rents, held-out rentals (condo-rents.json):");
for (const m of (condoRents as unknown as CondoRentTable).heldOut) {
  console.log(
    `  ${`${m.basis}${m.source ? ` (${m.source})` : ""}`.padEnd(42)} ${String(m.tested).padStart(5)} tested, median error ${pct(m.medianAbsErrorPct)}, inside the middle-half range ${pct(m.insideQuartilesPct)} (50 % expected)`,
  );
}
printSplits(results);
const verdicts = new Map<string, number>();
for (const r of results) verdicts.set(r.verdict, (verdicts.get(r.verdict) ?? 0) + 1);
console.log(`\nverdicts: ${[...verdicts.entries()].map(([k, v]) => `${k} ${v}`).join(", ")}`);
console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
