/**
 * The market reference a listing's price per sqm is compared with. Built units (condo, house,
 * townhouse) walk the fallback ladder down to the regional/national BSP averages (low confidence);
 * land has no such fallback — a floor-area average says nothing about land — so a lot outside the
 * places the research covers has no reference and its report says insufficient_data.
 */
import type { Citation, PropertyType } from "@suri/contracts";
import {
  type AreaFigureKey,
  type AreaProfile,
  type FoundFigure,
  findFigure,
  type LocationInput,
  resolveArea,
} from "../market-data";
import { type AreaBasis, areaBasisFor } from "./basis";
import { figureCitation } from "./citations";

export interface ReferenceValue {
  /** Reference price per sqm in pesos. */
  readonly value: number;
  readonly citation: Citation;
  readonly found: FoundFigure;
}

/** Which dataset field prices this type on this area basis; null when the dataset has no such series. */
export function referenceFigureKey(
  propertyType: PropertyType | null,
  areaBasis: AreaBasis | null,
): AreaFigureKey | null {
  if (areaBasis === "lot") return "lotPricePerSqm";
  if (areaBasis !== "floor") return null;
  switch (propertyType) {
    case "condo":
      return "condoPricePerSqm";
    case "house_and_lot":
    case "townhouse":
      return "housePricePerSqm";
    // Residential series do not describe offices, shops or warehouses.
    case "commercial":
    case "lot":
    case null:
      return null;
  }
}

/** Land references exist only for named places; they never fall back to a wider row. */
function acceptable(key: AreaFigureKey, found: FoundFigure): boolean {
  return key !== "lotPricePerSqm" || !found.fallback;
}

export function referenceForArea(
  area: AreaProfile,
  propertyType: PropertyType | null,
  areaBasis: AreaBasis | null,
): ReferenceValue | null {
  const key = referenceFigureKey(propertyType, areaBasis);
  if (key === null) return null;
  const found = findFigure(area, key);
  if (!found || !acceptable(key, found) || found.figure.value <= 0) return null;
  return { value: found.figure.value, citation: figureCitation(found), found };
}

/**
 * Reference median price per sqm for a place ("Quezon City" or a full address) and type.
 * The area basis defaults to the type's usual one (lot area for lots, floor area otherwise).
 */
export function referenceMedianPerSqm(
  location: string | LocationInput,
  propertyType: PropertyType | null,
  areaBasis: AreaBasis | null = areaBasisFor(propertyType, null),
): { value: number; citation: Citation } | null {
  const reference = referenceForArea(resolveArea(location).area, propertyType, areaBasis);
  return reference ? { value: reference.value, citation: reference.citation } : null;
}
