/**
 * The 176 real Panay listings of /work/shared/fixtures/panay/listings.json, converted to the
 * Listing contract (centavos, floor vs lot area, address.city). Test and bench input only.
 */
import { readFileSync } from "node:fs";
import { type Listing, ListingSchema, type PropertyType } from "@suri/contracts";

export const PANAY_LISTINGS_PATH = process.env.PANAY_LISTINGS_PATH ?? "/work/shared/fixtures/panay/listings.json";

export interface PanayRow {
  source: string;
  property_type: string | null;
  location_text: string | null;
  province: string | null;
  price_php: number | null;
  lot_area_sqm: number | null;
  floor_area_sqm: number | null;
  image_url: string | null;
  source_url: string | null;
}

/** The fixture's free-form types; "Residential" means a residential lot unless a floor area is given. */
export function panayPropertyType(row: PanayRow): PropertyType | undefined {
  const raw = row.property_type?.trim().toLowerCase();
  if (!raw) return undefined;
  if (raw === "condominium") return "condo";
  if (raw === "house" || raw === "residential with improvement") return "house_and_lot";
  if (raw === "townhouse") return "townhouse";
  if (raw === "commercial") return "commercial";
  if (raw === "residential") return row.floor_area_sqm ? "house_and_lot" : "lot";
  if (raw === "lot" || raw.includes("agricultural")) return "lot";
  throw new Error(`Unmapped Panay property type "${row.property_type}"`);
}

/** "Roxas City, Capiz" → city "Roxas City", province "Capiz". */
function splitLocation(text: string | null, province: string | null): { city?: string; province?: string } {
  const [city] = (text ?? "").split(",").map((s) => s.trim());
  return { ...(city ? { city } : {}), ...(province ? { province } : {}) };
}

function positive(value: number | null): number | undefined {
  return value !== null && value > 0 ? value : undefined;
}

export function panayRowToListing(row: PanayRow): Listing {
  return ListingSchema.parse({
    sourceSite: row.source,
    url: row.source_url ?? undefined,
    offerType: "sale",
    priceCentavos: row.price_php === null ? undefined : Math.round(row.price_php * 100),
    floorAreaSqm: positive(row.floor_area_sqm),
    lotAreaSqm: positive(row.lot_area_sqm),
    propertyType: panayPropertyType(row),
    address: { ...splitLocation(row.location_text, row.province), text: row.location_text ?? undefined },
    images: row.image_url ? [row.image_url] : [],
  });
}

export function loadPanayRows(): PanayRow[] {
  return JSON.parse(readFileSync(PANAY_LISTINGS_PATH, "utf8")) as PanayRow[];
}

export function loadPanayListings(): Listing[] {
  return loadPanayRows().map(panayRowToListing);
}
