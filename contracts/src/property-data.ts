/**
 * GET /api/property-data/{id}: the SPEC §3 "Property data" view of a report — the listing's facts
 * and every analysis section under the names the SPEC uses. Built from the stored report and
 * listing by the analyzer; nothing here is computed again.
 */
import { z } from "zod";
import { PropertyTypeSchema } from "./listing";
import {
  FinancialAnalysisSchema,
  InvestmentScoreSchema,
  PriceFairnessSchema,
  ReportOverviewSchema,
  ScoreFactorSchema,
} from "./report";
import * as context from "./report-context";
import { MarketValueAssessmentSchema } from "./report-finance";

export const PropertyDataSchema = z.object({
  id: z.string(),
  title: z.string(),
  address: z.string(),
  price: z.number().nullable(),
  imageUrl: z.string().nullable(),
  propertyType: PropertyTypeSchema.nullable(),
  developer: z.string().nullable(),
  status: z.enum(["ready_for_occupancy", "pre_selling"]).nullable(),
  overview: ReportOverviewSchema.pick({ type: true, bedrooms: true, bathrooms: true, squareFeet: true }).extend({
    /** Listings rarely state it; null unless they do. */
    yearBuilt: z.number().nullable(),
    developer: z.string().nullable(),
    status: z.string().nullable(),
  }),
  investmentScore: InvestmentScoreSchema,
  /** The same factors again, for readers of the older shape. */
  investmentFactors: z.array(ScoreFactorSchema),
  simplifiedScore: InvestmentScoreSchema.nullable(),
  priceFairness: PriceFairnessSchema,
  financialAnalysis: FinancialAnalysisSchema,
  neighborhoodAnalysis: z.object({ description: z.string() }).nullable(),
  locationAnalysis: context.LocationAnalysisSchema.nullable(),
  investmentRisks: context.InvestmentRisksSchema.nullable(),
  securitySafety: context.SecuritySafetySchema.nullable(),
  futureDevelopments: context.FutureDevelopmentsSchema.nullable(),
  macroeconomicData: context.MacroeconomicDataSchema.nullable(),
  amenities: context.AmenitiesSchema.nullable(),
  marketValueAssessment: MarketValueAssessmentSchema.nullable(),
  constructionQuality: context.ConstructionQualitySchema.nullable(),
  ofwGuide: context.OfwGuideSchema.nullable(),
  generatedAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type PropertyData = z.infer<typeof PropertyDataSchema>;
