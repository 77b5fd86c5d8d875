/**
 * Place of a listing row from its location field or its title: city/municipality, province and
 * region in the house spelling. A shared name ("Talisay", "San Fernando") counts only beside its
 * province; districts and villages people name instead of their city ("BF Homes", "Mactan",
 * "Mandani Bay") count as their city; Metro Cebu barangays count only when the row is in Cebu.
 * Text after "near", "nr." or "along" names a landmark, not the listing's place, and is ignored.
 */

import { BARANGAY_TOWNS, DISTRICTS } from "@suri/places";
import {
  CITY_PHRASES,
  findCity,
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
 * Metro Cebu barangays, read only for rows known to be in Cebu province (Dot Property writes
 * "guadalupe cebu"). Names several Metro Cebu towns share (Banilad, Basak, Bulacao, Babag, Looc,
 * Tayud, Casili, Catarman, Cabadiangan, Lamac, Linao, Poblacion, San Roque, Santa Cruz, Cogon …)
 * are left out on purpose: such rows stay unplaced.
 */
const CEBU_BARANGAYS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries({
    "Cebu City":
      "guadalupe; lahug; talamban; luz; mabolo; kasambagan; hippodromo; busay; pulangbato; bacayan; tisa; adlaon; apas; " +
      "camputhaw; cogon pardo; mambaling; pit os; basak pardo; capitol site; labangon; sapangdaku; kalunasan; budla an; " +
      "guba; pardo; punta princesa; quiot pardo; cogon ramos; t padilla; carreta; zapatera; sirao; kalubihan; tejero; " +
      "sambag i; sambag ii; kinasang an pardo; basak san nicolas; banawa; pahina central; san nicolas central; " +
      "kamagayan; lorega; inayawan; binaliw; pamutan; tabunan; sinsin; taptap; malubog; buhisan; day as",
    Mandaue:
      "subangdaku; cabancalan; canduman; tipolo; bakilid; casuntingan; maguikay; alang alang; umapad; pakna an; " +
      "labogon; jagobiao; guizo; tawason; cubacub; pagsabungan; opao; tabok; mantuyong; tingub; cambaro",
    "Lapu-Lapu":
      "marigondon; maribago; pusok; agus; subabasbas; bankal; gun ob; pajo; buaya; calawisan; canjulao; pajac; " +
      "caubian; ibo; tingo; sangi; humilog; pangan an",
    "Talisay, Cebu":
      "pooc; lawaan i; lawaan ii; lawaan iii; tabunok; tabunoc; lagtang; cansojong; dumlog; biasong; manipis; " +
      "maghaway; tangke; jaclupan; candulawan; mohon; tapul",
    Consolacion:
      "sacsac; cabangahan; poblacion occidental; poblacion oriental; pitogo; jugan; cansaga; garing; pulpogan; " +
      "panoypoy; danglag; tolotolo; tilhaong; polog; tugbongan",
    Liloan: "yati; jubay; lataban; cotcot; calero; mulao",
    Minglanilla:
      "cadulawan; tungkil; tunghaan; tungkop; pakigne; calajo an; tulay; cuanos; guindaruhan; manduang; lipata; " +
      "poblacion ward i; poblacion ward ii; poblacion ward iii; poblacion ward iv",
    Cordova: "gabi; dapitan; bangbang; buagsong; pilipog; gilutongan",
    Compostela: "magay; buluang; canamucan; tamiao; estaca",
    Danao: "guinsay; mantija; sandayong; dunggoan",
    "Naga, Cebu": "cantao an; tananas; tuyan; inoburan; pangdan; uling",
    Carcar: "perrelos; valladolid; bolinawan",
    Balamban: "arpili; cansomoroy; buanoy; prenza",
  }).flatMap(([city, list]) => list.split(";").map((b) => [placeKey(b), city] as const)),
);

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

const DISTRICT_PHRASES = Object.keys(DISTRICTS);
const CEBU_BARANGAY_PHRASES = Object.keys(CEBU_BARANGAYS);

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

/** Barangay key → [spelling, city id] for every town the barangay table or the Metro Cebu list places it in. */
const BARANGAYS_BY_KEY: ReadonlyMap<string, readonly (readonly [spelling: string, city: string])[]> = (() => {
  const map = new Map<string, [string, string][]>();
  const add = (key: string, spelling: string, city: string) => {
    const list = map.get(key) ?? [];
    if (!list.some(([, c]) => c === city)) list.push([spelling, city]);
    map.set(key, list);
  };
  for (const [key, spelling, towns] of BARANGAY_TOWNS) {
    for (const town of towns.split(";")) {
      const [name, province] = town.split("|");
      const entry = findCity(name, province);
      if (entry) add(key, spelling, entry.id);
    }
  }
  for (const [key, city] of Object.entries(CEBU_BARANGAYS)) add(key, titleCase(key), city);
  return map;
})();

function titleCase(key: string): string {
  return key.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
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
      const hit = BARANGAYS_BY_KEY.get(phrase)?.find(([, c]) => c === city);
      if (hit && placesByAlias(phrase).length === 0) return hit[0];
    }
  }
  return undefined;
}

function entryForHit(hit: Hit, provinces: ReadonlySet<string>): PlaceEntry | undefined {
  if (hit.kind === "district" || hit.kind === "barangay") {
    const id = DISTRICTS[hit.phrase] ?? CEBU_BARANGAYS[hit.phrase];
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
  const lamudiCity = LAMUDI_BARE_CITIES[key];
  if (lamudiCity) return placeOf(placeById(lamudiCity)!);
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

/** Lamudi's city field writes the city with the province's word. */
const LAMUDI_BARE_CITIES: Readonly<Record<string, string>> = {
  cebu: "Cebu City",
  davao: "Davao City",
  iloilo: "Iloilo City",
  zamboanga: "Zamboanga City",
};
