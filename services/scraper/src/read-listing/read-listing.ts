import {
  type ExtractionFailureReason,
  type ListCandidate,
  type Listing,
  type MissingDetail,
  missingDetails,
} from "@suri/contracts";
import { extractListings } from "../extract";
import type { PageFetcher } from "../fetch";

/**
 * A listing that describes a property but lacks a figure a report needs (its price, or its floor or lot
 * area): the user is asked for it, with what was read, instead of the job failing. Never a list page.
 */
export interface IncompleteOutcome {
  ok: false;
  reason: "incomplete";
  listing: Listing;
  missing: MissingDetail[];
  comparables: Listing[];
  message: string;
}

export type ReadOutcome =
  | { ok: true; listing: Listing; comparables: Listing[] }
  | IncompleteOutcome
  | {
      ok: false;
      reason: ExtractionFailureReason;
      message: string;
      /** Listings the page did carry (a search page): comparables all the same. */
      seen?: Listing[];
      /** A list page's cards, for the user to pick one. */
      candidates?: ListCandidate[];
      /** How many properties the list page says it holds. */
      listingCount?: number;
    };

/** A page counts as a listing only if it tells us at least a price or an area. */
const describesProperty = (l: Listing) =>
  l.priceCentavos !== undefined || l.floorAreaSqm !== undefined || l.lotAreaSqm !== undefined;

/** The listing as read: complete, or incomplete with the figures it lacks. */
export function listingOutcome(listing: Listing, comparables: Listing[]): ReadOutcome {
  const missing = missingDetails(listing);
  if (missing.length === 0) return { ok: true, listing, comparables };
  return {
    ok: false,
    reason: "incomplete",
    listing,
    missing,
    comparables,
    message: `the listing states no ${missing.map((m) => (m === "area" ? "floor or lot area" : m)).join(" and no ")}`,
  };
}

/** Fetch a listing page through the guard and turn it into a normalised listing. */
export async function readListing(fetcher: PageFetcher, url: string): Promise<ReadOutcome> {
  const page = await fetcher.fetchPage(url);
  if (!page.ok) return { ok: false, reason: page.reason, message: page.message };
  const { primary, items, listPage } = extractListings(page.html, page.finalUrl);
  if (listPage) {
    return {
      ok: false,
      reason: "list_page",
      // The analyzer words the user's message from the reason and the count (failure-messages.ts).
      message: `a list page of ${listPage.count} properties`,
      seen: items,
      // A page may link anywhere: only links that pass the URL guard are offered to the user.
      candidates: listPage.candidates.filter((candidate) => fetcher.allows(candidate.url)),
      listingCount: listPage.count,
    };
  }
  if (primary && describesProperty(primary)) {
    return listingOutcome(
      primary,
      items.filter((i) => i !== primary),
    );
  }
  const message = items.length
    ? "This page lists many properties; paste the link of a single listing."
    : "No property listing was found on this page.";
  return { ok: false, reason: "not_a_listing", message, seen: items };
}
