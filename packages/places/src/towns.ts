/**
 * Towns (cities and municipalities) and their lookups. A spelling several towns share means the
 * towns real listings name (the listed ones) when any of them has it, otherwise every PSGC town
 * that has it; the caller settles a shared name with the province the text states.
 */
import type { Region } from "./hand/spellings";
import { placeKey } from "./key";
import { GAZETTEER } from "./load";
import type { TownRow } from "./types";

export interface Town {
  /** Unique: the name, with ", Province" where another town shares it (never for Metro Manila's). */
  readonly id: string;
  readonly name: string;
  readonly province: string;
  readonly region: Region;
  readonly code: string;
  readonly city: boolean;
  readonly listed: boolean;
  readonly standalone: boolean;
  readonly metro?: string;
  readonly spellings: readonly string[];
}

function idsOf(rows: readonly TownRow[]): string[] {
  const count = (filter: (row: TownRow) => boolean) => {
    const counts = new Map<string, number>();
    for (const row of rows.filter(filter)) counts.set(placeKey(row.name), (counts.get(placeKey(row.name)) ?? 0) + 1);
    return counts;
  };
  const listed = count((row) => row.listed);
  const all = count(() => true);
  return rows.map((row) => {
    const key = placeKey(row.name);
    const shared = row.listed ? (listed.get(key) ?? 0) > 1 : (all.get(key) ?? 0) > 1;
    return shared && row.province !== "Metro Manila" ? `${row.name}, ${row.province}` : row.name;
  });
}

const IDS = idsOf(GAZETTEER.towns);
export const TOWNS: readonly Town[] = GAZETTEER.towns.map((row, i) => ({
  id: IDS[i]!,
  name: row.name,
  province: row.province,
  region: row.region,
  code: row.code,
  city: row.city,
  listed: row.listed,
  standalone: row.standalone,
  ...(row.metro ? { metro: row.metro } : {}),
  spellings: row.spellings,
}));
const ROWS = new Map(TOWNS.map((town, i) => [town, GAZETTEER.towns[i]!]));
const BY_ID = new Map(TOWNS.map((town) => [town.id, town]));

/** Every key a town answers to: its name and spellings, with and without "City". */
export function townKeys(town: Town): string[] {
  const keys = new Set<string>();
  for (const form of [town.name, ...town.spellings]) {
    const key = placeKey(form);
    keys.add(key);
    keys.add(key.replace(/^city of /, "").replace(/ city$/, ""));
  }
  return [...keys].filter(Boolean);
}

const BY_KEY = new Map<string, Town[]>();
for (const town of TOWNS) {
  for (const key of townKeys(town)) {
    const list = BY_KEY.get(key) ?? [];
    list.push(town);
    BY_KEY.set(key, list);
  }
}

export function townById(id: string | undefined): Town | undefined {
  return id ? BY_ID.get(id) : undefined;
}

/**
 * The towns a spelling may be ("Talisay" → three listed ones): the listed towns that have it, or
 * PSGC's others when none does; every town that has it with `every`.
 */
export function townsNamed(text: string | undefined, every = false): readonly Town[] {
  const key = placeKey(text).replace(/^city of /, "");
  const found = BY_KEY.get(key) ?? BY_KEY.get(key.replace(/ city$/, "")) ?? [];
  const listed = found.filter((town) => town.listed);
  return listed.length && !every ? listed : found;
}

/** The one town a spelling means within `province` (any PSGC town there) or at all; undefined when unknown or shared. */
export function townNamed(text: string | undefined, province?: string): Town | undefined {
  const towns = townsNamed(text, !!province).filter((town) => !province || town.province === province);
  return towns.length === 1 ? towns[0] : undefined;
}

/** Its barangays, PSGC spelling. */
export function barangaysOf(town: Town): string[] {
  return (ROWS.get(town)?.barangays ?? "").split("|").filter(Boolean);
}

/** Its barangays the listing datasets name with it, with how many rows do. */
export function seenBarangays(town: Town): Readonly<Record<string, number>> {
  return ROWS.get(town)?.seen ?? {};
}
