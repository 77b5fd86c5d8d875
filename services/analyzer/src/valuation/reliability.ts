/**
 * When a comparison cannot be trusted, the report says so instead of printing a confident number.
 * A price verdict is withheld (shown as a fair-value range, "insufficient data" in the score) when:
 *   - the asking price is more than 60 % below or 150 % above the reference: at those distances
 *     the listing is far more likely another kind of property, a wrong area or place, a distressed
 *     sale or a data error than a bargain or a rip-off;
 *   - the listing's place is uncertain (its sources disagree, or only running text names it);
 *   - its property type is a guess (inferred from its areas, or read from prose only);
 *   - the only reference is a whole region's;
 *   - the listing is occupied or under a pending case (the references are free of both);
 *   - its area is implausible for its type (a 4 sqm condo, a 9,000 sqm "house"): the area or the type is wrong;
 *   - the range that 80 % of such listings' prices fell in is more than VERDICT_RANGE_SPAN_MAX (×10) times as high at its top
 *     as at its bottom (land, whose asking prices run from farm to roadside): any price would be "in line",
 *     so nothing is judged, and a price far from the estimate is no sign of a misreading either.
 * A gross yield outside 2–15 % is implausible for Philippine residential property (research
 * market-data.md: Metro Manila condos about 5–7 %, Cebu 6–8 %): it is shown flagged and left out of the score.
 */
import type { Listing } from "@suri/contracts";
import { formatPeso, VERDICT_RANGE_SPAN_MAX } from "@suri/contracts";
import { joined, type Phrase, phrase } from "../wording/writer";
import type { ValuationBasis } from "./basis";
import type { PriceReference } from "./comparables";
import type { FairnessVerdict } from "./fairness";
import { DATASET_RANGE_PCT } from "./market-value";
import { MAD_TO_SIGMA } from "./robust-stats";

export const UNDERPRICED_LIMIT_PCT = -60;
export const OVERPRICED_LIMIT_PCT = 150;
export const YIELD_PLAUSIBLE_MIN_PCT = 2;
export const YIELD_PLAUSIBLE_MAX_PCT = 15;
/** A listing-data cell with fewer listings than this gives a range, not a verdict. */
export const LISTINGS_FOR_VERDICT_MIN = 10;
/** Areas no unit of the type has, in sqm: outside them the area or the type was read wrong. */
const PLAUSIBLE_AREA_SQM: Readonly<Partial<Record<string, { min: number; max: number }>>> = {
  condo: { min: 15, max: 1_500 },
  house_and_lot: { min: 20, max: 3_000 },
  townhouse: { min: 20, max: 1_000 },
  lot: { min: 20, max: Number.POSITIVE_INFINITY },
};

/** Below this extractor confidence a property type is a guess. */
const TYPE_CONFIDENCE_MIN = 0.6;

export interface ComparisonCheck {
  readonly reliable: boolean;
  /**
   * Why not, for the writer to word; empty when reliable. Each says what is wrong, never what to do about
   * it: whoever reads it may be a relative holding a share link, who cannot correct anything. The owner's
   * next steps are the report's fix list (web: fixes.ts).
   */
  readonly reasons: readonly Phrase[];
}

export function comparisonCheck(input: {
  listing: Listing;
  basis: ValuationBasis;
  fairness: FairnessVerdict;
  reference: PriceReference | null;
  /** The reference is a wide market's figure that the listing data could not measure (broad-reference.ts). */
  unmeasuredBroad?: boolean;
}): ComparisonCheck {
  const { listing, basis, fairness, reference } = input;
  const raw = fairness.rawDeltaPercent;
  // Without a computed comparison there is nothing to trust or distrust: insufficient_data says it.
  if (raw === null) return { reliable: true, reasons: [] };
  const reasons: Phrase[] = [];
  const { range } = fairness;
  const area = basis.areaSqm;
  // Lots valued within a town span about ×2–7 (valuation-error.json); land within a province ×25–50, a lot valued
  // from a whole province ×14–24.
  if (range && area && range.high > range.low * VERDICT_RANGE_SPAN_MAX) {
    const perSqm = (value: number) => formatPeso(Math.round(value / area));
    const place = reference?.measured?.place;
    const where = place ? phrase("reason.inPlace", { place }) : phrase("reason.here");
    reasons.push(phrase("reason.rangeTooWide", { where, low: perSqm(range.low), high: perSqm(range.high) }));
  } else {
    if (raw < UNDERPRICED_LIMIT_PCT) reasons.push(phrase("reason.farBelow", { pct: Math.abs(Math.round(raw)) }));
    if (raw > OVERPRICED_LIMIT_PCT) reasons.push(phrase("reason.farAbove", { pct: Math.round(raw) }));
  }
  if (listing.place?.uncertain) {
    const others = listing.place.conflicting.length
      ? phrase("reason.alsoNames", { places: listing.place.conflicting.join(", ") })
      : "";
    const { barangay, city } = listing.address;
    const inferred = listing.place.from === "prose" && barangay && city && !listing.place.conflicting.length;
    reasons.push(
      inferred
        ? phrase("reason.placeFromBarangay", { barangay, city })
        : phrase(listing.place.from === "prose" ? "reason.placeProse" : "reason.placeConflict", { others }),
    );
  }
  const encumbered = (listing.conditions ?? []).filter((c) => c === "occupied" || c === "legal_case");
  if (encumbered.length) {
    const what = encumbered.map((c) => phrase(c === "occupied" ? "reason.occupied" : "reason.legalCase"));
    reasons.push(phrase("reason.encumbered", { what: joined(what, "join.and") }));
  }
  const typeConfidence = listing.provenance.propertyType?.confidence;
  // A listing that gives only a land area is land; a type guessed from a floor area is not sure (condo? house?).
  const guessedBuilding = basis.typeInferred && basis.propertyType !== "lot";
  if (guessedBuilding || (typeConfidence !== undefined && typeConfidence < TYPE_CONFIDENCE_MIN)) {
    reasons.push(phrase("reason.typeUnclear"));
  }
  const bounds = basis.propertyType ? PLAUSIBLE_AREA_SQM[basis.propertyType] : undefined;
  if (bounds && basis.areaSqm !== null && (basis.areaSqm < bounds.min || basis.areaSqm > bounds.max)) {
    reasons.push(phrase("reason.areaImplausible", { area: Math.round(basis.areaSqm).toLocaleString("en-US") }));
  }
  const dataset = reference?.origin === "dataset" ? reference.dataset : null;
  if (input.unmeasuredBroad && reference?.dataset && !dataset?.found.figure.sourceKey.startsWith("listings:")) {
    reasons.push(phrase("reason.regionOnly", { name: reference.dataset.found.area.name }));
  }
  if (dataset?.found.figure.sourceKey.startsWith("listings:")) {
    const { level, name } = dataset.found.area;
    const n = dataset.listingsCount ?? 0;
    if (level === "region") reasons.push(phrase("reason.regionOnly", { name }));
    else if (n < LISTINGS_FOR_VERDICT_MIN) reasons.push(phrase("reason.fewListings", { n, name }));
  }
  return { reliable: reasons.length === 0, reasons };
}

/** The verdict with its number withheld: no category, delta or fair price; the raw delta is kept for the text. */
export function withheldVerdict(fairness: FairnessVerdict): FairnessVerdict {
  return {
    ...fairness,
    category: "insufficient_data",
    severity: null,
    dataValid: false,
    deltaPercent: null,
    fairPrice: null,
    deltaPhp: null,
  };
}

export interface FairValueRange {
  readonly low: number;
  readonly high: number;
}

/** z of the 10th and 90th percentiles: the range that holds 80 % of a normal spread of prices. */
const Z_80 = 1.2816;
/** No range is narrower than this, percent either side: asking prices are never that exact. */
const RANGE_MIN_PCT = 5;
/** Without a spread of its own, a reference's range is this wide either side, percent. */
export const DEFAULT_RANGE_PCT = 20;

/**
 * How much wider, in log terms, the range holding 80 % of a spread is than its middle half:
 * z(0.90) ÷ z(0.75) for prices spread log-normally around their median.
 */
export const MIDDLE_HALF_TO_80 = Z_80 / 0.6745;

/**
 * A listing-data cell's middle half (₱/sqm) stretched to the range that holds 80 % of its listings, as
 * every verdict's range does. Judged against the middle half itself, a verdict of a place valued only
 * from its city × type cell held the asking price 55 % of the time on listings of a portal left out of
 * the data; stretched, 82 % (npm run valuation:accuracy, leave one portal out).
 */
export function eightyOfMiddleHalf(median: number, middle: FairValueRange): FairValueRange {
  if (!(median > 0) || !(middle.low > 0) || !(middle.high > 0)) return middle;
  return {
    low: median * Math.min(1, middle.low / median) ** MIDDLE_HALF_TO_80,
    high: median * Math.max(1, middle.high / median) ** MIDDLE_HALF_TO_80,
  };
}

/**
 * What the unit could fetch (asking prices, pesos): the range that held 80 % of similar listings in our
 * tests; for live comparables, 80 % of their spread (MAD as σ); for a listing-data cell, 80 % of its
 * listings (its middle half stretched, widened for wider areas); else ± 20 %.
 */
export function fairValueRange(reference: PriceReference | null, areaSqm: number | null): FairValueRange | null {
  if (!reference || areaSqm === null || areaSqm <= 0) return null;
  if (reference.measured) return { low: reference.measured.low, high: reference.measured.high };
  const spread = reference.origin === "comparables" ? reference.evidence?.dispersionPct : undefined;
  if (spread !== undefined && spread > 0) {
    const half = Math.max(RANGE_MIN_PCT, Z_80 * MAD_TO_SIGMA * spread) / 100;
    return { low: reference.value * (1 - half) * areaSqm, high: reference.value * (1 + half) * areaSqm };
  }
  const middle = reference.origin === "dataset" ? reference.dataset?.range : undefined;
  const range = middle ? eightyOfMiddleHalf(reference.value, middle) : undefined;
  // A cited figure without a spread: as wide as its confidence allows (the market value's width, too).
  const half = reference.dataset ? DATASET_RANGE_PCT[reference.dataset.found.confidence] : DEFAULT_RANGE_PCT;
  const low = range?.low ?? reference.value * (1 - half / 100);
  const high = range?.high ?? reference.value * (1 + half / 100);
  return { low: low * areaSqm, high: high * areaSqm };
}

export function describeRange(range: FairValueRange): string {
  return `${formatPeso(range.low)}–${formatPeso(range.high)}`;
}

export interface YieldCheck {
  readonly plausible: boolean;
  /** Why not, for the writer to word. */
  readonly reason?: Phrase;
}

export function yieldCheck(grossYieldPct: number | null): YieldCheck {
  if (grossYieldPct === null) return { plausible: true };
  const bounds = { pct: grossYieldPct.toFixed(1), min: YIELD_PLAUSIBLE_MIN_PCT, max: YIELD_PLAUSIBLE_MAX_PCT };
  if (grossYieldPct > YIELD_PLAUSIBLE_MAX_PCT) return { plausible: false, reason: phrase("reason.yieldHigh", bounds) };
  if (grossYieldPct < YIELD_PLAUSIBLE_MIN_PCT) return { plausible: false, reason: phrase("reason.yieldLow", bounds) };
  return { plausible: true };
}
