import { z } from "zod";
import { PropertyTypeSchema } from "./listing";

/** Where a figure came from: the listing itself, live comparables, or a row of the market dataset. */
export const CitationSchema = z.object({
  kind: z.enum(["listing", "comparables", "dataset", "derived"]),
  /** Human-readable source, e.g. "Leechiu Property Consultants via BusinessInquirer". */
  source: z.string(),
  /** Period the figure describes, e.g. "Oct 2024", "Q3 2025". */
  period: z.string().optional(),
  url: z.string().optional(),
  confidence: z.enum(["high", "medium", "low"]),
  note: z.string().optional(),
});
export type Citation = z.infer<typeof CitationSchema>;

export const RatingSchema = z.enum(["Excellent", "Very Good", "Good", "Average", "Below Average", "Poor"]);
export type Rating = z.infer<typeof RatingSchema>;

export const ScoreFactorSchema = z.object({
  name: z.string(),
  weight: z.number(),
  score: z.number(),
  weightedScore: z.number(),
  description: z.string(),
  icon: z.string().optional(),
});

export const InvestmentScoreSchema = z.object({
  score: z.number().min(0).max(100),
  rating: RatingSchema,
  factors: z.array(ScoreFactorSchema),
  method: z.enum(["simplified", "detailed"]),
});

export const PriceFairnessSchema = z.object({
  subjectPrice: z.number().nullable(),
  subjectPricePerSqM: z.number().nullable(),
  medianPricePerSqM: z.number().nullable(),
  deltaPercent: z.number().nullable(),
  deltaPhp: z.number().nullable(),
  fairPrice: z.number().nullable(),
  /** fair | overpriced | underpriced | insufficient_data */
  category: z.enum(["fair", "overpriced", "underpriced", "insufficient_data"]),
  /** slight | moderate | significant | extreme (by |delta|), null when fair or unknown */
  severity: z.enum(["slight", "moderate", "significant", "extreme"]).nullable(),
  dataValid: z.boolean(),
  compsUsed: z.number().int(),
  analysis: z.string(),
  methodology: z.string(),
  citation: CitationSchema.nullable(),
  /** Added: which area the price per sqm uses — floor area for built units, lot area for lots. */
  areaBasis: z.enum(["floor", "lot"]).nullable().optional(),
});
export type PriceFairness = z.infer<typeof PriceFairnessSchema>;

const RecentTrendSchema = z.object({
  growthRatePercent: z.number(),
  futureValue: z.number(),
  citation: CitationSchema,
});

export const FinancialAnalysisSchema = z.object({
  price: z.number().nullable(),
  pricePerSqm: z.number().nullable(),
  monthlyRental: z.number().nullable(),
  rentalYield: z.number().nullable(),
  appreciationRate: z.number().nullable(),
  rentalIncome: z.object({
    monthlyRent: z.number().nullable(),
    annualRent: z.number().nullable(),
    citation: CitationSchema.nullable(),
  }),
  rentalYieldDetail: z.object({ annualYieldPercentage: z.number().nullable(), citation: CitationSchema.nullable() }),
  fiveYearValue: z.object({
    futureValue: z.number().nullable(),
    growthRatePercent: z.number().nullable(),
    citation: CitationSchema.nullable(),
    /** Added: the same projection at the recent regional trend (sensitivity, not the headline figure). */
    recentTrend: RecentTrendSchema.nullable().optional(),
  }),
  netReturn: z.object({
    netGain: z.number().nullable(),
    note: z.string(),
    /** Added: the parts of netGain — value growth over 5 years, and 5 years of rent after vacancy and dues. */
    appreciation: z.number().nullable().optional(),
    netRentalIncome: z.number().nullable().optional(),
  }),
  roiTimeline: z.array(z.object({ year: z.number().int(), value: z.number() })),
  /** Added: monthly association dues assumed (pesos), null when not a condo or unknown. */
  monthlyExpenses: z.number().nullable().optional(),
  expensesCitation: CitationSchema.nullable().optional(),
  /** Added: vacancy allowance applied to the rent (percent of the year), with its source. */
  vacancyPercent: z.number().nullable().optional(),
  vacancyCitation: CitationSchema.nullable().optional(),
  /** Added: annual rent after vacancy, minus annual dues (pesos). */
  netOperatingIncome: z.number().nullable().optional(),
});
export type FinancialAnalysis = z.infer<typeof FinancialAnalysisSchema>;

/** The report body stored per report and returned as `reportData`. */
export const ReportDataSchema = z.object({
  title: z.string(),
  address: z.string(),
  imageUrl: z.string().nullable(),
  price: z.number().nullable(),
  currency: z.literal("PHP"),
  overview: z.object({
    type: z.string().nullable(),
    bedrooms: z.number().nullable(),
    bathrooms: z.number().nullable(),
    squareFeet: z.number().nullable(),
    floorAreaSqm: z.number().nullable(),
    lotAreaSqm: z.number().nullable(),
    /** Added: the machine-readable type behind the `type` label (stated by the listing or inferred). */
    propertyType: PropertyTypeSchema.nullable().optional(),
  }),
  city: z.string().nullable(),
  investmentScore: InvestmentScoreSchema,
  priceFairness: PriceFairnessSchema,
  financialAnalysis: FinancialAnalysisSchema,
  summary: z.string(),
  /** Every dataset row or comparable the report relied on. */
  citations: z.array(CitationSchema),
  /** Honest caveats: thin data, missing fields, assumptions. */
  caveats: z.array(z.string()),
  datasetVersion: z.string(),
  generatedAt: z.string(),
});
export type ReportData = z.infer<typeof ReportDataSchema>;
