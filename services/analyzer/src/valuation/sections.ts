/** The price-fairness and financial sections of ReportData, from a Valuation. */
import { type Citation, type FinancialAnalysis, formatPercent, formatPeso, type PriceFairness } from "@suri/contracts";
import { derivedCitation } from "./citations";
import { FAIR_PRICE_DELTA_CAP_PCT, verdictPhrase } from "./fairness";
import type { Valuation } from "./value-listing";

function fairnessAnalysis(v: Valuation): string {
  const f = v.fairness;
  const ref = v.priceReference;
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
  const dataset = ref?.dataset;
  const source =
    ref?.origin === "comparables"
      ? `median of ${ref.compsUsed} comparable listings, asking prices`
      : dataset
        ? `${dataset.found.area.name} reference from ${dataset.found.figure.source}`
        : "no reference available";
  return (
    `Price per sqm of ${basis} compared with a cited market median (${source}). ` +
    "delta% = (subject − median) / median × 100; fair within ±5%, overpriced above, underpriced below; " +
    "severity slight ≤10%, moderate >10%, significant >20%, extreme >35%. " +
    `Data invalid (shown as fair) if the median ≤ 0 or delta > 150%. Fair price = price / (1 + delta/100), delta capped at ±${FAIR_PRICE_DELTA_CAP_PCT}%.`
  );
}

export function fairnessSection(v: Valuation): PriceFairness {
  const f = v.fairness;
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
  };
}

function rentCitation(v: Valuation): Citation | null {
  if (v.listedRent !== null) return { kind: "listing", source: "Asking rent in the listing", confidence: "medium" };
  return v.rent?.citation ?? null;
}

function yieldCitation(v: Valuation, rent: Citation | null): Citation | null {
  if (v.grossYieldPct === null || rent === null) return null;
  return derivedCitation("Annual rent / asking price", "Estimated monthly rent × 12 / listed price × 100", [rent]);
}

function fiveYearValue(v: Valuation): FinancialAnalysis["fiveYearValue"] {
  const recent = v.market.recentGrowthPct;
  return {
    futureValue: v.futureValue,
    growthRatePercent: v.growthPct,
    citation: v.market.growthPct?.citation ?? null,
    recentTrend:
      recent && v.recentTrendFutureValue !== null
        ? { growthRatePercent: recent.value, futureValue: v.recentTrendFutureValue, citation: recent.citation }
        : null,
  };
}

export function financialSection(v: Valuation): FinancialAnalysis {
  const monthlyRent = v.listedRent ?? v.rent?.monthlyRent ?? null;
  const rent = rentCitation(v);
  return {
    price: v.price,
    pricePerSqm: v.subjectPerSqm,
    monthlyRental: monthlyRent,
    rentalYield: v.grossYieldPct,
    appreciationRate: v.growthPct,
    rentalIncome: { monthlyRent, annualRent: monthlyRent === null ? null : monthlyRent * 12, citation: rent },
    rentalYieldDetail: { annualYieldPercentage: v.grossYieldPct, citation: yieldCitation(v, rent) },
    fiveYearValue: fiveYearValue(v),
    netReturn: {
      netGain: v.netGain.netGain,
      note: v.netGain.note,
      appreciation: v.netGain.appreciation,
      netRentalIncome: v.netGain.netRentalIncome,
    },
    roiTimeline: v.timeline,
    monthlyExpenses: v.monthlyDues,
    expensesCitation: v.monthlyDues === null ? null : (v.market.duesPerSqmMonth?.citation ?? null),
    vacancyPercent: v.market.vacancyPct?.value ?? null,
    vacancyCitation: v.market.vacancyPct?.citation ?? null,
    netOperatingIncome: v.netGain.netOperatingIncome,
  };
}
