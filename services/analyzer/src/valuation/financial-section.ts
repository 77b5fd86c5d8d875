/** The financialAnalysis section of ReportData: rent, costs, financing, projection, from a Valuation. */
import {
  type Citation,
  type CostLine,
  type FinancialAnalysis,
  type FinancingScenario,
  formatPeso,
  type InvestmentResult,
} from "@suri/contracts";
import { LENDING, MACRO, OWNING } from "../market-data";
import { type PhraseKey, type Writer, writerFor } from "../wording/writer";
import { derivedCitation, plainCitation } from "./citations";
import { type InvestmentPlan, VACANCY_PCT } from "./investment";
import { PROJECTION_YEARS } from "./projection";
import { shortTermRental } from "./short-term";
import type { Valuation } from "./value-listing";

const sum = (lines: readonly CostLine[]) => lines.reduce((total, l) => total + (l.amount ?? 0), 0);

function rentCitation(v: Valuation, w: Writer): Citation | null {
  if (v.listedRent !== null) return { kind: "listing", source: w.say("money.rentInListing"), confidence: "medium" };
  return v.rent?.citation ?? null;
}

function yieldCitation(v: Valuation, rent: Citation | null, w: Writer): Citation | null {
  if (v.grossYieldPct === null || rent === null) return null;
  return derivedCitation(w.say("money.yieldSource"), w.say("money.yieldNote"), [rent]);
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

function scenario(
  kind: FinancingScenario["kind"],
  r: InvestmentResult,
  plan: InvestmentPlan,
  w: Writer,
): FinancingScenario {
  const d = plan.defaults;
  const rate = kind === "pagibig" ? d.pagibigRatePercent : kind === "bank" ? d.bankRatePercent : null;
  const term = kind === "pagibig" ? d.pagibigTermYears : kind === "bank" ? d.bankTermYears : null;
  const citations =
    kind === "pagibig"
      ? [
          LENDING.pagibigFiveYearFixedPct,
          LENDING.pagibigMaxTermYears,
          LENDING.pagibigLoanCapPesos,
          LENDING.downPaymentPct,
        ]
      : kind === "bank"
        ? [LENDING.bankFiveYearFixedPct, LENDING.bankTermYears, LENDING.downPaymentPct]
        : [];
  const withRent = plan.rentKnown;
  return {
    kind,
    label: w.say(`money.scenario.${kind}` as PhraseKey),
    downPaymentPercent: d.price ? (r.downPayment / d.price) * 100 : 100,
    downPayment: r.downPayment,
    loanAmount: r.loanAmount,
    ratePercent: rate,
    termYears: term,
    monthlyAmortization: r.monthlyAmortization,
    cashInvested: r.cashInvested,
    annualCashFlow: r.annualCashFlow,
    monthlyCashFlow: r.monthlyCashFlow,
    cashOnCashPercent: withRent ? r.cashOnCashPercent : null,
    breakEvenYears: r.breakEvenYear,
    fiveYearNetGain: r.timeline[PROJECTION_YEARS]?.netGainIfSold ?? null,
    note: withRent
      ? w.say(`money.scenarioNote.${kind}` as PhraseKey)
      : `${w.say(`money.scenarioNote.${kind}` as PhraseKey)} ${w.say("money.holdingOnly")}`,
    citations: citations.map((f) => plainCitation(f)),
  };
}

function timeline(v: Valuation, plan: InvestmentPlan | null): FinancialAnalysis["roiTimeline"] {
  if (!plan || !v.scenarios) return [];
  const { low, high } = v.scenarios;
  // The band grows from the same value as the base line: year 0 of the timeline.
  const start = plan.cash.timeline[0]?.value ?? plan.defaults.price ?? 0;
  return plan.cash.timeline.map((y) => ({
    year: y.year,
    value: y.value,
    low: start * (1 + low.growthRatePercent / 100) ** y.year,
    high: start * (1 + high.growthRatePercent / 100) ** y.year,
    cumulativeCashFlow: y.cumulativeCashFlow,
    netGainIfSold: y.netGainIfSold,
    roiPercent: y.roiPercent,
  }));
}

function netReturn(v: Valuation, plan: InvestmentPlan | null, w: Writer): FinancialAnalysis["netReturn"] {
  const year = plan?.cash.timeline[PROJECTION_YEARS];
  if (!plan || !year || v.price === null) {
    return {
      netGain: null,
      note: w.say("money.noNetGain"),
      appreciation: null,
      netRentalIncome: null,
    };
  }
  return {
    netGain: year.netGainIfSold,
    appreciation: year.value - v.price,
    netRentalIncome: year.cumulativeCashFlow,
    note: w.say("money.netReturn", {
      years: PROJECTION_YEARS,
      rentPart: w.say(plan.rentKnown ? "money.rentPart" : "money.holdingPart"),
      purchase: formatPeso(plan.cash.purchaseCosts),
      selling: formatPeso(sum(plan.exitLines)),
    }),
  };
}

function costsSection(plan: InvestmentPlan, w: Writer) {
  const c = plan.cash;
  return {
    operatingCosts: {
      grossAnnualRent: plan.rentKnown ? c.grossAnnualRent : null,
      vacancyLoss: plan.rentKnown ? c.grossAnnualRent - c.effectiveAnnualRent : null,
      effectiveAnnualRent: plan.rentKnown ? c.effectiveAnnualRent : null,
      lines: plan.operatingLines,
      totalAnnual: sum(plan.operatingLines),
      note: w.say("money.operatingNote"),
    },
    purchaseCosts: {
      lines: plan.purchaseLines,
      total: sum(plan.purchaseLines),
      base: plan.defaults.price,
      note: w.say("money.purchaseNote"),
    },
    exitCosts: {
      lines: plan.exitLines,
      total: sum(plan.exitLines),
      base: c.timeline[PROJECTION_YEARS]?.value ?? null,
      note: w.say("money.exitNote", { years: PROJECTION_YEARS }),
    },
  };
}

function projection(v: Valuation, w: Writer): NonNullable<FinancialAnalysis["projection"]> {
  const s = v.scenarios;
  const rentGrowth = v.plan?.rentKnown ? MACRO.inflationPct : null;
  return {
    years: PROJECTION_YEARS,
    low: s?.low ?? null,
    base: s?.base ?? null,
    high: s?.high ?? null,
    rentGrowthPercent: rentGrowth?.value ?? null,
    rentGrowthCitation: rentGrowth ? plainCitation(rentGrowth, w.say("money.rentGrowthNote")) : null,
    note: w.say("money.projectionNote"),
  };
}

function overview(v: Valuation, plan: InvestmentPlan | null, w: Writer): string {
  if (!plan) return w.say(v.listedRent !== null ? "money.overviewRental" : "money.overviewNoPrice");
  const c = plan.cash;
  const gain = c.timeline[PROJECTION_YEARS]?.netGainIfSold ?? null;
  const income = plan.rentKnown
    ? w.say("money.overviewIncome", { noi: formatPeso(c.noi), yield: c.netYieldPercent.toFixed(1) })
    : w.say("money.overviewHolding");
  return w.say("money.overview", {
    cash: formatPeso(c.cashInvested),
    income,
    years: PROJECTION_YEARS,
    gain: formatPeso(gain),
  });
}

export function financialSection(v: Valuation, w: Writer = writerFor("en")): FinancialAnalysis {
  const monthlyRent = v.listedRent ?? v.rent?.monthlyRent ?? null;
  const rent = rentCitation(v, w);
  const plan = v.plan;
  const c = plan?.cash;
  const withRent = plan?.rentKnown === true;
  const opCosts = plan ? sum(plan.operatingLines) : null;
  return {
    price: v.price,
    pricePerSqm: v.subjectPerSqm,
    monthlyRental: monthlyRent,
    // A yield the report flags as implausible is no headline figure (cards, lists, compare, PDF): only the detail keeps it, flagged.
    rentalYield: v.yieldCheck.plausible ? v.grossYieldPct : null,
    appreciationRate: v.growthPct,
    rentalIncome: { monthlyRent, annualRent: monthlyRent === null ? null : monthlyRent * 12, citation: rent },
    rentalYieldDetail: {
      annualYieldPercentage: v.grossYieldPct,
      citation: yieldCitation(v, rent, w),
      plausible: v.yieldCheck.plausible,
      ...(v.yieldCheck.reason ? { note: w.text(v.yieldCheck.reason) } : {}),
    },
    fiveYearValue: fiveYearValue(v),
    netReturn: netReturn(v, plan, w),
    roiTimeline: timeline(v, plan),
    monthlyExpenses: opCosts === null ? null : opCosts / 12,
    expensesCitation:
      opCosts === null || !plan
        ? null
        : derivedCitation(
            w.say("money.expensesSource"),
            w.say("money.expensesNote"),
            plan.operatingLines.flatMap((l) => (l.citation ? [l.citation] : [])),
          ),
    vacancyPercent: withRent ? VACANCY_PCT : null,
    vacancyCitation: withRent ? plainCitation(OWNING.vacancyMonthsPerYear) : null,
    overview: overview(v, plan, w),
    netOperatingIncome: withRent && c ? c.noi : null,
    monthlyCashFlow: withRent && c ? c.monthlyCashFlow : null,
    cashFlow: withRent && c ? c.annualCashFlow : null,
    capRate: withRent && c ? c.capRatePercent : null,
    netYield: withRent && c ? c.netYieldPercent : null,
    breakEvenPoint: c?.breakEvenYear ?? null,
    breakEvenNote: w.say("money.breakEvenNote"),
    ...(plan ? costsSection(plan, w) : {}),
    shortTermRental: shortTermRental(v, plan, w),
    // A loan the listing rules out (a levy, a case, rights only, agrarian land, occupants of a foreclosure) is
    // not shown: the calculator defaults' `noLoanReason` says why.
    financing: plan
      ? [
          scenario("cash", plan.cash, plan, w),
          ...(plan.loanBar ? [] : [scenario("pagibig", plan.pagibig, plan, w), scenario("bank", plan.bank, plan, w)]),
        ]
      : [],
    projection: projection(v, w),
    calculatorDefaults: plan?.defaults ?? null,
  };
}
