/**
 * Arithmetic the golden tests write out by hand (independent of the engine's code): compound
 * growth, a level-payment loan, straight-line distance, and the five-year cash-purchase sum.
 */
import { type Listing, ListingSchema, type ReportData, ReportDataSchema } from "@suri/contracts";
import { buildReport } from "../../src/valuation";

export const NOW = new Date("2026-11-21T08:00:00Z");

// Hand-computed against the last-resort reference (city × type table, cited figures); listing-data valuations: listing-comparables.test.ts.
export function report(input: Partial<Listing>, comparables: Listing[] = []): ReportData {
  const listing = ListingSchema.parse({ sourceSite: "test", ...input });
  return ReportDataSchema.parse(buildReport(listing, { now: NOW, comparables, listingData: false }));
}

/** P·r / (1 − (1 + r)^−n) with r the monthly rate. */
export function payment(principal: number, annualRatePct: number, years: number): number {
  const r = annualRatePct / 1200;
  return (principal * r) / (1 - (1 + r) ** -(years * 12));
}

/** Haversine, Earth radius 6,371 km. */
export function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Σ_{k=0}^{n−1} (1+g)^k: the growth factor of n years of rent rising g a year. */
export function growthSum(gPct: number, years: number): number {
  let sum = 0;
  for (let k = 0; k < years; k++) sum += (1 + gPct / 100) ** k;
  return sum;
}

/** Scales used by the scores: (x − lo) / (hi − lo) clamped to 0..1, × 100. */
export function scale(x: number, lo: number, hi: number): number {
  return Math.min(1, Math.max(0, (x - lo) / (hi - lo))) * 100;
}

export function factor(r: ReportData, key: string) {
  const f = r.investmentScore.factors.find((x) => x.key === key);
  if (!f) throw new Error(`no factor ${key}`);
  return f;
}

/** The one score by hand: Σ weight·score over the factors with data, divided by their weight, rounded. */
export function meanOfKnownFactors(r: ReportData): number {
  const known = r.investmentScore.factors.filter((f) => f.score !== null);
  const weight = known.reduce((s, f) => s + f.weight, 0);
  return Math.round(known.reduce((s, f) => s + (f.score ?? 0) * f.weight, 0) / weight);
}

/**
 * The price factor by hand from the report's own price, estimate and range: 60 at the estimate, 90 at the
 * range's low end, 25 at its high end, straight lines between, reaching 100 and 0 a range-width beyond.
 */
export function priceScoreByHand(r: ReportData): number {
  const { subjectPrice: price, fairPrice: estimate, fairValueRange: range } = r.priceFairness;
  if (price === null || estimate === null || !range) throw new Error("no verdict to score");
  if (price <= estimate) {
    const t = (estimate - price) / (estimate - range.low);
    return t <= 1 ? 60 + 30 * t : 90 + 10 * Math.min(1, t - 1);
  }
  const t = (price - estimate) / (range.high - estimate);
  return t <= 1 ? 60 - 35 * t : 25 - 25 * Math.min(1, t - 1);
}
