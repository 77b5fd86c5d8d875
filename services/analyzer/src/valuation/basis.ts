/**
 * What a listing is valued on: its type (stated or inferred from which areas it has) and the area
 * its price per sqm uses — floor area for built units, lot area for land. Floor and lot area are
 * never mixed: a house's price over its lot area is not comparable to a floor-area reference.
 */
import type { Listing, PropertyType } from "@suri/contracts";
import { isLand } from "../market-data/listing-build/classify";

export const SQFT_PER_SQM = 10.7639;

export type AreaBasis = "floor" | "lot";

export interface ValuationBasis {
  readonly propertyType: PropertyType | null;
  /** True when the listing did not state a type and we inferred it from its areas. */
  readonly typeInferred: boolean;
  readonly areaBasis: AreaBasis | null;
  /** The area the price per sqm divides by; null when the needed area is missing. */
  readonly areaSqm: number | null;
  /** A lot that is land (isLand: half a hectare or more, or farm land): valued from land only, never from house lots' figures. */
  readonly land: boolean;
}

export function centavosToPesos(centavos: number): number {
  return centavos / 100;
}

/** Price per sqm in pesos, or null when either input is missing or not positive. */
export function pricePerSqm({ price, areaSqm }: { price: number | null; areaSqm: number | null }): number | null {
  if (price === null || areaSqm === null || price <= 0 || areaSqm <= 0) return null;
  return price / areaSqm;
}

/** Square metres to whole square feet (the report's `squareFeet`). */
export function squareFeet(sqm: number | null): number | null {
  return sqm === null ? null : Math.round(sqm * SQFT_PER_SQM);
}

/**
 * A listing without a type: floor and lot area → house and lot; floor area only → condo
 * (units sold without land); lot area only → lot; neither → unknown.
 */
export function inferPropertyType(floorAreaSqm: number | null, lotAreaSqm: number | null): PropertyType | null {
  if (floorAreaSqm !== null && lotAreaSqm !== null) return "house_and_lot";
  if (floorAreaSqm !== null) return "condo";
  if (lotAreaSqm !== null) return "lot";
  return null;
}

/** Land is valued per sqm of lot; everything built per sqm of floor (a commercial lot has no floor area). */
export function areaBasisFor(propertyType: PropertyType | null, floorAreaSqm: number | null): AreaBasis | null {
  if (propertyType === null) return null;
  if (propertyType === "lot") return "lot";
  if (propertyType === "commercial") return floorAreaSqm === null ? "lot" : "floor";
  return "floor";
}

export function valuationBasis(
  listing: Pick<Listing, "propertyType" | "floorAreaSqm" | "lotAreaSqm" | "title">,
): ValuationBasis {
  const floor = listing.floorAreaSqm ?? null;
  const lot = listing.lotAreaSqm ?? null;
  const stated = listing.propertyType ?? null;
  const propertyType = stated ?? inferPropertyType(floor, lot);
  const areaBasis = areaBasisFor(propertyType, floor);
  const areaSqm = areaBasis === "lot" ? lot : areaBasis === "floor" ? floor : null;
  return {
    propertyType,
    typeInferred: stated === null && propertyType !== null,
    areaBasis,
    areaSqm,
    land: propertyType === "lot" && areaBasis === "lot" && isLand(areaSqm, listing.title),
  };
}

const TYPE_LABELS: Record<PropertyType, string> = {
  condo: "Condominium",
  house_and_lot: "House and Lot",
  townhouse: "Townhouse",
  lot: "Lot",
  commercial: "Commercial",
};

export function propertyTypeLabel(propertyType: PropertyType | null): string | null {
  return propertyType === null ? null : TYPE_LABELS[propertyType];
}
