/** The report's one-paragraph summary, written from the computed numbers only (deterministic). */
import { formatPercent, formatPeso } from "@suri/contracts";
import { propertyTypeLabel } from "./basis";
import { verdictPhrase } from "./fairness";
import type { Valuation } from "./value-listing";

function subjectPhrase(v: Valuation): string {
  const label = propertyTypeLabel(v.basis.propertyType)?.toLowerCase() ?? "property";
  const size = v.basis.areaSqm !== null ? `${Number(v.basis.areaSqm.toFixed(1))} sqm ` : "";
  const place = v.resolved.matchedBy === "none" ? "" : ` in ${v.resolved.area.name}`;
  return `This ${size}${label}${place}`;
}

function pricePhrase(v: Valuation): string {
  if (v.listedRent !== null) return ` is offered for rent at ${formatPeso(v.listedRent)} a month.`;
  if (v.price === null) return " has no sale price in the listing, so it cannot be valued.";
  const perSqm = v.subjectPerSqm !== null ? ` (${formatPeso(v.subjectPerSqm)}/sqm)` : "";
  return ` is listed at ${formatPeso(v.price)}${perSqm}.`;
}

function fairnessSentence(v: Valuation): string {
  const ref = v.priceReference;
  const f = v.fairness;
  if (f.category === "insufficient_data" || !ref) {
    return v.price === null ? "" : " There is not enough cited market data to judge its price.";
  }
  const refText = `${formatPeso(ref.value)}/sqm (${ref.label})`;
  if (!f.dataValid) return ` Its price per sqm is too far from the reference of ${refText} to compare reliably.`;
  const delta = f.deltaPercent ?? 0;
  if (f.category === "fair") {
    return ` At ${formatPercent(Math.abs(delta))} ${delta >= 0 ? "above" : "below"} the reference of ${refText}, the price looks fair.`;
  }
  const direction = f.category === "overpriced" ? "above" : "below";
  return ` It is ${verdictPhrase(f.category, f.severity)} at ${formatPercent(Math.abs(delta))} ${direction} the reference of ${refText}; a fair price would be about ${formatPeso(f.fairPrice)}.`;
}

function incomeSentence(v: Valuation): string {
  if (v.rent === null || v.listedRent !== null) return "";
  const yieldText = v.grossYieldPct !== null ? `, a ${formatPercent(v.grossYieldPct)} gross yield` : "";
  return ` Estimated market rent is ${formatPeso(v.rent.monthlyRent)} a month${yieldText}.`;
}

function growthSentence(v: Valuation): string {
  if (v.futureValue === null || v.growthPct === null) return "";
  const gain = v.netGain.netGain;
  const gainText =
    gain === null
      ? ""
      : v.netGain.netRentalIncome === null
        ? `, a gain of ${formatPeso(gain)} from appreciation alone`
        : `; with five years of rent after vacancy and dues the estimated net gain is ${formatPeso(gain)}`;
  return ` At ${v.growthPct}% a year it could be worth ${formatPeso(v.futureValue)} in five years${gainText}.`;
}

export function writeSummary(v: Valuation): string {
  const score = ` Investment score: ${v.score.score}/100 (${v.score.rating}).`;
  return `${subjectPhrase(v)}${pricePhrase(v)}${fairnessSentence(v)}${incomeSentence(v)}${growthSentence(v)}${score}`;
}
