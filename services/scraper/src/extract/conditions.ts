/**
 * What a bank or foreclosure listing says about the property's legal and physical state, read
 * from its labelled remarks ("Remarks:", "Occupancy:", "Property status:") and its description —
 * never from a site's general advice text. A buyer abroad cannot see these for themselves:
 *   occupied       someone lives there; evicting occupants of a foreclosed property takes a court case
 *   legal_case     a pending case, lis pendens or adverse claim is annotated
 *   title_pending  the title is still in the former owner's name (consolidation not finished)
 */
import type { Listing, ListingCondition } from "@suri/contracts";
import { labelledValues } from "./labelled-fields";

const OCCUPIED = /\boccupied\b|\bwith (?:occupants?|tenants?|informal settlers)\b|\binformal settlers\b/i;
const NOT_OCCUPIED = /\b(?:not|non)[- ]?occupied\b|\bvacant and unoccupied\b/i;
const LEGAL_CASE =
  /\b(?:civil case|criminal case|pending case|with (?:a )?(?:pending )?(?:court )?case|lis pendens|adverse claim|regional trial court|RTC\b|ejectment|writ of possession)/i;
const TITLE_PENDING =
  /\b(?:under consolidation|title (?:is )?(?:not yet|still) (?:transferred|consolidated|in the name)|untitled|tax declaration only|no title yet)\b/i;

/** Every condition the listing's remarks and description state, in a fixed order. */
export function conditionsIn(lines: string[], description: string | undefined): ListingCondition[] {
  const remarks = [...labelledValues(lines, "remarks")].map((match) => match.value);
  const texts = [...remarks, description ?? ""];
  const found = new Set<ListingCondition>();
  for (const text of texts) {
    if (OCCUPIED.test(text) && !NOT_OCCUPIED.test(text)) found.add("occupied");
    if (LEGAL_CASE.test(text)) found.add("legal_case");
    if (TITLE_PENDING.test(text)) found.add("title_pending");
  }
  return (["occupied", "legal_case", "title_pending"] as const).filter((condition) => found.has(condition));
}

/** The listing with the conditions its remarks state (unchanged when they state none). */
export function withConditions(listing: Listing, lines: string[]): Listing {
  const conditions = conditionsIn(lines, listing.description);
  return conditions.length ? { ...listing, conditions } : listing;
}
