import type { Comparable, Listing } from "@suri/contracts";
import type { ComparablesStore } from "./store";

/** As many as a report weighs at most: the valuation keeps the nearest of them. */
const STORED_COMPARABLES_MAX = 50;

/**
 * What the store holds for a listing's market — the same city, type, terms and size band — sent with the
 * listing's event so the analyzer values it without asking back. None without a city or a type.
 */
export async function storedComparablesFor(store: ComparablesStore, listing: Listing): Promise<Comparable[]> {
  const city = listing.address.city;
  if (!city || !listing.propertyType) return [];
  const area = listing.propertyType === "lot" ? listing.lotAreaSqm : (listing.floorAreaSqm ?? listing.lotAreaSqm);
  return store.find({
    city,
    propertyType: listing.propertyType,
    offerType: listing.offerType,
    ...(area ? { areaSqm: area } : {}),
    limit: STORED_COMPARABLES_MAX,
  });
}
