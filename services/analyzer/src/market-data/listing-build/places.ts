/**
 * Place of a listing row from its location field or its title: city/municipality, province and
 * region in the house spelling, from the one gazetteer (@suri/places, PSGC). A shared name
 * ("Talisay", "San Fernando") counts only beside its province; districts and villages people name instead of their city ("BF Homes", "Mactan",
 * "Mandani Bay") count as their city; Metro Cebu barangays count only when the row is in Cebu.
 * Text after "near", "nr." or "along" names a landmark, not the listing's place, and is ignored.
 */

import {
  barangaysOf,
  cityWord,
  LOCALITIES,
  localityNamed,
  metroCebuBarangayTown,
  TOWNS,
  townsOfBarangay,
} from "@suri/places";
import {
  CITY_PHRASES,
  findCity,
  isListedTownName,
  type PlaceEntry,
  PROVINCE_PHRASES,
  placeById,
  placeKey,
  placesByAlias,
  provinceByName,
  REGION_OF_PROVINCE,
  type Region,
  standsAlone,
} from "../gazetteer";

export interface ListingPlace {
  readonly city?: string;
  /** The barangay the text names, when it belongs to the city found. */
  readonly barangay?: string;
  readonly province?: string;
  readonly region?: Region;
}

/**
 * Metro Cebu barangays (PSGC), read only for rows known to be in Cebu province (Dot Property writes
 * "guadalupe cebu"), as barangay key → its spelling and town id. A name several Metro Cebu towns
 * share (Banilad, Basak, Bulacao, Looc, Tayud, Poblacion, San Roque, Santa Cruz, Cogon …) is left
 * out on purpose, such rows stay unplaced, unless listings mean one town by it (Guadalupe).
 */
/** A barangay name that many towns of the country have is generic. */
const GENERIC_NAME_TOWNS = 20;

const CEBU_BARANGAYS: ReadonlyMap<string, readonly [spelling: string, city: string]> = (() => {
  const owners = new Map<string, [string, string][]>();
  for (const town of TOWNS.filter((t) => t.metro === "Metro Cebu")) {
    for (const spelling of barangaysOf(town)) {
      const key = placeKey(spelling);
      // A Cebu town's name ("Alegria" of Cordova) or a name found all over the country ("Central") says too little.
      const generic = townsOfBarangay(key).length >= GENERIC_NAME_TOWNS && !metroCebuBarangayTown(key);
      if (findCity(key, "Cebu")?.province === "Cebu" || generic) continue;
      owners.set(key, [...(owners.get(key) ?? []), [spelling, town.id]]);
    }
  }
  const owner = (key: string, list: [string, string][]) =>
    list.length === 1 ? list[0] : list.find(([, id]) => id === metroCebuBarangayTown(key));
  return new Map(
    [...owners].flatMap(([key, list]) => {
      const found = owner(key, list);
      return found ? [[key, found] as const] : [];
    }),
  );
})();

interface Hit {
  readonly start: number;
  readonly end: number;
  readonly kind: "city" | "district" | "barangay" | "province";
  readonly phrase: string;
}

function findAll(text: string, phrase: string): number[] {
  const at: number[] = [];
  const padded = ` ${text} `;
  for (let i = padded.indexOf(` ${phrase} `); i >= 0; i = padded.indexOf(` ${phrase} `, i + 1)) at.push(i);
  return at;
}

/** Longest phrases first; a shorter phrase inside a longer hit ("cebu" in "cebu city") is skipped. */
function scan(text: string, withCebuBarangays: boolean): Hit[] {
  const hits: Hit[] = [];
  const taken = new Uint8Array(text.length + 2);
  const lists: [readonly string[], Hit["kind"]][] = [
    [DISTRICT_PHRASES, "district"],
    [withCebuBarangays ? CEBU_BARANGAY_PHRASES : [], "barangay"],
    [CITY_PHRASES, "city"],
    [PROVINCE_PHRASES, "province"],
  ];
  const all = lists
    .flatMap(([phrases, kind]) => phrases.map((phrase) => ({ phrase, kind })))
    .sort((a, b) => b.phrase.length - a.phrase.length);
  for (const { phrase, kind } of all) {
    for (const start of findAll(text, phrase)) {
      const end = start + phrase.length;
      if (taken.subarray(start, end).some((v) => v === 1)) continue;
      taken.fill(1, start, end);
      hits.push({ start, end, kind, phrase });
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}

const DISTRICT_PHRASES = LOCALITIES.map((locality) => locality.key);
const CEBU_BARANGAY_PHRASES = [...CEBU_BARANGAYS.keys()];

/** "House near SM Tanza, in General Trias" → drop the landmark after "near". */
export function stripLandmarks(text: string): string {
  return text.replace(
    /\b(?:near|nr|close to|beside|along|minutes? (?:away )?from|boundary of|accessible to|next to)\b\.?(?:\s*[^\s,|()]+){1,3}/gi,
    " ",
  );
}

function placeOf(entry: PlaceEntry): ListingPlace {
  return { city: entry.id, province: entry.province, region: entry.region };
}

function provinceOnly(province: string | undefined): ListingPlace {
  if (!province) return {};
  const region = REGION_OF_PROVINCE.get(province);
  return region ? { province, region } : {};
}

/** [spelling, city id] for every town the listing datasets or the Metro Cebu list place a barangay of this key in. */
function barangayTowns(key: string): (readonly [spelling: string, city: string])[] {
  const seen = townsOfBarangay(key)
    .filter((entry) => entry.listings > 0)
    .map((entry) => [entry.barangay, entry.town.id] as const);
  const cebu = CEBU_BARANGAYS.get(key);
  return cebu && !seen.some(([, city]) => city === cebu[1]) ? [...seen, cebu] : seen;
}

/**
 * The barangay of `city` that the text names ("tisa cebu" → Tisa), the first one in reading order;
 * a name that is also a city or district is not taken for a barangay.
 */
export function barangayOf(text: string, city: string | undefined): string | undefined {
  if (!city) return undefined;
  const words = placeKey(stripLandmarks(text)).split(" ");
  for (let i = 0; i < words.length; i++) {
    for (let n = Math.min(4, words.length - i); n >= 1; n--) {
      const phrase = words.slice(i, i + n).join(" ");
      const locality = localityNamed(phrase);
      if (locality?.barangay && locality.town.id === city) return locality.barangay;
      const hit = barangayTowns(phrase).find(([, c]) => c === city);
      if (hit && !isListedTownName(phrase)) return hit[0];
    }
  }
  return undefined;
}

function entryForHit(hit: Hit, provinces: ReadonlySet<string>): PlaceEntry | undefined {
  if (hit.kind === "district" || hit.kind === "barangay") {
    const id = localityNamed(hit.phrase)?.town.id ?? CEBU_BARANGAYS.get(hit.phrase)?.[1];
    const entry = id ? placeById(id) : undefined;
    return entry && (provinces.size === 0 || provinces.has(entry.province)) ? entry : undefined;
  }
  const candidates = placesByAlias(hit.phrase);
  const inProvince = candidates.filter((c) => provinces.has(c.province));
  if (inProvince.length === 1) return inProvince[0];
  if (candidates.length !== 1 || provinces.size > 0) return undefined;
  const only = candidates[0]!;
  return hit.phrase.includes("city") || standsAlone(only) ? only : undefined;
}

/**
 * The place named in free text (a title, a location line). `province` is what the row's source
 * already tells (OnePropertee and Dot Property rows are all in Cebu). Titles name the city last
 * ("… in Ortigas, Pasig"): `order: "last"`. Dot Property location lines start with the address and
 * run on into the description and the agent's name ("… Tisa, Cebu City House … Marisa Ocaya
 * Pitogo"): `order: "first"`. A city or district named outright beats a barangay either way.
 */
export function placeFromText(text: string, province?: string, order: "first" | "last" = "last"): ListingPlace {
  const key = placeKey(stripLandmarks(text));
  let hits = scan(key, province === "Cebu");
  const provinces = new Set<string>(
    hits.filter((h) => h.kind === "province").map((h) => provinceByName(h.phrase) ?? h.phrase),
  );
  if (province) provinces.add(province);
  if (province !== "Cebu" && provinces.has("Cebu")) hits = scan(key, true);
  const ordered = order === "last" ? [...hits].reverse() : hits;
  for (const kinds of [["city", "district"], ["barangay"]]) {
    for (const hit of ordered) {
      const entry = kinds.includes(hit.kind) ? entryForHit(hit, provinces) : undefined;
      if (!entry) continue;
      const barangay = barangayOf(text, entry.id);
      return { ...placeOf(entry), ...(barangay ? { barangay } : {}) };
    }
  }
  const lastProvince = [...hits].reverse().find((h) => h.kind === "province");
  return provinceOnly(province ?? (lastProvince ? provinceByName(lastProvince.phrase) : undefined));
}

/**
 * A structured city field ("Lapu-Lapu", "Las Pinas", "Cebu" on Lamudi meaning Cebu City),
 * with the row's text to settle shared names.
 */
export function placeFromCityField(cityField: string, context: string): ListingPlace {
  const key = placeKey(cityField);
  const bareCity = cityWord(key);
  if (bareCity) return placeOf(placeById(bareCity)!);
  const direct = findCity(cityField);
  if (direct) return placeOf(direct);
  const inText = placeFromText(`${context} , ${cityField}`);
  if (inText.city && placeById(inText.city)?.aliases.includes(key)) return inText;
  const provinces = scan(placeKey(context), false).filter((h) => h.kind === "province");
  for (const hit of provinces.reverse()) {
    const entry = findCity(cityField, provinceByName(hit.phrase));
    if (entry) return placeOf(entry);
  }
  return {};
}
