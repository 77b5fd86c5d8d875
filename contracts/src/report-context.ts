/**
 * Report sections about the place and the buyer: location, neighbourhood, risks, hazards, future
 * developments, the economy, the OFW buying guide and the written narrative (English and Tagalog).
 */
import { z } from "zod";
import { CitationSchema } from "./citation";

const level = z.enum(["low", "medium", "high"]);

export const PlaceDistanceSchema = z.object({
  name: z.string(),
  distanceKm: z.number(),
});

export const LocationAnalysisSchema = z.object({
  score: z.number().nullable(),
  rating: z.string(),
  overview: z.string(),
  distanceToCBD: PlaceDistanceSchema.nullable(),
  publicTransport: z.object({
    nearestStation: PlaceDistanceSchema.extend({ line: z.string() }).nullable(),
    note: z.string(),
  }),
  /** No school data is bundled: always null, with the reason in `schoolsNote`. */
  nearbySchools: z.null(),
  schoolsNote: z.string(),
  growthPotential: z.string(),
  /** Where distances are measured from: the listing's own map position, the area's centre, or nowhere. */
  measuredFrom: z.enum(["listing", "area-centre", "none"]),
  citation: CitationSchema.nullable(),
});
export type LocationAnalysis = z.infer<typeof LocationAnalysisSchema>;

export const RiskSchema = z.object({
  type: z.string(),
  assessment: z.string(),
  severity: level,
  citation: CitationSchema.nullable(),
});

export const InvestmentRisksSchema = z.object({
  overview: z.string(),
  riskLevel: z.enum(["Low", "Moderate", "High"]),
  risks: z.array(RiskSchema),
});

export const HazardSchema = z.object({
  type: z.enum(["flood", "earthquake", "typhoon", "volcano", "landslide"]),
  level,
  description: z.string(),
  citation: CitationSchema,
});
export type Hazard = z.infer<typeof HazardSchema>;

export const SecuritySafetySchema = z.object({
  /** No crime statistic per city is in the dataset: null, with the reason in `crimeNote`. */
  crimeRate: z.null(),
  crimeNote: z.string(),
  hazards: z.array(HazardSchema),
});

export const FutureDevelopmentsSchema = z.object({
  overview: z.string(),
  projects: z.array(
    z.object({ name: z.string(), description: z.string(), status: z.string(), citation: CitationSchema }),
  ),
  /** Sum of the cited project costs (pesos) of the projects listed; null when none is cited. */
  totalInvestment: z.number().nullable(),
});

const MacroFigureSchema = z.object({ value: z.number(), period: z.string(), citation: CitationSchema }).nullable();

export const MacroeconomicDataSchema = z.object({
  gdpGrowth: MacroFigureSchema,
  inflationRate: MacroFigureSchema,
  interestRate: MacroFigureSchema,
  populationGrowth: MacroFigureSchema,
});

export const AmenitiesSchema = z.object({
  nearby: z.array(z.object({ type: z.enum(["cbd", "rail_station"]), name: z.string(), distanceKm: z.number() })),
  note: z.string(),
});

export const ConstructionQualitySchema = z.object({
  /** A listing says nothing reliable about construction; the report gives a checklist instead of a grade. */
  assessment: z.null(),
  checklist: z.array(z.string()),
  note: z.string(),
});

const BilingualTextSchema = z.object({ title: z.string(), body: z.string() });

export const OfwGuideSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      /** The law or rule the item rests on, named. */
      law: z.string(),
      en: BilingualTextSchema,
      tl: BilingualTextSchema,
    }),
  ),
});
export type OfwGuide = z.infer<typeof OfwGuideSchema>;

export const NARRATIVE_SECTIONS = ["price", "income", "costs", "financing", "projection", "risks", "location"] as const;

export const NarrativeTextSchema = z.strictObject({
  summary: z.string(),
  sections: z.strictObject({
    price: z.string(),
    income: z.string(),
    costs: z.string(),
    financing: z.string(),
    projection: z.string(),
    risks: z.string(),
    location: z.string(),
  }),
});
export type NarrativeText = z.infer<typeof NarrativeTextSchema>;

export const NarrativeSchema = z.object({
  /** Who wrote the text: the language model (checked) or the deterministic writer. */
  writer: z.enum(["model", "deterministic"]),
  model: z.string().optional(),
  /** Why the model's text was not used, when it was not. */
  fallbackReason: z.string().optional(),
  en: NarrativeTextSchema,
  tl: NarrativeTextSchema,
});
export type Narrative = z.infer<typeof NarrativeSchema>;
