import { firstLabelled } from "./labelled-fields";
import { absoluteUrl, cleanText, type ListingDraft } from "./listing-draft";
import { firstMeta, type PageText } from "./page-text";
import { normaliseCity, normaliseProvince, normaliseRegion } from "./places";
import { areaIsLand, inferPropertyType } from "./property-type";
import {
  findPesoAmounts,
  parseAmount,
  parseAreaSqm,
  parseBathrooms,
  parseBedrooms,
  parseCount,
  parsePriceCentavos,
  pesosToCentavos,
  unitInLabel,
} from "./quantities";

/** A value printed next to its label on the page. */
const LABELLED = 0.85;
/** A value from OpenGraph / product meta tags. */
const META = 0.8;
/** A value picked out of running text: the first plausible match. */
const GUESSED = 0.5;
/** A type named in the listing's own title. */
const TITLED = 0.75;

/** Title, description, URL, images and price from OpenGraph and product meta tags. */
export function fillFromMeta(draft: ListingDraft, page: PageText, pageUrl: string): void {
  const siteName = firstMeta(page, "og:site_name");
  const title = cleanText(firstMeta(page, "og:title", "twitter:title") ?? page.title);
  draft.set("title", title && stripSiteName(title, siteName), "meta", META);
  draft.set("description", cleanText(firstMeta(page, "og:description", "description")), "meta", META);
  draft.set("url", absoluteUrl(firstMeta(page, "og:url") ?? page.canonical, pageUrl), "meta", META);
  const images = ["og:image", "og:image:secure_url", "twitter:image"].flatMap((key) => page.meta.get(key) ?? []);
  const urls = images.map((image) => absoluteUrl(image, pageUrl)).filter((url): url is string => !!url);
  draft.addImages([...new Set(urls)], "meta", META);
  const amount = parseAmount(firstMeta(page, "product:price:amount", "og:price:amount"));
  const currency = firstMeta(page, "product:price:currency", "og:price:currency")?.toUpperCase();
  if (amount && (!currency || currency === "PHP")) draft.set("priceCentavos", pesosToCentavos(amount), "meta", META);
}

function stripSiteName(title: string, siteName: string | undefined): string {
  if (!siteName) return title;
  const suffix = new RegExp(`\\s*[|•·\\-–—]\\s*${siteName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*$`, "i");
  return title.replace(suffix, "").trim() || title;
}

/** Facts printed as "Label: value" in the page's content. */
export function fillFromLabels(draft: ListingDraft, lines: string[]): void {
  draft.set("priceCentavos", firstLabelled(lines, "price", parsePriceCentavos), "text", LABELLED);
  const typeLabel = firstLabelled(lines, "type", (value) => (isOneType(value) ? value : null));
  const typed = inferPropertyType({ label: typeLabel });
  draft.set("propertyType", typed?.type, "text", LABELLED);
  const area = (value: string, note: string) => parseAreaSqm(value, unitInLabel(note) ?? "sqm");
  draft.set("lotAreaSqm", firstLabelled(lines, "lotArea", area), "text", LABELLED);
  if (!areaIsLand(draft.get("propertyType"))) {
    draft.set("floorAreaSqm", firstLabelled(lines, "floorArea", area), "text", LABELLED);
  }
  const count = (value: string) => parseCount(value.trim()) ?? parseBedrooms(value);
  draft.set("bedrooms", firstLabelled(lines, "bedrooms", count), "text", LABELLED);
  draft.set(
    "bathrooms",
    firstLabelled(lines, "bathrooms", (value) => parseCount(value.trim())),
    "text",
    LABELLED,
  );
  const place = (value: string) => (value.length <= 60 && !/\d{3,}/.test(value) ? value : null);
  const address = firstLabelled(lines, "address", (value) => (value.length <= 200 ? value : null));
  draft.setAddress("city", normaliseCity(firstLabelled(lines, "city", place), address), "text", LABELLED);
  draft.setAddress("province", normaliseProvince(firstLabelled(lines, "province", place)), "text", LABELLED);
  draft.setAddress("region", normaliseRegion(firstLabelled(lines, "region", (value) => value)), "text", LABELLED);
  draft.setAddress("barangay", firstLabelled(lines, "barangay", place), "text", LABELLED);
  draft.setAddress("text", address, "text", LABELLED);
}

/**
 * A labelled type names one kind of property. "Agriculture, Commercial, Condominium, Residential"
 * is a filter's list of choices, not the listing's type.
 */
function isOneType(value: string): boolean {
  if (!inferPropertyType({ label: value })) return false;
  const choices = value.split(/\s*[,/;]\s*|\s+or\s+/i).filter((choice) => inferPropertyType({ label: choice }));
  return choices.length <= 1 && value.split(",").length <= 2;
}

/** Lines that state a monthly figure or a fee, not the asking price. */
const NOT_THE_PRICE =
  /\b(amortization|amortisation|monthly|per month|\/\s*mo(nth)?\b|dues?|fees?|reservation|downpayment|down payment|equity|deposit|rent(al)?|insured|pdic|per depositor|from ₱?\s?[\d,.]+\s*(?:to|-|–)\s*₱)/i;

/**
 * The asking price a detail page prints near its top ("₱ 4,000,000") when its structured data
 * has none: the first peso amount of at least ₱100,000 in the first lines that is not a monthly
 * payment, a fee or a deposit. A guess, so low confidence; a labelled price wins over it.
 */
export function fillVisiblePrice(draft: ListingDraft, page: PageText): void {
  if (draft.has("priceCentavos") || draft.get("offerType") === "rent") return;
  const price = firstOf(page.lines.slice(0, 60), (line) =>
    NOT_THE_PRICE.test(line) ? undefined : findPesoAmounts(line).find((amount) => amount >= 100_000 * 100),
  );
  draft.set("priceCentavos", price, "text", GUESSED);
}

/** Last resort: the first price, areas, rooms and type the title, description and text mention. */
export function fillFromProse(draft: ListingDraft, page: PageText): void {
  const title = draft.get("title") ?? "";
  const description = draft.get("description") ?? "";
  const lines = page.lines.slice(0, 400);
  const opening = lines.slice(0, 30).join(" ").slice(0, 600);
  const typed = inferPropertyType({ name: title, description: `${description} ${opening}` });
  // The listing's own title naming its type ("1BR Condo for Sale") is surer than a word in the text.
  draft.set("propertyType", typed?.type, "text", typed?.from === "name" ? TITLED : GUESSED);
  const prose = [title, description, ...lines];
  draft.set(
    "priceCentavos",
    firstOf(prose, (text) => findPesoAmounts(text)[0]),
    "text",
    GUESSED,
  );
  draft.set(
    "lotAreaSqm",
    firstOf(prose, (text) => qualifiedArea(text, LOT_AREA)),
    "text",
    GUESSED,
  );
  if (!areaIsLand(draft.get("propertyType"))) {
    draft.set(
      "floorAreaSqm",
      firstOf(prose, (text) => qualifiedArea(text, FLOOR_AREA)),
      "text",
      GUESSED,
    );
  }
  const bareArea = firstOf([title, description], (text) => parseAreaSqm(text));
  if (draft.get("propertyType") === "lot") draft.set("lotAreaSqm", bareArea, "text", GUESSED);
  if (draft.get("propertyType") === "condo") draft.set("floorAreaSqm", bareArea, "text", GUESSED);
  draft.set("bedrooms", firstOf(prose, parseBedrooms), "text", GUESSED);
  draft.set("bathrooms", firstOf(prose, parseBathrooms), "text", GUESSED);
}

const AREA_FIGURE = "(\\d[\\d,]*(?:\\.\\d+)?\\s*(?:sq\\.?\\s?m\\.?|sqm|m2|m²|sq\\.?\\s?ft\\.?|sqft|hectares?|ha)\\b)";
const LOT_AREA = [
  new RegExp(`\\b(?:lot|land)(?:\\s*(?:area|size))?\\s*(?:of|is|:|-|–)?\\s*${AREA_FIGURE}`, "i"),
  new RegExp(`${AREA_FIGURE}\\s*(?:lot|land)(?:\\s*area)?\\b`, "i"),
];
const FLOOR_AREA = [
  new RegExp(`\\b(?:floor|living|building)(?:\\s*(?:area|size))?\\s*(?:of|is|:|-|–)?\\s*${AREA_FIGURE}`, "i"),
  new RegExp(`${AREA_FIGURE}\\s*(?:floor|living)(?:\\s*area)?\\b`, "i"),
];

function qualifiedArea(text: string, patterns: RegExp[]): number | null {
  for (const pattern of patterns) {
    const figure = pattern.exec(text)?.[1];
    if (figure) return parseAreaSqm(figure);
  }
  return null;
}

function firstOf<T>(texts: string[], read: (text: string) => T | null | undefined): T | undefined {
  for (const text of texts) {
    const value = text ? read(text) : undefined;
    if (value !== null && value !== undefined) return value;
  }
  return undefined;
}
