import type { Listing, PropertyType } from "@suri/contracts";
import type { CheerioAPI } from "cheerio";
import { fillExtras } from "../from-extras";
import { fillFromLabels } from "../from-page-text";
import { METRO_MANILA } from "../gazetteer";
import { absoluteUrl, cleanText, ListingDraft } from "../listing-draft";
import { parseAddress } from "../place-evidence";
import { findBarangayInText, findCityInText, normaliseCity, regionOfCity } from "../places";
import { areaIsLand, inferPropertyType } from "../property-type";
import { parseAreaSqm, parseBathrooms, parseBedrooms, parsePriceCentavos } from "../quantities";

/** What a portal's own markup states on a listing page or a result card. */
export interface SiteFacts {
  url?: string;
  title?: string;
  priceText?: string;
  /** "Barangay, City, Province" as the site prints it. */
  locationText?: string;
  description?: string;
  /** Fact rows as "Label: value" lines (Bedrooms: 2, Floor area: 45 m²). */
  lines: string[];
  coordinates?: { lat: number; lng: number };
  images?: string[];
}

/**
 * A supported portal: where its markup keeps the facts, and where its search results for a market
 * live (for the comparables crawl). Adapters run first: they know what each element means.
 */
export interface SiteAdapter {
  name: string;
  matches(hostname: string): boolean;
  /** The facts of a single-listing page, or null when the page is not one. */
  detail($: CheerioAPI, pageUrl: string): SiteFacts | null;
  /** The result cards of a search page. */
  cards($: CheerioAPI, pageUrl: string): SiteFacts[];
  /** The portal's search page for listings like this one, or undefined when it has none. */
  searchUrl(listing: Listing): string | undefined;
}

/** A value the portal's own markup labels. */
const ADAPTER = 0.9;

export function listingFromFacts(facts: SiteFacts, sourceSite: string, pageUrl: string): Listing {
  const draft = new ListingDraft(sourceSite);
  draft.set("url", absoluteUrl(facts.url, pageUrl), "adapter", ADAPTER);
  draft.set("title", cleanText(facts.title), "adapter", ADAPTER);
  draft.set("description", cleanText(facts.description), "adapter", ADAPTER);
  draft.set("priceCentavos", facts.priceText ? parsePriceCentavos(facts.priceText) : undefined, "adapter", ADAPTER);
  const typed = inferPropertyType({ name: facts.title, description: facts.description });
  draft.set("propertyType", typed?.type, "adapter", 0.75);
  fillFromLabels(draft, facts.lines);
  fillPlainArea(draft, facts.lines);
  readLocation(draft, facts.locationText);
  fillExtras(draft, [...facts.lines, facts.title ?? "", facts.priceText ?? ""]);
  draft.set("coordinates", facts.coordinates, "adapter", ADAPTER);
  draft.addImages(
    (facts.images ?? []).map((src) => absoluteUrl(src, pageUrl)).filter((u): u is string => !!u),
    "adapter",
    ADAPTER,
  );
  const listing = draft.build();
  for (const [field, provenance] of Object.entries(listing.provenance)) {
    if (provenance.source === "text")
      listing.provenance[field] = { source: "adapter", confidence: provenance.confidence };
  }
  return listing;
}

/** An "Area" figure that does not say which: the lot for land, the floor area for anything built. */
function fillPlainArea(draft: ListingDraft, lines: string[]): void {
  if (draft.has("floorAreaSqm") || draft.has("lotAreaSqm")) return;
  const line = lines.find((candidate) => /^(area|size)\s*:/i.test(candidate));
  const area = line ? parseAreaSqm(line.replace(/^[^:]*:/, ""), "sqm") : null;
  draft.set(areaIsLand(draft.get("propertyType")) ? "lotAreaSqm" : "floorAreaSqm", area, "adapter", 0.7);
}

/** "San Antonio, Makati, Metro Manila": the last parts are the broadest; the city is the one we know. */
function readLocation(draft: ListingDraft, text: string | undefined): void {
  const location = cleanText(text);
  if (!location) return;
  draft.setAddress("text", location, "adapter", ADAPTER);
  const parts = location
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  // Read as an address: the town is the broadest part that names one, so a barangay sharing a Metro Manila city's
  // name is not that city ("San Juan, Cainta"), and only a province PSGC knows is one ("Laiya-Ibabao, San Juan, Batangas").
  const address = parseAddress(location);
  const city = address.city ?? findCityInText(location) ?? normaliseCity(parts.at(-2) ?? parts.at(-1), location);
  draft.setAddress("city", city, "adapter", 0.8);
  const cityIndex = parts.findIndex((part) => normaliseCity(part, location) === city);
  if (cityIndex > 0) draft.setAddress("barangay", findBarangayInText(location) ?? parts[cityIndex - 1], "adapter", 0.7);
  const stated = address.provinceFromTown || address.province === METRO_MANILA ? undefined : address.province;
  draft.setAddress("province", stated, "adapter", 0.8);
  draft.setAddress(
    "region",
    regionOfCity(city, stated) ?? (/metro manila|ncr/i.test(location) ? "Metro Manila" : undefined),
    "adapter",
    0.8,
  );
}

/** "Bedrooms" / "2" pairs as lines; numbers-only rows that name their unit ("45 m²") count as area. */
export function factLine(label: string, value: string): string {
  return `${label.replace(/\s+/g, " ").trim()}: ${value.replace(/\s+/g, " ").trim()}`;
}

export const text = ($: CheerioAPI, selector: string): string | undefined =>
  $(selector).first().text().replace(/\s+/g, " ").trim() || undefined;

export const attr = ($: CheerioAPI, selector: string, name: string): string | undefined =>
  $(selector).first().attr(name)?.trim() || undefined;

export function coordinates(lat: unknown, lng: unknown): { lat: number; lng: number } | undefined {
  const la = Number(lat);
  const ln = Number(lng);
  return Number.isFinite(la) && Number.isFinite(ln) && Math.abs(la) <= 90 && Math.abs(ln) <= 180 && (la || ln)
    ? { lat: la, lng: ln }
    : undefined;
}

/** URL path slug: "Las Piñas" → "las-pinas". */
export const slug = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** An element of a parsed page (cheerio names its type only through domhandler). */
export type PageNode = Parameters<CheerioAPI["contains"]>[1];

/** Where a portal's listing page keeps each fact. */
export interface DetailSelectors {
  /** The fact rows; a page without any, or without a title, is not a listing page. */
  rows: string;
  title: string;
  price: string;
  location: string;
  description: string;
  images: string;
  /** The attributes holding an image's address, the first present wins (a lazy one before `src`). */
  imageAttributes: readonly string[];
  /** The attributes holding the map's position, on whichever element has them. */
  latitude: string;
  longitude: string;
}

/** A listing page's facts, its rows made into "Label: value" lines by `lines`; null when it is not one. */
export function readDetail(
  $: CheerioAPI,
  selectors: DetailSelectors,
  lines: (rows: PageNode[]) => string[],
): SiteFacts | null {
  const rows = $(selectors.rows).toArray();
  const title = text($, selectors.title);
  if (!rows.length || !title) return null;
  const { latitude, longitude } = selectors;
  return {
    title,
    priceText: text($, selectors.price),
    locationText: text($, selectors.location),
    description: text($, selectors.description),
    lines: lines(rows),
    coordinates: coordinates(attr($, `[${latitude}]`, latitude), attr($, `[${longitude}]`, longitude)),
    images: $(selectors.images)
      .toArray()
      .map((img) => selectors.imageAttributes.map((name) => $(img).attr(name)).find(Boolean) ?? "")
      .filter(Boolean),
  };
}

/** Where a portal's result card keeps each fact; each is looked for inside the card. */
export interface CardSelectors {
  card: string;
  link: string;
  title: string;
  price: string;
  location: string;
  /** The elements printing bare figures ("2 Beds", "45 m²"). */
  figures: string;
}

/**
 * A search page's result cards, each read from its own elements; a card without a link is left out.
 * `figure` reads one figure element (its text, by default); `more` adds what else a portal's card holds.
 */
export function readCards(
  $: CheerioAPI,
  selectors: CardSelectors,
  figure: (element: PageNode) => string = (element) => $(element).text().trim(),
  more: (card: PageNode) => Partial<SiteFacts> = () => ({}),
): SiteFacts[] {
  return $(selectors.card)
    .toArray()
    .map((card) => {
      const node = $(card);
      const first = (selector: string) => node.find(selector).first().text().trim();
      return {
        url: node.find(selectors.link).first().attr("href"),
        title: first(selectors.title),
        priceText: first(selectors.price),
        locationText: first(selectors.location),
        lines: cardLines(node.find(selectors.figures).toArray().map(figure)),
        ...more(card),
      };
    })
    .filter((facts) => facts.url);
}

/** Bedrooms, baths and area that a card prints as bare figures ("2 Beds", "45 m²"). */
export function cardLines(figures: string[]): string[] {
  const lines: string[] = [];
  for (const figure of figures) {
    const bedrooms = parseBedrooms(figure);
    const bathrooms = parseBathrooms(figure);
    const area = parseAreaSqm(figure);
    if (bedrooms !== null) lines.push(`Bedrooms: ${bedrooms}`);
    else if (bathrooms !== null) lines.push(`Bathrooms: ${bathrooms}`);
    else if (area !== null) {
      const kind = /lot|land/i.test(figure) ? "Lot area" : /floor|living|built/i.test(figure) ? "Floor area" : "Area";
      lines.push(`${kind}: ${area} sqm`);
    }
  }
  return lines;
}

export type { PropertyType };
