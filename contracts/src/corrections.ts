import { z } from "zod";
import { clipText, FieldSourceSchema, type Listing, PlaceEvidenceSchema, PropertyTypeSchema } from "./listing";

/**
 * What we read and what the user set: the fields of a listing a user may correct on a report (or fill
 * in when the listing did not state them), the limits on each, what was read of each with the words
 * it came from, and which figures a report cannot be made without.
 */

/** The fields a user may set, by the names the API takes them under. */
export const CORRECTABLE_FIELDS = [
  "priceCentavos",
  "floorAreaSqm",
  "lotAreaSqm",
  "propertyType",
  "city",
  "province",
  "barangay",
  "bedrooms",
  "bathrooms",
  "offerType",
  "equityCentavos",
  "balanceCentavos",
  "monthlyAmortizationCentavos",
] as const;
export const CorrectableFieldSchema = z.enum(CORRECTABLE_FIELDS);

/** A pasalo's figures (Listing.assumption): read, shown and asked only on a listing that offers one. */
export const ASSUMPTION_FIELDS = [
  "equityCentavos",
  "balanceCentavos",
  "monthlyAmortizationCentavos",
] as const satisfies readonly (typeof CORRECTABLE_FIELDS)[number][];
export type AssumptionField = (typeof ASSUMPTION_FIELDS)[number];

/** The order a report shows what was read from the listing (the app's panel and the PDF alike). */
export const READING_ORDER = [
  "priceCentavos",
  "offerType",
  "propertyType",
  "floorAreaSqm",
  "lotAreaSqm",
  "bedrooms",
  "bathrooms",
  "city",
  "province",
  "barangay",
] as const satisfies readonly (typeof CORRECTABLE_FIELDS)[number][];
export type CorrectableField = z.infer<typeof CorrectableFieldSchema>;

/** The fields a listing is read and corrected by: a pasalo's figures follow its price. */
export function readingFields(listing: { assumption?: unknown }): CorrectableField[] {
  if (!listing.assumption) return [...READING_ORDER];
  return READING_ORDER.flatMap((field) => (field === "priceCentavos" ? [field, ...ASSUMPTION_FIELDS] : [field]));
}

const isAssumptionField = (field: CorrectableField): field is AssumptionField =>
  (ASSUMPTION_FIELDS as readonly string[]).includes(field);

/** Where each field lives in a listing's provenance (the place fields sit under `address.`). */
export const PROVENANCE_KEY: Record<CorrectableField, string> = {
  priceCentavos: "priceCentavos",
  floorAreaSqm: "floorAreaSqm",
  lotAreaSqm: "lotAreaSqm",
  propertyType: "propertyType",
  city: "address.city",
  province: "address.province",
  barangay: "address.barangay",
  bedrooms: "bedrooms",
  bathrooms: "bathrooms",
  offerType: "offerType",
  equityCentavos: "assumption.equityCentavos",
  balanceCentavos: "assumption.balanceCentavos",
  monthlyAmortizationCentavos: "assumption.monthlyAmortizationCentavos",
};

/** ₱1,000 (a month's rent of a room) to ₱20 billion, in centavos. */
export const PRICE_CENTAVOS_MIN = 100_000;
export const PRICE_CENTAVOS_MAX = 2_000_000_000_000;
export const FLOOR_AREA_SQM_MAX = 100_000;
/** 1,000 hectares: a farm lot, not a province. */
export const LOT_AREA_SQM_MAX = 10_000_000;
export const ROOMS_MAX = 50;
export const PLACE_NAME_MAX_CHARS = 80;

export const PRICE_MESSAGE = "Please enter the price in pesos, from ₱1,000 to ₱20,000,000,000.";
export const FLOOR_AREA_MESSAGE = "Please enter the floor area in square metres, from 1 to 100,000.";
export const LOT_AREA_MESSAGE = "Please enter the lot area in square metres, from 1 to 10,000,000.";
export const ROOMS_MESSAGE = "Please enter a whole number of rooms, from 0 to 50.";
export const PLACE_NAME_MESSAGE = "Please enter a place name of 2 to 80 letters.";
export const NOTHING_TO_CORRECT_MESSAGE = "Please change at least one field.";
export const EQUITY_MESSAGE = "Please enter the equity asked in pesos, from ₱1,000 to ₱20,000,000,000.";
export const BALANCE_MESSAGE = "Please enter the remaining balance in pesos, from ₱1,000 to ₱20,000,000,000.";
export const AMORTIZATION_MESSAGE = "Please enter the monthly amortisation in pesos, from ₱1,000 to ₱20,000,000,000.";

const price = z
  .number({ error: PRICE_MESSAGE })
  .int(PRICE_MESSAGE)
  .min(PRICE_CENTAVOS_MIN, PRICE_MESSAGE)
  .max(PRICE_CENTAVOS_MAX, PRICE_MESSAGE);
const money = (message: string) =>
  z.number({ error: message }).int(message).min(PRICE_CENTAVOS_MIN, message).max(PRICE_CENTAVOS_MAX, message);
const area = (max: number, message: string) => z.number({ error: message }).min(1, message).max(max, message);
const rooms = z.number({ error: ROOMS_MESSAGE }).int(ROOMS_MESSAGE).min(0, ROOMS_MESSAGE).max(ROOMS_MAX, ROOMS_MESSAGE);
const placeName = z
  .string({ error: PLACE_NAME_MESSAGE })
  .trim()
  .min(2, PLACE_NAME_MESSAGE)
  .max(PLACE_NAME_MAX_CHARS, PLACE_NAME_MESSAGE)
  .regex(/^[\p{L}\p{M}0-9 .,'()-]+$/u, PLACE_NAME_MESSAGE);

/**
 * Values a user sets on a listing. Each is optional; `null` removes a value that was read wrongly
 * (a floor area on a lot, bedrooms the listing never had). The price, type, city and offer cannot be
 * removed: a report needs them.
 */
export const ListingDetailsSchema = z
  .object({
    priceCentavos: price.optional(),
    floorAreaSqm: area(FLOOR_AREA_SQM_MAX, FLOOR_AREA_MESSAGE).nullable().optional(),
    lotAreaSqm: area(LOT_AREA_SQM_MAX, LOT_AREA_MESSAGE).nullable().optional(),
    propertyType: PropertyTypeSchema.optional(),
    city: placeName.optional(),
    province: placeName.nullable().optional(),
    barangay: placeName.nullable().optional(),
    bedrooms: rooms.nullable().optional(),
    bathrooms: rooms.nullable().optional(),
    offerType: z.enum(["sale", "rent"]).optional(),
    /** A pasalo's figures; setting one on a listing read as no pasalo makes it one. */
    equityCentavos: money(EQUITY_MESSAGE).nullable().optional(),
    balanceCentavos: money(BALANCE_MESSAGE).nullable().optional(),
    monthlyAmortizationCentavos: money(AMORTIZATION_MESSAGE).nullable().optional(),
  })
  .strict();
export type ListingDetails = z.infer<typeof ListingDetailsSchema>;

const someField = (d: ListingDetails) => Object.values(d).some((v) => v !== undefined);

/**
 * POST /api/reports/{id}/corrections: the revision the user was looking at (1 = as read) and the
 * fields to change. A report that moved on since answers 409; an `Idempotency-Key` makes a retry safe.
 */
export const ReportCorrectionRequestSchema = ListingDetailsSchema.extend({
  revision: z.number({ error: "The report's revision is required." }).int().positive().max(10_000),
}).refine(({ revision: _revision, ...fields }) => someField(fields), NOTHING_TO_CORRECT_MESSAGE);
export type ReportCorrectionRequest = z.infer<typeof ReportCorrectionRequestSchema>;

/** POST /api/report-jobs/{jobId}/details: the missing figures (and any other fields) of an incomplete listing. */
export const CompleteDetailsRequestSchema = ListingDetailsSchema.refine(someField, NOTHING_TO_CORRECT_MESSAGE);
export type CompleteDetailsRequest = z.infer<typeof CompleteDetailsRequestSchema>;

/** The figures a report cannot be made without. */
export const MissingDetailSchema = z.enum(["price", "area"]);
export type MissingDetail = z.infer<typeof MissingDetailSchema>;

/**
 * What a listing lacks for a report: a price, and a floor or lot area (a lot's own area for land). A
 * pasalo's equity is what it asks: with one, a report is made, and asks for the balance if it must.
 */
export function missingDetails(
  listing: Pick<Listing, "priceCentavos" | "floorAreaSqm" | "lotAreaSqm" | "propertyType" | "assumption">,
) {
  const missing: MissingDetail[] = [];
  const asked = listing.priceCentavos || listing.assumption?.equityCentavos;
  if (!asked) missing.push("price");
  const area = listing.propertyType === "lot" ? listing.lotAreaSqm : (listing.floorAreaSqm ?? listing.lotAreaSqm);
  if (area === undefined) missing.push("area");
  return missing;
}

/** Below this a field read from a listing is flagged for the user to check. */
export const FIELD_CONFIDENCE_MIN = 0.6;

/** One field as read: its value (null when not read), where it came from, how sure, and whether to check it. */
export const FieldReadingSchema = z.object({
  value: z.union([z.number(), z.string()]).nullable(),
  source: FieldSourceSchema.optional(),
  confidence: z.number().min(0).max(1).optional(),
  snippet: z.string().max(200).optional(),
  /** Low confidence, an uncertain place, or a figure the report needs and the listing did not give. */
  uncertain: z.boolean(),
});
export type FieldReading = z.infer<typeof FieldReadingSchema>;

/** What was read of the correctable fields of a listing, and how its place was decided. */
export const ListingReadingSchema = z.object({
  fields: z.partialRecord(CorrectableFieldSchema, FieldReadingSchema),
  place: PlaceEvidenceSchema.optional(),
  title: z.string().max(300).optional(),
});
export type ListingReading = z.infer<typeof ListingReadingSchema>;

/** A correctable field's value in a listing, or null when the listing has none. */
export function fieldValue(listing: Listing, field: CorrectableField): number | string | null {
  switch (field) {
    case "city":
    case "province":
    case "barangay":
      return listing.address[field] ?? null;
    case "equityCentavos":
    case "balanceCentavos":
    case "monthlyAmortizationCentavos":
      return listing.assumption?.[field] ?? null;
    default:
      return listing[field] ?? null;
  }
}

const PLACE_FIELDS = new Set<CorrectableField>(["city", "province", "barangay"]);

/**
 * A pasalo's price verdict compares the unit's total cost, the equity plus the remaining balance: without
 * the balance there is none, unless the listing also sells the unit outright at a price of its own.
 */
export function balanceNeeded(listing: Pick<Listing, "assumption" | "priceCentavos" | "offerType">): boolean {
  const deal = listing.assumption;
  if (!deal || listing.offerType === "rent" || deal.balanceCentavos !== undefined) return false;
  const outright = deal.orSale && listing.priceCentavos && listing.priceCentavos !== deal.equityCentavos;
  return !outright;
}

/** The reading of a listing: each correctable field with its provenance and whether the user should check it. */
export function readingOf(listing: Listing): ListingReading {
  const missing = new Set(missingDetails(listing));
  const fields: ListingReading["fields"] = {};
  for (const field of readingFields(listing)) {
    const value = fieldValue(listing, field);
    const provenance = listing.provenance[PROVENANCE_KEY[field]];
    const needed =
      (field === "priceCentavos" && missing.has("price")) ||
      ((field === "floorAreaSqm" || field === "lotAreaSqm") && missing.has("area")) ||
      (isAssumptionField(field) && value === null && balanceNeeded(listing));
    const unsure =
      value !== null &&
      provenance?.source !== "user" &&
      ((provenance !== undefined && provenance.confidence < FIELD_CONFIDENCE_MIN) ||
        (PLACE_FIELDS.has(field) && listing.place?.uncertain === true));
    fields[field] = {
      value,
      ...(provenance
        ? {
            source: provenance.source,
            confidence: provenance.confidence,
            ...(provenance.snippet ? { snippet: provenance.snippet } : {}),
          }
        : {}),
      uncertain: needed || unsure,
    };
  }
  return {
    fields,
    ...(listing.place ? { place: listing.place } : {}),
    ...(listing.title ? { title: clipText(listing.title, 300) } : {}),
  };
}

/** A field the user set on a report: the value the report now uses, what was read, and when. */
export const FieldCorrectionSchema = z.object({
  value: z.union([z.number(), z.string()]).nullable(),
  /** The value as read from the listing (null when the listing did not state it). */
  original: z.union([z.number(), z.string()]).nullable(),
  /** The revision that set it (the first correction makes revision 2). */
  revision: z.number().int().min(2),
  correctedAt: z.string(),
});
export type FieldCorrection = z.infer<typeof FieldCorrectionSchema>;
export const ReportCorrectionsSchema = z.partialRecord(CorrectableFieldSchema, FieldCorrectionSchema);
export type ReportCorrections = z.infer<typeof ReportCorrectionsSchema>;

/** A job that read a listing without a price or an area: what is missing, and what was read, to pre-fill. */
export const NeedsDetailsSchema = z.object({
  missing: z.array(MissingDetailSchema).min(1),
  reading: ListingReadingSchema,
});
export type NeedsDetails = z.infer<typeof NeedsDetailsSchema>;

export const STALE_REVISION_MESSAGE =
  "This report was changed since you opened it. Reload it to see the latest figures, then make your change again.";
