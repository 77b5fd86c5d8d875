/** The price-fairness section of ReportData, from a Valuation. */
import { formatPercent, formatPeso, type PriceFairness } from "@suri/contracts";
import { SQFT_PER_SQM } from "./basis";
import { FAIR_PRICE_DELTA_CAP_PCT, verdictPhrase } from "./fairness";
import { describeRange } from "./reliability";
import type { Valuation } from "./value-listing";

function fairnessAnalysis(v: Valuation): string {
  const f = v.fairness;
  const ref = v.priceReference;
  if (!v.comparison.reliable && ref && v.subjectPerSqm !== null) {
    const range = v.fairValueRange
      ? ` At the reference range the unit would be worth ${describeRange(v.fairValueRange)}.`
      : "";
    return `${formatPeso(v.subjectPerSqm)}/sqm against a reference of ${formatPeso(ref.value)}/sqm, but the comparison is unreliable: ${v.comparison.reasons.join("; ")}.${range}`;
  }
  if (f.category === "insufficient_data" || !ref || v.subjectPerSqm === null) {
    if (v.price === null) return "No sale price, so no price comparison.";
    if (v.subjectPerSqm === null) return "No usable area, so no price per sqm to compare.";
    return `No cited market reference for this property type in ${v.resolved.area.name}.`;
  }
  const subject = `${formatPeso(v.subjectPerSqm)}/sqm against a reference of ${formatPeso(ref.value)}/sqm`;
  if (!f.dataValid) {
    return `${subject} is a ${formatPercent(f.rawDeltaPercent)} difference, past the plausibility limit: treated as fair (data invalid).`;
  }
  const delta = f.deltaPercent ?? 0;
  const sign = delta > 0 ? "+" : "";
  if (f.category === "fair") return `${subject} (${sign}${formatPercent(delta)}): within ±5%, fair.`;
  return `${subject} (${sign}${formatPercent(delta)}): ${verdictPhrase(f.category, f.severity)}; fair price ≈ ${formatPeso(f.fairPrice)}.`;
}

function methodology(v: Valuation): string {
  const basis = v.basis.areaBasis === "lot" ? "lot area" : "floor area";
  const ref = v.priceReference;
  const measured = ref?.measured;
  if (ref && measured) {
    return (
      `Price compared with the ${ref.compsUsed} most similar listings of the listing data (same type and similar size, ` +
      `nearest place first: ${measured.level === "project" ? `project ${measured.place}` : measured.place}), weighted by size, bedrooms and age, ` +
      `outliers (robust z > 3) removed. Estimate = their weighted median price per sqm × ${basis}. ` +
      `The range is the estimate × the 10th and 90th percentiles of asking price ÷ estimate measured on ${measured.error.tested} listings like this one, ` +
      `each valued without itself: it held 80% of them. Outside the range the price is under- or over-priced; inside it, in line with the market. ${measured.statement}`
    );
  }
  const dataset = ref?.dataset;
  const source =
    ref?.origin === "comparables"
      ? `similarity-weighted median of ${ref.compsUsed} comparable listings, asking prices, outliers (robust z > 3) removed`
      : dataset
        ? `${dataset.found.area.name} reference from ${dataset.found.figure.source}, ${dataset.found.figure.period}`
        : "no reference available";
  return (
    `Price per sqm of ${basis} compared with a cited market median (${source}). ` +
    "delta% = (subject − median) / median × 100; fair within ±5%, overpriced above, underpriced below; " +
    "severity slight ≤10%, moderate >10%, significant >20%, extreme >35%. " +
    `Data invalid (shown as fair) if the median ≤ 0 or delta > 150%. Fair price = price / (1 + delta/100), delta capped at ±${FAIR_PRICE_DELTA_CAP_PCT}%.`
  );
}

/** The comparables shown in the report: the heaviest first, at most this many. */
export const COMPS_SHOWN_MAX = 20;

export function fairnessSection(v: Valuation): PriceFairness {
  const f = v.fairness;
  const ref = v.priceReference;
  const evidence = ref?.evidence ?? null;
  const valuationFactor = v.detailed.factors.find((x) => x.key === "priceValuation");
  return {
    subjectPrice: v.price,
    subjectPricePerSqM: v.subjectPerSqm,
    medianPricePerSqM: v.priceReference?.value ?? null,
    deltaPercent: f.deltaPercent,
    deltaPhp: f.deltaPhp,
    fairPrice: f.fairPrice,
    category: f.category,
    severity: f.severity,
    dataValid: f.dataValid,
    compsUsed: v.priceReference?.compsUsed ?? 0,
    analysis: fairnessAnalysis(v),
    methodology: methodology(v),
    citation: v.priceReference?.citation ?? null,
    areaBasis: v.basis.areaBasis,
    delta: f.deltaPercent,
    comps: evidence?.comps.slice(0, COMPS_SHOWN_MAX) ?? [],
    comparableProperties: evidence?.considered ?? 0,
    marketAverage: ref && v.basis.areaSqm !== null ? ref.value * v.basis.areaSqm : null,
    psf: v.subjectPerSqm === null ? null : v.subjectPerSqm / SQFT_PER_SQM,
    marketPsf: ref ? ref.value / SQFT_PER_SQM : null,
    score: valuationFactor?.dataAvailable ? valuationFactor.score : null,
    reliable: v.comparison.reliable,
    unreliableReasons: [...v.comparison.reasons],
    fairValueRange: v.fairValueRange,
  };
}
