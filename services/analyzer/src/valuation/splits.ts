/**
 * Splits of the listing data that cannot flatter the valuation's error (issue 27, point 1). A random
 * fifth of rows leaves the same project, the same building and copies of the same listing on both
 * sides, and tests listings of the very portals the comparables come from. So:
 *
 *   grouped      rows are grouped by project or building (its normalised name within one place) and by
 *                listing identity — the same unit posted again by another broker or portal: same place
 *                and type, area within 1 % and price within 2 %, or the same normalised title — and a
 *                seeded hash of each group puts the whole group on one side (a fifth held out);
 *   one portal   every listing of one portal is valued only from the other portals' listings.
 */
import { hash32 } from "../market-data/listing-build/aggregate";
import type { SaleRow } from "../market-data/listing-build/sources";
import { type DataRow, nameKey, publisherOf } from "./listing-comparables";

/** Change it and the grouped split draws other groups; the figures are pinned to this one. */
export const SPLIT_SEED = "issue-27";
export const GROUPED_HOLDOUT_PERCENT = 20;
/** The same unit posted again: area within this share of the other's, and price within this. */
export const SAME_AREA_SHARE = 0.01;
export const SAME_PRICE_SHARE = 0.02;
/** A title shared by this many listings or more is a portal's template ("4 bedroom house in Yati Cebu"), not one listing. */
export const TITLE_TEMPLATE_MIN = 6;
/** A project name shorter than this ("one", "bf") names no particular project. */
const PROJECT_NAME_MIN = 4;

/** A row's identity across runs: its URL, else what the file states about it. */
export function rowKey(row: DataRow): string {
  return (
    row.url ??
    [row.source.key, row.type, row.price, row.area, row.city ?? row.province, row.project, row.month].join("|")
  );
}

/** The project or building a row belongs to, as one key per place; null without a usable name. */
export function projectKey(row: DataRow): string | null {
  const name = nameKey(row.project);
  return name.length >= PROJECT_NAME_MIN ? `${name}|${row.city ?? row.province}` : null;
}

export function portalOf(row: DataRow): string {
  return publisherOf(row.source.key);
}

class DisjointSets {
  private readonly parent: number[];
  constructor(size: number) {
    this.parent = Array.from({ length: size }, (_, i) => i);
  }
  find(i: number): number {
    let root = i;
    while (this.parent[root] !== root) root = this.parent[root]!;
    while (this.parent[i] !== root) [this.parent[i], i] = [root, this.parent[i]!];
    return root;
  }
  union(a: number, b: number): void {
    const [ra, rb] = [this.find(a), this.find(b)];
    if (ra !== rb) this.parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }
}

function bucketsBy(rows: readonly DataRow[], key: (row: DataRow) => string | null): number[][] {
  const buckets = new Map<string, number[]>();
  rows.forEach((row, i) => {
    const k = key(row);
    if (k === null) return;
    const bucket = buckets.get(k);
    if (bucket) bucket.push(i);
    else buckets.set(k, [i]);
  });
  return [...buckets.values()];
}

/** Within 2 % of each other, whichever is taken as the base. */
export function samePrice(a: number, b: number): boolean {
  return Math.abs(a - b) <= SAME_PRICE_SHARE * Math.min(a, b);
}

/** Pairs of the same unit posted again: same place and type, area within 1 %, price within 2 %. */
function joinReposts(rows: readonly DataRow[], sets: DisjointSets): void {
  for (const bucket of bucketsBy(rows, (row) => `${row.city ?? row.province}|${row.type}`)) {
    const byArea = [...bucket].sort((a, b) => rows[a]!.area - rows[b]!.area);
    for (let i = 0; i < byArea.length; i++) {
      const a = rows[byArea[i]!]!;
      for (let j = i + 1; j < byArea.length; j++) {
        const b = rows[byArea[j]!]!;
        if (b.area > a.area * (1 + SAME_AREA_SHARE)) break;
        if (samePrice(a.price, b.price)) sets.union(byArea[i]!, byArea[j]!);
      }
    }
  }
}

/**
 * Each row's group: the index of the group's first row. Rows share a group when they are of one
 * project or building, are the same unit posted again, or carry the same (non-template) title.
 */
export function listingGroups(rows: readonly DataRow[]): number[] {
  const sets = new DisjointSets(rows.length);
  const joinAll = (bucket: number[]) => {
    for (const i of bucket.slice(1)) sets.union(bucket[0]!, i);
  };
  for (const bucket of bucketsBy(rows, projectKey)) joinAll(bucket);
  for (const bucket of bucketsBy(rows, (row) => row.titleKey)) if (bucket.length < TITLE_TEMPLATE_MIN) joinAll(bucket);
  joinReposts(rows, sets);
  return rows.map((_, i) => sets.find(i));
}

export interface Split {
  readonly name: string;
  /** What the held-out side is valued from. */
  readonly train: readonly DataRow[];
  readonly test: readonly DataRow[];
  /** The portal held out, in a leave-one-portal-out split. */
  readonly portal?: string;
}

/** A fifth of the groups held out, chosen by a seeded hash of each group's smallest row key. */
export function groupedSplit(rows: readonly DataRow[], seed: string = SPLIT_SEED): Split {
  const groups = listingGroups(rows);
  const groupKey = new Map<number, string>();
  rows.forEach((row, i) => {
    const key = rowKey(row);
    const held = groupKey.get(groups[i]!);
    if (held === undefined || key < held) groupKey.set(groups[i]!, key);
  });
  const heldOut = (i: number) => hash32(`${seed}|${groupKey.get(groups[i]!)}`) % 100 < GROUPED_HOLDOUT_PERCENT;
  return {
    name: "grouped",
    train: rows.filter((_, i) => !heldOut(i)),
    test: rows.filter((_, i) => heldOut(i)),
  };
}

/** One split per portal: its listings held out, the other portals' listings to value them from. */
export function portalSplits(rows: readonly DataRow[]): Split[] {
  const portals = [...new Set(rows.map(portalOf))].sort();
  return portals.map((portal) => ({
    name: portal,
    train: rows.filter((row) => portalOf(row) !== portal),
    test: rows.filter((row) => portalOf(row) === portal),
    portal,
  }));
}

/** The same unit in the market build's rows and the listing data's: place, type, price and area. */
const unitKey = (place: string, type: string, price: number, area: number) =>
  `${place}|${type}|${Math.round(price)}|${area.toFixed(1)}`;

/**
 * Whether a raw sale row of the market build (build.ts, the city × type table's rows) sits on the
 * training side of a split, so the table can be rebuilt from that side only: in a leave-one-portal-out
 * split, every row not of the held-out portal; in the grouped split, every row that is not a held-out
 * listing (its URL or the same place, type, price and area) nor of a held-out project or building.
 */
export function trainsOn(split: Split): (sale: SaleRow) => boolean {
  const portal = split.portal;
  if (portal !== undefined) return (sale) => publisherOf(sale.source) !== portal;
  const urls = new Set(split.test.flatMap((row) => (row.url ? [row.url] : [])));
  const units = new Set(split.test.map((row) => unitKey(row.city ?? row.province, row.type, row.price, row.area)));
  const projects = new Set(split.test.flatMap((row) => projectKey(row) ?? []));
  return (sale) => {
    const place = sale.place.city ?? sale.place.province ?? "";
    if (urls.has(sale.id) || units.has(unitKey(place, sale.type, sale.price, sale.area))) return false;
    const name = nameKey(sale.project);
    return !(name.length >= PROJECT_NAME_MIN && projects.has(`${name}|${place}`));
  };
}
