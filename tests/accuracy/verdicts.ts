/**
 * `npm run verdicts`: how often a report of a real listing can be acted on, and whether it agrees with itself.
 *   1. Verdicts: of the real listings that state a sale price, an area, a type and a place, the share whose
 *      report gives a price verdict, per source (the worst source with 5 or more is the headline), and why the
 *      others were withheld.
 *   2. Consistency: every report of every real listing read, checked section against section (consistency.ts).
 *   3. Costs: real property tax as a share of the asking price.
 *   4. Estimates: where a verdict is given, how far the asking price sits from the report's estimate and how
 *      often the report's range holds it, per source and type; the sites outside the listing data are the
 *      check that the valuation command's leave-one-portal-out figures travel.
 * Exits 1 on any contradiction, a tax above 1 % of the price, or a verdict share under 70 % over all sources.
 */
import { estimateSummary, judgeCorpus, OUTSIDE_DATA, verdictShare } from "./judge-corpus";

const NOW = new Date(process.env.VERDICTS_NOW ?? "2026-11-27T00:00:00Z");
const VERDICT_SHARE_MIN = 70;
const HEADLINE_COMPLETE_MIN = 5;
const pct = (value: number | null) => (value === null ? "—" : `${value.toFixed(1)} %`);

const judged = judgeCorpus(NOW);
let failures = 0;

console.log("== 1. Price verdicts on complete real listings (price, area, type and place stated) ==");
let worst: { source: string; share: number } | null = null;
const all = { complete: 0, verdicts: 0, verdictsConfirmed: 0 };
for (const [source, t] of judged.bySource) {
  all.complete += t.complete;
  all.verdicts += t.verdicts;
  all.verdictsConfirmed += t.verdictsConfirmed;
  const share = verdictShare(t);
  if (share !== null && t.complete >= HEADLINE_COMPLETE_MIN && (!worst || share < worst.share))
    worst = { source, share };
  console.log(
    `  ${source.padEnd(32)} ${String(t.reports).padStart(4)} reports, ${String(t.complete).padStart(4)} complete${t.labelled ? "" : " (as read)"}, verdict on ${String(t.verdicts).padStart(4)} = ${pct(share)}; read confirmed unchanged: ${pct(verdictShare({ complete: t.complete, verdicts: t.verdictsConfirmed }))}`,
  );
}
const overall = verdictShare(all);
console.log(
  `  all sources: verdict on ${all.verdicts} of ${all.complete} complete listings = ${pct(overall)}; read confirmed unchanged: ${pct(verdictShare({ complete: all.complete, verdicts: all.verdictsConfirmed }))}`,
);
if (worst)
  console.log(
    `  headline (worst source with ≥ ${HEADLINE_COMPLETE_MIN} complete): ${worst.source} ${pct(worst.share)}`,
  );
console.log("  withheld because:");
for (const [reason, n] of [...judged.withheld].sort((a, b) => b[1] - a[1]))
  console.log(`    ${String(n).padStart(4)} × ${reason}`);
if (overall === null || overall < VERDICT_SHARE_MIN) failures += 1;

console.log("\n== 2. Reports that contradict themselves ==");
for (const problem of judged.contradictions) console.log(`  ✗ ${problem}`);
console.log(
  `  ${judged.contradictions.length} contradiction(s) in ${[...judged.bySource.values()].reduce((n, t) => n + t.reports, 0)} reports`,
);
failures += judged.contradictions.length;

console.log("\n== 3. Real property tax a year, share of the asking price ==");
const shares = [...judged.taxShares].sort((a, b) => a - b);
const median = shares[Math.floor(shares.length / 2)] ?? 0;
const max = shares.at(-1) ?? 0;
console.log(`  ${shares.length} sale reports: median ${median.toFixed(2)} %, max ${max.toFixed(2)} %`);
if (max > 1) failures += 1;

console.log("\n== 4. Asking price against the report's estimate, where a verdict is given ==");
console.log(
  "  (each listing as the app reads it; median |asking ÷ estimate − 1| and the share inside the report's range)",
);
console.log(`  ${"source".padEnd(32)} ${"type".padEnd(14)}    n  med.err  in range`);
const row = (source: string, type: string, checks: Parameters<typeof estimateSummary>[0]) => {
  const s = estimateSummary(checks);
  if (!s) return;
  console.log(
    `  ${source.padEnd(32)} ${type.padEnd(14)} ${String(checks.length).padStart(4)}  ${pct(s.medianErrorPct).padStart(7)}  ${pct(s.inRangePct).padStart(8)}`,
  );
};
for (const [source, checks] of judged.estimates) {
  row(source, "all", checks);
  const types = [...new Set(checks.map((c) => c.type))].sort();
  if (types.length > 1)
    for (const type of types)
      row(
        "",
        type,
        checks.filter((c) => c.type === type),
      );
}
const outside = [...judged.estimates].filter(([source]) => OUTSIDE_DATA.has(source)).flatMap(([, checks]) => checks);
row("sites outside the listing data", "all", outside);
row("all sources", "all", [...judged.estimates.values()].flat());

if (failures) process.exitCode = 1;
