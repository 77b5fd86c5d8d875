import {
  type ExtractionFailureReason,
  type ListCandidate,
  type Listing,
  type MissingDetail,
  missingDetails,
} from "@suri/contracts";

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
