import { z } from "zod";

/**
 * A listing's texts are bounded wherever a listing is made or read, so that an event carrying one stays
 * far inside the bus's message limit and a report stays quick to read: longer text is cut at the limit
 * and ends with TRUNCATION_MARKER. The description's limit is the pasted text's, so a paste is never cut.
 */
export const LISTING_DESCRIPTION_MAX_CHARS = 20_000;
export const LISTING_FIELD_MAX_CHARS = 500;
export const LISTING_IMAGES_MAX = 20;
export const LISTING_IMAGE_URL_MAX_CHARS = 2_048;
export const TRUNCATION_MARKER = " […]";
/** The words a figure or an offer was read from, as a provenance snippet holds them. */
export const LISTING_QUOTE_MAX_CHARS = 200;

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });
/** Longer than any emoji sequence (a family with skin tones is 35 UTF-16 units). */
const MONSTER_GRAPHEME_CHARS = 64;

/**
 * The longest start of `text` of at most `maxChars` UTF-16 units that ends on a grapheme boundary: an
 * emoji, a flag, a skin tone or an accented letter is kept whole or left out, never cut in half (half a
 * surrogate pair is not valid Unicode, and PostgreSQL refuses to store it). Only a grapheme no real
 * text has (a letter under dozens of combining marks) is cut inside, at a code point.
 */
export function clipText(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  // Only the start is segmented: segmenting copies its text, and a long text is clipped many times.
  const head = text.slice(0, Math.max(0, maxChars) + MONSTER_GRAPHEME_CHARS);
  let end = 0;
  for (const { index, segment } of graphemes.segment(head)) {
    if (index + segment.length > maxChars) break;
    end = index + segment.length;
  }
  if (end > 0) return text.slice(0, end);
  // Nothing fits whole: the first grapheme alone is past the limit.
  const first = graphemes.segment(head).containing(0)?.segment.length ?? 0;
  if (first <= MONSTER_GRAPHEME_CHARS) return "";
  const last = text.charCodeAt(maxChars - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? maxChars - 1 : maxChars);
}

/**
 * `text.slice(from, to)` without a part of a grapheme at either end: a grapheme the window cuts into
 * is left out. For quoting the words around a figure.
 */
export function sliceWhole(text: string, from: number, to: number): string {
  // Only the window and a grapheme's length around it are segmented: segmenting the whole line for
  // each of its figures grew with the square of the line.
  const offset = Math.max(0, from - MONSTER_GRAPHEME_CHARS);
  const segments = graphemes.segment(text.slice(offset, Math.min(text.length, to + MONSTER_GRAPHEME_CHARS)));
  const around = (at: number) => {
    const found = segments.containing(at - offset);
    return found && { index: found.index + offset, length: found.segment.length };
  };
  const head = from > 0 && from < text.length ? around(from) : undefined;
  const start = head && head.index < from ? head.index + head.length : from;
  const tail = to > 0 && to < text.length ? around(to) : undefined;
  const end = tail && tail.index < to ? tail.index : to;
  return end > start ? text.slice(start, end) : "";
}

/** `text` cut to at most `maxChars` UTF-16 units, marked as cut; a grapheme is never split. */
export function truncateText(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  return `${clipText(text, maxChars - TRUNCATION_MARKER.length).trimEnd()}${TRUNCATION_MARKER}`;
}

const boundedText = (maxChars: number) => z.string().overwrite((s) => truncateText(s, maxChars));
/** Image links a report may show: a few, each a plain URL (a data: URL of megabytes is no link). */
const boundedImages = z
  .array(z.string())
  .overwrite((urls) => urls.filter((u) => u.length <= LISTING_IMAGE_URL_MAX_CHARS).slice(0, LISTING_IMAGES_MAX));

/** Where a listing field came from; the analyzer shows it next to the figure. "user": the report's owner set it. */
export const FieldSourceSchema = z.enum(["json-ld", "microdata", "meta", "adapter", "text", "ocr", "model", "user"]);
export type FieldSource = z.infer<typeof FieldSourceSchema>;

export const PropertyTypeSchema = z.enum(["condo", "house_and_lot", "townhouse", "lot", "commercial"]);
export type PropertyType = z.infer<typeof PropertyTypeSchema>;

export const ListingAddressSchema = z.object({
  street: boundedText(LISTING_FIELD_MAX_CHARS).optional(),
  barangay: boundedText(LISTING_FIELD_MAX_CHARS).optional(),
  /** City or municipality, PSGC spelling where known (e.g. "Quezon City", "Iloilo City"). */
  city: boundedText(LISTING_FIELD_MAX_CHARS).optional(),
  province: boundedText(LISTING_FIELD_MAX_CHARS).optional(),
  region: boundedText(LISTING_FIELD_MAX_CHARS).optional(),
  /** The address as the page wrote it. */
  text: boundedText(LISTING_FIELD_MAX_CHARS).optional(),
});
export type ListingAddress = z.infer<typeof ListingAddressSchema>;

export const FieldProvenanceSchema = z.object({
  source: FieldSourceSchema,
  /** 0..1: how sure the extractor is of this field. */
  confidence: z.number().min(0).max(1),
  /** The words of the listing the value was read from, for the user to check it. */
  snippet: z.string().max(200).optional(),
});

/**
 * How the listing's place was decided: the strongest source that named a town ("structured" JSON-LD
 * address, a "portal" location field, the "title", the "breadcrumb", a labelled "Location:" text,
 * or running "prose"), how sure that is, and what other places strong sources named instead.
 */
export const PlaceEvidenceSchema = z.object({
  /** "post": named in a post the user pasted or uploaded, whose text is the listing itself. */
  from: z.enum(["structured", "portal", "title", "breadcrumb", "label", "prose", "post"]),
  confidence: z.number().min(0).max(1),
  /** True when sources disagree or only running text names the place: comparisons must say so. */
  uncertain: z.boolean(),
  conflicting: z.array(z.string()).default([]),
  /** The report's owner set the place (a correction): it is what they say, not what a source said. */
  setByUser: z.boolean().optional(),
});
export type PlaceEvidence = z.infer<typeof PlaceEvidenceSchema>;

/**
 * What the listing's own words say of the property's legal and physical state (scraper `conditions.ts`):
 *   occupied          someone lives there whom the buyer must see out: occupants, a caretaker, settlers
 *   legal_case        a court case, lis pendens or adverse claim
 *   title_pending     the title is still in the former owner's (or the bank's, the developer's) name
 *   title_encumbered  a levy, lien, encumbrance, unreleased mortgage or other annotation on the title
 *   rights_only       no Torrens title: rights or a tax declaration only
 *   agrarian          agrarian-reform land (CLOA, CARP) or agricultural land
 *   as_is             sold as-is-where-is: whatever is wrong with it is the buyer's
 *   tenanted          a tenant holds a lease the buyer takes over
 *   foreclosed        a bank or Pag-IBIG sells a property it took back (not a red flag on its own)
 * Stored listings name only the first three; new codes are added at the end.
 */
export const ListingConditionSchema = z.enum([
  "occupied",
  "legal_case",
  "title_pending",
  "title_encumbered",
  "rights_only",
  "agrarian",
  "as_is",
  "tenanted",
  "foreclosed",
]);
export type ListingCondition = z.infer<typeof ListingConditionSchema>;

/** The longest quote kept of the words that state a condition. */
export const CONDITION_QUOTE_MAX_CHARS = 160;
/** Evidence for a condition, or for a pre-selling status (its turnover date). */
export const ConditionEvidenceKeySchema = z.enum([...ListingConditionSchema.options, "pre_selling"]);
export type ConditionEvidenceKey = z.infer<typeof ConditionEvidenceKeySchema>;
/** The listing's own words for a condition: a short snippet around them, whitespace normalised. */
export const ConditionEvidenceSchema = z.object({
  condition: ConditionEvidenceKeySchema,
  quote: boundedText(CONDITION_QUOTE_MAX_CHARS),
});
export type ConditionEvidence = z.infer<typeof ConditionEvidenceSchema>;

/**
 * A pasalo ("for assume", "assume balance"): the seller asks for the equity they paid, and the buyer takes
 * over the remaining loan balance and its monthly amortisation. Each figure as the listing states it
 * (integer centavos), its words in `provenance["assumption.<field>"]`; `quote` is the words that offer the deal.
 */
export const ListingAssumptionSchema = z.object({
  /** What the seller asks for their equity (the "assume price"). */
  equityCentavos: z.number().int().nonnegative().optional(),
  /** The loan balance the buyer takes over (bank, Pag-IBIG or in-house). */
  balanceCentavos: z.number().int().nonnegative().optional(),
  monthlyAmortizationCentavos: z.number().int().nonnegative().optional(),
  /** Months of amortisation left, when the listing states them (years × 12). */
  monthsLeft: z.number().int().positive().max(600).optional(),
  /** The listing also offers the property for sale outright ("for sale or assume"). */
  orSale: z.boolean().optional(),
  quote: boundedText(LISTING_QUOTE_MAX_CHARS),
});
export type ListingAssumption = z.infer<typeof ListingAssumptionSchema>;

/**
 * A listing as the scraper hands it to the analyzer. Money is integer centavos,
 * areas are square metres; floor and lot area are kept apart (a lot has no floor area).
 */
export const ListingSchema = z.object({
  sourceSite: boundedText(LISTING_FIELD_MAX_CHARS),
  url: z.string().url().optional(),
  title: boundedText(LISTING_FIELD_MAX_CHARS).optional(),
  description: boundedText(LISTING_DESCRIPTION_MAX_CHARS).optional(),
  offerType: z.enum(["sale", "rent"]).default("sale"),
  rentPeriod: z.enum(["month", "day", "year"]).optional(),
  priceCentavos: z.number().int().nonnegative().optional(),
  floorAreaSqm: z.number().positive().optional(),
  lotAreaSqm: z.number().positive().optional(),
  bedrooms: z.number().int().nonnegative().optional(),
  bathrooms: z.number().int().nonnegative().optional(),
  propertyType: PropertyTypeSchema.optional(),
  status: z.enum(["ready_for_occupancy", "pre_selling"]).optional(),
  developer: boundedText(LISTING_FIELD_MAX_CHARS).optional(),
  project: boundedText(LISTING_FIELD_MAX_CHARS).optional(),
  address: ListingAddressSchema.default({}),
  images: boundedImages.default([]),
  /** Parking slots included with the unit. */
  parkingSlots: z.number().int().nonnegative().optional(),
  /** Monthly association (condominium) dues, integer centavos. */
  associationDuesCentavos: z.number().int().nonnegative().optional(),
  /**
   * A sale listing's own monthly rent, integer centavos: what the unit is let for now or offered at ("also for
   * rent at ₱80,000 a month", "currently leased at 30k/mo"); never a seller's projection. Its words are in
   * `provenance.listedRentCentavos`.
   */
  listedRentCentavos: z.number().int().nonnegative().optional(),
  /** When the listing was posted or last updated, ISO date (yyyy-mm-dd) or date-time. */
  postedAt: z.string().optional(),
  /** WGS84 position when the page states it (JSON-LD geo, map meta tags). */
  coordinates: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).optional(),
  provenance: z.record(z.string(), FieldProvenanceSchema).default({}),
  /** Absent on listings read before places carried their evidence. */
  place: PlaceEvidenceSchema.optional(),
  /** Occupants, a case, the title's state, as-is sale, foreclosure: what the listing's own words state. */
  conditions: z.array(ListingConditionSchema).optional(),
  /** The words behind each condition (one quote each); absent on listings read before quotes were kept. */
  conditionEvidence: z.array(ConditionEvidenceSchema).max(ConditionEvidenceKeySchema.options.length).optional(),
  /** Absent unless the listing offers a pasalo: then its asked price is the seller's equity, not the unit's price. */
  assumption: ListingAssumptionSchema.optional(),
});
export type Listing = z.infer<typeof ListingSchema>;

/** Where a report's listing comes from: a link the scraper fetches, a file the user uploaded, or text the user pasted. */
export const UploadSourceSchema = z.object({
  kind: z.literal("upload"),
  /** Server-made key in the object store; the scraper deletes the object once read. */
  objectKey: z.string().min(1).max(200),
  /** Type found by magic bytes, never the client's claim. */
  contentType: z.enum(["image/jpeg", "image/png", "image/webp", "image/heif", "application/pdf"]),
  bytes: z.number().int().positive(),
});
export type UploadSource = z.infer<typeof UploadSourceSchema>;

/** Limits on a pasted listing text, counted after cleaning and trimming (UTF-16 code units, as the browser counts). */
export const LISTING_TEXT_MIN_CHARS = 40;
export const LISTING_TEXT_MAX_CHARS = 20_000;
export const LISTING_TEXT_TOO_SHORT_MESSAGE =
  "Please paste the listing's text: at least 40 characters, with its price and its floor or lot area.";
export const LISTING_TEXT_TOO_LONG_MESSAGE =
  "The listing text is too long: at most 20,000 characters. Please paste only the listing.";

/** A pasted text that lists several properties: one report is of one listing (the free reading and a job say the same). */
export function listingTextListMessage(count: number): string {
  return `This text lists ${count.toLocaleString("en-US")} properties. Please paste the words of one listing only: its title, price, area and description.`;
}
/** A pasted text that could not be read within the reading budget. */
export const LISTING_TEXT_TOO_SLOW_MESSAGE =
  "This text took too long to read. Please paste only the listing's own words: its title, price, area and description.";

// Control characters (C0 but tab and line feed, DEL, C1), and surrogate halves without their partner.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A pasted text as we keep it: line breaks made `\n`, control characters removed (a NUL cannot be
 * stored in PostgreSQL text or jsonb), a lone surrogate half replaced by U+FFFD. Lines are kept: the
 * extractor reads "Label: value" lines.
 */
export function cleanListingText(raw: string): string {
  return raw.replace(/\r\n?/g, "\n").replace(CONTROL_CHARACTERS, "").replace(LONE_SURROGATES, "\uFFFD");
}

/** A listing's own words as the user pasted them: cleaned, trimmed, within the limits (SPEC wording-style messages). */
export const ListingTextSchema = z
  .string()
  .overwrite(cleanListingText)
  .trim()
  .min(LISTING_TEXT_MIN_CHARS, LISTING_TEXT_TOO_SHORT_MESSAGE)
  .max(LISTING_TEXT_MAX_CHARS, LISTING_TEXT_TOO_LONG_MESSAGE);

/**
 * A listing pasted as text — a Facebook Marketplace or group post, a Viber or WhatsApp message, the
 * words of a page we cannot open. The text travels in the event; nothing is stored besides it.
 */
export const TextSourceSchema = z.object({
  kind: z.literal("text"),
  /** Already cleaned and checked by the API (ListingTextSchema). */
  text: z.string().min(1).max(LISTING_TEXT_MAX_CHARS),
});
export type TextSource = z.infer<typeof TextSourceSchema>;

/** The `sourceSite` of a listing read from pasted text: there is no site, and no URL. */
export const PASTED_TEXT_SOURCE_SITE = "pasted-text";

/**
 * Issue 27: a listing screened from a search page. Its report reads that page's card for the listing's
 * link, exactly as the screening did, so the report's figures are the screening row's.
 */
export const CardSourceSchema = z.object({ kind: z.literal("card"), pageLink: z.string().url() });
export type CardSource = z.infer<typeof CardSourceSchema>;

export const ReportSourceSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("link") }),
  UploadSourceSchema,
  TextSourceSchema,
  CardSourceSchema,
]);
export type ReportSource = z.infer<typeof ReportSourceSchema>;
/** How a report's listing came in: a link, an uploaded file, or pasted text. */
export const ReportSourceKindSchema = z.enum(["link", "upload", "text"]);
export type ReportSourceKind = z.infer<typeof ReportSourceKindSchema>;
export type UploadContentType = UploadSource["contentType"];

/** Reasons a listing could not be read; the web app maps each to SPEC wording. */
export const ExtractionFailureReasonSchema = z.enum([
  "blocked", // 401/403/429, captcha, bot wall
  "login_wall",
  "not_a_listing",
  "list_page", // search results or a bank's list: many listings, none chosen
  "timeout",
  "too_large",
  "unreachable", // DNS failure, connection refused, TLS error
  "forbidden_address", // SSRF guard refused the address
  "unreadable_file",
  "unstorable", // what was read could not be written (the database refused it): retrying cannot help
]);
export type ExtractionFailureReason = z.infer<typeof ExtractionFailureReasonSchema>;

/** A listing a list page links to, offered to the user instead of a report on the whole list. */
export const ListCandidateSchema = z.object({
  url: z.string().url(),
  title: z.string().max(300).optional(),
  priceCentavos: z.number().int().nonnegative().optional(),
  /** Added: what the card or the page's structured data says of it, so the user can tell the listings apart. */
  floorAreaSqm: z.number().positive().optional(),
  lotAreaSqm: z.number().positive().optional(),
  bedrooms: z.number().int().nonnegative().optional(),
  /** Barangay, town and province as far as known, e.g. "Poblacion, Makati, Metro Manila". */
  place: z.string().max(300).optional(),
});
export type ListCandidate = z.infer<typeof ListCandidateSchema>;

/** What the analyzer asks the comparables store for. */
export const ComparablesQuerySchema = z.object({
  city: z.string().min(1),
  propertyType: PropertyTypeSchema,
  offerType: z.enum(["sale", "rent"]).default("sale"),
  /** Centre of the size band; listings within ±40 % of it match. */
  areaSqm: z.number().positive().optional(),
  bedrooms: z.number().int().nonnegative().optional(),
  /** Only listings seen within this many days. */
  maxAgeDays: z.number().int().positive().max(3650).default(180),
  limit: z.number().int().positive().max(200).default(50),
});
export type ComparablesQuery = z.input<typeof ComparablesQuerySchema>;

export const ComparableSchema = z.object({
  listing: ListingSchema,
  /** The listing's own page. */
  url: z.string(),
  /** When the scraper last saw it. */
  seenAt: z.string(),
});
export type Comparable = z.infer<typeof ComparableSchema>;
