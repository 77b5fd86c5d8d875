/**
 * What every reading of a listing does once its fields are read, page or pasted post alike: a price from a
 * per-sqm rate and an area, the conditions the words state, a pasalo's figures, and the place decided from
 * the ranked evidence.
 */
import type { Listing } from "@suri/contracts";
import { withAssumption } from "./assumption";
import { type ConditionSource, withConditions } from "./conditions";
import { type PlacePage, withResolvedPlace } from "./place-evidence";
import { withPriceFromPerSqm } from "./price-per-sqm";

export function withListingWords(listing: Listing, page: PlacePage, from: ConditionSource = {}): Listing {
  const priced = withPriceFromPerSqm(listing, page.lines);
  return withResolvedPlace(withAssumption(withConditions(priced, page.lines, from), page.lines), page);
}
