/**
 * Builds src/barangays-data.ts: which town each barangay lies in, as the listing datasets of
 * ../shared/data/listings pair them (a "Barangay" column beside a "Town/City" one, or a
 * "Barangay, Town" location). Only pairs whose town the gazetteer knows are kept, with how many
 * listings name them. Run: `npx tsx packages/places/scripts/build-barangays.ts` (needs ../shared).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PROVINCES } from "../src/gazetteer-data";

const HERE = dirname(fileURLToPath(import.meta.url));
const SHARED = process.env.SHARED_DIR ?? "/work/shared";

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[index + 1] === "\n") index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += char;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

const key = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** Town key → [town, province] in the gazetteer's spelling (a shared name keeps every province). */
const TOWNS = new Map<string, [string, string][]>();
for (const [province, , cities] of PROVINCES) {
  for (const entry of cities.split(";")) {
    const [raw, spellings] = entry.split("=");
    const name = raw!.trim();
    for (const spelling of [name, ...(spellings ? spellings.split("|") : [])]) {
      for (const k of new Set([key(spelling), key(spelling).replace(/ city$/, "")])) {
        const list = TOWNS.get(k) ?? [];
        if (!list.some(([n, p]) => n === name && p === province)) list.push([name, province]);
        TOWNS.set(k, list);
      }
    }
  }
}

interface Source {
  file: string;
  pairs(rows: Record<string, string>[]): [barangay: string, town: string, province?: string][];
}

const splitLocation = (location: string | undefined): [string, string][] => {
  const parts = (location ?? "").split(",").map((part) => part.trim());
  return parts.length === 2 && parts[0] && parts[1] ? [[parts[0], parts[1]]] : [];
};

const SOURCES: Source[] = [
  {
    file: "ph_house_sale_lamudi_2023-08.csv",
    pairs: (rows) => rows.map((r) => [r.Barangay ?? "", r["Town/City"] ?? "", r.Region]),
  },
  {
    file: "laguna_house_sale_lamudi_2024-06.csv",
    pairs: (rows) => rows.map((r) => [r.Barangay ?? "", r.Municipality ?? "", "Laguna"]),
  },
  { file: "ph_house_sale_lamudi_2024-03.csv", pairs: (rows) => rows.flatMap((r) => splitLocation(r.Location)) },
  { file: "ph_houses_v2_lamudi_2022.csv", pairs: (rows) => rows.flatMap((r) => splitLocation(r.Location)) },
  { file: "ph_houses_v1_lamudi_2022-03.csv", pairs: (rows) => rows.flatMap((r) => splitLocation(r.Location)) },
  { file: "ph_apartments_lamudi_rent_and_sale.csv", pairs: (rows) => rows.flatMap((r) => splitLocation(r.location)) },
];

/** "barangay key" → "Town|Province" → listings. */
const counts = new Map<string, Map<string, number>>();
const spelled = new Map<string, string>();
for (const source of SOURCES) {
  const [header, ...rest] = parseCsv(
    readFileSync(join(SHARED, "data/listings", source.file), "utf8").replace(/^\uFEFF/, ""),
  );
  const rows = rest.map((cells) => Object.fromEntries(header!.map((name, index) => [name.trim(), cells[index] ?? ""])));
  for (const [barangay, town, region] of source.pairs(rows)) {
    const b = key(barangay);
    const towns = TOWNS.get(key(town)) ?? TOWNS.get(key(town).replace(/ city$/, ""));
    if (!b || b.length < 3 || !towns || /\d/.test(b) || TOWNS.has(b) || /\b(city|poblacion|proper|district)\b/.test(b))
      continue;
    const candidates =
      towns.length === 1 ? towns : towns.filter(([, province]) => region && key(region).includes(key(province)));
    if (candidates.length !== 1) continue;
    const [name, province] = candidates[0]!;
    const entry = counts.get(b) ?? new Map<string, number>();
    entry.set(`${name}|${province}`, (entry.get(`${name}|${province}`) ?? 0) + 1);
    counts.set(b, entry);
    if (!spelled.has(b)) spelled.set(b, barangay.trim());
  }
}

const lines = [...counts.entries()]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([b, towns]) => {
    const list = [...towns.entries()].sort((x, y) => y[1] - x[1]).map(([town, n]) => `${town}|${n}`);
    return `  [${JSON.stringify(b)}, ${JSON.stringify(spelled.get(b))}, ${JSON.stringify(list.join(";"))}],`;
  });
writeFileSync(
  join(HERE, "../src/barangays-data.ts"),
  `/**
 * Generated by scripts/build-barangays.ts — do not edit. Barangays and the towns the listing datasets
 * of ../shared/data/listings place them in (${SOURCES.map((s) => s.file).join(", ")}; sources and dates in
 * that folder's README), as [key, spelling, "Town|Province|listings;…"]. A barangay several towns
 * share keeps them all; the reader decides with the province the text states.
 */
export const BARANGAY_TOWNS: readonly [key: string, spelling: string, towns: string][] = [
${lines.join("\n")}
];
`,
);
console.log(`${counts.size} barangays`);
