import { clipText } from "@suri/contracts";
/**
 * "Label: value" facts in page text, as listing sites print them in tables, definition lists
 * and bullet lists: "Lot Area (sqm): 36.00", or the label on one line and the value on the next.
 */

export type FieldName =
  | "price"
  | "lotArea"
  | "floorArea"
  | "bedrooms"
  | "bathrooms"
  | "type"
  | "city"
  | "province"
  | "region"
  | "barangay"
  | "address"
  | "developer"
  | "project"
  | "parking"
  | "dues"
  | "posted"
  | "status"
  | "remarks";

/** Per field, label patterns from the most to the least specific; the first that yields a value wins. */
const LABELS: Record<FieldName, string[]> = {
  price: [
    "(?:selling|listed|list|asking|sale|cash|offer|contract|total contract|minimum bid|min\\.? bid|bid|lot) price",
    "price",
    "tcp",
  ],
  lotArea: ["lot area", "land area", "lot size", "land size", "lot"],
  floorArea: ["floor area", "floor size", "building area", "living area", "built-?up area", "house area"],
  bedrooms: ["(?:no\\.? of |number of )?bedrooms?", "beds?", "br"],
  bathrooms: ["(?:no\\.? of |number of )?bathrooms?", "baths?", "t\\s?&\\s?b"],
  type: ["property type", "type of property", "type", "classification"],
  city: [
    "city\\s?/\\s?municipality",
    "city or municipality",
    "municipality\\s?/\\s?city",
    "city",
    "municipality",
    "town",
  ],
  province: ["province"],
  region: ["region"],
  barangay: ["barangay", "brgy\\.?"],
  address: ["property location(?: \\(address\\))?", "property address", "complete address", "address", "location"],
  developer: ["developer", "developed by", "builder"],
  project: ["project(?: name)?", "building(?: name)?", "condominium", "development", "subdivision", "community"],
  parking: ["parking(?: slots?| spaces?)?", "car ?parks?", "garages?"],
  dues: ["(?:monthly )?association dues?", "condo dues?", "monthly dues?", "dues"],
  posted: ["date posted", "posted on", "posted", "date listed", "listed on", "last updated", "updated"],
  status: ["(?:property |unit |project )?status", "availability", "turnover"],
  remarks: ["remarks?", "notes?", "occupancy(?: status)?", "property status", "status of (?:the )?property"],
};

interface LabelMatch {
  /** Whatever the label itself says in brackets, e.g. "(sqm)". */
  labelNote: string;
  value: string;
  /** The label's line (and the value's, when it is on the next one), to show where the value came from. */
  snippet: string;
}

const COMPILED = Object.fromEntries(
  Object.entries(LABELS).map(([field, labels]) => [
    field,
    // A value on the label's own line needs a colon or a dash; a bare label takes the next line.
    labels.map(
      (label) => new RegExp(`^(?:${label})(?![a-z])\\s*(\\([^)]*\\))?\\s*(?:[:：]\\s*(.*)|[-–]\\s+(.*)|$)`, "i"),
    ),
  ]),
) as Record<FieldName, RegExp[]>;

const ANY_LABEL = Object.values(COMPILED).flat();

/** Candidate values for a field, best label first, each line's value or the next line's. */
export function* labelledValues(lines: string[], field: FieldName): Generator<LabelMatch> {
  for (const pattern of COMPILED[field]) {
    for (let index = 0; index < lines.length; index += 1) {
      const line = lines[index] ?? "";
      if (line.length > 200) continue;
      const match = pattern.exec(line);
      if (!match) continue;
      const sameLine = (match[2] ?? match[3] ?? "").trim();
      const next = lines[index + 1];
      const value = sameLine || (next && !looksLikeLabel(next) ? next : "");
      if (value) yield { labelNote: match[1] ?? "", value, snippet: sameLine ? line : `${line} ${value}` };
    }
  }
}

function looksLikeLabel(line: string): boolean {
  return line.length < 40 && /:\s*$/.test(line) && ANY_LABEL.some((pattern) => pattern.test(line));
}

/** The first candidate a parser accepts. */
export function firstLabelled<T>(
  lines: string[],
  field: FieldName,
  parse: (value: string, labelNote: string) => T | null | undefined,
): T | undefined {
  for (const { value, labelNote } of labelledValues(lines, field)) {
    const parsed = parse(value, labelNote);
    if (parsed !== null && parsed !== undefined) return parsed;
  }
  return undefined;
}

/** The first candidate a parser accepts, with the words it was read from. */
export function firstLabelledWithSnippet<T>(
  lines: string[],
  field: FieldName,
  parse: (value: string, labelNote: string) => T | null | undefined,
): { value: T; snippet: string } | undefined {
  for (const { value, labelNote, snippet } of labelledValues(lines, field)) {
    const parsed = parse(value, labelNote);
    if (parsed !== null && parsed !== undefined) return { value: parsed, snippet: clipText(snippet, 200) };
  }
  return undefined;
}
