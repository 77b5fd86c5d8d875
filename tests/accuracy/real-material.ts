/**
 * Extraction accuracy on real material only: the real listing texts of ../shared/data/listing-texts
 * (labelled by hand, tests/accuracy/labels/*.jsonl, see LABELLING.md) read the way a pasted post is
 * read, the real saved pages of ../shared/fixtures, and the real bank lists of ../shared/data/listings.
 * Pages we wrote ourselves are unit-test fixtures and never count here.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Listing } from "@suri/contracts";
import { parseCsv } from "@suri/kit/csv";
import { extractListings } from "../../services/scraper/src/extract";
import { listingFromText, textListVerdict } from "../../services/scraper/src/extract/from-text";

const HERE = dirname(fileURLToPath(import.meta.url));
/** ../shared beside the checkout; a clone elsewhere (CI's) finds it at /work/shared. */
export const SHARED_DIR =
  process.env.SHARED_DIR ??
  [join(HERE, "../../../shared"), "/work/shared"].find((dir) => existsSync(dir)) ??
  "/work/shared";
const LABELS_DIR = join(HERE, "labels");

export const FIELDS = [
  "price",
  "floorAreaSqm",
  "lotAreaSqm",
  "bedrooms",
  "bathrooms",
  "type",
  "city",
  "province",
  "barangay",
  "offer",
] as const;
export type Field = (typeof FIELDS)[number];
/** Fields holding numbers: reading one the text does not state is inventing it. */
export const NUMBER_FIELDS: readonly Field[] = ["price", "floorAreaSqm", "lotAreaSqm", "bedrooms", "bathrooms"];

type LabelValue = string | number | null;
export type Labels = Record<Field, LabelValue>;

export interface LabelledText {
  source: string;
  id: string;
  text: string;
  labels: Labels;
}

/** One labelled reading: what was read for each field against what a person read. */
export interface Scored {
  source: string;
  id: string;
  listing: Listing | null;
  fields: Partial<Record<Field, { expected: LabelValue; got: LabelValue; right: boolean }>>;
  invented: Field[];
  /** A total the text does not state but does give as a per-sqm rate and an area: rate × area, read as such. */
  derived?: Field[];
  /** A price taken from an equity, down payment, amortisation, reservation or appraisal line. */
  trapPrice?: string;
}

// ---------------------------------------------------------------------------------------------
// The real listing texts

interface TextRow {
  url: string;
  title: string;
  description: string;
}

function readTextRows(): TextRow[] {
  return parseCsv(readFileSync(join(SHARED_DIR, "data/listing-texts/cebu_lamudi_descriptions.csv"), "utf8")).map(
    (row) => ({ url: row.url ?? "", title: row.title ?? "", description: row.description ?? "" }),
  );
}

/** What a user pasting the listing pastes: its title, then its description. */
export function pastedText(row: { title: string; description: string }): string {
  return `${row.title}\n\n${row.description}`;
}

/**
 * Rows kept out of development: every fourth row (row % 4 === 3). Rules were written looking at the
 * others; the held-out figure says whether they carry over to text nobody tuned on.
 */
export const isHeldOut = (row: number) => row % 4 === 3;

export function labelledTexts(): LabelledText[] {
  const rows = readTextRows();
  const labelled: LabelledText[] = [];
  for (const file of readdirSync(LABELS_DIR)
    .filter((name) => name.endsWith(".jsonl"))
    .sort()) {
    for (const line of readFileSync(join(LABELS_DIR, file), "utf8").split("\n")) {
      if (!line.trim()) continue;
      const label = JSON.parse(line) as Labels & { row: number; url: string };
      const row = rows[label.row];
      if (!row || row.url !== label.url) throw new Error(`${file}: row ${label.row} does not match the CSV`);
      labelled.push({
        source: isHeldOut(label.row) ? "listing texts (held out)" : "listing texts (development)",
        id: `row ${label.row}`,
        text: pastedText(row),
        labels: label,
      });
    }
  }
  return labelled;
}

// ---------------------------------------------------------------------------------------------
// Scoring

function placeKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/^(?:brgy\.?|barangay|bgy\.?)\s+/, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

export function readField(listing: Listing | null, field: Field): LabelValue {
  if (!listing) return null;
  switch (field) {
    case "price":
      return listing.priceCentavos === undefined ? null : listing.priceCentavos / 100;
    case "type":
      return listing.propertyType ?? null;
    case "city":
    case "province":
    case "barangay":
      return listing.address[field] ?? null;
    case "offer":
      return listing.offerType;
    default:
      return listing[field] ?? null;
  }
}

function same(field: Field, got: LabelValue, expected: LabelValue): boolean {
  if (got === null || expected === null) return got === expected;
  if (typeof expected === "number" && typeof got === "number") {
    if (field === "price") return Math.abs(got - expected) <= Math.max(1, expected * 0.005);
    if (field === "floorAreaSqm" || field === "lotAreaSqm")
      return Math.abs(got - expected) <= Math.max(0.6, expected * 0.01);
    return got === expected;
  }
  return placeKey(String(got)) === placeKey(String(expected));
}

const TRAP_LINE = /equity|down ?payment|\bdp\b|amorti|monthly|reservation|apprais|loanable/i;

export function score(item: LabelledText, listing: Listing | null): Scored {
  const scored: Scored = { source: item.source, id: item.id, listing, fields: {}, invented: [] };
  for (const field of FIELDS) {
    const expected = item.labels[field];
    if (expected === "unclear" || expected === undefined) continue;
    const got = readField(listing, field);
    if (expected === null) {
      const fromRate = field === "price" && listing?.provenance.priceCentavos?.snippet?.includes(" × ");
      if (got !== null && fromRate) scored.derived = [...(scored.derived ?? []), field];
      else if (got !== null && NUMBER_FIELDS.includes(field)) scored.invented.push(field);
      continue;
    }
    // An offer is always read (a sale unless the text says otherwise): score it only on listings read at all.
    scored.fields[field] = { expected, got, right: same(field, got, expected) };
  }
  const price = scored.fields.price;
  if (price && !price.right && typeof price.got === "number") {
    const amount = price.got;
    const trap = item.text
      .split("\n")
      .find((line) => TRAP_LINE.test(line) && amountsIn(line).some((value) => Math.abs(value - amount) < 1));
    if (trap) scored.trapPrice = trap.trim().slice(0, 120);
  }
  return scored;
}

function amountsIn(line: string): number[] {
  return [...line.matchAll(/(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*(m(?:illion)?\b|k\b)?/gi)].map((match) => {
    const value = Number(`${match[1]!.replaceAll(",", "")}${match[2] ?? ""}`);
    const unit = match[3]?.toLowerCase();
    return unit?.startsWith("m") ? value * 1e6 : unit === "k" ? value * 1e3 : value;
  });
}

export function scoreTexts(items: LabelledText[]): Scored[] {
  return items.map((item) => score(item, listingFromText(item.text, { source: "text", sourceSite: "pasted-text" })));
}

// ---------------------------------------------------------------------------------------------
// The real pages and bank lists

interface PageLabel {
  file: string;
  url: string;
  list?: boolean;
  labels?: Labels;
}

export interface ListRefusal {
  file: string;
  refused: boolean;
  count?: number;
  candidates: number;
}

function pageLabels(): PageLabel[] {
  return (JSON.parse(readFileSync(join(LABELS_DIR, "real-pages.json"), "utf8")) as { pages: PageLabel[] }).pages;
}

/** Every real page: list pages must be refused with their candidates, detail pages read right. */
export function scorePages(): { scored: Scored[]; lists: ListRefusal[] } {
  const scored: Scored[] = [];
  const lists: ListRefusal[] = [];
  for (const page of pageLabels().filter((label) => !label.file.endsWith(".pdf"))) {
    const html = readFileSync(join(SHARED_DIR, page.file), "utf8");
    const { primary, listPage } = extractListings(html, page.url);
    if (page.list) {
      lists.push({
        file: page.file,
        refused: !primary && !!listPage,
        count: listPage?.count,
        candidates: listPage?.candidates.length ?? 0,
      });
    } else if (page.labels) {
      scored.push(score({ source: "real pages", id: page.file, text: "", labels: page.labels }, primary));
    }
  }
  return { scored, lists };
}

/** The bank lists uploaded as PDFs: their text must read as a list, never as one listing. */
export async function scorePdfLists(pdfText: (bytes: Uint8Array) => Promise<string>): Promise<ListRefusal[]> {
  const lists: ListRefusal[] = [];
  for (const page of pageLabels().filter((label) => label.file.endsWith(".pdf"))) {
    const text = await pdfText(new Uint8Array(readFileSync(join(SHARED_DIR, page.file))));
    const verdict = textListVerdict(text);
    lists.push({
      file: page.file,
      refused: !!verdict,
      count: verdict?.count,
      candidates: verdict?.candidates.length ?? 0,
    });
  }
  return lists;
}

// ---------------------------------------------------------------------------------------------
// Tallies

export interface Tally {
  right: number;
  all: number;
}

export function tally(scored: Scored[], by: (item: Scored, field: Field) => string | null): Map<string, Tally> {
  const totals = new Map<string, Tally>();
  for (const item of scored) {
    for (const [field, result] of Object.entries(item.fields) as [Field, { right: boolean }][]) {
      const key = by(item, field);
      if (key === null) continue;
      const entry = totals.get(key) ?? { right: 0, all: 0 };
      entry.all += 1;
      entry.right += result.right ? 1 : 0;
      totals.set(key, entry);
    }
  }
  return totals;
}

export const percent = ({ right, all }: Tally) => (all ? (right / all) * 100 : 0);
