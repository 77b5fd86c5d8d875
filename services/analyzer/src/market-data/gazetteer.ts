/**
 * Cities and municipalities of the listing data, with their province and region (PSGC, with the
 * 2024 Negros Island Region), in the house spelling of services/scraper/src/extract/places.ts:
 * the name people use without "City of"; "City" kept only where the bare word is also a province
 * ("Cebu City", "Quezon City", "Batangas City"). Independent cities sit in the province they lie in
 * (Davao City → Davao del Sur, Bacolod → Negros Occidental) so a province row can stand in for them.
 * Metro Manila is both the province and the region of its seventeen cities.
 */
import {
  CITY_FORM_OWNER,
  DISTRICTS,
  PROVINCE_ALIASES,
  PROVINCES,
  REGION_ALIASES,
  type Region,
  STANDALONE_CITIES,
} from "@suri/places";
import { normalizePlace } from "./resolve";

export type { Region } from "@suri/places";

export interface PlaceEntry {
  /** Unique display name: the city, with ", Province" when the bare name recurs elsewhere (not for Metro Manila's). */
  readonly id: string;
  readonly city: string;
  readonly province: string;
  readonly region: Region;
  /** Normalised spellings; a name shared by several provinces (ambiguous) needs the province to match. */
  readonly aliases: readonly string[];
  readonly ambiguous: boolean;
}

/** Lower case, accents off, "Sta."/"Sto."/"Gen." spelled out: the form aliases are compared in. */
export function placeKey(value: string | undefined): string {
  return normalizePlace(value)
    .replace(/\bsta\b/g, "santa")
    .replace(/\bsto\b/g, "santo")
    .replace(/\bgen\b/g, "general")
    .replace(/\bbrgy\b|\bbarangay\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const PROVINCE_WORDS = new Set(PROVINCES.map(([p]) => placeKey(p)));

function aliasesOf(city: string, province: string, ambiguous: boolean, extra: readonly string[]): string[] {
  const key = placeKey(city);
  const bare = key.replace(/ city$/, "");
  const forms = new Set([key, ...extra.map(placeKey)]);
  const owner = CITY_FORM_OWNER[key];
  if (ambiguous && owner !== undefined && owner !== province) {
    // Another town of this name owns "X City".
  } else if (bare !== key && PROVINCE_WORDS.has(bare)) {
    forms.add(`city of ${bare}`);
  } else if (bare === key) {
    forms.add(`${key} city`);
    forms.add(`city of ${key}`);
  } else {
    forms.add(bare);
    forms.add(`city of ${bare}`);
  }
  return [...forms];
}

function buildEntries(): PlaceEntry[] {
  const raw = PROVINCES.flatMap(([province, region, list]) =>
    list.split(";").map((item) => {
      const [name = "", extra = ""] = item.trim().split("=");
      return { city: name.trim(), province, region, extra: extra ? extra.split("|") : [] };
    }),
  );
  const countByName = new Map<string, number>();
  for (const r of raw) countByName.set(placeKey(r.city), (countByName.get(placeKey(r.city)) ?? 0) + 1);
  return raw.map((r) => {
    const ambiguous = (countByName.get(placeKey(r.city)) ?? 0) > 1;
    return {
      // Metro Manila's city keeps the bare name ("San Juan"), as the scraper spells it.
      id: ambiguous && r.province !== "Metro Manila" ? `${r.city}, ${r.province}` : r.city,
      city: r.city,
      province: r.province,
      region: r.region,
      aliases: aliasesOf(r.city, r.province, ambiguous, r.extra),
      ambiguous,
    };
  });
}

export const PLACES: readonly PlaceEntry[] = buildEntries();

export const REGION_OF_PROVINCE: ReadonlyMap<string, Region> = new Map(PROVINCES.map(([p, r]) => [p, r]));

const PLACE_BY_ID = new Map(PLACES.map((p) => [p.id, p]));
const PLACES_BY_ALIAS = new Map<string, PlaceEntry[]>();
for (const p of PLACES) {
  for (const a of p.aliases) PLACES_BY_ALIAS.set(a, [...(PLACES_BY_ALIAS.get(a) ?? []), p]);
}
const PROVINCE_BY_KEY = new Map<string, string>([
  ...PROVINCES.map(([p]) => [placeKey(p), p] as [string, string]),
  ...Object.entries(PROVINCE_ALIASES).map(([k, v]) => [placeKey(k), v] as [string, string]),
]);
const REGION_BY_KEY = new Map<string, Region>([
  ...[...new Set(PROVINCES.map(([, r]) => r))].map((r) => [placeKey(r), r] as [string, Region]),
  ...Object.entries(REGION_ALIASES).flatMap(([r, forms]) => forms.map((f) => [placeKey(f), r as Region] as const)),
]);

const REGION_PHRASES = [...REGION_BY_KEY.keys()].sort((x, y) => y.length - x.length);

export function placeById(id: string): PlaceEntry | undefined {
  return PLACE_BY_ID.get(id);
}

/** The city a district, village or estate belongs to ("BGC" → Taguig, "Mactan" → Lapu-Lapu). */
export function cityOfDistrict(name: string | undefined): PlaceEntry | undefined {
  const id = DISTRICTS[placeKey(name)];
  return id ? placeById(id) : undefined;
}

/** Every entry a spelling may mean ("talisay" → three); empty when unknown. */
export function placesByAlias(name: string | undefined): readonly PlaceEntry[] {
  return PLACES_BY_ALIAS.get(placeKey(name)) ?? [];
}

/** The province a spelling names ("Negros Occ." → "Negros Occidental"), if any. */
export function provinceByName(name: string | undefined): string | undefined {
  return PROVINCE_BY_KEY.get(placeKey(name));
}

/** A region from its name or a numbered form, also inside longer labels ("REGION VII (CENTRAL VISAYAS)"). */
export function regionByName(name: string | undefined): Region | undefined {
  const key = placeKey(name);
  if (key === "") return undefined;
  const exact = REGION_BY_KEY.get(key);
  if (exact) return exact;
  const phrase = REGION_PHRASES.find((p) => ` ${key} `.includes(` ${p} `));
  return phrase ? REGION_BY_KEY.get(phrase) : undefined;
}

/**
 * The entry a city name means, using the province when the name is shared; a shared name
 * without a province is undecided (undefined), never a guess.
 */
export function findCity(name: string | undefined, province?: string): PlaceEntry | undefined {
  const candidates = placesByAlias(name);
  if (candidates.length === 0) return undefined;
  const provinceName = province ? (provinceByName(province) ?? province) : undefined;
  if (provinceName) {
    const inProvince = candidates.filter((c) => c.province === provinceName);
    if (inProvince.length === 1) return inProvince[0];
    if (inProvince.length === 0 && candidates.length === 1 && !candidates[0]!.ambiguous) return candidates[0];
    return undefined;
  }
  return candidates.length === 1 ? candidates[0] : undefined;
}

export function standsAlone(entry: PlaceEntry): boolean {
  return !entry.ambiguous && STANDALONE_CITIES.has(entry.city);
}

/** Scanning phrases for free text: every alias and province spelling, longest first. */
export const CITY_PHRASES: readonly string[] = [...PLACES_BY_ALIAS.keys()].sort((a, b) => b.length - a.length);
export const PROVINCE_PHRASES: readonly string[] = [...PROVINCE_BY_KEY.keys()].sort((a, b) => b.length - a.length);
