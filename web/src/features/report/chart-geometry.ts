export interface Point {
  year: number;
  value: number;
}

export interface ChartGeometry {
  points: { x: number; y: number; year: number; value: number }[];
  linePath: string;
  areaPath: string;
  ticks: { y: number; value: number }[];
  /** Maps a value to the chart's y (for extra series drawn on the same scale). */
  yOf: (value: number) => number;
  xOf: (year: number) => number;
}

/** An SVG path through (year, value) points on an existing geometry's scale. */
export function seriesPath(geometry: ChartGeometry, series: Point[]): string {
  return series
    .map((p, i) => `${i === 0 ? "M" : "L"}${geometry.xOf(p.year).toFixed(1)},${geometry.yOf(p.value).toFixed(1)}`)
    .join(" ");
}

/**
 * Lays the projection out in a `width` × `height` box with `pad` margins; y starts near the lowest
 * value. `alsoShow` widens the scale for other series drawn on the same axes (a low/high band).
 */
export function chartGeometry(
  data: Point[],
  width: number,
  height: number,
  pad: { x: number; y: number },
  alsoShow: number[] = [],
): ChartGeometry | null {
  const sorted = [...data].filter((p) => Number.isFinite(p.value)).sort((a, b) => a.year - b.year);
  if (sorted.length === 0) return null;
  const values = [...sorted.map((p) => p.value), ...alsoShow.filter(Number.isFinite)];
  const rawMin = Math.min(...values);
  const rawMax = Math.max(...values);
  const span = rawMax - rawMin || Math.abs(rawMax) * 0.1 || 1;
  const min = rawMin - span * 0.15;
  const max = rawMax + span * 0.15;
  const innerW = width - pad.x * 2;
  const innerH = height - pad.y * 2;
  const firstYear = sorted[0]?.year ?? 0;
  const lastYear = sorted[sorted.length - 1]?.year ?? firstYear;
  const xOf = (year: number) =>
    pad.x + (lastYear === firstYear ? innerW / 2 : ((year - firstYear) / (lastYear - firstYear)) * innerW);
  const yOf = (value: number) => pad.y + innerH - ((value - min) / (max - min)) * innerH;
  const points = sorted.map((p) => ({ x: xOf(p.year), y: yOf(p.value), year: p.year, value: p.value }));
  const linePath = points.map((p, i) => `${i === 0 ? "M" : "L"}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(" ");
  const bottom = pad.y + innerH;
  const first = points[0];
  const last = points[points.length - 1];
  const areaPath =
    first && last ? `${linePath} L${last.x.toFixed(1)},${bottom} L${first.x.toFixed(1)},${bottom} Z` : "";
  const ticks = [0, 0.5, 1].map((f) => {
    const value = min + (max - min) * f;
    return { y: yOf(value), value };
  });
  return { points, linePath, areaPath, ticks, yOf, xOf };
}
