/**
 * Price fairness exactly as SPEC §9 "Score and fairness" states it:
 * delta% = (subject ppsm − median ppsm) / median ppsm × 100; fair when |delta| ≤ 5, overpriced
 * above +5, underpriced below −5. The comparison is invalid (shown as fair, dataValid=false) when
 * the median is ≤ 0, delta > 150%, or delta > 100% and equals the price (a legacy bug where the
 * price landed in the delta field). The fair price uses the delta capped at ±80%:
 *   fairPrice = price / (1 + clamp(delta, −80, 80) / 100)
 * which, uncapped, is exactly median ppsm × area. Severity by |delta|: slight ≤ 10, moderate > 10,
 * significant > 20, extreme > 35.
 */

export const FAIR_BAND_PCT = 5;
export const INVALID_DELTA_PCT = 150;
export const SUSPECT_DELTA_PCT = 100;
export const FAIR_PRICE_DELTA_CAP_PCT = 80;

export type FairnessCategory = "fair" | "overpriced" | "underpriced" | "insufficient_data";
export type FairnessSeverity = "slight" | "moderate" | "significant" | "extreme";

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Multiplying before dividing keeps whole-number cases exact (105 vs 100 → exactly 5). */
export function priceDeltaPercent({ subjectPerSqm, medianPerSqm }: { subjectPerSqm: number; medianPerSqm: number }) {
  return ((subjectPerSqm - medianPerSqm) * 100) / medianPerSqm;
}

export function fairnessCategory(deltaPercent: number): Exclude<FairnessCategory, "insufficient_data"> {
  if (Math.abs(deltaPercent) <= FAIR_BAND_PCT) return "fair";
  return deltaPercent > 0 ? "overpriced" : "underpriced";
}

/** Severity of a deviation; null inside the fair band. */
export function fairnessSeverity(deltaPercent: number): FairnessSeverity | null {
  const size = Math.abs(deltaPercent);
  if (size <= FAIR_BAND_PCT) return null;
  if (size > 35) return "extreme";
  if (size > 20) return "significant";
  if (size > 10) return "moderate";
  return "slight";
}

export function isFairnessDataValid(input: {
  deltaPercent: number | null;
  medianPerSqm: number;
  subjectPrice: number;
}): boolean {
  const { deltaPercent, medianPerSqm, subjectPrice } = input;
  if (medianPerSqm <= 0 || deltaPercent === null || !Number.isFinite(deltaPercent)) return false;
  if (deltaPercent > INVALID_DELTA_PCT) return false;
  if (deltaPercent > SUSPECT_DELTA_PCT && deltaPercent === subjectPrice) return false;
  return true;
}

export function fairPrice({ price, deltaPercent }: { price: number; deltaPercent: number }): number {
  const capped = clamp(deltaPercent, -FAIR_PRICE_DELTA_CAP_PCT, FAIR_PRICE_DELTA_CAP_PCT);
  return price / (1 + capped / 100);
}

const SEVERITY_ADVERBS: Record<FairnessSeverity, string> = {
  slight: "slightly",
  moderate: "moderately",
  significant: "significantly",
  extreme: "extremely",
};

/** "slightly overpriced", "extremely underpriced", "fair", for report text. */
export function verdictPhrase(category: FairnessCategory, severity: FairnessSeverity | null): string {
  if (category === "insufficient_data") return "not enough data";
  return severity ? `${SEVERITY_ADVERBS[severity]} ${category}` : category;
}

export interface FairnessVerdict {
  readonly category: FairnessCategory;
  readonly severity: FairnessSeverity | null;
  readonly dataValid: boolean;
  /** The delta the verdict uses; null when invalid or insufficient. */
  readonly deltaPercent: number | null;
  /** The delta as computed even when the SPEC rules reject it (for the analysis text). */
  readonly rawDeltaPercent: number | null;
  readonly fairPrice: number | null;
  /** price − fairPrice: positive means asking above the fair price. */
  readonly deltaPhp: number | null;
}

const INSUFFICIENT: FairnessVerdict = {
  category: "insufficient_data",
  severity: null,
  dataValid: false,
  deltaPercent: null,
  rawDeltaPercent: null,
  fairPrice: null,
  deltaPhp: null,
};

/** The SPEC verdict; insufficient_data when the price, the area or the reference is missing. */
export function priceFairness(input: {
  price: number | null;
  subjectPerSqm: number | null;
  medianPerSqm: number | null;
}): FairnessVerdict {
  const { price, subjectPerSqm, medianPerSqm } = input;
  if (price === null || price <= 0 || subjectPerSqm === null || medianPerSqm === null) return INSUFFICIENT;
  const raw = medianPerSqm > 0 ? priceDeltaPercent({ subjectPerSqm, medianPerSqm }) : null;
  if (!isFairnessDataValid({ deltaPercent: raw, medianPerSqm, subjectPrice: price })) {
    return { ...INSUFFICIENT, category: "fair", rawDeltaPercent: raw };
  }
  const delta = raw as number;
  const fair = fairPrice({ price, deltaPercent: delta });
  return {
    category: fairnessCategory(delta),
    severity: fairnessSeverity(delta),
    dataValid: true,
    deltaPercent: delta,
    rawDeltaPercent: delta,
    fairPrice: fair,
    deltaPhp: price - fair,
  };
}

/**
 * The verdict on a listing-data valuation: outside its measured 80 % range the price is under- or
 * over-priced (severity by its distance from the estimate), inside it is in line with the market.
 */
export function measuredFairness(input: {
  price: number | null;
  subjectPerSqm: number | null;
  reference: number;
  range: { readonly low: number; readonly high: number; readonly estimate: number };
}): FairnessVerdict {
  const { price, subjectPerSqm, reference, range } = input;
  if (price === null || price <= 0 || subjectPerSqm === null || reference <= 0) return INSUFFICIENT;
  const delta = priceDeltaPercent({ subjectPerSqm, medianPerSqm: reference });
  const category = price < range.low ? "underpriced" : price > range.high ? "overpriced" : "fair";
  return {
    category,
    severity: category === "fair" ? null : (fairnessSeverity(delta) ?? "slight"),
    dataValid: true,
    deltaPercent: delta,
    rawDeltaPercent: delta,
    fairPrice: range.estimate,
    deltaPhp: price - range.estimate,
  };
}
