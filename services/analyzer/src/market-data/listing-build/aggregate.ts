/**
 * From typed, placed rows to table cells: plausibility bounds, duplicates out, a deterministic
 * calibration / held-out split, and n, median and quartiles per place × type at city, province
 * and region level.
 */
import type { ListingType } from "./classify";
import type { Basis, ListingSource, RentRow, RentType, SaleRow } from "./sources";

/** Generous bounds: they drop parse errors and non-residential prices, not cheap or dear homes. */
export const PER_SQM_BOUNDS: Readonly<Record<ListingType, readonly [number, number]>> = {
  condo: [20_000, 1_000_000],
  house: [8_000, 800_000],
  townhouse: [8_000, 500_000],
  lot: [200, 1_000_000],
};
export const AREA_BOUNDS: Readonly<Record<ListingType, readonly [number, number]>> = {
  condo: [15, 1_000],
  house: [20, 3_000],
  townhouse: [20, 1_000],
  // Residential lots: tracts above half a hectare are development or farm land, priced per hectare.
  lot: [30, 5_000],
};
/** Land (isLand) runs from farm land at tens of pesos a sqm to tracts of several hectares. */
export const LAND_BOUNDS = { area: [300, 2_000_000], perSqm: [20, 1_000_000] } as const;
export const PRICE_BOUNDS: readonly [number, number] = [100_000, 3_000_000_000];
export const RENT_BOUNDS = {
  monthly: [2_000, 1_000_000],
  area: [10, 1_000],
  perSqmMonth: [40, 3_000],
} as const;

/** Share of rows kept out of the tables to test them (by a hash of the listing's URL). */
export const HOLDOUT_PERCENT = 20;

function within(value: number, [low, high]: readonly [number, number]): boolean {
  return Number.isFinite(value) && value >= low && value <= high;
}

/** Why a sale row is implausible, or null when it may stay. */
export function saleProblem(row: SaleRow): string | null {
  if (!Number.isFinite(row.price) || !Number.isFinite(row.area) || row.area <= 0) return "price or area missing";
  if (!within(row.price, PRICE_BOUNDS)) return "total price outside bounds";
  if (!within(row.area, row.land ? LAND_BOUNDS.area : AREA_BOUNDS[row.type])) return "area outside bounds";
  if (!within(row.price / row.area, row.land ? LAND_BOUNDS.perSqm : PER_SQM_BOUNDS[row.type]))
    return "price per sqm outside bounds";
  if (!row.place.province) return "place unknown";
  return null;
}

export function rentProblem(row: RentRow): string | null {
  if (!Number.isFinite(row.rentMonthly) || !Number.isFinite(row.area)) return "rent or area missing";
  if (!within(row.rentMonthly, RENT_BOUNDS.monthly)) return "monthly rent outside bounds";
  if (!within(row.area, RENT_BOUNDS.area)) return "area outside bounds";
  if (!within(row.rentMonthly / row.area, RENT_BOUNDS.perSqmMonth)) return "rent per sqm outside bounds";
  if (!row.place.province) return "place unknown";
  return null;
}

/** Same URL, or the same type, price, area and place (one unit posted twice, or on both portals). */
export function dedupe<T extends { id: string; place: SaleRow["place"] }>(
  rows: readonly T[],
  contentKey: (row: T) => string,
): { kept: T[]; duplicates: number } {
  const seen = new Set<string>();
  const kept: T[] = [];
  for (const row of rows) {
    const keys = [`id:${row.id}`, `content:${contentKey(row)}|${row.place.city ?? row.place.province}`];
    if (keys.some((k) => seen.has(k))) continue;
    for (const k of keys) seen.add(k);
    kept.push(row);
  }
  return { kept, duplicates: rows.length - kept.length };
}

/** FNV-1a, 32 bit: the same id always lands in the same part. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export function isHoldout(id: string): boolean {
  return hash32(id) % 100 < HOLDOUT_PERCENT;
}

/** Linear interpolation between order statistics (Hyndman–Fan type 7, as numpy and R default). */
export function quantile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const at = (sorted.length - 1) * p;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
}

export type Level = "city" | "province" | "region";

export interface CellSource {
  readonly key: string;
  readonly n: number;
}

export interface Cell {
  readonly level: Level;
  readonly place: string;
  readonly province?: string;
  readonly region?: string;
  readonly type: ListingType | RentType;
  readonly basis: Basis;
  readonly n: number;
  readonly median: number;
  readonly q1: number;
  readonly q3: number;
  readonly sources: readonly CellSource[];
  readonly period: string;
  readonly asOf: string;
}

export interface Valued {
  readonly source: string;
  readonly place: SaleRow["place"];
  readonly type: ListingType | RentType;
  readonly basis: Basis;
  readonly value: number;
}

function groupKey(level: Level, row: Valued): string | undefined {
  const place = level === "city" ? row.place.city : level === "province" ? row.place.province : row.place.region;
  // Metro Manila is its own province and region: one row is enough.
  if (!place || (level === "region" && place === row.place.province)) return undefined;
  return `${level}\u0000${place}\u0000${row.type}`;
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

function cellOf(level: Level, rows: readonly Valued[], sources: readonly ListingSource[], digits: number): Cell {
  const first = rows[0]!;
  const values = rows.map((r) => r.value).sort((a, b) => a - b);
  const counts = sources
    .map((s) => ({ key: s.key, n: rows.filter((r) => r.source === s.key).length }))
    .filter((c) => c.n > 0);
  const main = [...counts].sort((a, b) => b.n - a.n)[0]!;
  const used = sources.filter((s) => counts.some((c) => c.key === s.key));
  const place = level === "city" ? first.place.city : level === "province" ? first.place.province : first.place.region;
  return {
    level,
    place: place!,
    ...(level === "city" ? { province: first.place.province } : {}),
    ...(level !== "region" ? { region: first.place.region } : {}),
    type: first.type,
    basis: first.basis,
    n: values.length,
    median: round(quantile(values, 0.5), digits),
    q1: round(quantile(values, 0.25), digits),
    q3: round(quantile(values, 0.75), digits),
    sources: counts,
    period: [...new Set(used.map((s) => s.period))].join("; "),
    asOf: sources.find((s) => s.key === main.key)!.asOf,
  };
}

/** Code-unit order: the same on every machine and locale. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const LEVEL_ORDER: Record<Level, number> = { city: 0, province: 1, region: 2 };

/** Cells of at least `nMin` rows at every level, in a stable order (level, place, type). */
export function aggregate(
  rows: readonly Valued[],
  sources: readonly ListingSource[],
  nMin: number,
  digits = 0,
): Cell[] {
  const groups = new Map<string, Valued[]>();
  for (const level of ["city", "province", "region"] as const) {
    for (const row of rows) {
      const key = groupKey(level, row);
      if (!key) continue;
      const members = groups.get(key);
      if (members) members.push(row);
      else groups.set(key, [row]);
    }
  }
  return [...groups.entries()]
    .filter(([, members]) => members.length >= nMin)
    .map(([key, members]) => cellOf(key.split("\u0000")[0] as Level, members, sources, digits))
    .sort(
      (a, b) =>
        LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level] || compareText(a.place, b.place) || compareText(a.type, b.type),
    );
}
