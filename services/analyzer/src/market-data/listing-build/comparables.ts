/**
 * Row-level comparables from every listing file: each clean sale row with its type, price, area,
 * bedrooms, place, project and month, split by the same URL hash as the tables. The calibration
 * part is what reports value with (`comparables.json`); the held-out part (`comparables-holdout.json`)
 * is only ever valued, to measure the error (`npm run valuation:accuracy`).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type CsvRecord, parseCsv } from "@suri/kit/csv";
import { dedupe, hash32, isHoldout, saleProblem } from "./aggregate";
import { COMPARABLE_READERS, COMPARABLE_SOURCES } from "./comparable-sources";
import { formatJson } from "./json-format";
import { LISTING_SOURCES, type ListingSource, type ReadResult, readSource, type SaleRow } from "./sources";

export const ALL_SALE_SOURCES: readonly ListingSource[] = [...LISTING_SOURCES, ...COMPARABLE_SOURCES];

/** One comparable as stored: a positional array keeps 12,000 rows small. */
export type ComparableRowJson = [
  source: number,
  type: string,
  price: number,
  area: number,
  bedrooms: number | null,
  city: string | null,
  province: string,
  barangay: string | null,
  project: string | null,
  month: string,
  url: string | null,
  lotArea: number | null,
  titleKey: string | null,
];

export const COMPARABLE_COLUMNS = [
  "source",
  "type",
  "price",
  "area",
  "bedrooms",
  "city",
  "province",
  "barangay",
  "project",
  "month",
  "url",
  "lotArea",
  "titleKey",
] as const;

export interface ComparablesFile {
  readonly generatedBy: string;
  readonly part: "calibration" | "holdout";
  readonly sources: readonly Omit<ListingSource, "file">[];
  readonly columns: typeof COMPARABLE_COLUMNS;
  readonly rows: readonly ComparableRowJson[];
}

function readAll(records: ReadonlyMap<string, readonly CsvRecord[]>): { rows: SaleRow[]; dropped: number } {
  const read: ReadResult = { sales: [], rents: [], dropped: {} };
  for (const source of LISTING_SOURCES) readSource(source, records.get(source.key) ?? [], read);
  for (const source of COMPARABLE_SOURCES) {
    const reader = COMPARABLE_READERS[source.key]!;
    for (const record of records.get(source.key) ?? []) {
      const row = reader(record, source);
      if (typeof row !== "string") read.sales.push(row);
    }
  }
  const plausible = read.sales.filter((row) => !saleProblem(row));
  const { kept } = dedupe(plausible, (r) => `${r.type}|${Math.round(r.price)}|${r.area.toFixed(1)}`);
  return { rows: kept, dropped: read.sales.length - kept.length };
}

function asJson(row: SaleRow): ComparableRowJson {
  const index = ALL_SALE_SOURCES.findIndex((s) => s.key === row.source);
  const source = ALL_SALE_SOURCES[index]!;
  return [
    index,
    row.land ? "land" : row.type,
    Math.round(row.price),
    Math.round(row.area * 100) / 100,
    row.bedrooms ?? null,
    row.place.city ?? null,
    row.place.province!,
    row.barangay ?? null,
    row.project ?? null,
    row.month ?? source.asOf,
    portalLink(row.source, row.hasUrl ? row.id : ""),
    row.lotArea !== undefined && Number.isFinite(row.lotArea) ? Math.round(row.lotArea * 100) / 100 : null,
    titleKey(row.title),
  ];
}

/**
 * A title's identity, kept short (8 hex digits of its hash): accents, case, punctuation and the words
 * "for sale" set aside, so the same listing posted again under the same title is found (accuracy splits).
 */
export function titleKey(title: string | undefined): string | null {
  const words = (title ?? "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/\b(?:for|sale)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return words ? hash32(words).toString(16).padStart(8, "0") : null;
}

/** The portal each source was scraped from: a row's link is kept only when it is on that site. */
const PORTAL_HOSTS: readonly [RegExp, string][] = [
  [/dotproperty/, "dotproperty.com.ph"],
  [/onepropertee/, "onepropertee.com"],
  [/hoppler/, "hoppler.com.ph"],
  [/lamudi/, "lamudi.com.ph"],
];

export function portalLink(sourceKey: string, url: string): string | null {
  const host = PORTAL_HOSTS.find(([key]) => key.test(sourceKey))?.[1];
  if (!host) return null;
  try {
    const parsed = new URL(url);
    const own = parsed.hostname === host || parsed.hostname.endsWith(`.${host}`);
    return parsed.protocol === "https:" && own && !parsed.username && !parsed.port ? parsed.href : null;
  } catch {
    return null;
  }
}

export function buildComparables(records: ReadonlyMap<string, readonly CsvRecord[]>): {
  calibration: ComparablesFile;
  holdout: ComparablesFile;
} {
  const { rows } = readAll(records);
  const common = {
    generatedBy: "services/analyzer/scripts/build-market-references.ts",
    sources: ALL_SALE_SOURCES.map(({ file: _file, ...s }) => s),
    columns: COMPARABLE_COLUMNS,
  };
  return {
    calibration: { ...common, part: "calibration", rows: rows.filter((r) => !isHoldout(r.id)).map(asJson) },
    holdout: { ...common, part: "holdout", rows: rows.filter((r) => isHoldout(r.id)).map(asJson) },
  };
}

export function readComparableSources(dir: string): Map<string, CsvRecord[]> {
  return new Map(
    ALL_SALE_SOURCES.map((s) => [s.key, parseCsv(readFileSync(join(dir, s.file), "utf8").replace(/^\uFEFF/, ""))]),
  );
}

/** Compact JSON: one row per line, so a diff shows which listings changed. */
export function serialiseComparables(file: ComparablesFile): string {
  const { rows, ...head } = file;
  const top = formatJson(head).trimEnd().replace(/\n}$/, "");
  return `${top},\n  "rows": [\n${rows.map((r) => `    ${JSON.stringify(r)}`).join(",\n")}\n  ]\n}\n`;
}
