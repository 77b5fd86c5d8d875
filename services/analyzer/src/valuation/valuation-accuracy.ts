/**
 * The valuation's error on held-out real listings (market-data/listing-references/
 * comparables-holdout.json: every fifth listing by URL hash, never used to build the comparables,
 * the tables or the error table), each valued through `valueCore` as a report values it.
 */
import { type Listing, ListingSchema, type PropertyType } from "@suri/contracts";
import { placeById } from "../market-data/gazetteer";
import type { ComparablesFile } from "../market-data/listing-build/comparables";
import holdoutJson from "../market-data/listing-references/comparables-holdout.json";
import type { ListingDataSet } from "./data-reference";
import { DATA_ROWS, type DataRow, publisherOf, rowsOf, slugWords } from "./listing-comparables";
import { type ErrorStats, errorStats } from "./measured-error";
import { valueCore } from "./value-listing";

export const HOLDOUT_ROWS: readonly DataRow[] = rowsOf(holdoutJson as unknown as ComparablesFile);

const PROPERTY_TYPES: Readonly<Record<DataRow["type"], PropertyType>> = {
  condo: "condo",
  house: "house_and_lot",
  townhouse: "townhouse",
  lot: "lot",
  land: "lot",
};

/** A held-out row as the listing a user would submit: price, area, type, bedrooms, place, project. */
export function listingOf(row: DataRow): Listing {
  const city = row.city ? (placeById(row.city)?.city ?? row.city) : undefined;
  return ListingSchema.parse({
    // Its portal, as a report knows a listing's site: its comparables are moved to that portal's price
    // level where the data it is valued from has one (never in a leave-one-portal-out split: the portal is left out).
    sourceSite: publisherOf(row.source.key),
    offerType: "sale",
    priceCentavos: Math.round(row.price * 100),
    ...(row.type === "lot" || row.type === "land" ? { lotAreaSqm: row.area } : { floorAreaSqm: row.area }),
    ...(row.lotArea !== null ? { lotAreaSqm: row.lotArea } : {}),
    propertyType: PROPERTY_TYPES[row.type],
    ...(row.bedrooms !== null ? { bedrooms: row.bedrooms } : {}),
    ...(row.project ? { project: row.project } : {}),
    // A portal's address is its listing's title in words ("…-for-sale-in-empress-at-capitol-commons-pasig-city").
    ...(slugWords(row.url) ? { title: slugWords(row.url) } : {}),
    address: {
      ...(city ? { city } : {}),
      province: row.province,
      ...(row.barangay ? { barangay: row.barangay } : {}),
    },
  });
}

export interface HeldOutResult {
  readonly row: DataRow;
  /** The report's estimate of the asking price (reference ₱/sqm × area), null when it gives none. */
  readonly estimate: number | null;
  readonly low: number | null;
  readonly high: number | null;
  readonly verdict: string;
  /** The city × type table's estimate for the same listing (the reference used before). */
  readonly tableEstimate: number | null;
  /** Where the report gives a verdict: the estimate and the range it judged the price against. */
  readonly judged: { readonly estimate: number; readonly low: number; readonly high: number } | null;
}

/** Values a held-out row as a report would, from the committed listing data. */
export function valueHeldOut(row: DataRow): HeldOutResult {
  return valueHeldOutFrom(row, undefined);
}

/** The same, from the listing data of one side of an accuracy split (the committed data when undefined). */
export function valueHeldOutFrom(row: DataRow, data: ListingDataSet | undefined): HeldOutResult {
  const listing = listingOf(row);
  const core = valueCore(listing, [], new Date(`${row.month}-15T00:00:00Z`), data ? { data } : {});
  const reference = core.priceReference;
  const measured = reference?.measured;
  const area = core.basis.areaSqm;
  const { category, fairPrice, range } = core.fairness;
  return {
    row,
    // From the listing data's similar listings only: a wide market's measured BSP figure counts as a fallback.
    estimate: measured && reference?.origin === "comparables" ? measured.estimate : null,
    low: measured && reference?.origin === "comparables" ? measured.low : null,
    high: measured && reference?.origin === "comparables" ? measured.high : null,
    verdict: category,
    tableEstimate: reference?.dataset && area ? reference.dataset.value * area : null,
    judged:
      category !== "insufficient_data" && fairPrice !== null && range
        ? { estimate: fairPrice, low: range.low, high: range.high }
        : null,
  };
}

export interface AccuracySummary extends Partial<ErrorStats> {
  readonly listings: number;
  /** Share of listings that got a value at all, percent. */
  readonly valuedPct: number;
  /** Share of asking prices inside the stated 80 % range, percent. */
  readonly rangeCoveragePct: number | null;
}

export function summarise(
  results: readonly HeldOutResult[],
  pick: (r: HeldOutResult) => number | null = (r) => r.estimate,
): AccuracySummary {
  const valued = results.filter((r) => pick(r) !== null);
  const ranged = results.filter((r) => r.low !== null && r.high !== null);
  const inside = ranged.filter((r) => r.row.price >= r.low! && r.row.price <= r.high!);
  return {
    listings: results.length,
    valuedPct: results.length ? (valued.length / results.length) * 100 : 0,
    rangeCoveragePct: ranged.length ? (inside.length / ranged.length) * 100 : null,
    ...(valued.length ? errorStats(valued.map((r) => r.row.price / pick(r)!)) : {}),
  };
}

const METRO_CEBU = new Set([
  "Cebu City",
  "Mandaue",
  "Lapu-Lapu",
  "Talisay, Cebu",
  "Consolacion",
  "Liloan",
  "Minglanilla",
  "Cordova",
  "Naga, Cebu",
  "Compostela, Cebu",
  "Danao",
  "Carcar",
]);
const CALIBRATED = new Map<string, number>();
for (const row of DATA_ROWS)
  CALIBRATED.set(`${row.type}|${row.city}`, (CALIBRATED.get(`${row.type}|${row.city}`) ?? 0) + 1);

/** The metro a row's city belongs to, if any. */
export function metroOf(row: Pick<DataRow, "city" | "province">): "Metro Cebu" | "Metro Manila" | null {
  if (row.province === "Metro Manila") return "Metro Manila";
  return METRO_CEBU.has(row.city ?? "") ? "Metro Cebu" : null;
}

/** Metro Cebu or Metro Manila, in a city with at least 30 calibration listings of the row's type (the cities "with enough data"). */
export function inMetroWithData(row: DataRow): boolean {
  return metroOf(row) !== null && (CALIBRATED.get(`${row.type}|${row.city}`) ?? 0) >= 30;
}
