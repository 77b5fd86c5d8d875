/**
 * The market reference a listing's price per sqm is compared with. A verdict needs a figure that
 * describes the listing's own market: its district, city or province row, or — inside Metro Manila
 * only, one market — the Metro Manila row (low confidence when borrowed). The "outside Metro Manila"
 * and national rows are BSP all-types averages over very different markets (Cebu condos, rural
 * houses), so they are never used as a verdict reference; land has no wider fallback at all (a
 * floor-area average says nothing about land). Without a reference the report says insufficient_data.
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
import { type Writer, writerFor } from "../wording/writer";
import { type AreaBasis, areaBasisFor } from "./basis";
import { figureCitation } from "./citations";

export interface ReferenceValue {
  /** Reference price per sqm in pesos. */
  readonly value: number;
  readonly citation: Citation;
  readonly found: FoundFigure;
  /** Price per sqm range the reference stands for (listing data: the middle half, widened for wider areas). */
  readonly range?: { readonly low: number; readonly high: number };
  /** Listing-data references: how many listings the median is of. */
  readonly listingsCount?: number;
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

/** Rows too broad to judge one listing: every market outside Metro Manila, or the whole country. */
export function isTooBroadForVerdict(holder: AreaProfile): boolean {
  return holder.level === "national" || (holder.level === "region" && holder.id !== "metro-manila");
}

function acceptable(key: AreaFigureKey, found: FoundFigure): boolean {
  if (key === "lotPricePerSqm") return !found.fallback;
  return !isTooBroadForVerdict(found.area);
}

/** The wide-area figure that was refused as a reference, quoted in caveats as context. */
export function broadContextFigure(
  area: AreaProfile,
  propertyType: PropertyType | null,
  areaBasis: AreaBasis | null,
): FoundFigure | null {
  const key = referenceFigureKey(propertyType, areaBasis);
  if (key === null || key === "lotPricePerSqm") return null;
  const found = findFigure(area, key);
  return found && !acceptable(key, found) ? found : null;
}

export function referenceForArea(
  area: AreaProfile,
  propertyType: PropertyType | null,
  areaBasis: AreaBasis | null,
  w: Writer = writerFor("en"),
): ReferenceValue | null {
  const key = referenceFigureKey(propertyType, areaBasis);
  if (key === null) return null;
  const found = findFigure(area, key);
  if (!found || !acceptable(key, found) || found.figure.value <= 0) return null;
  return { value: found.figure.value, citation: figureCitation(found, undefined, w), found };
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
