import type { ExtractionFailureReason, ListCandidate, Listing } from "@suri/contracts";
import type { PageFetcher } from "../fetch";
import { listingOutcome, type ReadOutcome, readListing } from "../read-listing/read-listing";
import type { ListingReading } from "../reading-pool/readings";

/** A card of a search page: what the card shows, and the listing as the page carries it (absent: too little). */
export interface Card {
  candidate: ListCandidate;
  listing?: Listing;
}

export type SearchPageReading =
  | { ok: true; cards: Card[]; listingCount?: number }
  | { ok: false; reason: ExtractionFailureReason; message: string };

/** A link's place on its site, without the query: a card's link and its structured data's may differ in that. */
const linkKey = (url: string) => {
  if (!URL.canParse(url)) return url;
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname.replace(/\/+$/, "")}`;
};

/**
 * The listing a card stands for: the page's own listing for that link (type, place, areas, rooms as its
 * structured data gives them), with the card's asking price, name and areas where the listing lacks them.
 * None when the card states no price or no area: such a row is shown, not valued.
 */
export function cardListing(candidate: ListCandidate, seen: readonly Listing[]): Listing | undefined {
  const key = linkKey(candidate.url);
  const found = seen.find((listing) => listing.url && linkKey(listing.url) === key);
  if (!found) return undefined;
  const listing: Listing = {
    ...found,
    url: candidate.url,
    ...(found.priceCentavos === undefined && candidate.priceCentavos !== undefined
      ? { priceCentavos: candidate.priceCentavos }
      : {}),
    ...(found.floorAreaSqm === undefined && candidate.floorAreaSqm !== undefined
      ? { floorAreaSqm: candidate.floorAreaSqm }
      : {}),
    ...(found.lotAreaSqm === undefined && candidate.lotAreaSqm !== undefined
      ? { lotAreaSqm: candidate.lotAreaSqm }
      : {}),
    ...(candidate.title ? { title: candidate.title } : {}),
  };
  return listingOutcome(listing, []).ok ? listing : undefined;
}

/**
 * Read a search page as the refusal does (the same fetch, extraction and guarded links) and pair each of
 * its cards with its listing. Anything but a list page is refused with the reason a report would give.
 */
export async function readSearchPage(
  fetcher: PageFetcher,
  pageLink: string,
  reading: ListingReading,
): Promise<SearchPageReading> {
  const outcome = await readListing(fetcher, pageLink, reading);
  if (outcome.ok || outcome.reason !== "list_page") {
    if (outcome.ok || outcome.reason === "incomplete") {
      return { ok: false, reason: "not_a_listing", message: "the page is about one listing, not a search" };
    }
    return { ok: false, reason: outcome.reason, message: outcome.message };
  }
  const seen = outcome.seen ?? [];
  const cards = (outcome.candidates ?? []).map((candidate) => {
    const listing = cardListing(candidate, seen);
    return listing ? { candidate, listing } : { candidate };
  });
  if (!cards.length)
    return { ok: false, reason: "not_a_listing", message: "the search page links no listing we can read" };
  return { ok: true, cards, ...(outcome.listingCount ? { listingCount: outcome.listingCount } : {}) };
}

/**
 * The listing behind one card of a search page, read as its screening read it: the full report of a
 * screened row values this, so its figures are the row's.
 */
export async function readCard(
  fetcher: PageFetcher,
  pageLink: string,
  cardUrl: string,
  reading: ListingReading,
): Promise<ReadOutcome> {
  const page = await readSearchPage(fetcher, pageLink, reading);
  if (!page.ok) return page;
  const key = linkKey(cardUrl);
  const card = page.cards.find((c) => linkKey(c.candidate.url) === key);
  if (!card) return { ok: false, reason: "not_a_listing", message: "the search page no longer lists this listing" };
  if (!card.listing) {
    return { ok: false, reason: "not_a_listing", message: "the search page's card states no price or no area" };
  }
  return { ok: true, listing: card.listing, comparables: [] };
}
