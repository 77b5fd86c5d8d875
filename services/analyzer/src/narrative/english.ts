/** The deterministic English narrative: short paragraphs built only from the report's own figures. */
import type { InvestmentScore, NarrativeText, RedFlagKey } from "@suri/contracts";
import { type NarrativeFacts, pct, peso, sqm } from "./facts";

const SEVERITY_WORD = {
  slight: "slightly",
  moderate: "moderately",
  significant: "significantly",
  extreme: "extremely",
};

function subject(f: NarrativeFacts): string {
  const size = f.sizeSqm !== null ? `${sqm(f.sizeSqm)} ` : "";
  return `This ${size}${f.typeLabel} in ${f.place}`;
}

function verdict(f: NarrativeFacts): string {
  const { pf } = f;
  if (pf.category === "insufficient_data" || pf.medianPricePerSqM === null) return "";
  if (!pf.dataValid) return " Its price per sqm is too far from the reference to compare reliably.";
  const ref = `${peso(pf.medianPricePerSqM)}/sqm`;
  const delta = pf.deltaPercent ?? 0;
  if (pf.category === "fair")
    return ` At ${pct(delta)} ${delta >= 0 ? "above" : "below"} the reference of ${ref}, the price looks fair.`;
  const word = pf.severity ? `${SEVERITY_WORD[pf.severity]} ` : "";
  const side = pf.category === "overpriced" ? "above" : "below";
  return ` It is ${word}${pf.category} at ${pct(delta)} ${side} the reference of ${ref}; a fair price would be about ${peso(pf.fairPrice)}.`;
}

const FLAG_WORDS: Record<RedFlagKey, string> = {
  occupied: "it is occupied",
  legal_case: "a court case is pending",
  title_pending: "the title is not transferred",
  flood_high: "the flood hazard is high",
  implausible_yield: "the rental yield is implausible",
};

/** The one score in words: its number and rating, or why there is none, and what caps it. */
export function scoreSentence(s: InvestmentScore): string {
  const flags = (s.redFlags ?? []).map((f) => FLAG_WORDS[f.key]);
  const capped = flags.length > 0 ? ` It is capped because ${flags.join(", and ")}.` : "";
  if (s.score === null || s.rating === null) {
    return `Not enough data to rate: the factors with data carry only ${s.coveragePercent ?? 0}% of the weight.${capped.replace("It is capped", "A rating would be capped")}`;
  }
  return `Investment score: ${s.score} out of 100 (${s.rating}).${capped}`;
}

function summary(f: NarrativeFacts): string {
  const { r, fa } = f;
  if (r.price === null) {
    const rent = f.rentListing
      ? ` is offered for rent at ${peso(fa.monthlyRental)} a month.`
      : " has no sale price, so it cannot be valued.";
    return `${subject(f)}${rent}`;
  }
  const perSqm = fa.pricePerSqm !== null ? ` (${peso(fa.pricePerSqm)}/sqm)` : "";
  const income =
    fa.monthlyRental !== null && fa.rentalYield !== null
      ? ` Estimated market rent is ${peso(fa.monthlyRental)} a month, a ${pct(fa.rentalYield)} gross yield.`
      : "";
  const gain =
    f.fiveYear?.netGainIfSold !== undefined && fa.fiveYearValue.growthRatePercent !== null
      ? ` At ${fa.fiveYearValue.growthRatePercent}% a year it could be worth ${peso(fa.fiveYearValue.futureValue)} in ${fa.projection?.years ?? 5} years; sold then, a cash buyer would net ${peso(f.fiveYear.netGainIfSold)} after all costs.`
      : "";
  const noData =
    r.priceFairness.category === "insufficient_data"
      ? " There is not enough cited market data to judge its price."
      : "";
  return `${subject(f)} is listed at ${peso(r.price)}${perSqm}.${verdict(f)}${noData}${income}${gain} ${scoreSentence(r.investmentScore)}`;
}

function price(f: NarrativeFacts): string {
  const mv = f.r.marketValueAssessment;
  const range =
    mv && mv.estimatedSaleValue !== null
      ? ` The likely sale value is ${peso(mv.estimatedSaleValue)}, between ${peso(mv.lowValue)} and ${peso(mv.highValue)} (${mv.confidence} confidence).`
      : "";
  return `${f.pf.analysis}${range}`;
}

function income(f: NarrativeFacts): string {
  const { fa } = f;
  if (f.isLot) return "Raw land earns no rent, so the return comes from value growth alone.";
  if (f.rentListing)
    return `The listing asks ${peso(fa.monthlyRental)} a month in rent; a sale analysis needs a sale price.`;
  if (fa.monthlyRental === null)
    return `No cited rent figure applies to this ${f.typeLabel} in ${f.place}, so no rental income is estimated.`;
  const longTerm = f.rentKnown
    ? ` After ${pct(fa.vacancyPercent)} vacancy and the yearly costs it nets ${peso(fa.netOperatingIncome)} a year: a ${pct(fa.netYield)} net yield and a ${pct(fa.capRate)} cap rate.`
    : "";
  const str = fa.shortTermRental;
  const shortTerm =
    str && str.grossAnnual !== null
      ? ` Let by the night at about ${peso(str.nightlyRate)} and ${pct(str.occupancyPercent)} occupancy, it could gross ${peso(str.grossAnnual)} a year and net ${peso(str.netAnnual)} after the platform fee, a co-host and owning costs — if the building allows short stays.`
      : "";
  return `A long-term tenant would pay about ${peso(fa.monthlyRental)} a month.${longTerm}${shortTerm}`;
}

function costs(f: NarrativeFacts): string {
  const { fa } = f;
  if (!fa.purchaseCosts) return "Without a sale price, purchase and selling costs are not computed.";
  const tax = fa.operatingCosts?.lines.find((l) => l.key === "propertyTax");
  const taxText = tax ? `, of which real property tax is ${peso(tax.amount)}` : "";
  return `Buying costs ${peso(fa.purchaseCosts.total)} in taxes and fees on top of the price. Owning it costs ${peso(fa.operatingCosts?.totalAnnual)} a year${taxText}. Selling after ${fa.projection?.years ?? 5} years would cost ${peso(fa.exitCosts?.total)} in capital gains tax and broker's commission.`;
}

function financing(f: NarrativeFacts): string {
  const loans = (f.fa.financing ?? []).filter((s) => s.kind !== "cash");
  if (loans.length === 0 || !f.cash) return "Without a sale price there is nothing to finance.";
  const parts = loans.map(
    (s) =>
      `${s.label}: ${peso(s.downPayment)} down and ${peso(s.monthlyAmortization)} a month for ${s.termYears} years at ${pct(s.ratePercent)}, monthly cash flow ${peso(s.monthlyCashFlow)}`,
  );
  return `Paying cash takes ${peso(f.cash.cashInvested)} including purchase costs. ${parts.join(". ")}.`;
}

function projection(f: NarrativeFacts): string {
  const p = f.fa.projection;
  if (!p?.base || !f.fiveYear || !f.cash)
    return "No projection: the listing has no sale price or the place has no cited growth rate.";
  const band =
    p.low && p.high
      ? ` (${peso(p.low.futureValue)} at ${pct(p.low.growthRatePercent)}, ${peso(p.high.futureValue)} at ${pct(p.high.growthRatePercent)})`
      : "";
  const breakEven =
    f.cash.breakEvenYears !== null
      ? ` A cash buyer breaks even in year ${f.cash.breakEvenYears}.`
      : " A cash buyer does not break even within 30 years on these figures.";
  return `At ${pct(p.base.growthRatePercent)} a year the value reaches ${peso(p.base.futureValue)} in ${p.years} years${band}. Sold then, a cash buyer nets ${peso(f.fiveYear.netGainIfSold)}, a ${pct(f.fiveYear.roiPercent)} return on ${peso(f.cash.cashInvested)}.${breakEven}`;
}

function risks(f: NarrativeFacts): string {
  const r = f.r.investmentRisks;
  if (!r) return "";
  const list = r.risks.map((x) => x.type.toLowerCase());
  return `${r.overview}${list.length > 0 ? ` Points checked: ${list.join(", ")}.` : ""}`;
}

function location(f: NarrativeFacts): string {
  const l = f.r.locationAnalysis;
  if (!l) return "";
  const score = l.score !== null ? ` Location score ${l.score} out of 100.` : "";
  return `${l.overview}${score}`;
}

export function writeEnglish(f: NarrativeFacts): NarrativeText {
  return {
    summary: summary(f),
    sections: {
      price: price(f),
      income: income(f),
      costs: costs(f),
      financing: financing(f),
      projection: projection(f),
      risks: risks(f),
      location: location(f),
    },
  };
}
