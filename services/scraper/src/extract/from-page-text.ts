import { chooseAreas, findAreaMentions } from "./area-mentions";
import { firstLabelled, firstLabelledWithSnippet } from "./labelled-fields";
import { absoluteUrl, cleanText, type ListingDraft } from "./listing-draft";
import { firstMeta, type PageText } from "./page-text";
import { normaliseCity, normaliseProvince, normaliseRegion } from "./places";
import { choosePrice, findPriceMentions } from "./price-mentions";
import { areaIsLand, inferPropertyType, refineType } from "./property-type";
import {
  findPesoAmounts,
  parseAmount,
  parseAreaSqm,
  parseBedrooms,
  parseCount,
  pesosToCentavos,
  unitInLabel,
} from "./quantities";
import { findBathrooms, findBedrooms } from "./rooms";

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
  fillPrice(draft, lines, true);
  const typeLabel = firstLabelled(lines, "type", (value) => (isOneType(value) ? value : null));
  const typed = inferPropertyType({ label: typeLabel });
  draft.set("propertyType", typed?.type, "text", LABELLED);
  const area = (value: string, note: string) => parseAreaSqm(value, unitInLabel(note) ?? "sqm");
  const lot = firstLabelledWithSnippet(lines, "lotArea", area);
  draft.set("lotAreaSqm", lot?.value, "text", LABELLED, lot?.snippet);
  if (!areaIsLand(draft.get("propertyType"))) {
    const floor = firstLabelledWithSnippet(lines, "floorArea", area);
    draft.set("floorAreaSqm", floor?.value, "text", LABELLED, floor?.snippet);
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
 * A monthly figure that is not what a tenant would pay: dues, amortisation, equity; and the income of a
 * property for sale ("Currently rented at ₱50,000/month", "Airbnb earns ₱60k a month").
 */
export const NOT_THE_RENT =
  /\b(dues?|fees?|amorti[sz]ation|equity|down ?payment|reservation|loan|rented|tenants?|income|earn(?:s|ing)?|airbnb)\b/i;

/** "For rent", "for lease", "paupahan" in the title or the opening lines: a rent. */
export function offerIn(texts: string[]): "sale" | "rent" {
  const head = texts.join("\n").slice(0, 300);
  if (/\bfor (?:sale|buy)\b|\bbenta\b|\bibinebenta\b|\bselling\b/i.test(head.split("\n")[0] ?? "")) return "sale";
  if (/\bfor (?:rent|lease)\b|\bpaupahan\b|\bfor rental\b/i.test(head)) return "rent";
  // "₱35k/mo" on a line that is not about dues, amortisation or equity: a rent. "Currently rented at ₱50,000/month"
  // is the income of a property for sale, not the offer.
  const monthly = texts.some((text) =>
    text
      .split("\n")
      .some(
        (line) =>
          !NOT_THE_RENT.test(line) && /₱\s?[\d,.]+\s?k?\s*(\/\s*mo(nth)?\b|per month|a month|monthly)/i.test(line),
      ),
  );
  return monthly && !/\bfor sale\b/i.test(head) ? "rent" : "sale";
}

/**
 * The price from every amount the text mentions, classified first (price-mentions.ts). With
 * `labelledOnly`, only an amount whose words say it is the price: a bare amount waits for the
 * prose pass, where a labelled one from a fact table has had its chance first.
 */
function fillPrice(draft: ListingDraft, texts: string[], labelledOnly: boolean): void {
  if (draft.has("priceCentavos")) return;
  const offer = draft.get("offerType") ?? offerIn(texts);
  const chosen = choosePrice(findPriceMentions(texts), offer);
  if (!chosen || (labelledOnly && !chosen.labelled)) return;
  draft.set("priceCentavos", chosen.centavos, "text", chosen.labelled ? LABELLED : GUESSED, chosen.snippet);
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

/** No condo unit spans this much: such a figure is the building's or the grounds'. */
const CONDO_FLOOR_MAX_SQM = 2_000;

/**
 * The listing's own words, read as a whole: the type from the title (refined by the text: a
 * "House" whose text says townhouse, a "Commercial" that is a lot), the price and areas from
 * every mention classified first, rooms from counts the text states (never from a range).
 */
export function fillFromProse(draft: ListingDraft, page: PageText): void {
  const title = draft.get("title") ?? "";
  const description = draft.get("description") ?? "";
  const lines = page.lines.slice(0, 400);
  const opening = lines.slice(0, 30).join(" ").slice(0, 600);
  const body = description || lines.join("\n");
  const typed = inferPropertyType({ name: title, description: `${description} ${opening}` });
  const refined = typed && refineType(typed.type, body);
  // The listing's own title naming its type ("1BR Condo for Sale") is surer than a word in the text.
  draft.set("propertyType", refined, "text", typed?.from === "name" ? TITLED : GUESSED);
  const prose = [title, description, ...lines].filter(Boolean);
  fillPrice(draft, prose, false);
  const areas = chooseAreas(findAreaMentions(prose), draft.get("propertyType"));
  const areaConfidence = (labelled: boolean) => (labelled ? LABELLED : GUESSED);
  if (areas.lot) draft.set("lotAreaSqm", areas.lot.sqm, "text", areaConfidence(areas.lot.labelled), areas.lot.snippet);
  const implausible = draft.get("propertyType") === "condo" && (areas.floor?.sqm ?? 0) > CONDO_FLOOR_MAX_SQM;
  if (areas.floor && !areaIsLand(draft.get("propertyType")) && !implausible) {
    draft.set("floorAreaSqm", areas.floor.sqm, "text", areaConfidence(areas.floor.labelled), areas.floor.snippet);
  }
  const text = prose.join("\n");
  const bedrooms = findBedrooms(text);
  draft.set("bedrooms", bedrooms?.count, "text", GUESSED, bedrooms?.snippet);
  const bathrooms = findBathrooms(text);
  draft.set("bathrooms", bathrooms?.count, "text", GUESSED, bathrooms?.snippet);
}

function firstOf<T>(texts: string[], read: (text: string) => T | null | undefined): T | undefined {
  for (const text of texts) {
    const value = text ? read(text) : undefined;
    if (value !== null && value !== undefined) return value;
  }
  return undefined;
}
