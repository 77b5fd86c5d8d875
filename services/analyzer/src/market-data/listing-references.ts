/**
 * Market references from real listing data, per city × property type (README in
 * listing-references/): asking-price ₱/sqm (floor area for condo, house, townhouse; lot area for
 * lots) with n, quartiles, period and sources, and apartment asking rents as a rent proxy.
 *
 * Fallback walks only city → province → region, each step with a wider range and a lower
 * confidence; it never crosses types (a condo figure never values a house or a lot, and a
 * townhouse never borrows the house row).
 */

import { type Phrase, phrase } from "../wording/writer";
import { type ListingPlaceQuery, type ResolvedListingPlace, resolveListingPlace } from "./listing-places";
import referenceTableJson from "./listing-references/reference-table.json";
import rentTableJson from "./listing-references/rent-table.json";

export type ListingPropertyType = "condo" | "house" | "townhouse" | "lot";
export type ListingLevel = "city" | "province" | "region";
type Confidence = "high" | "medium" | "low";

export interface ListingSourceRef {
  readonly key: string;
  readonly title: string;
  readonly repository: string;
  readonly path: string;
  readonly commit: string;
  readonly period: string;
  readonly asOf: string;
  /** Rows of this source in the cell. */
  readonly n: number;
}

interface Stats {
  readonly level: ListingLevel;
  /** The city, province or region the figure describes. */
  readonly place: string;
  readonly n: number;
  /** Shown range: q1–q3 at city level, widened at province (×0.8/×1.25) and region (×0.7/×1.4). */
  readonly low: number;
  readonly high: number;
  readonly confidence: Confidence;
  /** True when the figure describes a wider area than the one asked for, or too few listings. */
  readonly fallback: boolean;
  readonly period: string;
  /** Month the listings describe (YYYY-MM): that of the source with most rows in the cell. */
  readonly asOf: string;
  readonly sources: readonly ListingSourceRef[];
  /** Why this level was used, in words for the report's caveats. */
  readonly note: string;
  /** The same, for the report's writer. */
  readonly notePhrases: readonly Phrase[];
}

export interface ListingReference extends Stats {
  readonly type: ListingPropertyType;
  readonly basis: "floor" | "lot";
  readonly medianPerSqm: number;
  readonly q1PerSqm: number;
  readonly q3PerSqm: number;
  readonly kind: "asking-price";
}

export interface ListingRent extends Stats {
  /** The type asked for. */
  readonly type: Exclude<ListingPropertyType, "lot">;
  /** What the rows are: Lamudi apartment rents, or the condo-titled ones among them. */
  readonly rentType: "apartment" | "condo";
  readonly medianPerSqmMonth: number;
  readonly q1PerSqmMonth: number;
  readonly q3PerSqmMonth: number;
  /** True unless condo rents value a condo: apartment rents stand in for the asked type. */
  readonly proxy: boolean;
  readonly proxyLabel: string;
}

interface CellJson {
  readonly level: ListingLevel;
  readonly place: string;
  readonly province?: string;
  readonly region?: string;
  readonly type: string;
  readonly basis: "floor" | "lot";
  readonly n: number;
  readonly median: number;
  readonly q1: number;
  readonly q3: number;
  readonly sources: readonly string[];
  readonly period: string;
  readonly asOf: string;
}

interface TableJson {
  readonly sources: readonly Omit<ListingSourceRef, "n">[];
  readonly cells: readonly CellJson[];
  readonly places?: Readonly<Record<string, { province: string; region: string }>>;
}

const REFERENCE_TABLE = referenceTableJson as unknown as TableJson;
const RENT_TABLE = rentTableJson as unknown as TableJson;

/** Listings a city (or a province, region) needs before its own median stands for it. */
export const LISTING_N_STANDALONE = 15;
/** Rent rows are fewer: a place needs this many. */
export const RENT_N_STANDALONE = 10;

const WIDEN: Record<ListingLevel, readonly [number, number]> = {
  city: [1, 1],
  province: [0.8, 1.25],
  region: [0.7, 1.4],
};

function cellIndex(table: TableJson): Map<string, CellJson> {
  return new Map(table.cells.map((c) => [`${c.level}|${c.place}|${c.type}`, c]));
}
const REFERENCE_CELLS = cellIndex(REFERENCE_TABLE);
const RENT_CELLS = cellIndex(RENT_TABLE);

/** A city × type asking-price table as the market build writes it (reference-table.json), indexed. */
export interface ListingTable {
  readonly table: TableJson;
  readonly cells: ReadonlyMap<string, CellJson>;
}

/** Indexes a reference table built by buildFromRecords (accuracy splits rebuild it from one side). */
export function listingTableOf(json: unknown): ListingTable {
  const table = json as TableJson;
  return { table, cells: cellIndex(table) };
}

export {
  type ListingPlaceQuery,
  provinceOf,
  type ResolvedListingPlace,
  regionOf,
  resolveListingPlace,
} from "./listing-places";

/** Every city or municipality of the listing data with its province and region. */
export function listingDataPlaces(): Readonly<Record<string, { province: string; region: string }>> {
  return REFERENCE_TABLE.places ?? {};
}

function sourcesOf(table: TableJson, cell: CellJson): ListingSourceRef[] {
  return cell.sources.map((entry) => {
    const [key = "", n = "0"] = entry.split(":");
    const source = table.sources.find((s) => s.key === key);
    if (!source) throw new Error(`Listing table cell names unknown source ${key}`);
    return { ...source, n: Number(n) };
  });
}

function confidenceOf(level: ListingLevel, n: number, standalone: number): Confidence {
  if (n < standalone) return "low";
  if (level === "city") return n >= 40 ? "high" : "medium";
  if (level === "province") return n >= 40 ? "medium" : "low";
  return "low";
}

interface Step {
  readonly level: ListingLevel;
  readonly place: string;
}

function ladder(resolved: ResolvedListingPlace): Step[] {
  const steps: Step[] = [];
  if (resolved.city) steps.push({ level: "city", place: resolved.city.id });
  if (resolved.province) steps.push({ level: "province", place: resolved.province });
  if (resolved.region && resolved.region !== resolved.province) steps.push({ level: "region", place: resolved.region });
  return steps;
}

interface Found {
  readonly cell: CellJson;
  readonly step: Step;
  readonly asked: Step;
  readonly stats: Stats;
}

function find(
  table: TableJson,
  cells: ReadonlyMap<string, CellJson>,
  query: ListingPlaceQuery,
  types: readonly string[],
  standalone: number,
): Found | null {
  const resolved = resolveListingPlace(query);
  const steps = ladder(resolved);
  const asked = steps[0];
  if (!asked) return null;
  // The place's own listings count even when few (every written cell has at least five): on
  // held-out rows they beat a wider area's median, which for a rural town beside a metro
  // describes another market. Few own listings mean low confidence and a widened range.
  for (const step of steps) {
    const cellsHere = types.flatMap((type) => cells.get(`${step.level}|${step.place}|${type}`) ?? []);
    const cell = cellsHere.find((c) => c.n >= standalone) ?? (step === asked ? cellsHere[0] : undefined);
    if (cell) return { cell, step, asked, stats: stats(table, cell, step, asked, resolved, standalone) };
  }
  return null;
}

function stats(
  table: TableJson,
  cell: CellJson,
  step: Step,
  asked: Step,
  resolved: ResolvedListingPlace,
  standalone: number,
): Stats {
  const wider = step.level !== asked.level;
  const thin = cell.n < standalone;
  const [lowFactor, highFactor] = WIDEN[thin && step.level === "city" ? "province" : step.level];
  const notes = [
    wider ? `Fewer than ${standalone} ${asked.place} listings of this type; the ${step.place} figure is used` : "",
    thin ? `Only ${cell.n} listings of this type in ${step.place}; treat as indicative` : "",
    resolved.issue ?? "",
  ].filter((s) => s !== "");
  const notePhrases: Phrase[] = [
    ...(wider ? [phrase("listings.wider", { n: standalone, asked: asked.place, place: step.place })] : []),
    ...(thin ? [phrase("listings.thin", { n: cell.n, place: step.place })] : []),
    ...(resolved.issuePhrase ? [resolved.issuePhrase] : []),
  ];
  return {
    level: step.level,
    place: step.place,
    n: cell.n,
    low: Math.round((cell.q1 * lowFactor) / 100) * 100,
    high: Math.round((cell.q3 * highFactor) / 100) * 100,
    confidence: confidenceOf(step.level, cell.n, standalone),
    fallback: wider || thin || resolved.issue !== undefined,
    period: cell.period,
    asOf: cell.asOf,
    sources: sourcesOf(table, cell),
    note: notes.join("; "),
    notePhrases,
  };
}

/**
 * The listing-data reference for a place and type, or null when the data has none (never another type's).
 * `from`: another build of the table (an accuracy split's training side); the committed one when absent.
 */
export function listingReference(
  place: ListingPlaceQuery,
  type: ListingPropertyType,
  from?: ListingTable,
): ListingReference | null {
  const found = from
    ? find(from.table, from.cells, place, [type], LISTING_N_STANDALONE)
    : find(REFERENCE_TABLE, REFERENCE_CELLS, place, [type], LISTING_N_STANDALONE);
  if (!found) return null;
  const { cell, stats: s } = found;
  const basis = type === "lot" ? "lot" : "floor";
  return { ...s, type, basis, medianPerSqm: cell.median, q1PerSqm: cell.q1, q3PerSqm: cell.q3, kind: "asking-price" };
}

const RENT_PROXY_LABEL = "Lamudi apartment asking rents (about 2022), a proxy for this property type";

/**
 * Rent per sqm of floor area per month. Condos use condo-titled rent rows where a place has
 * enough, else apartment rents as a labelled proxy; houses and townhouses always use the proxy;
 * lots have no rent.
 */
export function listingRent(place: ListingPlaceQuery, type: ListingPropertyType): ListingRent | null {
  if (type === "lot") return null;
  const types = type === "condo" ? ["condo", "apartment"] : ["apartment"];
  const found = find(RENT_TABLE, RENT_CELLS, place, types, RENT_N_STANDALONE);
  if (!found) return null;
  const { cell, stats: s } = found;
  const rentType = cell.type === "condo" ? "condo" : "apartment";
  const proxy = !(type === "condo" && rentType === "condo");
  return {
    ...s,
    confidence: proxy && s.confidence === "high" ? "medium" : s.confidence,
    type,
    rentType,
    medianPerSqmMonth: cell.median,
    q1PerSqmMonth: cell.q1,
    q3PerSqmMonth: cell.q3,
    proxy,
    proxyLabel: proxy ? RENT_PROXY_LABEL : "Lamudi condo asking rents (about 2022)",
  };
}
