/** Fixed-width text tables for the accuracy scripts' console output. */

/** A percentage with one decimal, or a dash for none. */
export const pct = (value: number | null | undefined) =>
  value === null || value === undefined ? "—" : `${value.toFixed(1)}%`;

/** A row writer: the first cell padded right to its width, each other cell padded left to its own. */
export const columns =
  (widths: readonly number[]) =>
  (cells: readonly string[]): string =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[i] ?? 0))).join(" ");
