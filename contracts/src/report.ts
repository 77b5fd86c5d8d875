import { z } from "zod";
import { CitationSchema } from "./citation";
import { PropertyTypeSchema } from "./listing";
import {
  AmenitiesSchema,
  ConstructionQualitySchema,
  FutureDevelopmentsSchema,
  InvestmentRisksSchema,
  LocationAnalysisSchema,
  MacroeconomicDataSchema,
  NarrativeSchema,
  OfwGuideSchema,
  SecuritySafetySchema,
} from "./report-context";
import {
  CalculatorDefaultsSchema,
  ComparableUsedSchema,
  FinancingScenarioSchema,
  MarketValueAssessmentSchema,
  OperatingCostsSchema,
  ProjectionSchema,
  RoiTimelinePointSchema,
  ShortTermRentalSchema,
  TransactionCostsSchema,
} from "./report-finance";

export { type Citation, CitationSchema } from "./citation";

export const RatingSchema = z.enum(["Excellent", "Very Good", "Good", "Average", "Below Average", "Poor"]);
export type Rating = z.infer<typeof RatingSchema>;

export const ScoreFactorSchema = z.object({
  name: z.string(),
  weight: z.number(),
  /** 0–100; null when the factor had no data (it then carries no weight). Reports before issue 20 show 50. */
  score: z.number().nullable(),
  weightedScore: z.number(),
  description: z.string(),
  icon: z.string().optional(),
  /** Added: a stable key ("roi", "priceValuation", …) and whether the factor had its inputs. */
  key: z.string().optional(),
  dataAvailable: z.boolean().optional(),
});

/** Conditions that cap the score whatever the numbers say (issue 20); the listing's own red flags come first. */
export const RedFlagKeySchema = z.enum([
  "occupied",
  "legal_case",
  "title_pending",
  "flood_high",
  "implausible_yield",
  "title_encumbered",
  "rights_only",
  "agrarian",
  "as_is",
  "tenanted",
  "pre_selling",
]);
export type RedFlagKey = z.infer<typeof RedFlagKeySchema>;
export const RedFlagSchema = z.object({
  key: RedFlagKeySchema,
  cap: z.number(),
  /** Added: the listing's own words that raise the flag ("Notice of Levy on Attachment …"), as it wrote them. */
  quote: z.string().optional(),
});
export type RedFlag = z.infer<typeof RedFlagSchema>;

export const InvestmentScoreSchema = z.object({
  /** Null (with a null rating): not enough data to rate — the factors with data carry under half the weight. */
  score: z.number().min(0).max(100).nullable(),
  rating: RatingSchema.nullable(),
  factors: z.array(ScoreFactorSchema),
  method: z.enum(["simplified", "detailed"]),
  /** Added: how sure the score is: the share of the weight with data and the weakest of its main inputs. */
  confidence: z.enum(["high", "medium", "low"]).optional(),
  /** Added (issue 20): share of the factors' weight (0–100) that had data. */
  coveragePercent: z.number().optional(),
  /** Added (issue 20): red flags, each capping the score; the score before the caps. */
  redFlags: z.array(RedFlagSchema).optional(),
  uncappedScore: z.number().nullable().optional(),
});
export type InvestmentScore = z.infer<typeof InvestmentScoreSchema>;

/**
 * A range of likely prices whose top is more than this many times its bottom judges nothing: the verdict is
 * withheld (land, whose asking prices run from farm to roadside), and the reader is pointed to the official
 * zonal value and nearby sales instead.
 */
export const VERDICT_RANGE_SPAN_MAX = 10;

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
  /** Added (SPEC §3 names): delta = deltaPercent; comps weighed; listings considered; the unit's value at the
   * reference (reference per sqm × area); price per sqft of the subject and of the reference; fairness score 0–100. */
  delta: z.number().nullable().optional(),
  comps: z.array(ComparableUsedSchema).optional(),
  comparableProperties: z.number().int().optional(),
  marketAverage: z.number().nullable().optional(),
  psf: z.number().nullable().optional(),
  marketPsf: z.number().nullable().optional(),
  score: z.number().nullable().optional(),
  /** Measured by the analyzer service around the whole valuation (not part of the pure computation). */
  timeToComputeMs: z.number().optional(),
  /** Added: false when the comparison cannot be trusted; the verdict is then withheld and the reasons given. */
  reliable: z.boolean().optional(),
  unreliableReasons: z.array(z.string()).optional(),
  /** Added: the unit's value across the reference's range (pesos), shown in place of a withheld verdict. */
  fairValueRange: z.object({ low: z.number(), high: z.number() }).nullable().optional(),
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
  rentalYieldDetail: z.object({
    annualYieldPercentage: z.number().nullable(),
    citation: CitationSchema.nullable(),
    /** Added: false for a gross yield outside 2–15 %, which the score leaves out; `note` says why. */
    plausible: z.boolean().optional(),
    note: z.string().optional(),
  }),
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
  /** Value by year at base growth; added per year: low/high band, cumulative cash flow, net gain if sold, ROI %. */
  roiTimeline: z.array(RoiTimelinePointSchema),
  /** Added: monthly association dues assumed (pesos), null when not a condo or unknown. */
  monthlyExpenses: z.number().nullable().optional(),
  expensesCitation: CitationSchema.nullable().optional(),
  /** Added: vacancy allowance applied to the rent (percent of the year), with its source. */
  vacancyPercent: z.number().nullable().optional(),
  vacancyCitation: CitationSchema.nullable().optional(),
  /** Added: annual rent after vacancy, minus annual dues (pesos). */
  netOperatingIncome: z.number().nullable().optional(),
  /** Added (issue 5): the whole cost and return picture of a cash purchase, long-term let. */
  overview: z.string().optional(),
  monthlyCashFlow: z.number().nullable().optional(),
  cashFlow: z.number().nullable().optional(),
  capRate: z.number().nullable().optional(),
  netYield: z.number().nullable().optional(),
  breakEvenPoint: z.number().nullable().optional(),
  breakEvenNote: z.string().optional(),
  operatingCosts: OperatingCostsSchema.optional(),
  purchaseCosts: TransactionCostsSchema.optional(),
  exitCosts: TransactionCostsSchema.optional(),
  shortTermRental: ShortTermRentalSchema.nullable().optional(),
  financing: z.array(FinancingScenarioSchema).optional(),
  projection: ProjectionSchema.optional(),
  calculatorDefaults: CalculatorDefaultsSchema.nullable().optional(),
});
export type FinancialAnalysis = z.infer<typeof FinancialAnalysisSchema>;

/**
 * The property at a glance: the one shape of the overview. The report keeps it; the property-data answer
 * (SPEC's older reader) shows the same fields with the listing's year built, developer and status beside.
 */
export const ReportOverviewSchema = z.object({
  type: z.string().nullable(),
  bedrooms: z.number().nullable(),
  bathrooms: z.number().nullable(),
  squareFeet: z.number().nullable(),
  floorAreaSqm: z.number().nullable(),
  lotAreaSqm: z.number().nullable(),
  /** Added: the machine-readable type behind the `type` label (stated by the listing or inferred). */
  propertyType: PropertyTypeSchema.nullable().optional(),
});
export type ReportOverview = z.infer<typeof ReportOverviewSchema>;

/** The report body stored per report and returned as `reportData`. */
export const ReportDataSchema = z.object({
  title: z.string(),
  address: z.string(),
  imageUrl: z.string().nullable(),
  price: z.number().nullable(),
  currency: z.literal("PHP"),
  overview: ReportOverviewSchema,
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
  /** Added (issue 5), optional so reports stored before it still parse. */
  /** The market-dataset place the listing was matched to ("Bonifacio Global City, Taguig"). */
  marketArea: z.string().nullable().optional(),
  /** Added: where the listing's place came from (title, address, breadcrumb…), and whether it is uncertain. */
  placeEvidence: z
    .object({
      from: z.string(),
      confidence: z.number(),
      uncertain: z.boolean(),
      conflicting: z.array(z.string()),
      text: z.string(),
      /** Added: the report's owner set the place. */
      setByUser: z.boolean().optional(),
    })
    .nullable()
    .optional(),
  /**
   * Added: a pasalo. The amount the listing asks is the seller's equity; `price` and the verdict are the
   * unit's total cost (equity + remaining balance), or the outright price the listing also asks, or none.
   */
  assumption: z
    .object({
      equity: z.number().nullable(),
      balance: z.number().nullable(),
      monthlyAmortization: z.number().nullable(),
      monthsLeft: z.number().nullable(),
      total: z.number().nullable(),
      compared: z.enum(["total", "outright", "none"]),
      /** The deal in plain words: what the asked amount is, what else is owed, what is compared, or what to ask. */
      statement: z.string(),
      /** The listing's words that offer the deal. */
      quote: z.string(),
    })
    .nullable()
    .optional(),
  /** Reports before issue 20 also carried a second, "quick" score; it is no longer written or shown. */
  simplifiedScore: InvestmentScoreSchema.optional(),
  marketValueAssessment: MarketValueAssessmentSchema.optional(),
  locationAnalysis: LocationAnalysisSchema.optional(),
  neighborhoodAnalysis: z.object({ description: z.string() }).optional(),
  amenities: AmenitiesSchema.optional(),
  investmentRisks: InvestmentRisksSchema.optional(),
  securitySafety: SecuritySafetySchema.optional(),
  futureDevelopments: FutureDevelopmentsSchema.optional(),
  macroeconomicData: MacroeconomicDataSchema.optional(),
  constructionQuality: ConstructionQualitySchema.optional(),
  ofwGuide: OfwGuideSchema.optional(),
  narrative: NarrativeSchema.optional(),
  /**
   * Added (issue 20): the report's sentences that read differently in Tagalog, by JSON Pointer (the
   * narrative holds both languages itself). Read a report through `inLanguage`.
   */
  translations: z
    .object({ tl: z.record(z.string(), z.string()) })
    .partial()
    .optional(),
});
export type ReportData = z.infer<typeof ReportDataSchema>;
