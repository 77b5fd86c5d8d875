/**
 * A report must agree with itself. Each check below names one way a section can contradict another, as
 * found on real listings: a verdict whose words disagree with its percentage or its range, "no reference"
 * above listed comparables, hazards "needing a place" beside the place's own hazards, a map position
 * ignored, a value projection starting above what the report says the unit is worth, a headline figure the
 * report itself flags, an internal code on a screen. `contradictions` returns one line per contradiction.
 */
import type { Listing, ReportData } from "@suri/contracts";

const PRICE_TOLERANCE = 1; // pesos: rounding

/** Words that belong to one verdict only. */
const VERDICT_WORDS: Record<string, RegExp> = {
  fair: /\b(?:over|under)priced\b/i,
  overpriced: /\bunderpriced\b|: in line with the market\b/i,
  underpriced: /\boverpriced\b|: in line with the market\b/i,
};

/** An internal code reaching a reader: snake_case words, never in prose. */
const INTERNAL_CODE = /\b[a-z]+(?:_[a-z]+)+\b/;

function* strings(value: unknown, path = ""): Generator<[string, string]> {
  if (typeof value === "string") yield [path, value];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* strings(item, `${path}/${i}`);
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) yield* strings(item, `${path}/${key}`);
  }
}

/** Fields holding machine values (keys, enums, sources' identifiers), not words for a reader. */
const MACHINE_FIELD =
  /\/(?:key|kind|category|severity|areaBasis|propertyType|confidence|type|icon|level|riskLevel|rating|from|status|url|link|sourceKey|id|format|unit|datasetVersion|generatedAt|lang|code)$/;

export function contradictions(report: ReportData, listing?: Listing): string[] {
  const out: string[] = [];
  const pf = report.priceFairness;
  const given = pf.reliable !== false && pf.category !== "insufficient_data";
  const price = pf.subjectPrice;
  const range = pf.fairValueRange;

  // The verdict against its own numbers.
  if (/±\s?5\s?%/.test(pf.analysis)) out.push(`verdict cites a fixed ±5 % band: "${pf.analysis}"`);
  if (given && price !== null && range) {
    const position =
      price < range.low - PRICE_TOLERANCE
        ? "underpriced"
        : price > range.high + PRICE_TOLERANCE
          ? "overpriced"
          : "fair";
    if (position !== pf.category)
      out.push(
        `verdict "${pf.category}" but the price sits ${position === "fair" ? "inside" : position === "overpriced" ? "above" : "below"} its own range`,
      );
  }
  if (given && VERDICT_WORDS[pf.category]?.test(pf.analysis))
    out.push(`verdict "${pf.category}" worded otherwise: "${pf.analysis}"`);
  if (given && pf.deltaPercent !== null && price !== null && pf.fairPrice !== null) {
    const above = price > pf.fairPrice + PRICE_TOLERANCE;
    if ((pf.deltaPercent > 0.05 && !above) || (pf.deltaPercent < -0.05 && above)) {
      out.push(`delta ${pf.deltaPercent.toFixed(1)} % disagrees with price ${price} vs estimate ${pf.fairPrice}`);
    }
  }
  if (
    given &&
    pf.fairPrice !== null &&
    range &&
    (pf.fairPrice < range.low - PRICE_TOLERANCE || pf.fairPrice > range.high + PRICE_TOLERANCE)
  ) {
    out.push("the estimate lies outside its own range");
  }
  const valuation = report.investmentScore.factors?.find((f) => f.key === "priceValuation");
  if (valuation && given !== (valuation.dataAvailable ?? false)) {
    out.push(
      `verdict ${given ? "given" : "withheld"} but the score's price factor ${valuation.dataAvailable ? "has" : "lacks"} data`,
    );
  }
  if (valuation && given && valuation.score !== null && valuation.score !== undefined) {
    if (pf.category === "fair" && (valuation.score < 25 || valuation.score > 90)) {
      out.push(`in line with the market, yet the price factor scores ${valuation.score}`);
    }
    if (pf.category === "overpriced" && valuation.score >= 40)
      out.push(`overpriced, yet the price factor scores ${valuation.score}`);
    if (pf.category === "underpriced" && valuation.score <= 60)
      out.push(`underpriced, yet the price factor scores ${valuation.score}`);
  }
  if (!given && pf.reliable === false && !(pf.unreliableReasons?.length ?? 0))
    out.push("verdict withheld without a reason");

  // A reference against the comparables listed under it.
  if ((pf.comps?.length ?? 0) > 0 && pf.medianPricePerSqM === null) out.push("comparables listed, but no reference");
  const mv = report.marketValueAssessment;
  if ((pf.comps?.length ?? 0) > 0 && mv && /no price reference/i.test(JSON.stringify(mv))) {
    out.push("market value says no reference above listed comparables");
  }

  // The place against its hazards.
  const hazardFactor = report.investmentScore.factors?.find((f) => f.key === "hazardExposure");
  const risks = report.investmentRisks?.risks ?? [];
  const placeHazards = risks.filter((r) => /typhoon|flood|earthquake|fault|storm surge|landslide/i.test(r.type));
  if (hazardFactor && hazardFactor.dataAvailable === false && placeHazards.length && report.city) {
    out.push(`hazard exposure lacks a place, beside ${placeHazards.length} hazard(s) of ${report.city}`);
  }

  // A stated map position.
  if (listing?.coordinates && /gives no map position/i.test(JSON.stringify(report.locationAnalysis ?? {}))) {
    out.push("the listing's map position was ignored");
  }

  // The projection against the value the report gives the unit.
  const start = report.financialAnalysis.roiTimeline[0]?.value;
  if (
    given &&
    pf.fairPrice !== null &&
    price !== null &&
    pf.fairPrice < price - PRICE_TOLERANCE &&
    start !== undefined &&
    start > pf.fairPrice + PRICE_TOLERANCE
  ) {
    out.push(
      `the projection starts at ${Math.round(start)}, above the unit's estimated value ${Math.round(pf.fairPrice)}`,
    );
  }

  // Headline figures the report itself flags.
  const fa = report.financialAnalysis;
  if (fa.rentalYieldDetail.plausible === false && fa.rentalYield !== null) {
    out.push(`headline yield ${fa.rentalYield.toFixed(1)} % is one the report flags as implausible`);
  }
  if (fa.rentalIncome.monthlyRent !== null && fa.vacancyPercent !== null && fa.vacancyPercent !== undefined) {
    if (fa.vacancyPercent <= 0 || fa.vacancyPercent > 20) out.push(`vacancy ${fa.vacancyPercent} % on a let property`);
  }

  // Internal codes.
  for (const [path, text] of strings(report)) {
    if (MACHINE_FIELD.test(path) || path.startsWith("/citations") || /\/(?:source|url|link)$/.test(path)) continue;
    if (/^https?:\/\//.test(text)) continue;
    const code = INTERNAL_CODE.exec(text.replace(/https?:\/\/\S+/g, ""));
    if (code) out.push(`internal code "${code[0]}" at ${path}`);
  }
  return out;
}
