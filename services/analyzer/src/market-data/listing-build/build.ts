/**
 * The whole raw-to-table build: read the five CSVs, type and place each row, drop implausible
 * rows and duplicates, split by URL hash, aggregate. Pure apart from reading the input folder,
 * so the same input always gives byte-identical JSON.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type CsvRecord, parseCsv } from "@suri/kit/csv";
import { placeById } from "../gazetteer";
import {
  aggregate,
  type Cell,
  compareText,
  dedupe,
  HOLDOUT_PERCENT,
  isHoldout,
  PER_SQM_BOUNDS,
  RENT_BOUNDS,
  rentProblem,
  saleProblem,
  type Valued,
} from "./aggregate";
import { formatJson } from "./json-format";
import { LISTING_SOURCES, type ReadResult, type RentRow, readSource, type SaleRow } from "./sources";

/** Cells below this many rows are not written (too few to say anything, even as a low-confidence figure). */
export const CELL_N_MIN = 5;

export const DEFAULT_LISTINGS_DIR = "/work/shared/data/listings";

export interface HoldoutCell {
  readonly place: string;
  readonly province: string;
  readonly region: string;
  readonly type: string;
  /** Clean rows of this city × type in the whole data (both parts). */
  readonly nAll: number;
  readonly n: number;
  readonly median: number | null;
}

export interface BuildOutput {
  readonly referenceTable: unknown;
  readonly rentTable: unknown;
  readonly holdout: { readonly cells: readonly HoldoutCell[] } & Record<string, unknown>;
}

function sourcesBlock() {
  return LISTING_SOURCES.map(({ file: _file, ...s }) => s);
}

function count(into: Record<string, number>, reason: string): void {
  into[reason] = (into[reason] ?? 0) + 1;
}

function sortedCounts(counts: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => compareText(a, b)));
}

function cleanSales(read: ReadResult): SaleRow[] {
  const plausible = read.sales.filter((row) => {
    const problem = saleProblem(row);
    if (problem) count(read.dropped, `${row.source}: ${problem}`);
    return !problem;
  });
  const { kept, duplicates } = dedupe(plausible, (r) => `${r.type}|${Math.round(r.price)}|${r.area.toFixed(1)}`);
  read.dropped["all sources: duplicate (same URL, or same type, price, area and place)"] = duplicates;
  return kept;
}

function cleanRents(read: ReadResult): RentRow[] {
  const plausible = read.rents.filter((row) => {
    const problem = rentProblem(row);
    if (problem) count(read.dropped, `${row.source}: rent ${problem}`);
    return !problem;
  });
  const { kept, duplicates } = dedupe(
    plausible,
    (r) => `${r.rentType}|${Math.round(r.rentMonthly)}|${r.area.toFixed(1)}`,
  );
  read.dropped["lamudi-apartments-2022: rent duplicate"] = duplicates;
  return kept;
}

function saleValue(row: SaleRow): Valued {
  return { source: row.source, place: row.place, type: row.type, basis: row.basis, value: row.price / row.area };
}

function holdoutCells(all: readonly SaleRow[], held: readonly SaleRow[]): HoldoutCell[] {
  const allCells = aggregate(all.map(saleValue), LISTING_SOURCES, CELL_N_MIN).filter((c) => c.level === "city");
  const heldCells = aggregate(held.map(saleValue), LISTING_SOURCES, 1).filter((c) => c.level === "city");
  return allCells.map((c) => {
    const h = heldCells.find((x) => x.place === c.place && x.type === c.type);
    return {
      place: c.place,
      province: c.province ?? "",
      region: c.region ?? "",
      type: c.type,
      nAll: c.n,
      n: h?.n ?? 0,
      median: h ? h.median : null,
    };
  });
}

/** Cities seen in the data, with their province and region: the place index the lookup exports. */
function placesSeen(
  rows: readonly { place: SaleRow["place"] }[],
): Record<string, { province: string; region: string }> {
  const ids = [...new Set(rows.flatMap((r) => (r.place.city ? [r.place.city] : [])))].sort(compareText);
  return Object.fromEntries(
    ids.map((id) => {
      const entry = placeById(id)!;
      return [id, { province: entry.province, region: entry.region }];
    }),
  );
}

function compactCells(cells: readonly Cell[]): unknown[] {
  return cells.map(({ sources, ...c }) => ({ ...c, sources: sources.map((s) => `${s.key}:${s.n}`) }));
}

export interface BuildOptions {
  /**
   * Which clean sale rows the reference table is built from: the calibration part (URL hash) when absent,
   * as `npm run market:build` writes it; an accuracy split passes its training side.
   */
  readonly calibration?: (row: SaleRow) => boolean;
}

export function buildFromRecords(
  records: ReadonlyMap<string, readonly CsvRecord[]>,
  options: BuildOptions = {},
): BuildOutput {
  const read: ReadResult = { sales: [], rents: [], dropped: {} };
  const rowsRead: Record<string, number> = {};
  for (const source of LISTING_SOURCES) {
    const rows = records.get(source.key) ?? [];
    rowsRead[source.key] = rows.length;
    readSource(source, rows, read);
  }
  // Land is valued from other land only (comparables.ts): the city × type tables are of house lots.
  const sales = cleanSales(read).filter((row) => !row.land);
  const rents = cleanRents(read);
  const inCalibration = options.calibration ?? ((r: SaleRow) => !isHoldout(r.id));
  const calibration = sales.filter(inCalibration);
  const held = sales.filter((r) => !inCalibration(r));
  const common = { generatedBy: "services/analyzer/scripts/build-market-references.ts", sources: sourcesBlock() };
  const referenceTable = {
    ...common,
    unit: "PHP per sqm (floor area for condo, house, townhouse; lot area for lot); asking prices",
    method: {
      split: `calibration part only: rows whose URL hash (FNV-1a) mod 100 >= ${HOLDOUT_PERCENT}`,
      perSqmBounds: PER_SQM_BOUNDS,
      cellNMin: CELL_N_MIN,
    },
    rows: {
      read: rowsRead,
      dropped: sortedCounts(read.dropped),
      kept: sales.length,
      calibration: calibration.length,
      holdout: held.length,
    },
    places: placesSeen(sales),
    cells: compactCells(aggregate(calibration.map(saleValue), LISTING_SOURCES, CELL_N_MIN)),
  };
  const rentTable = {
    ...common,
    unit: "PHP per sqm of floor area per month; Lamudi apartment asking rents (a proxy for other types)",
    method: { bounds: RENT_BOUNDS, cellNMin: CELL_N_MIN, split: "none: every clean rent row is used" },
    rows: { kept: rents.length },
    cells: compactCells(
      aggregate(
        rents.map((r) => ({
          source: r.source,
          place: r.place,
          type: r.rentType,
          basis: "floor" as const,
          value: r.rentMonthly / r.area,
        })),
        LISTING_SOURCES,
        CELL_N_MIN,
        1,
      ),
    ),
  };
  const holdout = { ...common, cells: holdoutCells(sales, held) };
  return { referenceTable, rentTable, holdout };
}

export function readListingsDir(dir: string): Map<string, CsvRecord[]> {
  return new Map(LISTING_SOURCES.map((s) => [s.key, parseCsv(readFileSync(join(dir, s.file), "utf8"))]));
}

/** File name → exact text written, so a re-run can be compared byte for byte. */
export function serialise(output: BuildOutput): Record<string, string> {
  return {
    "reference-table.json": formatJson(output.referenceTable),
    "rent-table.json": formatJson(output.rentTable),
    "holdout.json": formatJson(output.holdout),
  };
}
