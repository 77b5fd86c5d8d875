/**
 * How many rows of the listing datasets of ../shared/data/listings name each barangay with its
 * town (a "Barangay" column beside a "Town/City" one, or a "Barangay, Town" location). Only pairs
 * PSGC confirms count: a barangay the town does not have ("Banawa, Cebu City": a sitio) is left out.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseCsv } from "@suri/kit/csv";
import { placeKey } from "../src/key";

interface Source {
  file: string;
  pairs(rows: Record<string, string>[]): [barangay: string, town: string, region?: string][];
}

const splitLocation = (location: string | undefined): [string, string][] => {
  const parts = (location ?? "").split(",").map((part) => part.trim());
  return parts.length === 2 && parts[0] && parts[1] ? [[parts[0], parts[1]]] : [];
};

export const LISTING_SOURCES: Source[] = [
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

export interface CountTown {
  province: string;
  /** Barangay key → PSGC spelling. */
  barangays: Map<string, string>;
  seen: Record<string, number>;
}

export interface CountReport {
  counted: number;
  /** Barangay words the datasets pair with a town that PSGC does not list there, with how many rows. */
  notPsgc: Map<string, number>;
}

/**
 * Adds each row's pair to its town's `seen`. `townsOf` gives the listed towns a spelling may be,
 * as the readers do; a shared name counts only when the row's region settles it.
 */
export function countListings(dir: string, townsOf: (key: string) => CountTown[]): CountReport {
  const report: CountReport = { counted: 0, notPsgc: new Map() };
  for (const source of LISTING_SOURCES) {
    const rows = parseCsv(readFileSync(join(dir, source.file), "utf8"));
    for (const [barangay, town, region] of source.pairs(rows)) {
      const key = placeKey(barangay);
      const towns = townsOf(placeKey(town));
      if (!key || key.length < 3 || /\d/.test(key) || /\b(city|poblacion|proper|district)\b/.test(key)) continue;
      if (!towns.length || townsOf(key).length) continue;
      const candidates =
        towns.length === 1 ? towns : towns.filter((t) => region && placeKey(region).includes(placeKey(t.province)));
      if (candidates.length !== 1) continue;
      const found = candidates[0]!;
      const spelling = found.barangays.get(key);
      if (!spelling) {
        const word = `${barangay.trim()} (${town.trim()})`;
        report.notPsgc.set(word, (report.notPsgc.get(word) ?? 0) + 1);
        continue;
      }
      found.seen[spelling] = (found.seen[spelling] ?? 0) + 1;
      report.counted += 1;
    }
  }
  return report;
}
