/**
 * Report sections about money: the valuation's evidence (comparables, fair-value range), operating
 * costs, purchase and exit costs, the short-term-rental view, financing scenarios and the 5-year
 * projection. Every amount is pesos (floats, rounded at display); every line carries its citation.
 */
import { z } from "zod";
import { CitationSchema } from "./citation";

const amount = z.number().nullable();

/** One comparable listing the valuation weighed (its own page and when it was seen). */
export const ComparableUsedSchema = z.object({
  url: z.string(),
  title: z.string().nullable(),
  seenAt: z.string().nullable(),
  price: z.number(),
  areaSqm: z.number(),
  pricePerSqm: z.number(),
  bedrooms: z.number().nullable(),
  /** 0..1: how much this listing counts (size, bedrooms, place, age). */
  weight: z.number(),
  /** True when Tukey's fences removed it as an outlier. */
  outlier: z.boolean(),
});
export type ComparableUsed = z.infer<typeof ComparableUsedSchema>;

/** What the unit would likely sell for, as a range, and how sure we are. */
export const MarketValueAssessmentSchema = z.object({
  method: z.enum(["comparables", "dataset", "none"]),
  referencePricePerSqm: amount,
  /** Asking prices run above sale prices; this discount turns an asking-based value into a sale value. */
  askingToSaleDiscountPercent: amount,
  estimatedSaleValue: amount,
  lowValue: amount,
  highValue: amount,
  /** Half-width of the range, percent of the estimate. */
  rangePercent: amount,
  /** Median absolute deviation of the comparables from their weighted median, percent of it. */
  dispersionPercent: amount,
  comparablesConsidered: z.number().int(),
  comparablesUsed: z.number().int(),
  outliersRemoved: z.number().int(),
  confidence: z.enum(["high", "medium", "low"]),
  note: z.string(),
  citations: z.array(CitationSchema),
});
export type MarketValueAssessment = z.infer<typeof MarketValueAssessmentSchema>;

/** One cost line: its yearly amount (or one-off amount), the rate behind it, and its source. */
export const CostLineSchema = z.object({
  key: z.string(),
  label: z.string(),
  amount: amount,
  ratePercent: amount,
  citation: CitationSchema.nullable(),
});
export type CostLine = z.infer<typeof CostLineSchema>;

export const OperatingCostsSchema = z.object({
  grossAnnualRent: amount,
  vacancyLoss: amount,
  effectiveAnnualRent: amount,
  /** Yearly costs of owning and letting the unit (management, repairs, dues, tax, insurance). */
  lines: z.array(CostLineSchema),
  totalAnnual: amount,
  note: z.string(),
});

export const TransactionCostsSchema = z.object({
  lines: z.array(CostLineSchema),
  total: amount,
  /** The value the rates apply to (price at purchase, projected value at sale). */
  base: amount,
  note: z.string(),
});

export const ShortTermRentalSchema = z.object({
  nightlyRate: amount,
  occupancyPercent: amount,
  grossAnnual: amount,
  lines: z.array(CostLineSchema),
  /** Gross bookings less platform fee and co-host share, less the yearly costs of owning (before utilities). */
  netAnnual: amount,
  netYieldPercent: amount,
  /** Utilities a guest uses are the owner's cost; no cited figure exists, so none is deducted. */
  utilitiesNote: z.string(),
  caveat: z.string(),
  citations: z.array(CitationSchema),
});

export const FinancingScenarioSchema = z.object({
  kind: z.enum(["cash", "pagibig", "bank"]),
  label: z.string(),
  downPaymentPercent: z.number(),
  downPayment: z.number(),
  loanAmount: z.number(),
  ratePercent: amount,
  termYears: amount,
  monthlyAmortization: z.number(),
  cashInvested: z.number(),
  annualCashFlow: amount,
  monthlyCashFlow: amount,
  cashOnCashPercent: amount,
  /** First year in which selling would return all the cash put in (after sale costs); null beyond 30 years. */
  breakEvenYears: amount,
  fiveYearNetGain: amount,
  note: z.string(),
  citations: z.array(CitationSchema),
});
export type FinancingScenario = z.infer<typeof FinancingScenarioSchema>;

const GrowthScenarioSchema = z.object({
  growthRatePercent: z.number(),
  futureValue: z.number(),
  citation: CitationSchema.nullable(),
});

export const ProjectionSchema = z.object({
  years: z.number().int(),
  low: GrowthScenarioSchema.nullable(),
  base: GrowthScenarioSchema.nullable(),
  high: GrowthScenarioSchema.nullable(),
  rentGrowthPercent: amount,
  rentGrowthCitation: CitationSchema.nullable(),
  note: z.string(),
});

/** The editable inputs of the investment calculator, as the report computed them. */
export const CalculatorDefaultsSchema = z.object({
  price: amount,
  purchaseCostPercent: z.number(),
  monthlyRent: z.number(),
  vacancyPercent: z.number(),
  managementPercent: z.number(),
  maintenancePercent: z.number(),
  monthlyDues: z.number(),
  annualPropertyTax: z.number(),
  annualInsurance: z.number(),
  annualGrowthPercent: z.number(),
  annualRentGrowthPercent: z.number(),
  exitCostPercent: z.number(),
  pagibigRatePercent: z.number(),
  pagibigTermYears: z.number(),
  pagibigLoanCap: z.number(),
  bankRatePercent: z.number(),
  bankTermYears: z.number(),
  downPaymentPercent: z.number(),
  /** The unit's likely sale value today (absent when the report has no trusted estimate). */
  marketValue: z.number().nullable().optional(),
  /**
   * Added: why no Pag-IBIG or bank loan is run, when the listing rules one out (a levy, a case, rights only,
   * agrarian land, occupants of a foreclosure); the financing then holds the cash purchase only.
   */
  noLoanReason: z.string().optional(),
});
export type CalculatorDefaults = z.infer<typeof CalculatorDefaultsSchema>;

/** A year of the ROI timeline: value (base growth, with the low/high band) and the cash-purchase return. */
export const RoiTimelinePointSchema = z.object({
  year: z.number().int(),
  value: z.number(),
  low: z.number().optional(),
  high: z.number().optional(),
  cumulativeCashFlow: z.number().optional(),
  netGainIfSold: z.number().optional(),
  roiPercent: z.number().optional(),
});
