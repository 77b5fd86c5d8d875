/**
 * The development corpus beyond Lamudi: brokers' posts, a broker's ads, a brokerage's listings, a Cebu land
 * site and bank (BSP) records, each labelled by hand in tests/accuracy/labels/sources (see LABELLING.md).
 * Each source is read the way a user pasting it would paste it; the labels say what that text states.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseCsv } from "@suri/kit/csv";
import { FIELDS, type LabelledText, type Labels, SHARED_DIR } from "./real-material";

const HERE = dirname(fileURLToPath(import.meta.url));
export const SOURCE_LABELS_DIR = join(HERE, "labels/sources");
export const SECOND_READING_DIR = join(HERE, "labels/second-reading");
const TEXTS_DIR = join(SHARED_DIR, "data/listing-texts");

/** One labelled line: the row's key, a check that it is the row meant, then the fields (see LABELLING.md). */
export type SourceLabel = Labels & { row?: number; id?: number | string; title?: string; record?: BspRecord };

export interface BspRecord {
  id: number;
  property_acct_no: string;
  category: string | null;
  classification: string | null;
  address: string | null;
  lot_area_sqm: number | null;
  floor_area_sqm: number | null;
  price_php: number | null;
  other_remarks: string | null;
}

interface SourceSpec {
  /** The name printed in the tables. */
  name: string;
  /** The label file in labels/sources (and labels/second-reading). */
  file: string;
  /** Every row's text, and the title that checks a label names the row it means. */
  rows: () => { key: string; title: string; text: string }[];
}

const csvRows = (file: string) => parseCsv(readFileSync(join(TEXTS_DIR, file), "utf8"));
const titled = (title: string, ...parts: string[]) =>
  [title, ...parts]
    .map((part) => part.trim())
    .filter(Boolean)
    .join("\n\n");

/** A BSP record as its list shows it, one labelled line per column the record fills. */
export function bspText(record: BspRecord): string {
  const area = (sqm: number | null) => (sqm ? `${sqm.toLocaleString("en-US")} sq.m.` : null);
  const remarks = record.other_remarks && record.other_remarks !== "<>" ? record.other_remarks : null;
  const lines: [string, string | null][] = [
    ["Property No.", record.property_acct_no],
    ["Category", record.category],
    ["Classification", record.classification],
    ["Location", record.address],
    ["Lot area", area(record.lot_area_sqm)],
    ["Floor area", area(record.floor_area_sqm)],
    [
      "Price",
      record.price_php === null
        ? null
        : `PHP ${record.price_php.toLocaleString("en-US", { minimumFractionDigits: 2 })}`,
    ],
    ["Remarks", remarks],
  ];
  return lines
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`)
    .join("\n");
}

export const SOURCES: readonly SourceSpec[] = [
  {
    name: "broker posts · ABIC (NCR)",
    file: "abic.jsonl",
    rows: () =>
      csvRows("ncr_abic_broker_posts_2024.csv").map((row, index) => ({
        key: String(index),
        title: row.name ?? "",
        text: titled(row.name ?? "", row.description ?? ""),
      })),
  },
  {
    name: "broker ads · Eastwood (QC)",
    file: "eastwood.jsonl",
    rows: () =>
      csvRows("qc_eastwood_broker_ads_2022.csv").map((row, index) => ({
        key: String(index),
        title: row.ad_title ?? "",
        text: titled(row.ad_title ?? "", row.unit_description ?? ""),
      })),
  },
  {
    name: "broker listings · Leechiu (NCR)",
    file: "leechiu.jsonl",
    rows: () =>
      csvRows("ncr_leechiu_broker_listings.csv").map((row, index) => ({
        key: String(index),
        title: row.title ?? "",
        text: titled(row.title ?? "", row.description ?? ""),
      })),
  },
  {
    name: "land site · Cebu Land Market",
    file: "landmarket.jsonl",
    rows: () =>
      (
        JSON.parse(readFileSync(join(TEXTS_DIR, "cebu_landmarket_listings_2026-07.json"), "utf8")) as {
          id: string;
          title: string;
          description: string;
          story?: string | null;
        }[]
      ).map((item) => ({
        key: item.id,
        title: item.title,
        text: titled(item.title, item.description, item.story ?? ""),
      })),
  },
  {
    name: "portal snippets · Dot Property",
    file: "dotproperty.jsonl",
    rows: () =>
      parseCsv(readFileSync(join(SHARED_DIR, "data/listings/cebu_dotproperty_dp_raw.csv"), "utf8")).map(
        (row, index) => ({
          key: String(index),
          title: row.title ?? "",
          // The card's text: the seller's description cut at about 300 characters, then the agent's name.
          text: titled(row.title ?? "", row.location_text ?? ""),
        }),
      ),
  },
  {
    name: "search cards · Lifenavi (NCR rent)",
    file: "lifenavi.jsonl",
    rows: () =>
      parseCsv(readFileSync(join(SHARED_DIR, "data/listings/ncr_rent_lifenavi_2025-12.csv"), "utf8")).map(
        (row, index) => ({
          key: String(index),
          title: row.title ?? "",
          // `specs` is the card's text, line by line, stored as a Python list ("['PHP 16,000/ month', …]").
          text: titled(row.title ?? "", cardLines(row.specs ?? "").join("\n")),
        }),
      ),
  },
];

function cardLines(specs: string): string[] {
  return [...specs.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g)].map((match) => match[1] ?? match[2] ?? "");
}

export const BSP_SOURCE = "bank records · BSP";

export function readSourceLabels(dir: string, file: string): SourceLabel[] {
  let content: string;
  try {
    content = readFileSync(join(dir, file), "utf8");
  } catch {
    return [];
  }
  return content
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as SourceLabel);
}

/** Keep only the fields (a label line carries its row, check, note and record too). */
export function fieldsOf(label: SourceLabel): Labels {
  return Object.fromEntries(FIELDS.map((field) => [field, label[field] ?? null])) as Labels;
}

/** Every labelled text of the non-Lamudi sources (from `dir`: the first reading, or the second). */
export function sourceTexts(dir = SOURCE_LABELS_DIR): LabelledText[] {
  const labelled: LabelledText[] = [];
  for (const source of SOURCES) {
    const rows = new Map(source.rows().map((row) => [row.key, row]));
    for (const label of readSourceLabels(dir, source.file)) {
      const key = String(label.row ?? label.id);
      const row = rows.get(key);
      if (!row || row.title !== label.title) throw new Error(`${source.file}: ${key} does not match its data file`);
      labelled.push({
        source: source.name,
        id: `${source.file.replace(".jsonl", "")} ${key}`,
        text: row.text,
        labels: fieldsOf(label),
      });
    }
  }
  for (const label of readSourceLabels(dir, "bsp-records.jsonl")) {
    if (!label.record || label.record.id !== label.id) throw new Error(`bsp-records.jsonl: ${label.id} has no record`);
    labelled.push({ source: BSP_SOURCE, id: `bsp ${label.id}`, text: bspText(label.record), labels: fieldsOf(label) });
  }
  return labelled;
}
