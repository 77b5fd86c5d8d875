import type { FieldSource, Listing } from "@suri/contracts";
import { clipText } from "@suri/contracts";
import type { CheerioAPI } from "cheerio";
import { adapterFor, listingFromFacts, type SiteFacts } from "./adapters";
import { withAssumption } from "./assumption";
import { fillExtras } from "./from-extras";
import { listingFromJsonLd } from "./from-json-ld";
import { fillFromLabels, fillFromMeta, fillFromProse, fillVisiblePrice } from "./from-page-text";
import { findListingNodes, readJsonLdBlocks } from "./json-ld";
import { detectListPage, type ListPageVerdict } from "./list-page";
import { ListingDraft, siteOf } from "./listing-draft";
import { withListingWords } from "./listing-words";
import { readMicrodata } from "./microdata";
import { type PageText, parseHtml, readPageText } from "./page-text";
import { withResolvedPlace } from "./place-evidence";

export interface ExtractedListings {
  /** The one listing the page is about (a detail page), or null (a results page, or no listing). */
  primary: Listing | null;
  /** Every listing found on the page; includes `primary` when there is one. */
  items: Listing[];
  /** Set when the page lists many properties: never turned into one report. */
  listPage?: ListPageVerdict;
}

/**
 * Reads the listings of an HTML page. schema.org JSON-LD comes first: a single listing node, or
 * the results of a SearchResultsPage → ItemList. A detail page's listing then has its gaps
 * filled from the page's labelled facts and meta tags. A page without JSON-LD listings falls
 * back to meta tags, "Label: value" text and prose rules.
 */
export function extractListings(html: string, pageUrl: string): ExtractedListings {
  const sourceSite = siteOf(pageUrl);
  let parsed: CheerioAPI | undefined;
  const $ = () => {
    parsed ??= parseHtml(html);
    return parsed;
  };
  let text: PageText | undefined;
  const page = () => {
    text ??= readPageText($());
    return text;
  };
  const adapter = adapterFor(pageUrl);
  const fromJsonLd = findListingNodes(readJsonLdBlocks(html)).map(({ node, inList }) => ({
    inList,
    listing: listingFromJsonLd(node, pageUrl, sourceSite),
  }));
  const fromMicrodata = /\bitemscope\b/i.test(html)
    ? findListingNodes(readMicrodata($())).map(({ node, inList }) => ({
        inList,
        listing: relabel(listingFromJsonLd(node, pageUrl, sourceSite), "json-ld", "microdata"),
      }))
    : [];
  let items = mergeDuplicates([...fromJsonLd, ...fromMicrodata]);
  if (adapter) items = withCards(items, adapter.cards($(), pageUrl), sourceSite, pageUrl);
  // A search page's "For Assume … ₱500,000" asks an equity: marked, it is kept out of the comparables.
  items = items.map((item) => ({ ...item, listing: withAssumption(item.listing, []) }));
  const detail = adapter?.detail($(), pageUrl);
  const fromAdapter = detail ? listingFromFacts(detail, sourceSite, pageUrl) : undefined;
  const primaryIndex = items.length ? primaryOf(items, pageUrl) : -1;
  const listPage = primaryIndex === -1 ? asListPage($(), pageUrl, items, fromAdapter) : null;
  if (listPage) return { primary: null, items: items.map((item) => item.listing), listPage };
  if (items.length) {
    if (primaryIndex === -1 && !fromAdapter) return { primary: null, items: items.map((item) => item.listing) };
    if (primaryIndex === -1) {
      const primary = withResolvedPlace(fromAdapter!, page());
      return { primary, items: [primary, ...items.map((i) => i.listing)] };
    }
    const found = items[primaryIndex]!.listing;
    const primary = fillGaps(fromAdapter ? mergeListings(fromAdapter, found) : found, page(), pageUrl);
    const listings = items.map((item, index) => (index === primaryIndex ? primary : item.listing));
    return { primary, items: listings };
  }
  const fallback = listingFromPage(page(), pageUrl, sourceSite);
  const merged = fromAdapter && fallback ? mergeListings(fromAdapter, fallback) : (fromAdapter ?? fallback);
  const primary = merged ? withListingWords(merged, page()) : null;
  return primary ? { primary, items: [primary] } : { primary: null, items: [] };
}

/**
 * A list page: several structured listings and none of them the page's own, or repeated priced
 * cards in the content. A portal detail page the adapter recognised is never a list.
 */
function asListPage($: CheerioAPI, pageUrl: string, items: Found[], fromAdapter: Listing | undefined) {
  if (fromAdapter) return null;
  const itemList = items.length >= 2 ? items.map(({ listing }) => candidateOf(listing)) : [];
  return detectListPage($, pageUrl, itemList);
}

/** A listing of a list page as offered to the user: enough to tell it from its neighbours. */
function candidateOf(listing: Listing) {
  const place = placeOf(listing.address);
  return {
    url: listing.url,
    title: listing.title && clipText(listing.title, 200),
    priceCentavos: listing.priceCentavos,
    ...(listing.floorAreaSqm ? { floorAreaSqm: listing.floorAreaSqm } : {}),
    ...(listing.lotAreaSqm ? { lotAreaSqm: listing.lotAreaSqm } : {}),
    ...(listing.bedrooms !== undefined ? { bedrooms: listing.bedrooms } : {}),
    ...(place ? { place } : {}),
  };
}

/** "Poblacion, Makati, Metro Manila": the parts known, each once (a portal's locality often repeats its region). */
function placeOf(address: Listing["address"]): string | undefined {
  const area = address.province ?? address.region;
  const town = area && address.city?.endsWith(` ${area}`) ? address.city.slice(0, -area.length - 1) : address.city;
  const parts: string[] = [];
  for (const part of [address.barangay, town, area]) {
    const words = part?.trim();
    if (words && !parts.some((known) => known.toLowerCase().includes(words.toLowerCase()))) parts.push(words);
  }
  const place = parts.length ? parts.join(", ") : address.text?.trim();
  return place ? clipText(place, 200) : undefined;
}

/** A search page's cards add what its JSON-LD leaves out (barangay, coordinates) and the listings it has none for. */
function withCards(items: Found[], cards: SiteFacts[], sourceSite: string, pageUrl: string): Found[] {
  if (!cards.length) return items;
  const byUrl = new Map(items.map((item) => [item.listing.url && comparableUrl(item.listing.url), item]));
  const result = [...items];
  for (const card of cards) {
    const listing = listingFromFacts(card, sourceSite, pageUrl);
    const same = listing.url ? byUrl.get(comparableUrl(listing.url)) : undefined;
    if (same) same.listing = mergeListings(same.listing, listing);
    else if (listing.priceCentavos !== undefined || listing.floorAreaSqm || listing.lotAreaSqm) {
      result.push({ inList: true, listing });
    }
  }
  return result;
}

function relabel(listing: Listing, from: FieldSource, to: FieldSource): Listing {
  for (const [field, provenance] of Object.entries(listing.provenance)) {
    if (provenance.source === from) listing.provenance[field] = { ...provenance, source: to };
  }
  return listing;
}

interface Found {
  inList: boolean;
  listing: Listing;
}

/**
 * The page is about one listing when it is the only one outside any result list, or the only
 * one at all and not a search result, or the one whose URL is the page's own.
 */
function primaryOf(items: Found[], pageUrl: string): number {
  const page = comparableUrl(pageUrl);
  const own = items.findIndex((item) => item.listing.url && comparableUrl(item.listing.url) === page);
  if (own !== -1) return own;
  const standalone = items.flatMap((item, index) => (item.inList ? [] : [index]));
  if (standalone.length === 1) return standalone[0]!;
  return -1;
}

function comparableUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname.replace(/^www\./, "")}${parsed.pathname.replace(/(?<!\/)\/+$/, "")}`.toLowerCase();
  } catch {
    return url;
  }
}

/** The same listing described twice (an Offer node and its RealEstateListing): keep one, merged. */
function mergeDuplicates(found: Found[]): Found[] {
  const byKey = new Map<string, Found>();
  const result: Found[] = [];
  for (const item of found) {
    const key = item.listing.url ? comparableUrl(item.listing.url) : undefined;
    const earlier = key ? byKey.get(key) : undefined;
    if (!earlier) {
      if (key) byKey.set(key, item);
      result.push(item);
      continue;
    }
    earlier.listing = mergeListings(earlier.listing, item.listing);
    earlier.inList &&= item.inList;
  }
  return result;
}

/** The same listing from two sources: the first one's fields win, images and provenance are combined. */
export function mergeListings(first: Listing, second: Listing): Listing {
  const merged: Listing = { ...second, ...stripUndefined(first) };
  merged.address = { ...second.address, ...first.address };
  merged.images = [...new Set([...first.images, ...second.images])];
  merged.provenance = { ...second.provenance, ...first.provenance };
  return merged;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}

/** A detail page's JSON-LD often leaves out what its fact table shows (lot area, rooms, the price it prints). */
function fillGaps(listing: Listing, page: PageText, pageUrl: string): Listing {
  const draft = ListingDraft.from(listing);
  fillFromLabels(draft, page.lines);
  fillFromMeta(draft, page, pageUrl);
  fillVisiblePrice(draft, page);
  fillFromProse(draft, page);
  fillExtras(draft, page.lines);
  draft.set("url", pageUrl, "meta", 0.7);
  return withListingWords(draft.build(), page);
}

function listingFromPage(page: PageText, pageUrl: string, sourceSite: string): Listing | null {
  const draft = new ListingDraft(sourceSite);
  fillFromMeta(draft, page, pageUrl);
  fillFromLabels(draft, page.lines);
  fillFromProse(draft, page);
  fillExtras(draft, page.lines);
  draft.set("url", pageUrl, "meta", 0.7);
  return looksLikeListing(draft) ? draft.build() : null;
}

/**
 * Without structured data, a page is a listing if it states an area, a labelled or meta price, or
 * a price in prose next to a property type. A peso amount alone is an article, not a listing.
 */
function looksLikeListing(draft: ListingDraft): boolean {
  if (draft.has("floorAreaSqm") || draft.has("lotAreaSqm")) return true;
  if (!draft.has("priceCentavos")) return false;
  return draft.confidenceOf("priceCentavos") >= 0.8 || draft.has("propertyType");
}
