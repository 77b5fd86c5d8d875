/**
 * The investment picture of a sale listing: the calculator's default inputs (every one cited), and
 * three runs of the shared arithmetic (@suri/contracts analyseInvestment) — cash, Pag-IBIG and a bank
 * loan. Without a rent estimate the runs show holding costs only (rent 0) and say so. When the listing's
 * words rule out a loan (listing-conditions.ts), the plan says so and the report runs cash only.
 */
import {
  analyseInvestment,
  type CalculatorDefaults,
  type Citation,
  type CostLine,
  type InvestmentInputs,
  type InvestmentResult,
  type ListingCondition,
} from "@suri/contracts";
import { LENDING, MACRO, OWNING } from "../market-data";
import { type PhraseKey, type Writer, writerFor } from "../wording/writer";
import { plainCitation } from "./citations";
import { exitCostLines, insuranceLine, propertyTaxLine, purchaseCostLines, totalRatePercent } from "./costs";
import { loanBar } from "./listing-conditions";
import { PROJECTION_YEARS } from "./projection";
import type { ValuationCore } from "./value-listing";

export interface InvestmentPlan {
  readonly defaults: CalculatorDefaults;
  readonly rentKnown: boolean;
  readonly cash: InvestmentResult;
  readonly pagibig: InvestmentResult;
  readonly bank: InvestmentResult;
  readonly purchaseLines: CostLine[];
  /** Costs of selling at the year-5 base value. */
  readonly exitLines: CostLine[];
  /** Year-1 operating costs, one line each. */
  readonly operatingLines: CostLine[];
  readonly duesCitation: Citation | null;
  /** The condition that rules out a Pag-IBIG or bank loan (its words in `defaults.noLoanReason`), or null. */
  readonly loanBar: ListingCondition | null;
}

function inputsFor(d: CalculatorDefaults, loan: "cash" | "pagibig" | "bank"): InvestmentInputs {
  const base = {
    price: d.price ?? 0,
    purchaseCostPercent: d.purchaseCostPercent,
    monthlyRent: d.monthlyRent,
    vacancyPercent: d.vacancyPercent,
    managementPercent: d.managementPercent,
    maintenancePercent: d.maintenancePercent,
    monthlyDues: d.monthlyDues,
    annualPropertyTax: d.annualPropertyTax,
    annualInsurance: d.annualInsurance,
    annualGrowthPercent: d.annualGrowthPercent,
    annualRentGrowthPercent: d.annualRentGrowthPercent,
    exitCostPercent: d.exitCostPercent,
    marketValue: d.marketValue ?? null,
    years: PROJECTION_YEARS,
  };
  if (loan === "cash") return { ...base, downPaymentPercent: 100, loanRatePercent: 0, loanTermYears: 0 };
  if (loan === "pagibig") {
    return {
      ...base,
      downPaymentPercent: d.downPaymentPercent,
      loanRatePercent: d.pagibigRatePercent,
      loanTermYears: d.pagibigTermYears,
      loanCap: d.pagibigLoanCap,
    };
  }
  return {
    ...base,
    downPaymentPercent: d.downPaymentPercent,
    loanRatePercent: d.bankRatePercent,
    loanTermYears: d.bankTermYears,
  };
}

export function runScenario(defaults: CalculatorDefaults, loan: "cash" | "pagibig" | "bank"): InvestmentResult {
  return analyseInvestment(inputsFor(defaults, loan));
}

function dues(v: ValuationCore, w: Writer): { monthly: number; citation: Citation | null } {
  if (v.listedDuesMonthly !== null) {
    return {
      monthly: v.listedDuesMonthly,
      citation: { kind: "listing", source: w.say("cost.duesInListing"), confidence: "medium" },
    };
  }
  if (v.monthlyDues === null) return { monthly: 0, citation: null };
  return { monthly: v.monthlyDues, citation: v.market.duesPerSqmMonth?.citation ?? null };
}

function operatingLines(
  d: CalculatorDefaults,
  duesCitation: Citation | null,
  fixed: CostLine[],
  w: Writer,
): CostLine[] {
  const gross = d.monthlyRent * 12;
  const effective = gross * (1 - d.vacancyPercent / 100);
  const lines: CostLine[] = [];
  if (d.monthlyRent > 0) {
    lines.push({
      key: "management",
      label: w.say("cost.management"),
      amount: (effective * d.managementPercent) / 100,
      ratePercent: d.managementPercent,
      citation: plainCitation(OWNING.managementPct),
    });
    lines.push({
      key: "maintenance",
      label: w.say("cost.maintenance"),
      amount: (gross * d.maintenancePercent) / 100,
      ratePercent: d.maintenancePercent,
      citation: plainCitation(OWNING.maintenancePct),
    });
  }
  if (d.monthlyDues > 0) {
    lines.push({
      key: "dues",
      label: w.say("cost.dues"),
      amount: d.monthlyDues * 12,
      ratePercent: null,
      citation: duesCitation,
    });
  }
  return [...lines, ...fixed];
}

/** The one vacancy allowance of every let (finance.ts): months empty a year as a share of the year. */
export const VACANCY_PCT = (OWNING.vacancyMonthsPerYear.value * 100) / 12;

/** Null for listings without a sale price: nothing to invest in. */
export function investmentPlan(v: ValuationCore, w: Writer = writerFor("en")): InvestmentPlan | null {
  if (v.price === null) return null;
  const price = v.price;
  const monthlyRent = v.rent?.monthlyRent ?? 0;
  const rentKnown = v.rent !== null;
  const purchaseLines = purchaseCostLines(price, v.cityPlace, w);
  const tax = propertyTaxLine(price, v.basis, v.resolved.area, v.cityPlace, w);
  const insurance = insuranceLine(price, v.basis, w);
  const exitRate = totalRatePercent(exitCostLines(1));
  const { monthly, citation } = dues(v, w);
  const bar = loanBar(v.conditions);
  const defaults: CalculatorDefaults = {
    price,
    purchaseCostPercent: totalRatePercent(purchaseLines),
    monthlyRent,
    vacancyPercent: rentKnown ? VACANCY_PCT : 0,
    managementPercent: rentKnown ? OWNING.managementPct.value : 0,
    maintenancePercent: rentKnown ? OWNING.maintenancePct.value : 0,
    monthlyDues: monthly,
    annualPropertyTax: tax.amount ?? 0,
    annualInsurance: insurance?.amount ?? 0,
    annualGrowthPercent: v.growthPct ?? 0,
    annualRentGrowthPercent: rentKnown ? MACRO.inflationPct.value : 0,
    exitCostPercent: exitRate,
    pagibigRatePercent: LENDING.pagibigFiveYearFixedPct.value,
    pagibigTermYears: LENDING.pagibigMaxTermYears.value,
    pagibigLoanCap: LENDING.pagibigLoanCapPesos.value,
    bankRatePercent: LENDING.bankFiveYearFixedPct.value,
    bankTermYears: LENDING.bankTermYears.value,
    downPaymentPercent: LENDING.downPaymentPct.value,
    marketValue: v.likelySaleValue,
    ...(bar ? { noLoanReason: w.say("money.noLoans", { reason: w.say(`money.noLoans.${bar}` as PhraseKey) }) } : {}),
  };
  const cash = runScenario(defaults, "cash");
  const fiveYearValue = cash.timeline[PROJECTION_YEARS]?.value ?? price;
  return {
    defaults,
    rentKnown,
    cash,
    pagibig: runScenario(defaults, "pagibig"),
    bank: runScenario(defaults, "bank"),
    purchaseLines,
    exitLines: exitCostLines(fiveYearValue, w),
    operatingLines: operatingLines(defaults, citation, insurance ? [tax, insurance] : [tax], w),
    duesCitation: citation,
    loanBar: bar,
  };
}
