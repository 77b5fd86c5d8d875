import { z } from "zod";
import { eventsOf } from "./envelope";
import { ComparableSchema, ExtractionFailureReasonSchema, ListCandidateSchema, ListingSchema } from "./listing";

/**
 * Issue 27 part 5: a search page screened for one credit. Each of its listings is valued with the same
 * valuation a full report uses, and the listings are ranked by the gap between asking price and estimate
 * and by gross yield. A screening is a job of its own kind: its own credit reservation (keyed by the
 * screening id), posted when the table is made and voided when it fails.
 */
const screeningRef = { screeningId: z.string().uuid(), userId: z.string().uuid() };

/** Stages of a screening, in order. */
export const ScreeningStageSchema = z.enum(["queued", "reading", "valuing", "completed", "failed"]);
export type ScreeningStage = z.infer<typeof ScreeningStageSchema>;

/** One listing of the screened page, with the figures its full report would give (null: not valued). */
export const ScreeningRowSchema = ListCandidateSchema.extend({
  /** Position on the search page (0-based). */
  index: z.number().int().nonnegative(),
  /** The report's fair price (pesos): the reference per sqm times the area. */
  estimate: z.number().nullable(),
  /** The report's range of the unit's value (pesos). */
  estimateLow: z.number().nullable(),
  estimateHigh: z.number().nullable(),
  /** Asking price against the estimate, percent (negative: asking below the estimate). */
  gapPercent: z.number().nullable(),
  /** The report's gross rental yield, percent. */
  grossYieldPercent: z.number().nullable(),
  /** The report's verdict (fair, overpriced, underpriced, insufficient_data). */
  verdict: z.enum(["fair", "overpriced", "underpriced", "insufficient_data"]).nullable(),
  /** Why the row has no figures: the card states no price or no area. */
  notValued: z.enum(["no_price", "no_area", "no_figures"]).optional(),
});
export type ScreeningRow = z.infer<typeof ScreeningRowSchema>;

export const ScreeningSchema = z.object({
  screeningId: z.string().uuid(),
  status: ScreeningStageSchema,
  pageLink: z.string(),
  /** Listings on the page being screened (0 until the page is read). */
  total: z.number().int().nonnegative(),
  /** Listings valued so far. */
  done: z.number().int().nonnegative(),
  /** How many properties the page says the search holds. */
  listingCount: z.number().int().nonnegative().nullable(),
  /** Ranked: the largest discount to the estimate first, then the highest gross yield; unvalued last. */
  rows: z.array(ScreeningRowSchema),
  errorCode: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Screening = z.infer<typeof ScreeningSchema>;

export const ScreeningSummarySchema = ScreeningSchema.omit({ rows: true });
export type ScreeningSummary = z.infer<typeof ScreeningSummarySchema>;

/** POST /api/screenings: the search page's link (http or https). */
export const StartScreeningRequestSchema = z.object({
  pageLink: z
    .string()
    .trim()
    .min(1, "Please enter a valid property URL")
    .max(2048, "Please enter a valid property URL")
    .refine(
      (v) => URL.canParse(v) && ["http:", "https:"].includes(new URL(v).protocol),
      "Please enter a valid property URL",
    ),
});
export const ScreeningListSchema = z.object({ screenings: z.array(ScreeningSummarySchema) });
export const StartScreeningResponseSchema = z.object({ screeningId: z.string().uuid() });

// ---- events --------------------------------------------------------------------------------------
export const ScreeningRequestedSchema = z.object({ ...screeningRef, pageLink: z.string(), requestedAt: z.string() });
/** The search page was read: this many of its listings follow, one ScreeningListingRead each. */
export const SearchPageReadSchema = z.object({
  ...screeningRef,
  total: z.number().int().nonnegative(),
  listingCount: z.number().int().nonnegative().optional(),
});
/**
 * One listing of the page, as its full report would read it, with what the comparables store holds for
 * its market. No listing: the card gives too little to value (its row says so).
 */
export const ScreeningListingReadSchema = z.object({
  ...screeningRef,
  index: z.number().int().nonnegative(),
  candidate: ListCandidateSchema,
  listing: ListingSchema.optional(),
  stored: z.array(ComparableSchema).optional(),
});
/** The page could not be read as a search page (blocked, not a list, a single listing…). */
export const SearchPageUnreadSchema = z.object({
  ...screeningRef,
  reason: ExtractionFailureReasonSchema,
  message: z.string(),
});
/** Progress of a screening, for the user's page (analyzer). */
export const ScreeningAdvancedSchema = z.object({
  ...screeningRef,
  stage: ScreeningStageSchema,
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export const ScreeningCompletedSchema = z.object({
  ...screeningRef,
  valued: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export const ScreeningFailedSchema = z.object({ ...screeningRef, errorCode: z.string(), message: z.string() });

export const screeningEvents = eventsOf("screening", {
  ScreeningRequested: ScreeningRequestedSchema,
  SearchPageRead: SearchPageReadSchema,
  ScreeningListingRead: ScreeningListingReadSchema,
  SearchPageUnread: SearchPageUnreadSchema,
  ScreeningAdvanced: ScreeningAdvancedSchema,
  ScreeningCompleted: ScreeningCompletedSchema,
  ScreeningFailed: ScreeningFailedSchema,
});

/** Pushed to the user's sockets as a screening moves on; the page then reads the screening again. */
export const ScreeningProgressMessageSchema = z.object({
  type: z.literal("screening.progress"),
  screeningId: z.string().uuid(),
  status: ScreeningStageSchema,
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type ScreeningProgressMessage = z.infer<typeof ScreeningProgressMessageSchema>;
