/**
 * Property type of a listing row: condo | house | townhouse | lot, or null for anything the
 * residential references must not mix in (commercial, office, warehouse, building, memorial lots,
 * condotels, whole apartment buildings, rooms). Farm and agricultural land is a lot, marked as land
 * (isLand): it is valued only from other land, never from house lots, and kept out of the city tables.
 *
 * Decisions: single-attached, duplex, bungalow and "house and lot" are houses (a house with its
 * lot, priced per sqm of floor area); rowhouses and townhomes are townhouses; a Lamudi
 * "apartment" sale row is an income building (several doors, priced with its land), not a condo,
 * unless its title says condo/condominium and not building/doors.
 */
export type ListingType = "condo" | "house" | "townhouse" | "lot";

export const LISTING_TYPES: readonly ListingType[] = ["condo", "house", "townhouse", "lot"];

const EXCLUDED =
  /\b(commercial|office|offices|warehouse|memorial|condotel|hotel|apartelle|dormitory|boarding|bed ?space|pension|retail|shop|shophouse|store|industrial|factory)\b|\bdorm\b(?! type)/i;
/** Farm, agricultural or raw land: a lot, but land (isLand); with a house on it, a farm house is left out. */
const FARM = /\b(farm|farms|farmland|farm ?lot|agricultural|agri|raw land)\b/i;

/** From half a hectare a tract is land (development or farm land), not a house lot. */
export const LAND_MIN_SQM = 5_000;

/**
 * Land, not a house lot: half a hectare or more, or farm, agricultural or raw land by its title. It
 * asks a fraction of a subdivision lot's price per sqm (or, by a highway, several times it), so it is
 * valued only from other land. The same rule for a listing-data row and a report's listing.
 */
export function isLand(areaSqm: number | null, title: string | null | undefined): boolean {
  return (areaSqm !== null && areaSqm >= LAND_MIN_SQM) || FARM.test(title ?? "");
}
/** "Alder Building" names a condo tower; a building for sale is an income property. */
const BUILDING = /\b(building|bldg)\b/i;
/** A resort is a business, but "BF Resort Village" and "resort-style homes" are subdivisions. */
const RESORT = /\bresort\b/i;
const RESORT_SUBDIVISION =
  /bf resort|resort village|resort[- ]style|residential resort|resort (?:and|&) residences|resort residences/i;
const TOWNHOUSE = /\b(town ?house|townhome|row ?house)s?\b/i;
const HOUSE =
  /\b(house|houses|bungalow|single[ -](?:detached|attached|family)|duplex|triplex|home|sd|\d[ -]stor(?:e)?y|two[ -]stor(?:e)?y)\b|house (?:and|&) lot/i;
const CONDO =
  /\b(condo|condominium|studio|penthouse|loft|unit|bi-level|\d ?br|\d[- ]bedroom|one-bedroom|two-bedroom|three-bedroom)\b/i;
const LOT = /\b(lot|lots|land)\b/i;
const LOT_ONLY =
  /\b(vacant|residential|raw|titled|subdivision|corner|inner)? ?lots? (?:only|for sale)\b|\blot only\b|\bvacant lot\b/i;

function excluded(title: string): boolean {
  if (EXCLUDED.test(title)) return true;
  if (RESORT.test(title) && !RESORT_SUBDIVISION.test(title)) return true;
  return BUILDING.test(title) && !CONDO.test(title);
}

/** A free-text title or description. */
export function typeFromTitle(title: string): ListingType | null {
  if (excluded(title)) return null;
  if (FARM.test(title)) return HOUSE.test(title) ? null : "lot";
  if (TOWNHOUSE.test(title)) return "townhouse";
  if (/house (?:and|&) lot|\bh ?& ?l\b/i.test(title)) return "house";
  if (LOT_ONLY.test(title) && !/\b(house|bungalow|duplex|townhouse)\b/i.test(title)) return "lot";
  if (HOUSE.test(title) && !/\bcondo(minium)?\b/i.test(title)) return "house";
  if (CONDO.test(title)) return "condo";
  if (LOT.test(title)) return "lot";
  return null;
}

/** OnePropertee's "For Sale New Residential Condo", with its category as the fallback. */
export function typeFromOnePropertee(rawType: string, category: string, title: string): ListingType | null {
  const raw = rawType.toLowerCase();
  if (/condotel|commercial|farm|raw land|memorial|apartment|warehouse|office|building|industrial|beach/.test(raw))
    return /farm|raw land/.test(raw) && !/industrial|commercial/.test(raw) && !excluded(title) ? "lot" : null;
  if (excluded(title)) return null;
  if (raw.includes("townhouse")) return "townhouse";
  if (/house|duplex/.test(raw)) return "house";
  if (raw.includes("condo")) return "condo";
  if (raw.includes("lot")) return "lot";
  return typeFromCategory(category, title);
}

/** Dot Property's category (condo | house | lot), refined by the title. */
export function typeFromCategory(category: string, title: string): ListingType | null {
  if (excluded(title)) return null;
  switch (category.trim().toLowerCase()) {
    case "condo":
      return "condo";
    case "house":
      return TOWNHOUSE.test(title) ? "townhouse" : "house";
    case "lot":
      return "lot";
    default:
      return typeFromTitle(title);
  }
}

/** Lamudi apartment sale rows: only an explicit condominium unit counts (see the module note). */
export function typeFromApartmentSale(title: string): ListingType | null {
  if (excluded(title) || /\bdoors?\b|\bunits? apartment|apartment (?:building|bldg)|\bbuilding\b/i.test(title))
    return null;
  return /\bcondo(minium)?\b/i.test(title) ? "condo" : null;
}
