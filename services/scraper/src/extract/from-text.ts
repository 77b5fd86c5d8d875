import type { Listing } from "@suri/contracts";
import { clipText } from "@suri/contracts";
import { findAreaMentions } from "./area-mentions";
import { fillExtras } from "./from-extras";
import { fillFromLabels, fillFromProse } from "./from-page-text";
import { placeKey } from "./gazetteer";
import { ListingDraft } from "./listing-draft";
import { withListingWords } from "./listing-words";
import { citiesNamedIn } from "./places";
import { findPriceMentions, SALE_PRICE_MIN_CENTAVOS } from "./price-mentions";
import { areaIsLand } from "./property-type";
import { parseAreaSqm } from "./quantities";
import { townOfBarangayInNamedProvince, townsNamedIn } from "./text-places";

export interface TextSource {
  /** "ocr" for text read from an image, "text" for a PDF's own text layer. */
  source: "ocr" | "text";
  sourceSite: string;
}

/**
 * Characters OCR confuses in listing screenshots: the peso sign (not in tesseract's English model) read as
 * £, €, "£#" or a P glued to the figure; "sqm" read as "sgm", "SgM", "sgqm", "SaM" or "sg.m", also where a
 * card's fields ran together ("105 SgMFurnishing"); "m²" read as "m?" or "m2".
 */
export function cleanOcrText(text: string): string {
  return text
    .replace(/[£€¥]#?(?=\s?\d)/g, "₱")
    .replace(/([\d/])\s?(?:[sS][gG][qQ]?[mM]|SaM|[sS][gG]\.[mM]|sqrn|sq\.rn|5qm)(?![a-z])/g, "$1 sqm")
    .replace(/(\d)\s?m\?(?=\s|$)/g, "$1 m²")
    .replace(/[|]/g, "I")
    .replace(/[ \t]+/g, " ");
}

/** "👉 Lot Area: 150 sqm", "✅️ 140 sqm lot area", "📢 FOR SALE": a line's emoji bullets hide its label. */
const BULLETS = /^(?:(?:[\p{Extended_Pictographic}\p{So}•▪►➤]|\u{FE0F}|\u{200D}|\u{20E3})\s*)+/u;

/** A line this long is a card's or a post's fields run together, never one title. */
const RUN_TOGETHER_LINE = 150;

/**
 * A portal card copied as one line loses the breaks between its fields: "Cebu CityTotal Number of Bedrooms",
 * "Floor Area: 183 sqmPhp. 21,500,000.00 Net3 StoreysFully Furnished4 Bedrooms4 Full Bathrooms", "37sqm1 bedroom
 * 1 bathroomFully", "Toilet & Bath: 1Floor Area". In such a long line a word glued to the next one's capital, a
 * word of three letters or more glued to a figure, and a figure (or a unit's number, "32DFloor") glued to a capitalised word are set apart by a
 * space. Short lines (titles, names such as "SkyTower" or "McKinley") are left as written.
 */
export function unglued(line: string): string {
  const apart = line.replace(CITY_GLUED_TO_LABEL, " ");
  if (apart.length < RUN_TOGETHER_LINE) return apart;
  return apart
    .replace(/(?<=(?<![\p{L}])\p{L}?\p{Ll}{2,})(?=\p{Lu}\p{Ll})/gu, " ")
    .replace(/(?<=(?<![\p{L}])\p{L}?\p{Ll}{2,})(?=\d)/gu, " ")
    .replace(/(?<=\d\p{Lu}?)(?=\p{Lu}\p{Ll}{2,})/gu, " ");
}

/**
 * A town's "City" glued to the next field's label, on a line of any length: a Dot Property card's "Buena Hills,
 * Guadalupe, Cebu CityStatus:..." names Cebu City. Only after a capitalised word, so "CityMall" alone stays whole.
 */
const CITY_GLUED_TO_LABEL = /(?<=(?<![\p{L}])\p{Lu}[\p{L}'’-]*[ ]City)(?=\p{Lu}\p{Ll})/gu;

/** A post that opens with its offer ("For Rent", "FOR LEASE! The Columns …") is a rent, whatever line names the unit. */
const OPENS_AS_RENT = /^(?:for (?:rent|lease)|for rental|paupahan|pinapaupahan)\b/i;
const FOR_SALE = /\bfor sale\b|\bselling\b|\bbenta\b|\bibinebenta\b/i;
const OFFER_LINES = 6;
const OFFER_LINE_CONFIDENCE = 0.85;

const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;

const TITLE_WORDS =
  /\b(for (sale|rent|lease)|condo|house|lot|townhouse|bedroom|studio|unit|office|commercial|property)\b/i;

/**
 * A listing from plain text (a screenshot's OCR, a brochure's text layer): the same label and prose
 * rules the HTML extractor uses, and the extras (status, developer, dues, city named in text).
 * Null when the text names no property at all; a listing without a price or an area (see
 * `hasFigures`) is returned so that what was read can be shown and completed by the user.
 */
export function listingFromText(text: string, from: TextSource): Listing | null {
  // NFKC: posts written in "bold" Unicode letters and digits (𝐅𝐨𝐫 𝐒𝐚𝐥𝐞, 𝟭𝟯.𝟱𝗠) read as plain text. Zero-width
  // characters a post editor leaves behind ("Bogo City\u200b- Selling Price") would hide a word's end.
  const plain = text.normalize("NFKC").replace(ZERO_WIDTH, "");
  const cleaned = from.source === "ocr" ? cleanOcrText(plain) : plain;
  const lines = cleaned
    .split(/\r?\n/)
    .map((line) => unglued(line.replace(/\s+/g, " ")).replace(BULLETS, "").trim())
    // A card's "Bedrooms:" with its "2" on the next line: a lone digit is a value; other lone characters are OCR dust.
    .filter((line) => line.length > 1 || /^\d$/.test(line));
  const draft = new ListingDraft(from.sourceSite);
  const title = screenshotTitle(lines, from) ?? lines.find((line) => TITLE_WORDS.test(line) && line.length <= 120);
  draft.set("title", title ? joinWrappedTitle(title, lines) : undefined, from.source, 0.6);
  // "For Rent or For Sale", or a title saying "For Sale": a sale that may also be let, not a rent.
  const opening = lines.slice(0, OFFER_LINES);
  const rentLine = opening.some((line) => FOR_SALE.test(line)) ? undefined : opening.find((l) => OPENS_AS_RENT.test(l));
  if (rentLine) {
    draft.set("offerType", "rent", from.source, OFFER_LINE_CONFIDENCE, rentLine);
    draft.set("rentPeriod", "month", from.source, OFFER_LINE_CONFIDENCE);
  }
  fillFromLabels(draft, lines);
  fillFromProse(draft, { lines, meta: new Map(), crumbs: [] });
  fillExtras(draft, lines);
  fillBareArea(draft, lines);
  const saleLine = opening.find((line) => FOR_SALE.test(line) && PROPERTY_NOUN.test(line));
  if (saleLine) draft.set("offerType", "sale", from.source, OFFER_LINE_CONFIDENCE, saleLine);
  // "BRGY. TEJEROS, MAKATI FOR SALE", "REGALADO HIGHWAY PROPERTY, QUEZON CITY": a heading offering a place's property,
  // kept when a place is read from it, so the user is asked for the price and area with the place filled in.
  const heading = statesAProperty(draft) ? undefined : lines.slice(0, 2).find((line) => OFFERS_A_PLACE.test(line));
  if (!statesAProperty(draft) && !heading) return null;
  if (heading && FOR_SALE.test(heading)) draft.set("offerType", "sale", from.source, OFFER_LINE_CONFIDENCE, heading);
  const built = draft.build();
  // A condo unit has no lot of its own: a "Land Area" in its text is the tower's.
  if (built.propertyType === "condo" && built.lotAreaSqm !== undefined) {
    delete built.lotAreaSqm;
    delete built.provenance.lotAreaSqm;
  }
  // The post's own statement is judged on the lines the place was read from (fields that ran together set apart).
  const listing = asPostStatement(withListingWords(built, { lines }, { post: true }), lines.join("\n"));
  if (heading && !listing.address.city) return null;
  for (const [field, provenance] of Object.entries(listing.provenance)) {
    // Every value here was read from the file's text; OCR'd values are as sure as the OCR was.
    if (provenance.source === "text") {
      listing.provenance[field] = {
        ...provenance,
        source: from.source,
        confidence: from.source === "ocr" ? Math.min(provenance.confidence, 0.7) : provenance.confidence,
      };
    }
  }
  return listing;
}

/** A line of a post's opening offering a property ("Office Space for rent in …"), where a screenshot has one. */
const OFFERS = /\bfor (?:sale|rent|lease)\b/i;

/**
 * A screenshot shows the app's bars and the poster's name ("Cebu Property Hub") above the post: the title is the
 * opening line that offers a property, when one does, rather than the first line with a property word.
 */
function screenshotTitle(lines: string[], from: TextSource): string | undefined {
  if (from.source !== "ocr") return undefined;
  return lines
    .slice(0, OFFER_LINES + 4)
    .find((line) => OFFERS.test(line) && TITLE_WORDS.test(line) && line.length <= 120);
}

/** A type named in a post's words is as sure as a page title naming it. */
const POST_TYPE_CONFIDENCE = 0.75;
/** A town named by a post, with nothing naming another. */
const POST_PLACE_CONFIDENCE = 0.7;

/**
 * A pasted or uploaded post has no title field, breadcrumb or address block: its words are the listing.
 * A town it names (and no other source contradicts) and a type it names are what the seller states, not
 * a guess from "running text" around a listing.
 */
function asPostStatement(listing: Listing, text: string): Listing {
  const place = listing.place;
  const city = listing.address.city;
  // The town must be named by the post itself, not inferred from a barangay it names ("… in Banawa"), unless
  // the barangay lies in only one town of the province the post names ("… in luz cebu").
  const town = (name: string) => placeKey(name).replace(/ city$/, "");
  const settled = townOfBarangayInNamedProvince(text, listing.address.barangay)?.name;
  const named =
    city !== undefined &&
    [...citiesNamedIn(text), ...townsNamedIn(text), ...(settled ? [settled] : [])].some(
      (name) => town(name) === town(city),
    );
  const ownPlace =
    place?.from === "prose" && place.conflicting.length === 0 && named
      ? {
          ...place,
          from: "post" as const,
          uncertain: false,
          confidence: Math.max(place.confidence, POST_PLACE_CONFIDENCE),
        }
      : place;
  const type = listing.provenance.propertyType;
  const provenance =
    type && type.confidence < POST_TYPE_CONFIDENCE
      ? { ...listing.provenance, propertyType: { ...type, confidence: POST_TYPE_CONFIDENCE } }
      : listing.provenance;
  return { ...listing, provenance, ...(ownPlace ? { place: ownPlace } : {}) };
}

/**
 * A short heading that offers a property, or a heading in capitals naming a place's property ("BRGY. TEJEROS, MAKATI
 * FOR SALE", "REGALADO HIGHWAY PROPERTY, QUEZON CITY"); a sentence about property ("Property prices in Makati rise")
 * is not one.
 */
const OFFERS_A_PLACE =
  /^(?=.{0,80}$)(?:.*\b[Ff][Oo][Rr] (?:[Ss][Aa][Ll][Ee]|[Rr][Ee][Nn][Tt]|[Ll][Ee][Aa][Ss][Ee])\b.*|[^.!?a-z]*\bPROPERTY\b[^.!?a-z]*)$/;

/** A word naming a property: with "for sale" beside it, the post offers one ("KATIPUNAN AVENUE PROPERTY FOR SALE"). */
const PROPERTY_NOUN =
  /\b(?:property|properties|unit|condo\w*|house|home|lot|land|office|building|apartment|studio|bedrooms?|\d\s?br|space|warehouse|farm|villa|penthouse|townhouse|balay|yuta|bahay|lupa)\b/i;

/**
 * Whether what was read names a property: a figure, its type, its rooms, or a line offering one. Such a
 * post without a price or an area asks the user for them with the rest filled in; one naming none of
 * these is not a listing.
 */
function statesAProperty(draft: ListingDraft): boolean {
  return (
    draft.describesProperty() ||
    draft.has("propertyType") ||
    draft.has("bedrooms") ||
    draft.confidenceOf("offerType") > 0
  );
}

/** Whether a reading names a property (see `statesAProperty`), for the readers that got a listing elsewhere too. */
export function namesProperty(listing: Listing): boolean {
  return (
    hasFigures(listing) ||
    listing.propertyType !== undefined ||
    listing.bedrooms !== undefined ||
    listing.provenance.offerType !== undefined
  );
}

/** Whether a listing states a price or an area: without either there is nothing to value. */
export function hasFigures(listing: Listing): boolean {
  return listing.priceCentavos !== undefined || listing.floorAreaSqm !== undefined || listing.lotAreaSqm !== undefined;
}

/**
 * A screenshot's fact row ("2 Bedrooms  2 Baths  52 sqm") gives an area with no label: it is the
 * lot for land and the floor area for anything built.
 */
function fillBareArea(draft: ListingDraft, lines: string[]): void {
  if (draft.has("floorAreaSqm") || draft.has("lotAreaSqm")) return;
  // A house's one bare figure could be its lot or its floor area: left for the user to say.
  const type = draft.get("propertyType");
  if (type === "house_and_lot" || type === "townhouse" || type === "commercial") return;
  // Only a short line of facts: a long text's first area is as likely a parking slot or the project's grounds.
  const figures = new Set(
    lines
      .filter(
        (candidate) =>
          candidate.length <= 60 &&
          !/\b(dues?|per sq|parking|garden|lounge|amenit|hectares?|ha\b|deck|pool|balcony|gym|fitness|function|lobby|roof|hall|court|play|nook|park|lot)\b/i.test(
            candidate,
          ),
      )
      .map((candidate) => parseAreaSqm(candidate))
      .filter((area) => area !== null),
  );
  // Several bare figures (a list of amenities and their sizes) say nothing of the unit's own.
  const area = figures.size === 1 ? [...figures][0] : null;
  draft.set(areaIsLand(draft.get("propertyType")) ? "lotAreaSqm" : "floorAreaSqm", area, "text", 0.5);
}

/** A title a screenshot wrapped over two lines ("2 Bedroom Condo for Sale in" / "Avida Towers…"). */
function joinWrappedTitle(title: string, lines: string[]): string {
  const next = lines[lines.indexOf(title) + 1];
  return /\b(in|at|near|of|with|for|and|-)$/i.test(title) && next && next.length <= 80 ? `${title} ${next}` : title;
}

export interface TextListVerdict {
  /** Properties the text lists (priced records). */
  count: number;
  /** A list in a file has no links to offer: the records' own words, for the user to recognise one. */
  candidates: { title: string; priceCentavos: number }[];
}

/** A line that names a unit by its rooms or its kind: each such line with its own price is one property. */
const UNIT_ON_LINE = /\b(?:studio|\d\s?-?(?:br|bedrooms?)|condo(?:minium)?|house and lot|townhouse|lot only)\b/i;

/** This many separately priced properties make a text a list, never one listing. */
const RECORDS_MIN = 5;

/**
 * A bank's list of foreclosed properties, a broker's inventory: many records, each with its own
 * area and its own price. A developer's post with a price and its equity, down payment and
 * amortisation is one listing: those amounts are not prices (price-mentions.ts), and it has one area.
 */
export function textListVerdict(text: string): TextListVerdict | null {
  const lines = text.split(/\r?\n/).map((line) => line.replace(/\s+/g, " ").trim());
  const prices = findPriceMentions(lines).filter(
    (mention) => (mention.kind === "asking" || mention.kind === "final") && mention.centavos >= SALE_PRICE_MIN_CENTAVOS,
  );
  const areaLines = new Set(findAreaMentions(lines).map((mention) => mention.line));
  // A record: a price with an area on its line or within the three lines before it, or a price on a
  // line that names its own unit ("- 2BR Air Residences Makati ₱3.6M").
  const records = prices.filter(
    (price) =>
      [0, 1, 2, 3].some((back) => areaLines.has(price.line - back)) || UNIT_ON_LINE.test(lines[price.line] ?? ""),
  );
  const distinctLines = new Set(records.map((record) => record.line));
  // One price said again on every line (a post repeated in two languages) is one listing.
  if (distinctLines.size < RECORDS_MIN || new Set(records.map((record) => record.centavos)).size < 2) return null;
  const seen = new Set<number>();
  const candidates = records
    .filter((record) => !seen.has(record.line) && seen.add(record.line))
    .slice(0, 20)
    .map((record) => ({ title: clipText(record.snippet, 200), priceCentavos: record.centavos }));
  return { count: distinctLines.size, candidates };
}
