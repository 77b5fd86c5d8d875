/**
 * Robust statistics for comparables: median, weighted median, outlier trimming and dispersion.
 * Trimming uses the robust z-score (distance from the median in scaled MADs), which depends only on
 * the values' distribution: the same evidence counted twice trims exactly the same listings.
 */

/** Scales a median absolute deviation to a standard deviation for normal data. */
export const MAD_TO_SIGMA = 1.4826;
/** A comparable further than this many robust standard deviations from the median is an outlier. */
export const OUTLIER_ROBUST_Z = 3;

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] as number) + upper) / 2;
}

export interface Weighted {
  readonly value: number;
  readonly weight: number;
}

const HALF_TOLERANCE = 1e-12;

/**
 * The value where the cumulative weight reaches half the total. When it lands exactly on half, the
 * two neighbouring values are averaged, so equal weights give the ordinary median.
 */
export function weightedMedian(items: readonly Weighted[]): number | null {
  const positive = items.filter((i) => i.weight > 0).sort((a, b) => a.value - b.value);
  if (positive.length === 0) return null;
  const total = positive.reduce((sum, i) => sum + i.weight, 0);
  let cumulative = 0;
  for (let i = 0; i < positive.length; i++) {
    const item = positive[i] as Weighted;
    cumulative += item.weight;
    if (Math.abs(cumulative - total / 2) <= HALF_TOLERANCE * total) {
      const next = positive[i + 1];
      return next ? (item.value + next.value) / 2 : item.value;
    }
    if (cumulative > total / 2) return item.value;
  }
  return (positive[positive.length - 1] as Weighted).value;
}

/** Indexes of values whose robust z-score exceeds OUTLIER_ROBUST_Z (none when the MAD is 0). */
export function outlierIndexes(values: readonly number[]): Set<number> {
  const centre = median(values);
  if (centre === null) return new Set();
  const mad = median(values.map((v) => Math.abs(v - centre))) ?? 0;
  if (mad === 0) return new Set();
  const limit = OUTLIER_ROBUST_Z * MAD_TO_SIGMA * mad;
  const out = new Set<number>();
  values.forEach((v, i) => {
    if (Math.abs(v - centre) > limit) out.add(i);
  });
  return out;
}
