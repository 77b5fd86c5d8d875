/**
 * How wrong valuations from the listing data are, measured, and the ranges and verdicts that use it.
 *
 * The error table (market-data/listing-references/valuation-error.json) comes from valuing every
 * calibration listing from the others (leave one out) with `valueFromData`: for each kind of
 * listing — type × place level × number of comparables — the 10th, 50th and 90th percentile of
 * asking ÷ estimate, and the median absolute error. A report's 80 % range is its estimate × those
 * percentiles; a price outside the range is under- or over-priced, inside it is in line with the
 * market. The held-out listings (never used to build either file) test both: `npm run valuation:accuracy`.
 */
import errorJson from "../market-data/listing-references/valuation-error.json";
import {
  type DataIndex,
  type DataRow,
  type DataType,
  type PlaceLevel,
  publisherOf,
  slugWords,
  valueFromData,
} from "./listing-comparables";

/** Fewer measured listings than this and a group borrows the wider one's error. */
export const ERROR_GROUP_MIN = 30;

export type CountBucket = "5-9" | "10-19" | "20+";

export function countBucket(n: number): CountBucket {
  return n < 10 ? "5-9" : n < 20 ? "10-19" : "20+";
}

export interface ErrorStats {
  readonly tested: number;
  /** Percentiles of asking price ÷ estimate. */
  readonly p10: number;
  readonly p50: number;
  readonly p90: number;
  /** Median of |asking ÷ estimate − 1|, percent. */
  readonly medianAbsErrorPct: number;
  /** Share of listings within ±10 % and ±20 %, percent. */
  readonly within10Pct: number;
  readonly within20Pct: number;
}

export interface ErrorTable {
  readonly method: string;
  /** "condo|city|20+", "condo|city", "condo" → stats. */
  readonly groups: Readonly<Record<string, ErrorStats>>;
  /** "condo|Cebu City" → stats, for the report's plain sentence. */
  readonly places: Readonly<Record<string, ErrorStats>>;
  /** "house|Metro Manila" → asking ÷ the wide market's BSP figure (broad-reference.ts); absent in older tables. */
  readonly broad?: Readonly<Record<string, BroadStats>>;
  /** Per type, the widening of the 80 % range for a portal outside the data, when learned (portal-spread.ts); else PORTAL_SPREAD. */
  readonly portalSpread?: Readonly<Record<DataType, number>>;
}

/** Asking ÷ (a BSP figure × scale), where scale is the median of asking ÷ the BSP figure. */
export interface BroadStats extends ErrorStats {
  readonly scale: number;
}

export const ERROR_TABLE = errorJson as unknown as ErrorTable;

function quantile(sorted: readonly number[], p: number): number {
  const at = (sorted.length - 1) * p;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

export function errorStats(ratios: readonly number[]): ErrorStats {
  const sorted = [...ratios].sort((a, b) => a - b);
  const errors = sorted.map((r) => Math.abs(r - 1)).sort((a, b) => a - b);
  // A hair of tolerance: 1.1 − 1 is 0.10000000000000009 in floating point.
  const share = (limit: number) => (errors.filter((e) => e <= limit + 1e-9).length / errors.length) * 100;
  return {
    tested: sorted.length,
    p10: round(quantile(sorted, 0.1), 4),
    p50: round(quantile(sorted, 0.5), 4),
    p90: round(quantile(sorted, 0.9), 4),
    medianAbsErrorPct: round(quantile(errors, 0.5) * 100, 1),
    within10Pct: round(share(0.1), 1),
    within20Pct: round(share(0.2), 1),
  };
}

export interface Measured {
  readonly row: DataRow;
  readonly level: PlaceLevel;
  readonly used: number;
  readonly estimate: number;
  /** Asking ÷ estimate. */
  readonly ratio: number;
}

/** Values each subject row from the index (never from itself); rows nothing values come back as null. */
export function measureRows(
  subjects: readonly DataRow[],
  index: DataIndex,
  month: (row: DataRow) => string,
): (Measured | null)[] {
  return subjects.map((row) => {
    const valued = valueFromData(
      {
        type: row.type,
        areaSqm: row.area,
        bedrooms: row.bedrooms,
        city: row.city,
        province: row.province,
        barangay: row.barangay,
        // As a report reads a listing: its project and its title (a portal's address spells it).
        projectText: [row.project, slugWords(row.url)].filter(Boolean).join(" ") || null,
        month: month(row),
        lotAreaSqm: row.lotArea,
        self: row,
        askingPrice: row.price,
        portal: publisherOf(row.source.key),
      },
      index,
    );
    return valued
      ? { row, level: valued.level, used: valued.used, estimate: valued.estimate, ratio: row.price / valued.estimate }
      : null;
  });
}

/** The error table from measured valuations (leave-one-out over the calibration part). */
export function buildErrorTable(measured: readonly (Measured | null)[]): ErrorTable {
  const groups = new Map<string, number[]>();
  const places = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, key: string, ratio: number) => {
    const list = map.get(key);
    if (list) list.push(ratio);
    else map.set(key, [ratio]);
  };
  for (const m of measured) {
    if (!m) continue;
    add(groups, `${m.row.type}|${m.level}|${countBucket(m.used)}`, m.ratio);
    add(groups, `${m.row.type}|${m.level}`, m.ratio);
    add(groups, m.row.type, m.ratio);
    if (m.row.city) add(places, `${m.row.type}|${m.row.city}`, m.ratio);
  }
  const table = (map: Map<string, number[]>) =>
    Object.fromEntries(
      [...map.entries()]
        .filter(([, ratios]) => ratios.length >= ERROR_GROUP_MIN)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, ratios]) => [key, errorStats(ratios)]),
    );
  return {
    method:
      "Each calibration listing valued from the others (leave one out) with the report's own code; asking ÷ estimate per type × place level × number of comparables (groups of at least 30).",
    groups: table(groups),
    places: table(places),
  };
}

/** The measured error for a kind of listing: its own group, else its type and level, else its type. */
export function errorFor(
  type: DataType,
  level: PlaceLevel,
  used: number,
  table: ErrorTable = ERROR_TABLE,
): (ErrorStats & { scope: string }) | null {
  for (const key of [`${type}|${level}|${countBucket(used)}`, `${type}|${level}`, type]) {
    const stats = table.groups[key];
    if (stats) return { ...stats, scope: key };
  }
  return null;
}

/**
 * How much wider or narrower than measured, in log terms around the median, a type's 80 % range is drawn.
 * The error table is measured within the listing data, where a listing's own portal, building and broker
 * sit among its comparables; a listing of a portal outside the data strays further for condos (developers'
 * price lists on one portal, resales on another) and less far for townhouses and lots. Chosen so that the
 * ranges hold close to 80 % of asking prices when each portal in turn is valued only from the others
 * (npm run valuation:accuracy, leave one portal out). As measured they held condos 74.8 %, houses 81.2 %,
 * townhouses 88.6 %, lots 90.0 %; drawn so, 79.5 %, 81.2 %, 82.5 %, 82.2 %. Land is drawn as measured (1): its
 * ranges span ×25–50 and give no verdict (VERDICT_RANGE_SPAN_MAX, reliability.ts), so no coverage could choose it.
 */
export const PORTAL_SPREAD: Readonly<Record<DataType, number>> = {
  condo: 1.1,
  house: 1,
  townhouse: 0.9,
  lot: 0.8,
  land: 1,
};

/** The 80 % range of asking prices around an estimate: its measured percentiles, drawn `spread` (else PORTAL_SPREAD) times as wide. */
export function measuredRange(
  estimate: number,
  error: ErrorStats,
  type: DataType,
  spread?: Readonly<Record<DataType, number>>,
): { low: number; high: number } {
  const k = spread?.[type] ?? PORTAL_SPREAD[type];
  return {
    low: estimate * error.p50 * (error.p10 / error.p50) ** k,
    high: estimate * error.p50 * (error.p90 / error.p50) ** k,
  };
}

/** The measured error for this type in this city, when enough of its listings were tested. */
export function placeErrorFor(type: DataType, city: string | null, table: ErrorTable = ERROR_TABLE) {
  return city ? (table.places[`${type}|${city}`] ?? null) : null;
}

export type RangeVerdict = "underpriced" | "fair" | "overpriced";

/** Outside the measured 80 % range: under- or over-priced; inside: in line with the market. */
export function rangeVerdict(price: number, low: number, high: number): RangeVerdict {
  if (price < low) return "underpriced";
  if (price > high) return "overpriced";
  return "fair";
}
