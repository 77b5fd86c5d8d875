/**
 * The deterministic narrative: short paragraphs built only from the report's own figures, in the language
 * of the writer's catalogue. The report it reads was built by the same writer, so the sentences it quotes
 * (the price analysis, the risks' overview) are in that language too.
 */
import type { InvestmentScore, NarrativeText, RatingSchema } from "@suri/contracts";
import type { z } from "zod";
import { joined, type PhraseKey, phrase, type Writer } from "../wording/writer";
import { type NarrativeFacts, pct, peso, sqm } from "./facts";

function subject(f: NarrativeFacts, w: Writer): string {
  const size = f.sizeSqm !== null ? w.say("narrative.size", { sqm: sqm(f.sizeSqm) }) : "";
  return w.say("narrative.subject", { size, type: f.typeLabel, place: f.place });
}

function verdict(f: NarrativeFacts, w: Writer): string {
  const { pf } = f;
  if (pf.category === "insufficient_data" || pf.medianPricePerSqM === null) return "";
  if (!pf.dataValid || !pf.fairValueRange || pf.fairPrice === null) return w.say("narrative.tooFar");
  const delta = pf.deltaPercent ?? 0;
  const numbers = {
    pct: pct(delta),
    fair: peso(pf.fairPrice),
    range: `${peso(pf.fairValueRange.low)}–${peso(pf.fairValueRange.high)}`,
  };
  if (pf.category === "fair") return w.say(delta >= 0 ? "narrative.fairAbove" : "narrative.fairBelow", numbers);
  return w.say(pf.category === "overpriced" ? "narrative.verdictAbove" : "narrative.verdictBelow", {
    ...numbers,
    verdict: w.say(`verdict.${pf.category}.${pf.severity ?? "none"}` as PhraseKey),
  });
}

/** The one score in words: its number and rating, or why there is none, and what caps it. */
export function scoreSentence(s: InvestmentScore, w: Writer): string {
  const flags = (s.redFlags ?? []).map((f) => phrase(`narrative.flag.${f.key}` as PhraseKey));
  const caps = joined(flags, "join.commaAnd");
  if (s.score === null || s.rating === null) {
    const capped = flags.length > 0 ? w.say("narrative.wouldBeCapped", { flags: caps }) : "";
    return w.say("narrative.notRated", { pct: s.coveragePercent ?? 0, capped });
  }
  const capped = flags.length > 0 ? w.say("narrative.capped", { flags: caps }) : "";
  const rating = w.say(`rating.${s.rating satisfies z.infer<typeof RatingSchema>}` as PhraseKey);
  return w.say("narrative.score", { score: s.score, rating, capped });
}

function summary(f: NarrativeFacts, w: Writer): string {
  const { r, fa } = f;
  if (r.price === null && r.assumption?.equity) {
    return w.say("assumption.narrative.noBalance", { subject: subject(f, w), equity: peso(r.assumption.equity) });
  }
  if (r.price === null) {
    return f.rentListing
      ? w.say("narrative.forRent", { subject: subject(f, w), rent: peso(fa.monthlyRental) })
      : w.say("narrative.noPrice", { subject: subject(f, w) });
  }
  const perSqm = fa.pricePerSqm !== null ? w.say("narrative.perSqm", { value: peso(fa.pricePerSqm) }) : "";
  const income =
    fa.monthlyRental !== null && fa.rentalYield !== null
      ? w.say("narrative.income", { rent: peso(fa.monthlyRental), yield: pct(fa.rentalYield) })
      : "";
  const start = fa.roiTimeline[0]?.value;
  // The projection grows from the likely sale value when the price is above it: the words say so.
  const fromSaleValue = start !== undefined && r.price !== null && start < r.price - 1;
  const gain =
    f.fiveYear?.netGainIfSold !== undefined && fa.fiveYearValue.growthRatePercent !== null
      ? w.say(fromSaleValue ? "narrative.gainFrom" : "narrative.gain", {
          start: peso(start ?? null),
          growth: fa.fiveYearValue.growthRatePercent,
          value: peso(fa.fiveYearValue.futureValue),
          years: fa.projection?.years ?? 5,
          net: peso(f.fiveYear.netGainIfSold),
        })
      : "";
  const noData = r.priceFairness.category === "insufficient_data" ? w.say("narrative.noData") : "";
  // A pasalo is not "listed at" its total: the listing asks the equity, the balance comes with it.
  const deal = r.assumption?.compared === "total" ? r.assumption : null;
  const pasalo: Record<string, string> = deal ? { equity: peso(deal.equity), balance: peso(deal.balance) } : {};
  return w.say(deal ? "assumption.narrative.summary" : "narrative.summary", {
    ...pasalo,
    subject: subject(f, w),
    price: peso(r.price),
    perSqm,
    verdict: verdict(f, w),
    noData,
    income,
    gain,
    score: scoreSentence(r.investmentScore, w),
  });
}

function price(f: NarrativeFacts, w: Writer): string {
  const mv = f.r.marketValueAssessment;
  const range =
    mv && mv.estimatedSaleValue !== null
      ? w.say("narrative.likelyValue", {
          value: peso(mv.estimatedSaleValue),
          low: peso(mv.lowValue),
          high: peso(mv.highValue),
          confidence: w.say(`confidence.${mv.confidence}` as PhraseKey),
        })
      : "";
  return `${f.pf.analysis}${range}`;
}

function income(f: NarrativeFacts, w: Writer): string {
  const { fa } = f;
  if (f.isLot) return w.say("narrative.lot");
  if (f.rentListing) return w.say("narrative.rentListing", { rent: peso(fa.monthlyRental) });
  if (fa.monthlyRental === null) return w.say("narrative.noRent", { type: f.typeLabel, place: f.place });
  const longTerm = f.rentKnown
    ? w.say("narrative.longTerm", {
        vacancy: pct(fa.vacancyPercent),
        noi: peso(fa.netOperatingIncome),
        netYield: pct(fa.netYield),
        capRate: pct(fa.capRate),
      })
    : "";
  const str = fa.shortTermRental;
  const shortTerm =
    str && str.grossAnnual !== null
      ? w.say("narrative.shortTerm", {
          nightly: peso(str.nightlyRate),
          occupancy: pct(str.occupancyPercent),
          gross: peso(str.grossAnnual),
          net: peso(str.netAnnual),
        })
      : "";
  return w.say("narrative.tenant", { rent: peso(fa.monthlyRental), longTerm, shortTerm });
}

function costs(f: NarrativeFacts, w: Writer): string {
  const { fa } = f;
  if (!fa.purchaseCosts) return w.say("narrative.noCosts");
  const tax = fa.operatingCosts?.lines.find((l) => l.key === "propertyTax");
  return w.say("narrative.costs", {
    purchase: peso(fa.purchaseCosts.total),
    owning: peso(fa.operatingCosts?.totalAnnual),
    tax: tax ? w.say("narrative.taxPart", { tax: peso(tax.amount) }) : "",
    years: fa.projection?.years ?? 5,
    exit: peso(fa.exitCosts?.total),
  });
}

function financing(f: NarrativeFacts, w: Writer): string {
  const loans = (f.fa.financing ?? []).filter((s) => s.kind !== "cash");
  if (!f.cash) return w.say("narrative.noFinancing");
  // The listing rules a loan out: cash only, and why.
  const reason = f.fa.calculatorDefaults?.noLoanReason;
  if (loans.length === 0 && reason) return w.say("narrative.cashOnly", { cash: peso(f.cash.cashInvested), reason });
  if (loans.length === 0) return w.say("narrative.noFinancing");
  const parts = loans.map((s) =>
    w.say("narrative.loan", {
      label: s.label,
      down: peso(s.downPayment),
      monthly: peso(s.monthlyAmortization),
      years: s.termYears ?? 0,
      rate: pct(s.ratePercent),
      cashFlow: peso(s.monthlyCashFlow),
    }),
  );
  return w.say("narrative.financing", { cash: peso(f.cash.cashInvested), loans: joined(parts, "join.sentence") });
}

function projection(f: NarrativeFacts, w: Writer): string {
  const p = f.fa.projection;
  if (!p?.base || !f.fiveYear || !f.cash) return w.say("narrative.noProjection");
  const band =
    p.low && p.high
      ? w.say("narrative.band", {
          low: peso(p.low.futureValue),
          lowPct: pct(p.low.growthRatePercent),
          high: peso(p.high.futureValue),
          highPct: pct(p.high.growthRatePercent),
        })
      : "";
  const breakEven =
    f.cash.breakEvenYears !== null
      ? w.say("narrative.breakEven", { year: f.cash.breakEvenYears })
      : w.say("narrative.noBreakEven");
  return w.say("narrative.projection", {
    growth: pct(p.base.growthRatePercent),
    value: peso(p.base.futureValue),
    years: p.years,
    band,
    net: peso(f.fiveYear.netGainIfSold),
    roi: pct(f.fiveYear.roiPercent),
    cash: peso(f.cash.cashInvested),
    breakEven,
  });
}

function risks(f: NarrativeFacts, w: Writer): string {
  const r = f.r.investmentRisks;
  if (!r) return "";
  const list = r.risks.map((x) => x.type.toLowerCase());
  return `${r.overview}${list.length > 0 ? w.say("narrative.pointsChecked", { list }) : ""}`;
}

function location(f: NarrativeFacts, w: Writer): string {
  const l = f.r.locationAnalysis;
  if (!l) return "";
  const score = l.score !== null ? w.say("narrative.locationScore", { score: l.score }) : "";
  return `${l.overview}${score}`;
}

export function writeNarrativeText(f: NarrativeFacts, w: Writer): NarrativeText {
  return {
    summary: summary(f, w),
    sections: {
      price: price(f, w),
      income: income(f, w),
      costs: costs(f, w),
      financing: financing(f, w),
      projection: projection(f, w),
      risks: risks(f, w),
      location: location(f, w),
    },
  };
}
