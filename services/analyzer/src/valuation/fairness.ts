/**
 * The price verdict: one rule, decided here and nowhere else. Every surface (the report, its card, the
 * list, compare, the PDF, a shared page, the landing sample) shows its output; the words are written from
 * the same numbers (sections.ts).
 *
 *   estimate  the unit's value: the reference price per sqm × its area (the listing data's measured
 *             estimate when it has one)
 *   range     what the unit could fetch: the measured range that held 80 % of similar listings' prices
 *             in our tests, else the reference's own spread (fairValueRange, reliability.ts)
 *   verdict   inside the range: in line with the market ("fair"); above it: overpriced; below it:
 *             underpriced. No fixed ±x % band: a range says how far prices of such units really spread.
 *   gap       (price − estimate) / estimate, in percent; the severity of a price outside the range
 *             grows with it: slight ≤ 10, moderate ≤ 20, significant ≤ 35, extreme beyond.
 * When the comparison cannot be trusted (comparisonCheck, reliability.ts) the verdict is withheld with
 * its reasons; that decision is taken on the verdict this rule returns.
 */

export type FairnessCategory = "fair" | "overpriced" | "underpriced" | "insufficient_data";
export type FairnessSeverity = "slight" | "moderate" | "significant" | "extreme";

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Multiplying before dividing keeps whole-number cases exact (105 vs 100 → exactly 5). */
export function priceDeltaPercent({ subjectPerSqm, medianPerSqm }: { subjectPerSqm: number; medianPerSqm: number }) {
  return ((subjectPerSqm - medianPerSqm) * 100) / medianPerSqm;
}

/** Severity of a price outside its range, by its gap from the estimate. */
export function fairnessSeverity(gapPercent: number): FairnessSeverity {
  const size = Math.abs(gapPercent);
  if (size > 35) return "extreme";
  if (size > 20) return "significant";
  if (size > 10) return "moderate";
  return "slight";
}

export interface PriceRange {
  readonly low: number;
  readonly high: number;
}

export interface FairnessVerdict {
  readonly category: FairnessCategory;
  readonly severity: FairnessSeverity | null;
  /** A verdict was computed from a reference and may be shown (false when withheld or missing). */
  readonly dataValid: boolean;
  /** The asking price's gap from the estimate, percent; null when withheld or missing. */
  readonly deltaPercent: number | null;
  /** The gap as computed even when the verdict is withheld (for the reasons' wording). */
  readonly rawDeltaPercent: number | null;
  /** The estimate of the unit's value, pesos. */
  readonly fairPrice: number | null;
  /** price − estimate: positive means asking above it. */
  readonly deltaPhp: number | null;
  /** The range the verdict was judged against, pesos. */
  readonly range: PriceRange | null;
}

export const NO_VERDICT: FairnessVerdict = {
  category: "insufficient_data",
  severity: null,
  dataValid: false,
  deltaPercent: null,
  rawDeltaPercent: null,
  fairPrice: null,
  deltaPhp: null,
  range: null,
};

/**
 * The verdict on an asking price against the unit's estimate and range (all in pesos for the whole
 * unit). Without a price, an estimate or a range there is nothing to judge: no verdict.
 */
export function priceVerdict(input: {
  price: number | null;
  estimate: number | null;
  range: PriceRange | null;
}): FairnessVerdict {
  const { price, estimate, range } = input;
  if (price === null || price <= 0 || estimate === null || !(estimate > 0) || range === null) return NO_VERDICT;
  const gap = ((price - estimate) * 100) / estimate;
  const category = price < range.low ? "underpriced" : price > range.high ? "overpriced" : "fair";
  return {
    category,
    severity: category === "fair" ? null : fairnessSeverity(gap),
    dataValid: true,
    deltaPercent: gap,
    rawDeltaPercent: gap,
    fairPrice: estimate,
    deltaPhp: price - estimate,
    range,
  };
}

/** The score's price factor at the estimate, at the range's low end and at its high end. */
const SCORE_AT_ESTIMATE = 60;
const SCORE_AT_LOW = 90;
const SCORE_AT_HIGH = 25;

/**
 * The price factor of the investment score (0–100), from the same numbers as the verdict: 60 at the
 * estimate, rising to 90 at the range's low end (100 a range-width below it) and falling to 25 at its
 * high end (0 a range-width above it). A price in line with the market scores 25–90, an overpriced one
 * below 25, an underpriced one above 90: the score cannot contradict the verdict.
 */
export function verdictScore(verdict: FairnessVerdict, price: number | null): number | null {
  const { fairPrice: estimate, range } = verdict;
  if (!verdict.dataValid || estimate === null || range === null || price === null) return null;
  if (price <= estimate) {
    const width = Math.max(estimate - range.low, 1);
    const t = (estimate - price) / width;
    return t <= 1
      ? SCORE_AT_ESTIMATE + (SCORE_AT_LOW - SCORE_AT_ESTIMATE) * t
      : SCORE_AT_LOW + (100 - SCORE_AT_LOW) * Math.min(1, t - 1);
  }
  const width = Math.max(range.high - estimate, 1);
  const t = (price - estimate) / width;
  return t <= 1
    ? SCORE_AT_ESTIMATE - (SCORE_AT_ESTIMATE - SCORE_AT_HIGH) * t
    : SCORE_AT_HIGH - SCORE_AT_HIGH * Math.min(1, t - 1);
}

/** Where the price sits in its range, for the words: the range's lower or upper part, or near the estimate. */
export function rangePosition(verdict: FairnessVerdict, price: number): "lower" | "middle" | "upper" | null {
  const { fairPrice: estimate, range } = verdict;
  if (verdict.category !== "fair" || estimate === null || range === null) return null;
  if (price < estimate && estimate - price > (estimate - range.low) / 2) return "lower";
  if (price > estimate && price - estimate > (range.high - estimate) / 2) return "upper";
  return "middle";
}
