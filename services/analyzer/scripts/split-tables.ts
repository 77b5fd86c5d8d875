/** The split tables of npm run valuation:accuracy (src/valuation/split-accuracy.ts). */
import {
  allRows,
  breakdown,
  groupedFifth,
  headline,
  leaveOnePortalOutBothWays,
  type SplitRun,
  type SplitSummary,
} from "../src/valuation/split-accuracy";
import type { HeldOutResult } from "../src/valuation/valuation-accuracy";
import { columns, pct } from "./text-table";

const row = columns([34, 6, 8, 9, 9, 9]);

const line = (label: string, s: SplitSummary): string =>
  row([
    label,
    String(s.listings),
    pct(s.verdictPct),
    pct(s.medianAbsErrorPct),
    pct(s.rangeCoveragePct),
    pct(s.fallbackPct),
  ]);

const HEAD = row(["", "n", "verdict", "med.err", "in range", "by table"]);

/** `random`: today's held-out fifth, already valued from the committed data. */
export function printSplits(random: readonly HeldOutResult[]): void {
  const rows = allRows();
  const [portalOut, learned] = leaveOnePortalOutBothWays(rows);
  const runs: SplitRun[] = [{ name: "random fifth (today)", results: random }, groupedFifth(rows), portalOut];
  console.log(
    `\nSplits that cannot flatter (${rows.length} clean rows): where a verdict is given, median |asking ÷ estimate − 1|, share with a verdict, share of verdict ranges (80 %) holding the asking price, share of verdicts resting on the city × type table (or a cited figure) instead of comparables`,
  );
  console.log(
    "Each split values its held-out side from its training side only: comparables, their error table (leave one out within the training side) and the city × type table, rebuilt from the raw listing files' training-side rows by the market build's buildFromRecords; a listing with no similar listings is judged on its wide market's BSP figure as the training side's listings of its type relate to it (none where the training side has fewer than 30). In-sample: PORTAL_SPREAD (the widening of each type's 80 % range) was chosen on the leave-one-portal-out coverage, so that split's 'in range' is fitted, not tested; the line below it draws the ranges with the widening learned inside each split from its training portals only, each left out in turn (nested), which no held-out listing informs.",
  );
  console.log(HEAD);
  for (const run of [...runs, learned]) console.log(line(run.name, breakdown(run.results)[0]!.summary));
  const worst = headline(runs.slice(1));
  console.log(
    `\nHeadline (the worse of grouped and leave-one-portal-out): ${worst.run.name}, median error ${pct(worst.summary.medianAbsErrorPct)} where a verdict is given (${pct(worst.summary.verdictPct)} of listings), ranges hold ${pct(worst.summary.rangeCoveragePct)}`,
  );
  for (const run of [...runs, { ...learned, name: "leave one portal out, widening learned nested" }]) {
    console.log(`\n${run.name}:`);
    console.log(HEAD);
    for (const { label, summary } of breakdown(run.results)) console.log(line(`  ${label}`, summary));
  }
}
