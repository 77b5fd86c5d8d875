/**
 * The analyzer's view of the one gazetteer (@suri/places, PSGC): cities and municipalities with
 * their province and region, in the house spelling — the name people use without "City of";
 * "City" kept only where the bare word is also a province ("Cebu City", "Batangas City").
 * Independent cities sit in the province they lie in (Davao City → Davao del Sur) so a province
 * row can stand in for them; Metro Manila is both the province and the region of its cities. The
 * towns real listings name are the vocabulary titles are read for; any other PSGC town is found
 * by its name.
 */
import {
  cityFormOwner,
  localityNamed,
  PROVINCE_NAMES,
  PROVINCE_PHRASES,
  placeKey,
  provinceNamed,
  REGION_OF_PROVINCE,
  type Region,
  regionNamed,
  TOWNS,
  type Town,
  townById,
  townNamed,
  townsNamed,
} from "@suri/places";

export type { Region } from "@suri/places";
export { PROVINCE_PHRASES, placeKey, REGION_OF_PROVINCE };

export interface PlaceEntry {
  /** Unique display name: the city, with ", Province" when the bare name recurs elsewhere (not for Metro Manila's). */
  readonly id: string;
  readonly city: string;
  readonly province: string;
  readonly region: Region;
  /** Normalised spellings; a name shared by several provinces (ambiguous) needs the province to match. */
  readonly aliases: readonly string[];
  readonly ambiguous: boolean;
  readonly standalone: boolean;
}

const PROVINCE_WORDS = new Set(PROVINCE_NAMES.map((province) => placeKey(province)));

function aliasesOf(town: Town, ambiguous: boolean): string[] {
  const key = placeKey(town.name);
  const bare = key.replace(/ city$/, "");
  const forms = new Set([key, ...town.spellings.map((spelling) => placeKey(spelling))]);
  const owner = cityFormOwner(key);
  if (ambiguous && owner !== undefined && owner !== town.province) {
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

function entryOf(town: Town, ambiguous: boolean): PlaceEntry {
  const { id, name: city, province, region, standalone } = town;
  return { id, city, province, region, aliases: aliasesOf(town, ambiguous), ambiguous, standalone };
}

/** The towns real listings name: the vocabulary free text is scanned for. */
export const PLACES: readonly PlaceEntry[] = (() => {
  const listed = TOWNS.filter((town) => town.listed);
  const count = new Map<string, number>();
  for (const town of listed) count.set(placeKey(town.name), (count.get(placeKey(town.name)) ?? 0) + 1);
  return listed.map((town) => entryOf(town, (count.get(placeKey(town.name)) ?? 0) > 1));
})();

const PLACE_BY_ID = new Map(PLACES.map((p) => [p.id, p]));
const PLACES_BY_ALIAS = new Map<string, PlaceEntry[]>();
for (const p of PLACES) {
  for (const a of p.aliases) PLACES_BY_ALIAS.set(a, [...(PLACES_BY_ALIAS.get(a) ?? []), p]);
}

/** A listed town by its id, or any other PSGC town by its ("Binalbagan", "Liloan, Southern Leyte"). */
export function placeById(id: string): PlaceEntry | undefined {
  const listed = PLACE_BY_ID.get(id);
  if (listed) return listed;
  const town = townById(id);
  return town ? entryOf(town, id.includes(", ")) : undefined;
}

/** The city a district, village or estate belongs to ("BGC" → Taguig, "Mactan" → Lapu-Lapu). */
export function cityOfDistrict(name: string | undefined): PlaceEntry | undefined {
  const town = localityNamed(name)?.town;
  return town ? placeById(town.id) : undefined;
}

/** Every entry a spelling may mean ("talisay" → three listed towns); other PSGC towns when no listed one has it. */
export function placesByAlias(name: string | undefined): readonly PlaceEntry[] {
  const listed = PLACES_BY_ALIAS.get(placeKey(name));
  if (listed) return listed;
  const others = townsNamed(name).filter((town) => !town.listed);
  return others.map((town) => entryOf(town, others.length > 1));
}

/** Whether a listed town goes by this spelling. */
export function isListedTownName(name: string | undefined): boolean {
  return PLACES_BY_ALIAS.has(placeKey(name));
}

/** The province a spelling names ("Negros Occ." → "Negros Occidental"), if any. */
export function provinceByName(name: string | undefined): string | undefined {
  return provinceNamed(name);
}

/** A region from its name or a numbered form, also inside longer labels ("REGION VII (CENTRAL VISAYAS)"). */
export function regionByName(name: string | undefined): Region | undefined {
  return regionNamed(name);
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
    // "Liloan" in Southern Leyte: PSGC's town of that province, not the listed one elsewhere.
    const psgc = inProvince.length === 0 ? townNamed(name, provinceName) : undefined;
    if (psgc) return placeById(psgc.id);
    if (inProvince.length === 0 && candidates.length === 1 && !candidates[0]!.ambiguous) return candidates[0];
    return undefined;
  }
  return candidates.length === 1 ? candidates[0] : undefined;
}

export function standsAlone(entry: PlaceEntry): boolean {
  return !entry.ambiguous && entry.standalone;
}

/** Scanning phrases for free text: every alias of the listed towns, longest first. */
export const CITY_PHRASES: readonly string[] = [...PLACES_BY_ALIAS.keys()].sort((a, b) => b.length - a.length);
