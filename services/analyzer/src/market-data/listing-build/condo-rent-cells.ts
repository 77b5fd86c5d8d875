/**
 * From condo rentals to cells (per sqm where the rental states its area, per bedroom count where it
 * does not, the latter turned per sqm by the city's sale sizes), the cell a condo is rented from,
 * and the cells' error on held-out rentals.
 */
import { quantile } from "./aggregate";

/** Cells under this many rentals are not written. */
export const RENT_CELL_N_MIN = 10;
/**
 * A file that is one brokerage's stock (Lifenavi) needs more rentals before it stands for a city:
 * with fewer, a few buildings decide the median.
 */
export const ONE_BROKER_CELL_N_MIN = 30;
export const ONE_BROKER_SOURCES: ReadonlySet<string> = new Set(["lifenavi-ncr-rent-2025"]);

export interface CondoRentRow {
  readonly source: string;
  readonly url: string;
  readonly city: string;
  /** 0 for a studio; 3 stands for three or more. */
  readonly bedrooms: number | null;
  readonly area: number | null;
  readonly rent: number;
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
  /** Set when only the held-out rentals of this source are counted (each valued from the cell its city uses). */
  readonly source?: string;
  readonly tested: number;
  readonly medianAbsErrorPct: number;
  /** Share of held-out rents inside the cell's q1–q3 (a middle-half range: about 50 % expected). */
  readonly insideQuartilesPct: number;
}

const round1 = (v: number) => Math.round(v * 10) / 10;

export function summary(values: readonly number[]): { n: number; median: number; q1: number; q3: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    median: round1(quantile(sorted, 0.5)),
    q1: round1(quantile(sorted, 0.25)),
    q3: round1(quantile(sorted, 0.75)),
  };
}

export function cellsOf(rows: readonly CondoRentRow[]): RentCell[] {
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
    .filter((g) => g.values.length >= (ONE_BROKER_SOURCES.has(g.source) ? ONE_BROKER_CELL_N_MIN : RENT_CELL_N_MIN))
    .map((g) => ({ source: g.source, city: g.city, basis: g.basis, bedrooms: g.bedrooms, ...summary(g.values) }))
    .sort((a, b) =>
      `${a.source}|${a.city}|${a.basis}|${a.bedrooms}`.localeCompare(`${b.source}|${b.city}|${b.basis}|${b.bedrooms}`),
    );
}

/** Sale listings' floor areas by city and bedrooms (0 studio, 3 for three or more). */
export type AreaSample = { readonly city: string; readonly bedrooms: number; readonly area: number };

export function derivedCells(unitCells: readonly RentCell[], areas: readonly AreaSample[]): RentCell[] {
  return unitCells.flatMap((cell) => {
    const sizes = areas
      .filter((a) => a.city === cell.city && Math.min(a.bedrooms, 3) === cell.bedrooms)
      .map((a) => a.area)
      .sort((a, b) => a - b);
    if (sizes.length < RENT_CELL_N_MIN) return [];
    const area = quantile(sizes, 0.5);
    return [
      {
        ...cell,
        basis: "sqm-derived" as const,
        median: round1(cell.median / area),
        q1: round1(cell.q1 / area),
        q3: round1(cell.q3 / area),
        areaN: sizes.length,
        areaSqm: area,
      },
    ];
  });
}

/** The city's per-sqm cell from rentals with their areas; where two files have one, the one with more rentals. */
function perSqmCell(cells: readonly RentCell[], city: string): RentCell | null {
  const own = cells.filter((c) => c.city === city && c.basis === "sqm");
  return own.sort((a, b) => b.n - a.n)[0] ?? null;
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
    const perSqm = perSqmCell(cells, city);
    if (perSqm) return perSqm;
    return cells.find((c) => c.city === city && c.basis === "sqm-derived" && c.bedrooms === rooms) ?? null;
  }
  if (rooms === null) return null;
  return cells.find((c) => c.city === city && c.basis === "unit" && c.bedrooms === rooms) ?? null;
}

function measureOne(
  cells: readonly RentCell[],
  held: readonly CondoRentRow[],
  basis: RentCell["basis"],
  source?: string,
): RentMeasure {
  const estimate = (row: CondoRentRow): RentCell | null => {
    if (basis === "unit") return row.area === null ? rentCellFor(cells, row.city, null, row.bedrooms) : null;
    if (row.area === null) return null;
    if (basis === "sqm") return perSqmCell(cells, row.city);
    // The derivation tested where the truth is known: rentals that state their area.
    const rooms = row.bedrooms === null ? null : Math.min(row.bedrooms, 3);
    return cells.find((c) => c.city === row.city && c.basis === "sqm-derived" && c.bedrooms === rooms) ?? null;
  };
  const errors: number[] = [];
  let inside = 0;
  for (const row of held) {
    if (source && row.source !== source) continue;
    const cell = estimate(row);
    if (!cell) continue;
    const scale = basis === "unit" ? 1 : row.area!;
    errors.push(Math.abs(row.rent / (cell.median * scale) - 1));
    if (row.rent >= cell.q1 * scale && row.rent <= cell.q3 * scale) inside++;
  }
  const sorted = errors.sort((a, b) => a - b);
  return {
    basis,
    ...(source ? { source } : {}),
    tested: sorted.length,
    medianAbsErrorPct: sorted.length ? Math.round(quantile(sorted, 0.5) * 1000) / 10 : 0,
    insideQuartilesPct: sorted.length ? Math.round((inside / sorted.length) * 1000) / 10 : 0,
  };
}

/** Each basis on every held-out rental it can value; then per sqm on each area-stating file's own rentals. */
export function measure(cells: readonly RentCell[], held: readonly CondoRentRow[]): RentMeasure[] {
  const areaSources = [...new Set(held.filter((r) => r.area !== null).map((r) => r.source))].sort();
  return [
    ...(["sqm", "sqm-derived", "unit"] as const).map((basis) => measureOne(cells, held, basis)),
    ...areaSources.map((source) => measureOne(cells, held, "sqm", source)),
  ];
}
