/**
 * Provinces, regions, localities and barangays: the one province → region table, the ways pages
 * write provinces and regions, and which towns a barangay or locality name belongs to.
 */
import type { Region } from "./hand/spellings";
import { placeKey } from "./key";
import { GAZETTEER } from "./load";
import { barangaysOf, seenBarangays, TOWNS, type Town } from "./towns";

export const METRO_MANILA = "Metro Manila";

/** Province → region (PSGC; "Metro Manila" for the capital region's cities). */
export const REGION_OF_PROVINCE: ReadonlyMap<string, Region> = new Map(GAZETTEER.provinces);
export const PROVINCE_NAMES: readonly string[] = GAZETTEER.provinces.map(([name]) => name);

const PROVINCE_BY_KEY = new Map<string, string>([
  ...PROVINCE_NAMES.map((name) => [placeKey(name), name] as const),
  ...Object.entries(GAZETTEER.provinceAliases).map(([alias, name]) => [placeKey(alias), name] as const),
]);
const REGION_BY_KEY = new Map<string, Region>([
  ...[...new Set(REGION_OF_PROVINCE.values())].map((region) => [placeKey(region), region] as const),
  ...Object.entries(GAZETTEER.regionAliases).flatMap(([region, forms]) =>
    forms.map((form) => [placeKey(form), region as Region] as const),
  ),
]);
const REGION_PHRASES = [...REGION_BY_KEY.keys()].sort((a, b) => b.length - a.length);

/** A province's name from any way pages write it ("Negros Occ.", "Province of Rizal", "NCR" → Metro Manila). */
export function provinceNamed(text: string | undefined): string | undefined {
  return PROVINCE_BY_KEY.get(placeKey(text).replace(/^province of /, ""));
}

export function regionOfProvince(province: string | undefined): Region | undefined {
  return province ? REGION_OF_PROVINCE.get(province) : undefined;
}

/** A region from its name or a numbered form, also inside longer labels ("REGION VII (CENTRAL VISAYAS)"). */
export function regionNamed(text: string | undefined): Region | undefined {
  const key = placeKey(text);
  if (!key) return undefined;
  const exact = REGION_BY_KEY.get(key);
  if (exact) return exact;
  const phrase = REGION_PHRASES.find((p) => ` ${key} `.includes(` ${p} `));
  return phrase ? REGION_BY_KEY.get(phrase) : undefined;
}

/** Every spelling of every province, longest first (for scanning text). */
export const PROVINCE_PHRASES: readonly string[] = [...PROVINCE_BY_KEY.keys()].sort((a, b) => b.length - a.length);

/** A city field's bare word that means the city ("Cebu" → Cebu City), else undefined. */
export function cityWord(text: string | undefined): string | undefined {
  return GAZETTEER.cityWords[placeKey(text)];
}

/** The town id listings mean by a Metro Cebu barangay name another Metro Cebu town shares ("guadalupe" → Cebu City). */
export function metroCebuBarangayTown(key: string): string | undefined {
  return GAZETTEER.metroCebuBarangayTown[key];
}

/** Of listed towns sharing a name, the province of the one that owns "X City" ("" when none does). */
export function cityFormOwner(key: string): string | undefined {
  return GAZETTEER.cityFormOwner[key];
}

export interface Locality {
  readonly key: string;
  readonly town: Town;
  /** The barangay it lies in, when it is not one itself. */
  readonly barangay?: string;
  readonly isBarangay: boolean;
  /** Stands for its town on its own in an address ("BGC", "Cebu IT Park"). */
  readonly standalone: boolean;
}

export const LOCALITIES: readonly Locality[] = GAZETTEER.localities.map((row) => ({
  key: row.key,
  town: TOWNS[row.town]!,
  ...(row.barangay ? { barangay: row.barangay } : {}),
  isBarangay: row.isBarangay,
  standalone: row.standalone,
}));
const LOCALITY_BY_KEY = new Map(LOCALITIES.map((locality) => [locality.key, locality]));

/** An estate, district, island or sitio people name instead of their town ("BGC" → Taguig). */
export function localityNamed(text: string | undefined): Locality | undefined {
  return LOCALITY_BY_KEY.get(placeKey(text));
}

export interface BarangayTown {
  readonly town: Town;
  /** PSGC spelling. */
  readonly barangay: string;
  /** Rows of the listing datasets that name this barangay with this town. */
  readonly listings: number;
}

let barangayTowns: { byKey: Map<string, BarangayTown[]>; byCompactKey: Map<string, BarangayTown[]> } | undefined;

/** A key without its spaces: "Cot-Cot" and "Cotcot", "Pit-os" and "Pitos" are one name. */
const compactKey = (key: string) => key.replace(/ /g, "");

/** Barangay key → its towns, built on first use: 42,011 names are keyed only when a reader asks. */
function barangayIndex(): NonNullable<typeof barangayTowns> {
  if (barangayTowns) return barangayTowns;
  barangayTowns = { byKey: new Map(), byCompactKey: new Map() };
  for (const town of TOWNS) {
    const seen = seenBarangays(town);
    for (const barangay of barangaysOf(town)) {
      const key = placeKey(barangay);
      const entry = { town, barangay, listings: seen[barangay] ?? 0 };
      addTo(barangayTowns.byKey, key, entry);
      addTo(barangayTowns.byCompactKey, compactKey(key), entry);
    }
  }
  return barangayTowns;
}

function addTo(index: Map<string, BarangayTown[]>, key: string, entry: BarangayTown): void {
  const list = index.get(key);
  if (list) list.push(entry);
  else index.set(key, [entry]);
}

/**
 * Every town PSGC lists a barangay of this name in, most-named by listings first. `loose`: also a name PSGC
 * spells with a hyphen or a space where the text does not, or the other way round ("Cot-Cot" for Cotcot), when
 * no name matches exactly.
 */
export function townsOfBarangay(name: string | undefined, loose = false): readonly BarangayTown[] {
  const key = placeKey(name);
  const index = barangayIndex();
  const exact = index.byKey.get(key);
  const found = exact ?? (loose && key ? index.byCompactKey.get(compactKey(key)) : undefined) ?? [];
  return [...found].sort((a, b) => b.listings - a.listings);
}
