import {
  type Citation,
  type PriceFairness,
  type ReportData,
  ratingBadgeColor,
  scoreColor as scoreColorName,
} from "@suri/contracts";
import { sqmToSqft } from "../../lib/format";

/** SPEC §4: a score of 10 or less is on a 0–10 scale and is shown out of 100. */
export function normaliseScore(score: number): number {
  const scaled = score <= 10 ? score * 10 : score;
  return Math.round(Math.max(0, Math.min(100, scaled)));
}

const scoreHex: Record<ReturnType<typeof scoreColorName>, string> = {
  green: "#15803d",
  blue: "#1d4ed8",
  amber: "#b45309",
  rose: "#be123c",
};

/** SPEC §9 score colours (80+ green, 65+ blue, 50+ amber, else rose) in shades that pass contrast on white. */
export function scoreColor(score: number): string {
  return scoreHex[scoreColorName(score)];
}

/** SPEC §9 rating badge colours as Chakra palettes; unknown ratings are grey. */
export const ratingPalette = ratingBadgeColor;

export type FairnessCategory = "fair" | "overpriced" | "underpriced" | "insufficient";

/**
 * The banner's reading of the price check. Data the analyzer marks invalid is shown as
 * insufficient rather than as fair: a verdict without data would be a figure without a source.
 */
export function fairnessCategory(pf: Pick<PriceFairness, "category" | "dataValid">): FairnessCategory {
  if (!pf.dataValid || pf.category === "insufficient_data") return "insufficient";
  return pf.category;
}

function citationKey(c: Citation): string {
  return [c.kind, c.source, c.period ?? "", c.url ?? ""].join("\u0000");
}

/**
 * Every citation the report shows, numbered once: the report's own list first, then any
 * figure-level citation that list does not already hold.
 */
export function collectCitations(report: ReportData): Citation[] {
  const fa = report.financialAnalysis;
  const candidates: (Citation | null)[] = [
    ...report.citations,
    report.priceFairness.citation,
    fa.rentalIncome.citation,
    fa.rentalYieldDetail.citation,
    fa.fiveYearValue.citation,
    fa.fiveYearValue.recentTrend?.citation ?? null,
    fa.expensesCitation ?? null,
    fa.vacancyCitation ?? null,
  ];
  const seen = new Set<string>();
  const result: Citation[] = [];
  for (const c of candidates) {
    if (!c) continue;
    const key = citationKey(c);
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(c);
  }
  return result;
}

/** 1-based number of a citation in `all`, or null when it is not listed. */
export function citationNumber(all: Citation[], citation: Citation | null | undefined): number | null {
  if (!citation) return null;
  const key = citationKey(citation);
  const index = all.findIndex((c) => citationKey(c) === key);
  return index === -1 ? null : index + 1;
}

/** Floor area in square feet for list cards: the report's own figure, else converted from sqm. */
export function areaSqft(overview: ReportData["overview"]): number | null {
  if (overview.squareFeet !== null && overview.squareFeet > 0) return overview.squareFeet;
  const sqm = overview.floorAreaSqm ?? overview.lotAreaSqm;
  return sqm !== null && sqm > 0 ? Math.round(sqmToSqft(sqm)) : null;
}
