/**
 * National figures for costs, taxes, financing and the economy: what buying, owning, letting and
 * selling a Philippine property costs, and the rates lenders charge. From market-data.md §5–§6,
 * plus a few cited additions (Pag-IBIG loan cap, Airbnb's host fee, broker commission, fire
 * insurance rates). Where no statistic exists the row is an `assumption` (low confidence, named
 * source, editable on the calculator page) — never a silent default.
 */
import { cite } from "./sources";
import type { Figure } from "./types";

const CURRENT = { period: "current law", asOf: "2025-12" } as const;

export const TAXES = {
  documentaryStampTaxPct: cite("S33", {
    ...CURRENT,
    value: 1.5,
    unit: "%",
    confidence: "high",
    note: "NIRC Sec. 196, on the higher of price, BIR zonal value or assessor's value; customarily paid by the buyer",
  }),
  transferTaxCityPct: cite("S33", {
    ...CURRENT,
    value: 0.75,
    unit: "%",
    confidence: "medium",
    note: "Local Government Code Sec. 135: up to 0.5% in provinces, cities may levy up to 50% more (0.75%)",
  }),
  transferTaxProvincePct: cite("S33", {
    ...CURRENT,
    value: 0.5,
    unit: "%",
    confidence: "medium",
    note: "Local Government Code Sec. 135 ceiling for provinces",
  }),
  registrationFeePct: cite("S33", {
    ...CURRENT,
    value: 0.25,
    unit: "%",
    confidence: "medium",
    note: "Registry of Deeds fee, graduated; about 0.25% of the price",
  }),
  capitalGainsTaxPct: cite("S33", {
    ...CURRENT,
    value: 6,
    unit: "%",
    confidence: "high",
    note: "NIRC Sec. 24(D): 6% of the higher of selling price, zonal or assessor's value; paid by the seller",
  }),
  brokerCommissionPct: cite("BROKER_FEE", {
    ...CURRENT,
    value: 5,
    unit: "%",
    confidence: "low",
    note: "Seller's broker commission, 'usually 5%'; negotiable",
  }),
} satisfies Record<string, Figure>;

/** Real property tax: basic rate + 1% Special Education Fund, by where the property is. */
export const PROPERTY_TAX = {
  // A ceiling of the law applies everywhere: cited to the law, not to one city's assessor.
  metroManilaCityPct: cite("LGC_233", {
    ...CURRENT,
    value: 3,
    unit: "%",
    confidence: "medium",
    note: "LGC Sec. 233 ceiling for Metro Manila cities: 2% basic + 1% SEF of assessed value",
  }),
  /** Quezon City charges 2.5% in total on residential property: its own assessor's figure (S34). */
  quezonCityPct: cite("S34", {
    period: "~2020",
    asOf: "2020-12",
    value: 2.5,
    unit: "%",
    confidence: "medium",
    note: "Quezon City's residential rate (1.5% basic + 1% SEF)",
  }),
  /** San Juan, Pasay and Taguig charge the same 2.5% (S34 city survey); cited without another city's assessor. */
  metroManilaSurveyedPct: cite("MM_RATES_2020", {
    period: "~2020",
    asOf: "2020-12",
    value: 2.5,
    unit: "%",
    confidence: "medium",
    note: "Residential rate (1.5% basic + 1% SEF) of San Juan, Pasay and Taguig",
  }),
  outsideCityPct: cite("LGC_233", {
    ...CURRENT,
    value: 3,
    unit: "%",
    confidence: "low",
    note: "LGC Sec. 233 ceiling for cities outside Metro Manila: 2% basic + 1% SEF (the city's own rate may be lower)",
  }),
  provincePct: cite("LGC_233", {
    ...CURRENT,
    value: 2,
    unit: "%",
    confidence: "low",
    note: "LGC Sec. 233 ceiling for provinces: 1% basic + 1% SEF",
  }),
  landAssessmentLevelPct: cite("S34_LEVELS", {
    ...CURRENT,
    value: 20,
    unit: "%",
    confidence: "medium",
    note: "Maximum assessment level for residential land",
  }),
  /**
   * The assessor values a building, and a condominium unit as part of its building, at its unit construction
   * cost by type of construction times its floor area (the schedule's base unit construction costs). No
   * schedule is published per unit nationwide: the national average construction cost of approved building
   * permits stands in for it, a current cost against schedules that are often years old.
   */
  condoUnitValuePerSqm: cite("PSA_CONSTRUCTION_COST", {
    period: "Q1 2021",
    asOf: "2021-03",
    value: 20_258,
    unit: "PHP/sqm",
    confidence: "low",
    note: "Average construction cost per sqm of residential condominiums from approved building permits, standing in for the assessor's unit construction cost",
  }),
  houseValuePerSqm: cite("PSA_CONSTRUCTION_COST", {
    period: "Q1 2021",
    asOf: "2021-03",
    value: 10_172,
    unit: "PHP/sqm",
    confidence: "low",
    note: "Average construction cost per sqm of single-type houses from approved building permits, standing in for the assessor's unit construction cost",
  }),
} satisfies Record<string, Figure>;

/**
 * LGC Sec. 218 maximum assessment levels for residential buildings, by the assessor's market value of the
 * building (pesos, upper bound of each bracket) — never by the asking price of the property.
 */
export const BUILDING_ASSESSMENT_LEVELS: readonly { readonly upToPesos: number; readonly levelPct: number }[] = [
  { upToPesos: 175_000, levelPct: 0 },
  { upToPesos: 300_000, levelPct: 10 },
  { upToPesos: 500_000, levelPct: 20 },
  { upToPesos: 750_000, levelPct: 25 },
  { upToPesos: 1_000_000, levelPct: 30 },
  { upToPesos: 2_000_000, levelPct: 35 },
  { upToPesos: 5_000_000, levelPct: 40 },
  { upToPesos: 10_000_000, levelPct: 50 },
  { upToPesos: Number.POSITIVE_INFINITY, levelPct: 60 },
];

export const OWNING = {
  fireInsurancePct: cite("FIRE_INSURANCE", {
    period: "2024",
    asOf: "2024-12",
    value: 0.287,
    unit: "%",
    confidence: "low",
    note: "Yearly premium for fire and allied perils (earthquake, typhoon, flood) on a concrete building in Zone I; applied to the price as the sum insured, an upper bound",
  }),
  managementPct: cite("SPEC_DEMO_ROI", {
    assumption: true,
    period: "2025",
    asOf: "2025-04",
    value: 5,
    unit: "%",
    confidence: "low",
    note: "Long-term letting management fee, percent of rent collected (product model assumption; no Philippine statistic found)",
  }),
  maintenancePct: cite("MAINTENANCE_RULE", {
    assumption: true,
    period: "rule of thumb",
    asOf: "2025-01",
    value: 8.3,
    unit: "%",
    confidence: "low",
    note: "One month's rent a year (1/12 ≈ 8.3% of gross rent) as a repairs reserve; not a Philippine statistic",
  }),
  /**
   * The one vacancy allowance of every report's cash flow: months a let unit stands empty between tenants,
   * as a share of the year. A market's unsold or vacant stock (a developer's or a district's) is a different
   * figure: it says how crowded the market is (the score's market risk), not how long one unit waits.
   */
  vacancyMonthsPerYear: cite("PEERS_VACANCY", {
    period: "2025",
    asOf: "2025-06",
    value: 1.5,
    unit: "months",
    confidence: "low",
    derived: true,
    note: "Midpoint of the 1–2 months a year a Philippine rental unit stands empty between tenants",
  }),
  askingToSaleDiscountPct: cite("PEERS_ASKING", {
    period: "2024",
    asOf: "2024-12",
    value: 10,
    unit: "%",
    confidence: "low",
    derived: true,
    note: "Midpoint of the 5–15% by which Philippine asking prices exceed sale prices",
  }),
} satisfies Record<string, Figure>;

export const LENDING = {
  pagibigFiveYearFixedPct: cite("S36", {
    period: "Jan–Dec 2025",
    asOf: "2025-12",
    value: 6.5,
    unit: "%",
    confidence: "high",
    note: "Pag-IBIG housing loan rate with a 5-year fixing period (1y 5.75%, 3y 6.25%, 10y 7.125%, 30y 9.75%); repriced after",
  }),
  pagibigMaxTermYears: cite("PAGIBIG_CAP", {
    period: "2024",
    asOf: "2024-01",
    value: 30,
    unit: "years",
    confidence: "medium",
    note: "Longest Pag-IBIG housing loan term",
  }),
  pagibigLoanCapPesos: cite("PAGIBIG_CAP", {
    period: "2024",
    asOf: "2024-01",
    value: 6_000_000,
    unit: "PHP",
    confidence: "medium",
    note: "Maximum Pag-IBIG regular housing loan; the lower of need, capacity to pay and loan-to-value applies",
  }),
  bankFiveYearFixedPct: cite("S37", {
    period: "Feb 2025",
    asOf: "2025-02",
    value: 8,
    unit: "%",
    confidence: "medium",
    derived: true,
    note: "Median of 5-year fixed rates: BDO 8.0%, Metrobank 8.25%, PSBank 7.5%, China Bank 8.0%",
  }),
  bankTermYears: cite("S37", {
    period: "Feb 2025",
    asOf: "2025-02",
    value: 20,
    unit: "years",
    confidence: "medium",
    note: "PSBank quotes a 20-year term; banks commonly lend up to 20 years",
  }),
  downPaymentPct: cite("SPEC_DEMO_ROI", {
    assumption: true,
    period: "2025",
    asOf: "2025-04",
    value: 20,
    unit: "%",
    confidence: "low",
    note: "Down payment assumed for both loans (80% loan-to-value); lenders decide case by case — edit it on the calculator page",
  }),
} satisfies Record<string, Figure>;

export const SHORT_TERM_COSTS = {
  platformFeePct: cite("AIRBNB_FEE", {
    period: "2025",
    asOf: "2025-12",
    value: 15.5,
    unit: "%",
    confidence: "low",
    note: "Typical host-only service fee (the split-fee option charges hosts 3% and guests more)",
  }),
  cohostSharePct: cite("COHOST_SPLIT", {
    period: "2024",
    asOf: "2024-12",
    value: 30,
    unit: "%",
    confidence: "low",
    note: "A co-host who runs the unit for an owner abroad usually keeps 30% of net income",
  }),
} satisfies Record<string, Figure>;

export const MACRO = {
  gdpGrowthPct: cite("S40", {
    period: "2025",
    asOf: "2025-12",
    value: 4.4,
    unit: "%",
    confidence: "high",
    note: "Real GDP growth, full year 2025 (Q4 2025: 3.0%)",
  }),
  inflationPct: cite("S41", {
    period: "2025",
    asOf: "2025-12",
    value: 1.7,
    unit: "%",
    confidence: "high",
    note: "Average headline inflation 2025, the lowest since 2016 (January 2026: 2.0%)",
  }),
  policyRatePct: cite("S42", {
    period: "Feb 2026",
    asOf: "2026-02",
    value: 4.25,
    unit: "%",
    confidence: "high",
    note: "BSP target reverse repurchase rate after the 19 Feb 2026 cut; held on 26 Mar 2026",
  }),
  populationGrowthPct: cite("S43", {
    period: "2020–2024",
    asOf: "2024-07",
    value: 0.8,
    unit: "%/yr",
    confidence: "high",
    note: "Average yearly population growth, 2024 census (1.63% in 2015–2020)",
  }),
} satisfies Record<string, Figure>;

/** Markets that lack buyers: Metro Manila's unsold condominium stock. */
export const METRO_MANILA_CONDO_OVERHANG = cite("S9", {
  period: "Q1 2026",
  asOf: "2026-03",
  value: 6.8,
  unit: "years",
  confidence: "high",
  note: "Colliers: remaining inventory life of Metro Manila condominiums (peak 13.4 years in mid-2025)",
});
