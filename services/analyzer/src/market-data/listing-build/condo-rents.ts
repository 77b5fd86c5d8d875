/**
 * Condo asking rents from the two 2025 rent files (provenance in /work/shared/data/listings/README.md):
 * Lamudi's Metro Manila condo rent search (Nov 2025: monthly rent and bedrooms, no area) and
 * Rentpad's long-term condo rentals (Sep 2025, mostly Quezon City: rent, area and bedrooms). Rows
 * are split by the hash of their URL like the sale rows; the cells are built from the calibration
 * part and measured on the held-out part.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type CsvRecord, parseCsv } from "@suri/kit/csv";
import { isHoldout, quantile } from "./aggregate";
import { placeFromCityField } from "./places";
import type { ListingSource } from "./sources";
import { num } from "./sources";

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
];

/** Cells under this many rentals are not written. */
export const RENT_CELL_N_MIN = 10;
const MONTHLY_BOUNDS = [3_000, 1_000_000] as const;
const PER_SQM_BOUNDS = [100, 3_000] as const;
const AREA_BOUNDS = [15, 500] as const;

export interface CondoRentRow {
  readonly source: string;
  readonly url: string;
  readonly city: string;
  /** 0 for a studio; 3 stands for three or more. */
  readonly bedrooms: number | null;
  readonly area: number | null;
  readonly rent: number;
}

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

export interface RentCell {
  readonly source: string;
  readonly city: string;
  /**
   * "sqm": rent per sqm of floor area a month; "unit": a month's rent for that many bedrooms;
   * "sqm-derived": the "unit" rent over the median floor area of the city's condos for sale with
   * that many bedrooms (listing data), where rentals give no area.
   */
  readonly basis: "sqm" | "unit" | "sqm-derived";
  readonly bedrooms: number | null;
  readonly n: number;
  readonly median: number;
  readonly q1: number;
  readonly q3: number;
  /** sqm-derived: the sale listings the median area is of, and that area. */
  readonly areaN?: number;
  readonly areaSqm?: number;
}

export interface RentMeasure {
  readonly basis: RentCell["basis"];
  readonly tested: number;
  readonly medianAbsErrorPct: number;
  /** Share of held-out rents inside the cell's q1–q3 (a middle-half range: about 50 % expected). */
  readonly insideQuartilesPct: number;
}

function cellsOf(rows: readonly CondoRentRow[]): RentCell[] {
  const groups = new Map<
    string,
    { source: string; city: string; basis: "sqm" | "unit"; bedrooms: number | null; values: number[] }
  >();
  const add = (row: CondoRentRow, basis: "sqm" | "unit", bedrooms: number | null, value: number) => {
    const key = `${row.source}|${row.city}|${basis}|${bedrooms}`;
    const group = groups.get(key) ?? { source: row.source, city: row.city, basis, bedrooms, values: [] };
    group.values.push(value);
    groups.set(key, group);
  };
  for (const row of rows) {
    if (row.area) add(row, "sqm", null, row.rent / row.area);
    else if (row.bedrooms !== null) add(row, "unit", row.bedrooms, row.rent);
  }
  return [...groups.values()]
    .filter((g) => g.values.length >= RENT_CELL_N_MIN)
    .map((g) => {
      const sorted = [...g.values].sort((a, b) => a - b);
      const round = (v: number) => Math.round(v * 10) / 10;
      return {
        source: g.source,
        city: g.city,
        basis: g.basis,
        bedrooms: g.bedrooms,
        n: sorted.length,
        median: round(quantile(sorted, 0.5)),
        q1: round(quantile(sorted, 0.25)),
        q3: round(quantile(sorted, 0.75)),
      };
    })
    .sort((a, b) =>
      `${a.source}|${a.city}|${a.basis}|${a.bedrooms}`.localeCompare(`${b.source}|${b.city}|${b.basis}|${b.bedrooms}`),
    );
}

/** Sale listings' floor areas by city and bedrooms (0 studio, 3 for three or more). */
export type AreaSample = { readonly city: string; readonly bedrooms: number; readonly area: number };

function derivedCells(unitCells: readonly RentCell[], areas: readonly AreaSample[]): RentCell[] {
  return unitCells.flatMap((cell) => {
    const sizes = areas
      .filter((a) => a.city === cell.city && Math.min(a.bedrooms, 3) === cell.bedrooms)
      .map((a) => a.area)
      .sort((a, b) => a - b);
    if (sizes.length < RENT_CELL_N_MIN) return [];
    const area = quantile(sizes, 0.5);
    const round = (v: number) => Math.round(v * 10) / 10;
    return [
      {
        ...cell,
        basis: "sqm-derived" as const,
        median: round(cell.median / area),
        q1: round(cell.q1 / area),
        q3: round(cell.q3 / area),
        areaN: sizes.length,
        areaSqm: area,
      },
    ];
  });
}

/**
 * The cell a condo's rent is estimated from: rentals of the city with their areas (per sqm), else
 * per-bedroom rents turned per sqm by the city's sale sizes (needs the area and the bedrooms),
 * else, without an area, the month's rent for the bedroom count.
 */
export function rentCellFor(
  cells: readonly RentCell[],
  city: string,
  areaSqm: number | null,
  bedrooms: number | null,
): RentCell | null {
  const rooms = bedrooms === null ? null : Math.min(bedrooms, 3);
  if (areaSqm) {
    const perSqm = cells.find((c) => c.city === city && c.basis === "sqm");
    if (perSqm) return perSqm;
    return cells.find((c) => c.city === city && c.basis === "sqm-derived" && c.bedrooms === rooms) ?? null;
  }
  if (rooms === null) return null;
  return cells.find((c) => c.city === city && c.basis === "unit" && c.bedrooms === rooms) ?? null;
}

function measure(cells: readonly RentCell[], held: readonly CondoRentRow[]): RentMeasure[] {
  const estimate = (row: CondoRentRow, basis: RentCell["basis"]): RentCell | null => {
    if (basis === "unit") return row.area === null ? rentCellFor(cells, row.city, null, row.bedrooms) : null;
    if (row.area === null) return null;
    if (basis === "sqm") return cells.find((c) => c.city === row.city && c.basis === "sqm") ?? null;
    // The derivation tested where the truth is known: rentals that state their area.
    const rooms = row.bedrooms === null ? null : Math.min(row.bedrooms, 3);
    return cells.find((c) => c.city === row.city && c.basis === "sqm-derived" && c.bedrooms === rooms) ?? null;
  };
  return (["sqm", "sqm-derived", "unit"] as const).map((basis) => {
    const errors: number[] = [];
    let inside = 0;
    for (const row of held) {
      const cell = estimate(row, basis);
      if (!cell) continue;
      const scale = basis === "unit" ? 1 : row.area!;
      errors.push(Math.abs(row.rent / (cell.median * scale) - 1));
      if (row.rent >= cell.q1 * scale && row.rent <= cell.q3 * scale) inside++;
    }
    const sorted = errors.sort((a, b) => a - b);
    return {
      basis,
      tested: sorted.length,
      medianAbsErrorPct: sorted.length ? Math.round(quantile(sorted, 0.5) * 1000) / 10 : 0,
      insideQuartilesPct: sorted.length ? Math.round((inside / sorted.length) * 1000) / 10 : 0,
    };
  });
}

export interface CondoRentTable {
  readonly generatedBy: string;
  readonly sources: readonly Omit<ListingSource, "file">[];
  readonly method: string;
  readonly rows: { readonly calibration: number; readonly holdout: number };
  readonly cells: readonly RentCell[];
  readonly heldOut: readonly RentMeasure[];
}

export function buildCondoRents(
  records: ReadonlyMap<string, readonly CsvRecord[]>,
  saleAreas: readonly AreaSample[],
): CondoRentTable {
  const rows = [
    ...readLamudi(records.get(CONDO_RENT_SOURCES[0]!.key) ?? []),
    ...readRentpad(records.get(CONDO_RENT_SOURCES[1]!.key) ?? []),
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
      "Monthly condo asking rents; per sqm of floor area where the rental states its area (Rentpad), else per bedroom count (Lamudi: studio, 1, 2, 3 or more), turned per sqm by the median floor area of the city's condos for sale with as many bedrooms (calibration part of the listing data); cells of at least 10 calibration rentals; measured on the held-out fifth (URL hash), the derivation on held-out rentals that state their area.",
    rows: { calibration: calibration.length, holdout: held.length },
    cells,
    heldOut: measure(cells, held),
  };
}

export function readCondoRentSources(dir: string): Map<string, CsvRecord[]> {
  return new Map(
    CONDO_RENT_SOURCES.map((s) => [s.key, parseCsv(readFileSync(join(dir, s.file), "utf8").replace(/^\uFEFF/, ""))]),
  );
}
