/** The financialAnalysis section of ReportData: rent, costs, financing, projection, from a Valuation. */
import {
  type Citation,
  type CostLine,
  type FinancialAnalysis,
  type FinancingScenario,
  formatPeso,
  type InvestmentResult,
} from "@suri/contracts";
import { LENDING, MACRO } from "../market-data";
import { derivedCitation, plainCitation } from "./citations";
import type { InvestmentPlan } from "./investment";
import { PROJECTION_YEARS } from "./projection";
import { shortTermRental } from "./short-term";
import type { Valuation } from "./value-listing";

const sum = (lines: readonly CostLine[]) => lines.reduce((total, l) => total + (l.amount ?? 0), 0);

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

const SCENARIO_NOTES = {
  cash: "Paid in full: no loan.",
  pagibig:
    "Pag-IBIG regular housing loan at the 5-year fixing rate (repriced after), longest term; needs 24 monthly contributions. Loans above the cap are paid down by the buyer.",
  bank: "Bank housing loan at the median 5-year fixed rate (repriced after).",
} as const;

function scenario(kind: FinancingScenario["kind"], r: InvestmentResult, plan: InvestmentPlan): FinancingScenario {
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
    label: kind === "cash" ? "Cash purchase" : kind === "pagibig" ? "Pag-IBIG housing loan" : "Bank housing loan",
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
      ? SCENARIO_NOTES[kind]
      : `${SCENARIO_NOTES[kind]} Without a rent estimate the cash flow is the holding cost only.`,
    citations: citations.map((f) => plainCitation(f)),
  };
}

function timeline(v: Valuation, plan: InvestmentPlan | null): FinancialAnalysis["roiTimeline"] {
  if (!plan || !v.scenarios) return [];
  const { low, high } = v.scenarios;
  const price = plan.defaults.price ?? 0;
  return plan.cash.timeline.map((y) => ({
    year: y.year,
    value: y.value,
    low: price * (1 + low.growthRatePercent / 100) ** y.year,
    high: price * (1 + high.growthRatePercent / 100) ** y.year,
    cumulativeCashFlow: y.cumulativeCashFlow,
    netGainIfSold: y.netGainIfSold,
    roiPercent: y.roiPercent,
  }));
}

function netReturn(v: Valuation, plan: InvestmentPlan | null): FinancialAnalysis["netReturn"] {
  const year = plan?.cash.timeline[PROJECTION_YEARS];
  if (!plan || !year || v.price === null) {
    return {
      netGain: null,
      note: "No net gain: the listing has no sale price.",
      appreciation: null,
      netRentalIncome: null,
    };
  }
  const rentPart = plan.rentKnown
    ? "five years of rent after vacancy, management, repairs, dues, real property tax and insurance"
    : "five years of holding costs (no rent estimate)";
  return {
    netGain: year.netGainIfSold,
    appreciation: year.value - v.price,
    netRentalIncome: year.cumulativeCashFlow,
    note: `Cash purchase sold after ${PROJECTION_YEARS} years: value growth plus ${rentPart}, less purchase costs (${formatPeso(plan.cash.purchaseCosts)}) and selling costs (${formatPeso(sum(plan.exitLines))}). Before income tax.`,
  };
}

function costsSection(plan: InvestmentPlan) {
  const c = plan.cash;
  return {
    operatingCosts: {
      grossAnnualRent: plan.rentKnown ? c.grossAnnualRent : null,
      vacancyLoss: plan.rentKnown ? c.grossAnnualRent - c.effectiveAnnualRent : null,
      effectiveAnnualRent: plan.rentKnown ? c.effectiveAnnualRent : null,
      lines: plan.operatingLines,
      totalAnnual: sum(plan.operatingLines),
      note: "Year one; rent then grows with inflation, costs stay flat.",
    },
    purchaseCosts: {
      lines: plan.purchaseLines,
      total: sum(plan.purchaseLines),
      base: plan.defaults.price,
      note: "Paid by the buyer on the price (the BIR and the city use the higher of price, zonal and assessed value).",
    },
    exitCosts: {
      lines: plan.exitLines,
      total: sum(plan.exitLines),
      base: c.timeline[PROJECTION_YEARS]?.value ?? null,
      note: `Paid by the seller on the projected value after ${PROJECTION_YEARS} years.`,
    },
  };
}

function projection(v: Valuation): NonNullable<FinancialAnalysis["projection"]> {
  const s = v.scenarios;
  const rentGrowth = v.plan?.rentKnown ? MACRO.inflationPct : null;
  return {
    years: PROJECTION_YEARS,
    low: s?.low ?? null,
    base: s?.base ?? null,
    high: s?.high ?? null,
    rentGrowthPercent: rentGrowth?.value ?? null,
    rentGrowthCitation: rentGrowth ? plainCitation(rentGrowth, "Rent assumed to rise with consumer prices") : null,
    note: "Low: the latest year-on-year BSP reading when below the long-run rate. Base: the long-run rate. High: the recent trend measured from the 2020 low.",
  };
}

function overview(v: Valuation, plan: InvestmentPlan | null): string {
  if (!plan)
    return v.listedRent !== null
      ? "A rental listing: no purchase to analyse."
      : "No sale price, so no costs or returns.";
  const c = plan.cash;
  const gain = c.timeline[PROJECTION_YEARS]?.netGainIfSold ?? null;
  const income = plan.rentKnown
    ? `Year-one net operating income ${formatPeso(c.noi)} (${c.netYieldPercent.toFixed(1)}% net yield)`
    : "No rent estimate: holding costs only";
  return `Cash purchase: ${formatPeso(c.cashInvested)} including purchase costs. ${income}. Sold after ${PROJECTION_YEARS} years at the base growth rate: net gain ${formatPeso(gain)}.`;
}

export function financialSection(v: Valuation): FinancialAnalysis {
  const monthlyRent = v.listedRent ?? v.rent?.monthlyRent ?? null;
  const rent = rentCitation(v);
  const plan = v.plan;
  const c = plan?.cash;
  const withRent = plan?.rentKnown === true;
  const opCosts = plan ? sum(plan.operatingLines) : null;
  return {
    price: v.price,
    pricePerSqm: v.subjectPerSqm,
    monthlyRental: monthlyRent,
    rentalYield: v.grossYieldPct,
    appreciationRate: v.growthPct,
    rentalIncome: { monthlyRent, annualRent: monthlyRent === null ? null : monthlyRent * 12, citation: rent },
    rentalYieldDetail: {
      annualYieldPercentage: v.grossYieldPct,
      citation: yieldCitation(v, rent),
      plausible: v.yieldCheck.plausible,
      ...(v.yieldCheck.reason ? { note: v.yieldCheck.reason } : {}),
    },
    fiveYearValue: fiveYearValue(v),
    netReturn: netReturn(v, plan),
    roiTimeline: timeline(v, plan),
    monthlyExpenses: opCosts === null ? null : opCosts / 12,
    expensesCitation:
      opCosts === null || !plan
        ? null
        : derivedCitation(
            "Yearly owning and letting costs / 12",
            "Sum of the cost lines (management, repairs, dues, real property tax, insurance)",
            plan.operatingLines.flatMap((l) => (l.citation ? [l.citation] : [])),
          ),
    vacancyPercent: v.market.vacancyPct?.value ?? null,
    vacancyCitation: v.market.vacancyPct?.citation ?? null,
    overview: overview(v, plan),
    netOperatingIncome: withRent && c ? c.noi : null,
    monthlyCashFlow: withRent && c ? c.monthlyCashFlow : null,
    cashFlow: withRent && c ? c.annualCashFlow : null,
    capRate: withRent && c ? c.capRatePercent : null,
    netYield: withRent && c ? c.netYieldPercent : null,
    breakEvenPoint: c?.breakEvenYear ?? null,
    breakEvenNote:
      "Years until selling (after sale costs) returns all the cash put in, counting the rent received; none within 30 years shows as N/A.",
    ...(plan ? costsSection(plan) : {}),
    shortTermRental: shortTermRental(v, plan),
    financing: plan
      ? [scenario("cash", plan.cash, plan), scenario("pagibig", plan.pagibig, plan), scenario("bank", plan.bank, plan)]
      : [],
    projection: projection(v),
    calculatorDefaults: plan?.defaults ?? null,
  };
}
