/**
 * How the Lifenavi rentals stand beside the other rent files: per city, the level of a month's rent
 * per bedroom count against Lamudi's (which gives no areas) and the size of the units against the
 * city's condos for sale; and whether a bedroom band values a held-out rental better than the city.
 */
import { quantile } from "./aggregate";
import { type CondoRentRow, type RentCell, summary } from "./condo-rent-cells";
import type { LifenaviRule } from "./lifenavi-rents";

/** The file's clean rentals of one city: n, median and quartiles of rent per sqm, and the median floor area. */
export interface LifenaviCity {
  readonly city: string;
  readonly n: number;
  readonly median: number;
  readonly q1: number;
  readonly q3: number;
  readonly medianAreaSqm: number;
}

/** Lifenavi against Lamudi (no areas) for one city and bedroom count: the level of rents, and the sizes. */
export interface BedroomCheck {
  readonly city: string;
  readonly bedrooms: number;
  readonly lifenaviN: number;
  readonly lifenaviRent: number;
  readonly lifenaviAreaSqm: number;
  readonly lamudiN: number;
  readonly lamudiRent: number;
  /** Median floor area of the city's condos for sale with as many bedrooms (listing data), when known. */
  readonly saleAreaSqm: number | null;
  /** Lifenavi's median month's rent over Lamudi's. */
  readonly rentRatio: number;
}

export interface LifenaviCheck {
  readonly read: number;
  readonly kept: number;
  readonly rules: Readonly<Record<LifenaviRule, number>>;
  /** Share of the kept rentals one brokerage account posted, in percent. */
  readonly topPosterSharePct: number;
  /** Every clean rental (calibration and held-out), cities with at least 10. */
  readonly cities: readonly LifenaviCity[];
  readonly againstLamudi: readonly BedroomCheck[];
  /** Held-out Lifenavi rentals valued from their city's cell, and from a bedroom band's where one has 30 rentals. */
  readonly bedroomBands: { readonly tested: number; readonly cityCellPct: number; readonly bandCellPct: number };
}

const CITY_N_MIN = 10;
const BAND_N_MIN = 30;

const median = (values: readonly number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
const round1 = (v: number) => Math.round(v * 10) / 10;

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    groups.set(k, [...(groups.get(k) ?? []), row]);
  }
  return groups;
}

function citiesOf(rows: readonly CondoRentRow[]): LifenaviCity[] {
  return [...groupBy(rows, (r) => r.city).entries()]
    .filter(([, group]) => group.length >= CITY_N_MIN)
    .map(([city, group]) => ({
      city,
      ...summary(group.map((r) => r.rent / r.area!)),
      medianAreaSqm: round1(median(group.map((r) => r.area!))),
    }))
    .sort((a, b) => b.n - a.n || a.city.localeCompare(b.city));
}

function againstLamudi(calibration: readonly CondoRentRow[], cells: readonly RentCell[]): BedroomCheck[] {
  const bands = groupBy(
    calibration.filter((r) => r.bedrooms !== null),
    (r) => `${r.city}|${r.bedrooms}`,
  );
  return cells.flatMap((lamudi) => {
    if (lamudi.basis !== "unit" || lamudi.bedrooms === null) return [];
    const own = bands.get(`${lamudi.city}|${lamudi.bedrooms}`) ?? [];
    if (own.length < CITY_N_MIN) return [];
    const derived = cells.find(
      (c) => c.basis === "sqm-derived" && c.city === lamudi.city && c.bedrooms === lamudi.bedrooms,
    );
    const rent = median(own.map((r) => r.rent));
    return [
      {
        city: lamudi.city,
        bedrooms: lamudi.bedrooms,
        lifenaviN: own.length,
        lifenaviRent: rent,
        lifenaviAreaSqm: round1(median(own.map((r) => r.area!))),
        lamudiN: lamudi.n,
        lamudiRent: lamudi.median,
        saleAreaSqm: derived?.areaSqm ?? null,
        rentRatio: Math.round((rent / lamudi.median) * 100) / 100,
      },
    ];
  });
}

/** Median error of held-out rentals valued per sqm from the city's median, and from their bedroom band's. */
function bedroomBands(calibration: readonly CondoRentRow[], held: readonly CondoRentRow[]) {
  const perSqm = (rows: readonly CondoRentRow[]) => median(rows.map((r) => r.rent / r.area!));
  const cities = groupBy(calibration, (r) => r.city);
  const bands = groupBy(calibration, (r) => `${r.city}|${r.bedrooms}`);
  const city: number[] = [];
  const band: number[] = [];
  for (const row of held) {
    const own = cities.get(row.city) ?? [];
    if (own.length < BAND_N_MIN) continue;
    const cityRate = perSqm(own);
    const bandRows = bands.get(`${row.city}|${row.bedrooms}`) ?? [];
    const bandRate = row.bedrooms !== null && bandRows.length >= BAND_N_MIN ? perSqm(bandRows) : cityRate;
    city.push(Math.abs(row.rent / (cityRate * row.area!) - 1));
    band.push(Math.abs(row.rent / (bandRate * row.area!) - 1));
  }
  const pct = (errors: number[]) => (errors.length ? Math.round(median(errors) * 1000) / 10 : 0);
  return { tested: city.length, cityCellPct: pct(city), bandCellPct: pct(band) };
}

export function lifenaviCheck(input: {
  read: number;
  rules: Readonly<Record<LifenaviRule, number>>;
  topPosterSharePct: number;
  calibration: readonly CondoRentRow[];
  held: readonly CondoRentRow[];
  cells: readonly RentCell[];
}): LifenaviCheck {
  const all = [...input.calibration, ...input.held];
  return {
    read: input.read,
    kept: all.length,
    rules: input.rules,
    topPosterSharePct: input.topPosterSharePct,
    cities: citiesOf(all),
    againstLamudi: againstLamudi(input.calibration, input.cells),
    bedroomBands: bedroomBands(input.calibration, input.held),
  };
}
