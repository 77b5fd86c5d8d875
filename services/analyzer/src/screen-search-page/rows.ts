import type { ListCandidate, ReportData, ScreeningRow } from "@suri/contracts";

/**
 * A screened listing's row: what its card shows, and the figures its full report gives — the report's fair
 * price, its range, the asking price's gap to it and the gross yield — taken from the report built by the
 * same valuation, so the row and the report cannot disagree.
 */
export function screeningRow(index: number, candidate: ListCandidate, report: ReportData | null): ScreeningRow {
  const card = {
    index,
    url: candidate.url,
    ...(candidate.title ? { title: candidate.title } : {}),
    ...(candidate.priceCentavos !== undefined ? { priceCentavos: candidate.priceCentavos } : {}),
    ...(candidate.floorAreaSqm !== undefined ? { floorAreaSqm: candidate.floorAreaSqm } : {}),
    ...(candidate.lotAreaSqm !== undefined ? { lotAreaSqm: candidate.lotAreaSqm } : {}),
    ...(candidate.bedrooms !== undefined ? { bedrooms: candidate.bedrooms } : {}),
    ...(candidate.place ? { place: candidate.place } : {}),
  };
  if (!report) {
    const hasArea = candidate.floorAreaSqm !== undefined || candidate.lotAreaSqm !== undefined;
    const notValued =
      candidate.priceCentavos === undefined
        ? hasArea
          ? "no_price"
          : "no_figures"
        : hasArea
          ? "no_figures"
          : "no_area";
    return {
      ...card,
      estimate: null,
      estimateLow: null,
      estimateHigh: null,
      gapPercent: null,
      grossYieldPercent: null,
      verdict: null,
      notValued,
    };
  }
  const fairness = report.priceFairness;
  return {
    ...card,
    estimate: fairness.fairPrice,
    estimateLow: fairness.fairValueRange?.low ?? null,
    estimateHigh: fairness.fairValueRange?.high ?? null,
    gapPercent: fairness.deltaPercent,
    grossYieldPercent: report.financialAnalysis.rentalYield,
    verdict: fairness.category,
  };
}

/**
 * The table's order: listings asked furthest below their estimate first, then (equal gaps, or no gap)
 * the higher gross yield; rows without figures last, in page order.
 */
export function rankRows(rows: readonly ScreeningRow[]): ScreeningRow[] {
  const unvalued = (row: ScreeningRow) => (row.estimate === null && row.grossYieldPercent === null ? 1 : 0);
  /** Ascending, a missing figure after every present one. */
  const ascending = (a: number | null, b: number | null) =>
    a === null ? (b === null ? 0 : 1) : b === null ? -1 : a - b;
  const negated = (value: number | null) => (value === null ? null : -value);
  return [...rows].sort(
    (a, b) =>
      unvalued(a) - unvalued(b) ||
      ascending(a.gapPercent, b.gapPercent) ||
      ascending(negated(a.grossYieldPercent), negated(b.grossYieldPercent)) ||
      a.index - b.index,
  );
}
