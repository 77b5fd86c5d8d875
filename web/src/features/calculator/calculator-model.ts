/**
 * The investment calculator's arithmetic: the report's cited defaults, edited by the user, run
 * through the same @suri/contracts analyseInvestment the analyzer used for the report — so with the
 * defaults untouched the calculator shows exactly the report's figures.
 */
import { analyseInvestment, type CalculatorDefaults, type InvestmentResult } from "@suri/contracts";

export const PROJECTION_YEARS = 5;

export type CalculatorInputs = Omit<CalculatorDefaults, "price"> & { price: number };

export type Scenario = "cash" | "pagibig" | "bank";

interface FieldLimits {
  min: number;
  max: number;
  step: number;
}

/**
 * The inputs the user edits, with limits that keep the arithmetic meaningful (no negative prices, rates at
 * most 100%).
 */
export const FIELD_LIMITS = {
  price: { min: 1, max: 10_000_000_000, step: 10_000 },
  monthlyRent: { min: 0, max: 100_000_000, step: 500 },
  vacancyPercent: { min: 0, max: 100, step: 0.5 },
  managementPercent: { min: 0, max: 100, step: 0.5 },
  maintenancePercent: { min: 0, max: 100, step: 0.1 },
  monthlyDues: { min: 0, max: 10_000_000, step: 100 },
  annualPropertyTax: { min: 0, max: 1_000_000_000, step: 1_000 },
  annualInsurance: { min: 0, max: 1_000_000_000, step: 500 },
  annualGrowthPercent: { min: -50, max: 50, step: 0.1 },
  annualRentGrowthPercent: { min: -50, max: 50, step: 0.1 },
  purchaseCostPercent: { min: 0, max: 50, step: 0.05 },
  exitCostPercent: { min: 0, max: 50, step: 0.5 },
  downPaymentPercent: { min: 0, max: 100, step: 1 },
  pagibigRatePercent: { min: 0, max: 50, step: 0.125 },
  pagibigTermYears: { min: 1, max: 30, step: 1 },
  bankRatePercent: { min: 0, max: 50, step: 0.125 },
  bankTermYears: { min: 1, max: 30, step: 1 },
} satisfies Partial<Record<keyof CalculatorInputs, FieldLimits>>;

export type EditableField = keyof typeof FIELD_LIMITS;

export function clampField(field: EditableField, value: number): number {
  const { min, max } = FIELD_LIMITS[field];
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, value));
}

export function runCalculator(inputs: CalculatorInputs, scenario: Scenario): InvestmentResult {
  const base = {
    price: inputs.price,
    purchaseCostPercent: inputs.purchaseCostPercent,
    monthlyRent: inputs.monthlyRent,
    vacancyPercent: inputs.vacancyPercent,
    managementPercent: inputs.managementPercent,
    maintenancePercent: inputs.maintenancePercent,
    monthlyDues: inputs.monthlyDues,
    annualPropertyTax: inputs.annualPropertyTax,
    annualInsurance: inputs.annualInsurance,
    annualGrowthPercent: inputs.annualGrowthPercent,
    annualRentGrowthPercent: inputs.annualRentGrowthPercent,
    exitCostPercent: inputs.exitCostPercent,
    marketValue: inputs.marketValue ?? null,
    years: PROJECTION_YEARS,
  };
  if (scenario === "cash")
    return analyseInvestment({ ...base, downPaymentPercent: 100, loanRatePercent: 0, loanTermYears: 0 });
  if (scenario === "pagibig") {
    return analyseInvestment({
      ...base,
      downPaymentPercent: inputs.downPaymentPercent,
      loanRatePercent: inputs.pagibigRatePercent,
      loanTermYears: inputs.pagibigTermYears,
      loanCap: inputs.pagibigLoanCap,
    });
  }
  return analyseInvestment({
    ...base,
    downPaymentPercent: inputs.downPaymentPercent,
    loanRatePercent: inputs.bankRatePercent,
    loanTermYears: inputs.bankTermYears,
  });
}

/** SPEC §9 demo ROI example, shown as the calculator's worked example (labelled as an example). */
export const SPEC_DEMO_ROI = {
  propertyValue: 13_500_000,
  longTerm: { grossMonthly: 60_000, vacancyPercent: 16, managementPercent: 5, noi: 177_800, roiPercent: 1.32 },
  airbnb: {
    grossMonthly: 105_000,
    occupancyPercent: 70,
    vacancyPercent: 30,
    managementPercent: 10,
    noi: 363_000,
    roiPercent: 2.69,
  },
} as const;
