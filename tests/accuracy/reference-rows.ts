import { type Listing, ListingSchema, type PropertyType } from "@suri/contracts";
import type { AccuracyRow } from "../../services/analyzer/src/market-data/listing-references-accuracy";
import { valueCore } from "../../services/analyzer/src/valuation/value-listing";

const TYPES: Record<AccuracyRow["type"], PropertyType> = {
  condo: "condo",
  house: "house_and_lot",
  townhouse: "townhouse",
  lot: "lot",
};

export interface ProductReferenceRow {
  city: string;
  type: AccuracyRow["type"];
  nAll: number;
  /** The price per sqm a report on such a listing is compared with (no live comparables). */
  reference: number | null;
  /** "listing data" or "cited". */
  source: string;
  holdoutN: number;
  holdoutMedian: number | null;
  ratio: number | null;
}

/** A typical listing of the cell, valued as a report would value it. */
function probe(row: AccuracyRow): Listing {
  const lot = row.type === "lot";
  return ListingSchema.parse({
    sourceSite: "accuracy",
    priceCentavos: 1_000_000_00,
    propertyType: TYPES[row.type],
    ...(lot ? { lotAreaSqm: 150 } : { floorAreaSqm: 60 }),
    address: { city: row.city, province: row.province },
    place: { from: "structured", confidence: 0.95, uncertain: false, conflicting: [] },
  });
}

export function productReferenceRows(rows: readonly AccuracyRow[], now: Date): ProductReferenceRow[] {
  return rows.map((row) => {
    const core = valueCore(probe(row), [], now);
    const reference = core.priceReference?.value ?? null;
    const key = core.priceReference?.dataset?.found.figure.sourceKey ?? "";
    return {
      city: row.city,
      type: row.type,
      nAll: row.nAll,
      reference,
      source: reference === null ? "none" : key.startsWith("listings:") ? "listing data" : "cited",
      holdoutN: row.holdoutN,
      holdoutMedian: row.holdoutMedian,
      ratio: reference !== null && row.holdoutMedian ? Math.round((reference / row.holdoutMedian) * 100) / 100 : null,
    };
  });
}
