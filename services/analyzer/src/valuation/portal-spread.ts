/**
 * How much wider or narrower than measured a type's 80 % range must be drawn for a listing of a portal
 * the data does not hold, learned from the data itself: each portal in turn is valued only from the
 * others (leave one portal out, within whatever rows are given), and per type the widening k is the
 * one under which the measured range, drawn k times as wide in log terms around its median
 * (measuredRange), holds 80 % of those asking prices.
 *
 * The error table is measured leave one out within the data, where a listing's own portal, building and
 * broker sit among its comparables; a listing of another portal strays further (developers' price lists
 * on one portal, resales on another) or less far. An accuracy split learns k from its training side only,
 * so its held-out portal is never seen (nested leave one portal out); the market build learns it from every
 * calibration listing.
 */
import { type DataRow, type DataType, indexRows, publisherOf } from "./listing-comparables";
import { ERROR_GROUP_MIN, type ErrorTable, errorFor, measureRows } from "./measured-error";

/** The widenings tried, in steps of SPREAD_STEP. */
export const SPREAD_MIN = 0.5;
export const SPREAD_MAX = 2.5;
const SPREAD_STEP = 0.05;
/** The share of asking prices a verdict's range promises to hold. */
export const RANGE_PROMISE = 0.8;

const TYPES: readonly DataType[] = ["condo", "house", "townhouse", "lot", "land"];

interface Sample {
  /** ln(asking ÷ (estimate × p50)), and the log widths below and above the median the error table measured. */
  readonly offset: number;
  readonly below: number;
  readonly above: number;
}

/** Each row valued from the other portals' rows only, with the error table's percentiles for a valuation like it. */
function crossPortalSamples(rows: readonly DataRow[], errors: ErrorTable): Map<DataType, Sample[]> {
  const samples = new Map<DataType, Sample[]>(TYPES.map((type) => [type, []]));
  const portals = [...new Set(rows.map((row) => publisherOf(row.source.key)))].sort();
  for (const portal of portals) {
    const held = rows.filter((row) => publisherOf(row.source.key) === portal);
    const index = indexRows(rows.filter((row) => publisherOf(row.source.key) !== portal));
    for (const measured of measureRows(held, index, (row) => row.month)) {
      if (!measured) continue;
      const error = errorFor(measured.row.type, measured.level, measured.used, errors);
      if (!error) continue;
      samples.get(measured.row.type)!.push({
        offset: Math.log(measured.ratio / error.p50),
        below: Math.log(error.p50 / error.p10),
        above: Math.log(error.p90 / error.p50),
      });
    }
  }
  return samples;
}

/**
 * The widening under which the ranges hold closest to RANGE_PROMISE of the samples: the narrower on a tie
 * where they hold at least that, the wider where they hold less (none inside at any widening: the widest).
 */
function bestSpread(samples: readonly Sample[]): number {
  let best = { k: 1, miss: Number.POSITIVE_INFINITY };
  for (let step = 0; SPREAD_MIN + step * SPREAD_STEP <= SPREAD_MAX + 1e-9; step++) {
    const k = Math.round((SPREAD_MIN + step * SPREAD_STEP) * 100) / 100;
    const inside = samples.filter((s) => s.offset >= -k * s.below && s.offset <= k * s.above).length;
    const held = inside / samples.length;
    const miss = Math.abs(held - RANGE_PROMISE);
    if (miss < best.miss - 1e-12 || (miss <= best.miss + 1e-12 && held < RANGE_PROMISE)) best = { k, miss };
  }
  return best.k;
}

/** Per type, the widening learned by leaving each portal of `rows` out in turn; 1 where too few were valued. */
export function learnPortalSpread(rows: readonly DataRow[], errors: ErrorTable): Record<DataType, number> {
  const samples = crossPortalSamples(rows, errors);
  return Object.fromEntries(
    TYPES.map((type) => {
      const list = samples.get(type) ?? [];
      return [type, list.length >= ERROR_GROUP_MIN ? bestSpread(list) : 1];
    }),
  ) as Record<DataType, number>;
}
