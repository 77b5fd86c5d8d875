/**
 * Provinces with their regions (PSGC, 2024: the Negros Island Region and both Maguindanao
 * provinces), and the province of the cities and municipalities listings name most often. Used to
 * read addresses ("…, Binangonan, Rizal": the part before the province is the town) and to keep a
 * province consistent with its city (a Binangonan house is in Rizal, never in Metro Manila).
 */

import {
  PROVINCE_ALIASES as ALIASES,
  EXTRA_PROVINCE_ALIASES,
  PROVINCE_REGIONS,
  PROVINCES as TOWN_TABLE,
} from "@suri/places";

/** Other names pages use for a province (both tables of the gazetteer). */
const PROVINCE_ALIASES: Record<string, string> = { ...EXTRA_PROVINCE_ALIASES, ...ALIASES };

/** Towns and cities by province, house spelling, from the one gazetteer both services read. */
const TOWNS: Record<string, string[]> = Object.fromEntries(
  TOWN_TABLE.filter(([province]) => province !== "Metro Manila").map(([province, , cities]) => [
    province,
    cities.split(";").flatMap((entry) => {
      const [name, spellings] = entry.split("=");
      return [name!.trim(), ...(spellings ? spellings.split("|").map((spelling) => spelling.trim()) : [])];
    }),
  ]),
);

export const METRO_MANILA = "Metro Manila";

/** The seventeen cities and municipality of Metro Manila, house spelling. */
export const METRO_MANILA_CITIES: readonly string[] = [
  "Manila",
  "Makati",
  "Taguig",
  "Pasig",
  "Mandaluyong",
  "Quezon City",
  "Pasay",
].concat([
  "Parañaque",
  "Las Piñas",
  "Muntinlupa",
  "Marikina",
  "Caloocan",
  "Valenzuela",
  "Malabon",
  "Navotas",
  "San Juan",
  "Pateros",
]);

/** Lower case, accents removed, punctuation to single spaces: the key every table lookup uses. */
export function placeKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const PROVINCES = new Map<string, string>([
  ...Object.keys(PROVINCE_REGIONS).map((name) => [placeKey(name), name] as [string, string]),
  ...Object.entries(PROVINCE_ALIASES).map(([alias, name]) => [placeKey(alias), name] as [string, string]),
]);

/**
 * Province of each town key. A town name two provinces share (San Fernando, Talisay, Santo Tomas,
 * San Carlos, Rosario, Santa Cruz, Alaminos, San Juan) has no single province and maps to null.
 */
const TOWN_PROVINCE = new Map<string, string | null>();
for (const [province, towns] of Object.entries(TOWNS)) {
  for (const town of towns) {
    const key = placeKey(town);
    TOWN_PROVINCE.set(key, TOWN_PROVINCE.has(key) ? null : province);
  }
}
for (const city of METRO_MANILA_CITIES) TOWN_PROVINCE.set(placeKey(city), METRO_MANILA);
// San Juan is a Metro Manila city and a Batangas town; the Metro Manila one is meant unless a province says otherwise.

/** A province's house spelling, or undefined when the text is not a province. */
export function provinceNamed(text: string): string | undefined {
  const key = placeKey(text).replace(/^province of /, "");
  if (key === "metro manila" || key === "ncr" || key === "national capital region") return METRO_MANILA;
  return PROVINCES.get(key);
}

export function regionOfProvince(province: string | undefined): string | undefined {
  if (!province) return undefined;
  return province === METRO_MANILA ? METRO_MANILA : PROVINCE_REGIONS[province];
}

/** Table keys to try for a town: as written, without "City", with "City" ("Naga City" is not Naga, Cebu). */
function townKeys(town: string): string[] {
  const key = placeKey(town).replace(/^city of /, "");
  return [key, key.replace(/ city$/, ""), `${key} city`];
}

/** The province of a town or city the table knows; undefined when unknown or ambiguous. */
export function provinceOfTown(town: string | undefined): string | undefined {
  if (!town) return undefined;
  const key = townKeys(town).find((candidate) => TOWN_PROVINCE.has(candidate));
  return key ? (TOWN_PROVINCE.get(key) ?? undefined) : undefined;
}

/** Whether the table knows the town (in any province). */
export function isKnownTown(town: string): boolean {
  return townKeys(town).some((candidate) => TOWN_PROVINCE.has(candidate));
}
