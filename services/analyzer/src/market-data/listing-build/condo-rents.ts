/**
 * Condo asking rents from the three 2025 rent files (provenance in /work/shared/data/listings/README.md):
 * Lamudi's Metro Manila condo rent search (Nov 2025: monthly rent and bedrooms, no area),
 * Rentpad's long-term condo rentals (Sep 2025, mostly Quezon City: rent, area and bedrooms) and
 * Lifenavi's Metro Manila rent cards (Jul–Dec 2025, mostly Makati and BGC: rent, area and bedrooms;
 * one brokerage's upper-market stock). Rows are split by the hash of their URL like the sale rows;
 * the cells are built from the calibration part and measured on the held-out part.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type CsvRecord, parseCsv } from "@suri/kit/csv";
import { isHoldout } from "./aggregate";
import {
  type AreaSample,
  type CondoRentRow,
  cellsOf,
  derivedCells,
  measure,
  type RentCell,
  type RentMeasure,
} from "./condo-rent-cells";
import { type LifenaviCheck, lifenaviCheck } from "./lifenavi-check";
import { LIFENAVI_RENT_SOURCE, readLifenaviRents } from "./lifenavi-rents";
import { placeFromCityField } from "./places";
import type { ListingSource } from "./sources";
import { num } from "./sources";

export {
  type AreaSample,
  type CondoRentRow,
  ONE_BROKER_CELL_N_MIN,
  RENT_CELL_N_MIN,
  type RentCell,
  type RentMeasure,
  rentCellFor,
} from "./condo-rent-cells";

export const CONDO_RENT_SOURCES: readonly ListingSource[] = [
  {
    key: "lamudi-ncr-condo-rent-2025",
    file: "ncr_condo_rent_lamudi_2025-11.csv",
    title: "Lamudi condo asking rents, Metro Manila (scraped 2025-11-28)",
    repository: "https://github.com/anhpdd/manila-rent-map",
    path: "data/property_links_raw_20251128_143215.csv",
    commit: "6d29293f3df10b414899178f69053fe06453e0d3",
    period: "Nov 2025",
    asOf: "2025-11",
  },
  {
    key: "rentpad-qc-condo-rent-2025",
    file: "qc_condo_rent_rentpad_2025-09.csv",
    title: "Rentpad long-term condo asking rents, Quezon City (scraped Sep 2025)",
    repository: "https://github.com/rpaulos/condo-price-prediction",
    path: "scraper/rentpad_long_term_listings.csv",
    commit: "6fc0eb033200cef3368f8c6efe5a211a4764a3f4",
    period: "Sep 2025",
    asOf: "2025-09",
  },
  LIFENAVI_RENT_SOURCE,
];

const MONTHLY_BOUNDS = [3_000, 1_000_000] as const;
const PER_SQM_BOUNDS = [100, 3_000] as const;
const AREA_BOUNDS = [15, 500] as const;

const LAMUDI_CITY_SLUGS: Readonly<Record<string, string>> = {
  makati: "Makati",
  pasig: "Pasig",
  mandaluyong: "Mandaluyong",
  "quezon-city": "Quezon City",
  pasay: "Pasay",
  marikina: "Marikina",
};

const within = (value: number, [low, high]: readonly [number, number]) =>
  Number.isFinite(value) && value >= low && value <= high;

function bedroomsOf(text: string | undefined): number | null {
  if (/studio/i.test(text ?? "")) return 0;
  const n = num(text);
  return Number.isInteger(n) && n >= 1 && n <= 10 ? Math.min(n, 3) : null;
}

function readLamudi(records: readonly CsvRecord[]): CondoRentRow[] {
  return records.flatMap((r) => {
    const city = LAMUDI_CITY_SLUGS[r.city ?? ""];
    const rent = num(r.price_preview);
    // The file is a rent search: its few "For Sale" titles carry rents too (README).
    if (r.property_type !== "condo" || !city || !within(rent, MONTHLY_BOUNDS)) return [];
    return [
      {
        source: CONDO_RENT_SOURCES[0]!.key,
        url: r.url ?? "",
        city,
        bedrooms: bedroomsOf(r.bedrooms_preview),
        area: null,
        rent,
      },
    ];
  });
}

function readRentpad(records: readonly CsvRecord[]): CondoRentRow[] {
  return records.flatMap((r) => {
    // Short stays (a night, a month) are priced differently from a lease.
    if (/night|day|week|^\s*1 months?\b/i.test(r["Minimum Stay"] ?? "")) return [];
    const rent = num((r["Long Term"] || r.Price || "").replace(/\/\s*month/i, ""));
    const area = num((r["Square Area"] ?? "").replace(/sqm/i, ""));
    const city = placeFromCityField(r.City ?? "", `${r.Address ?? ""} , Metro Manila`).city;
    if (!city || !within(rent, MONTHLY_BOUNDS) || !within(area, AREA_BOUNDS)) return [];
    if (!within(rent / area, PER_SQM_BOUNDS)) return [];
    return [
      { source: CONDO_RENT_SOURCES[1]!.key, url: r.Link ?? "", city, bedrooms: bedroomsOf(r.Bedrooms), area, rent },
    ];
  });
}

export interface CondoRentTable {
  readonly generatedBy: string;
  readonly sources: readonly Omit<ListingSource, "file">[];
  readonly method: string;
  readonly rows: { readonly calibration: number; readonly holdout: number };
  readonly cells: readonly RentCell[];
  readonly heldOut: readonly RentMeasure[];
  readonly lifenavi: LifenaviCheck;
}

export function buildCondoRents(
  records: ReadonlyMap<string, readonly CsvRecord[]>,
  saleAreas: readonly AreaSample[],
): CondoRentTable {
  const lifenavi = readLifenaviRents(records.get(LIFENAVI_RENT_SOURCE.key) ?? []);
  const rows = [
    ...readLamudi(records.get(CONDO_RENT_SOURCES[0]!.key) ?? []),
    ...readRentpad(records.get(CONDO_RENT_SOURCES[1]!.key) ?? []),
    ...lifenavi.rows.map((row) => ({ source: LIFENAVI_RENT_SOURCE.key, ...row })),
  ];
  const seen = new Set<string>();
  const unique = rows.filter((row) => !seen.has(row.url) && seen.add(row.url));
  const calibration = unique.filter((row) => !isHoldout(row.url));
  const held = unique.filter((row) => isHoldout(row.url));
  const measured = cellsOf(calibration);
  const cells = [
    ...measured,
    ...derivedCells(
      measured.filter((c) => c.basis === "unit"),
      saleAreas,
    ),
  ];
  return {
    generatedBy: "services/analyzer/scripts/build-market-references.ts",
    sources: CONDO_RENT_SOURCES.map(({ file: _file, ...s }) => s),
    method:
      "Monthly condo asking rents; per sqm of floor area where the rental states its area (Rentpad; Lifenavi, cleaned by the rules counted under lifenavi.rules), the file with more rentals where a city has two, else per bedroom count (Lamudi: studio, 1, 2, 3 or more), turned per sqm by the median floor area of the city's condos for sale with as many bedrooms (calibration part of the listing data); cells of at least 10 calibration rentals (30 for Lifenavi, one brokerage's stock); one per-sqm median per city, not per bedroom band (lifenavi.bedroomBands: bands did not value held-out rentals better); measured on the held-out fifth (URL hash), the derivation on held-out rentals that state their area.",
    rows: { calibration: calibration.length, holdout: held.length },
    cells,
    heldOut: measure(cells, held),
    lifenavi: lifenaviCheck({
      read: lifenavi.read,
      rules: lifenavi.rules,
      topPosterSharePct: lifenavi.topPosterSharePct,
      calibration: calibration.filter((row) => row.source === LIFENAVI_RENT_SOURCE.key),
      held: held.filter((row) => row.source === LIFENAVI_RENT_SOURCE.key),
      cells,
    }),
  };
}

export function readCondoRentSources(dir: string): Map<string, CsvRecord[]> {
  return new Map(
    CONDO_RENT_SOURCES.map((s) => [s.key, parseCsv(readFileSync(join(dir, s.file), "utf8").replace(/^\uFEFF/, ""))]),
  );
}
