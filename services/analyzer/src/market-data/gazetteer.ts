/**
 * Cities and municipalities of the listing data, with their province and region (PSGC, with the
 * 2024 Negros Island Region), in the house spelling of services/scraper/src/extract/places.ts:
 * the name people use without "City of"; "City" kept only where the bare word is also a province
 * ("Cebu City", "Quezon City", "Batangas City"). Independent cities sit in the province they lie in
 * (Davao City → Davao del Sur, Bacolod → Negros Occidental) so a province row can stand in for them.
 * Metro Manila is both the province and the region of its seventeen cities.
 */
import { normalizePlace } from "./resolve";

export type Region =
  | "Metro Manila"
  | "Cordillera Administrative Region"
  | "Ilocos Region"
  | "Cagayan Valley"
  | "Central Luzon"
  | "CALABARZON"
  | "MIMAROPA"
  | "Bicol Region"
  | "Western Visayas"
  | "Negros Island Region"
  | "Central Visayas"
  | "Eastern Visayas"
  | "Zamboanga Peninsula"
  | "Northern Mindanao"
  | "Davao Region"
  | "SOCCSKSARGEN"
  | "Caraga"
  | "BARMM";

/**
 * Province → region, then its cities and municipalities separated by ";". A name may carry extra
 * spellings after "=" separated by "|" ("Dasmariñas=dasma").
 */
const PROVINCES: readonly [province: string, region: Region, cities: string][] = [
  [
    "Metro Manila",
    "Metro Manila",
    "Manila; Makati; Taguig; Pasig; Mandaluyong; Quezon City=qc; Pasay; Parañaque=para├▒aque; Las Piñas; Muntinlupa; " +
      "Marikina; Caloocan; Valenzuela; Malabon; Navotas; San Juan; Pateros",
  ],
  [
    "Cavite",
    "CALABARZON",
    "Bacoor; Imus; Dasmariñas=dasma; General Trias=gen trias|gentri|general trias city; Kawit; Tanza; Silang; " +
      "Carmona; Trece Martires; Tagaytay; General Mariano Alvarez=gma; Naic; Alfonso; Cavite City; Rosario; Noveleta; " +
      "Indang; Amadeo; Maragondon; Ternate; Mendez; Magallanes; General Emilio Aguinaldo",
  ],
  [
    "Laguna",
    "CALABARZON",
    "Calamba=ciudad de calamba; Santa Rosa; Biñan; Cabuyao; San Pedro; San Pablo; Los Baños; Santa Cruz; Bay; " +
      "Calauan; Pila; Lumban; Pagsanjan; Alaminos; Nagcarlan; Liliw; Siniloan; Paete",
  ],
  [
    "Batangas",
    "CALABARZON",
    "Batangas City; Lipa; Tanauan; Santo Tomas; Taal; San Juan; San Jose; Nasugbu; Balayan; Lemery; Calaca; Calatagan; " +
      "Lian; Tuy; Malvar; Mabini; Bauan; San Pascual; Rosario; Talisay; Laurel; Agoncillo; Cuenca; Ibaan; Padre Garcia; " +
      "Alitagtag; Mataasnakahoy; Balete; Tingloy; Lobo; Taysan; San Nicolas; Santa Teresita",
  ],
  [
    "Rizal",
    "CALABARZON",
    "Antipolo; Cainta; Taytay; Binangonan; Angono; Rodriguez=montalban; San Mateo; Teresa; Morong; Tanay; Baras; " +
      "Cardona; Jalajala; Pililla",
  ],
  [
    "Quezon",
    "CALABARZON",
    "Lucena; Tayabas; Sariaya; Candelaria; Tiaong; Lucban; Pagbilao; Tagkawayan; Gumaca; Infanta; Mauban; Atimonan",
  ],
  [
    "Bulacan",
    "Central Luzon",
    "Malolos; San Jose del Monte; Meycauayan; Santa Maria; Marilao; Bocaue; Balagtas; Guiguinto; Plaridel; " +
      "Baliuag=baliwag; Pulilan; Calumpit; Hagonoy; Paombong; Bulakan; Obando; Pandi; Bustos; Angat; Norzagaray; " +
      "San Rafael; San Ildefonso; San Miguel; Doña Remedios Trinidad",
  ],
  [
    "Pampanga",
    "Central Luzon",
    "Angeles; San Fernando; Mabalacat; Mexico; Porac; Magalang; Bacolor; Lubao; Guagua; Floridablanca; Santa Rita; " +
      "Santo Tomas; Apalit; Arayat; Candaba; Minalin; Sasmuan; Santa Ana; San Simon; Masantol; Macabebe; Sexmoans",
  ],
  [
    "Bataan",
    "Central Luzon",
    "Balanga; Mariveles; Limay; Orion; Pilar; Hermosa; Dinalupihan; Orani; Abucay; Bagac; Morong",
  ],
  ["Tarlac", "Central Luzon", "Tarlac City; Capas; Concepcion; Bamban; Paniqui; Gerona; Camiling"],
  [
    "Nueva Ecija",
    "Central Luzon",
    "Cabanatuan; Gapan; San Jose City; Palayan; Muñoz=science city of munoz; San Leonardo; Talavera; Guimba",
  ],
  ["Zambales", "Central Luzon", "Olongapo; Subic; Castillejos; San Marcelino; Iba; Cabangan"],
  ["Aurora", "Central Luzon", "Baler; Dipaculao"],
  [
    "Pangasinan",
    "Ilocos Region",
    "Dagupan; San Carlos; Urdaneta; Alaminos; Lingayen; Calasiao; Manaoag; Bolinao; Santa Barbara; Binmaley; Mangaldan",
  ],
  ["La Union", "Ilocos Region", "San Fernando; Bauang; Bacnotan; San Juan; Agoo; Aringay"],
  ["Ilocos Norte", "Ilocos Region", "Laoag; Batac; Currimao; Paoay; Pagudpud"],
  ["Ilocos Sur", "Ilocos Region", "Vigan; Candon; Narvacan"],
  ["Benguet", "Cordillera Administrative Region", "Baguio; La Trinidad; Itogon; Tuba; Sablan"],
  ["Cagayan", "Cagayan Valley", "Tuguegarao; Aparri"],
  ["Isabela", "Cagayan Valley", "Santiago; Cauayan; Ilagan"],
  ["Nueva Vizcaya", "Cagayan Valley", "Bayombong; Solano"],
  ["Palawan", "MIMAROPA", "Puerto Princesa; El Nido; Coron; San Vicente"],
  ["Oriental Mindoro", "MIMAROPA", "Calapan; Puerto Galera"],
  ["Occidental Mindoro", "MIMAROPA", "San Jose; Mamburao"],
  ["Albay", "Bicol Region", "Legazpi; Daraga; Tabaco; Ligao; Libon"],
  ["Camarines Sur", "Bicol Region", "Naga; Pili; Camaligan; Iriga"],
  ["Camarines Norte", "Bicol Region", "Daet"],
  ["Sorsogon", "Bicol Region", "Sorsogon City; Gubat; Bulan"],
  ["Iloilo", "Western Visayas", "Iloilo City; Oton; Pavia; Santa Barbara; Leganes; Tigbauan; Passi; Cabatuan"],
  ["Capiz", "Western Visayas", "Roxas City; Panay; President Roxas"],
  ["Aklan", "Western Visayas", "Kalibo; Malay=boracay; Numancia"],
  ["Antique", "Western Visayas", "San Jose de Buenavista"],
  ["Guimaras", "Western Visayas", "Jordan; Buenavista"],
  [
    "Negros Occidental",
    "Negros Island Region",
    "Bacolod; Talisay; Silay; Bago; Kabankalan; Victorias; Sagay; San Carlos; Escalante; Murcia",
  ],
  ["Negros Oriental", "Negros Island Region", "Dumaguete; Dauin; Zamboanguita; Bacong; Valencia; Sibulan; Bais"],
  ["Siquijor", "Negros Island Region", "Siquijor; Larena"],
  [
    "Cebu",
    "Central Visayas",
    "Cebu City; Mandaue; Lapu-Lapu=lapulapu|lapu lapu city|opon; Talisay; Consolacion; Liloan=lilo an|lilo-an; " +
      "Minglanilla; Cordova; Compostela; Danao; Naga; Carcar; San Fernando; Toledo; Balamban; Pinamungajan; Medellin; " +
      "Bogo; Daanbantayan; San Remigio; Tabogon; Borbon; Sogod; Catmon; Carmen; Tabuelan; Tuburan; Asturias; " +
      "Aloguinsan; Barili; Dumanjug; Ronda; Alcantara; Moalboal; Badian; Alegria; Malabuyoc; Ginatilan; Samboan; " +
      "Santander; Oslob; Boljoon; Alcoy; Dalaguete; Argao; Sibonga; Bantayan; Madridejos; Santa Fe; San Francisco; " +
      "Poro; Pilar; Tudela",
  ],
  ["Bohol", "Central Visayas", "Tagbilaran; Panglao; Dauis; Baclayon; Anda; Loboc"],
  ["Leyte", "Eastern Visayas", "Tacloban; Ormoc; Palo; Baybay"],
  ["Biliran", "Eastern Visayas", "Naval; Maripipi"],
  ["Samar", "Eastern Visayas", "Catbalogan; Calbayog"],
  ["Zamboanga del Sur", "Zamboanga Peninsula", "Zamboanga City; Pagadian"],
  ["Zamboanga del Norte", "Zamboanga Peninsula", "Dipolog; Dapitan"],
  [
    "Misamis Oriental",
    "Northern Mindanao",
    "Cagayan de Oro; El Salvador; Laguindingan; Opol; Villanueva; Tagoloan; Gingoog; Claveria",
  ],
  ["Misamis Occidental", "Northern Mindanao", "Ozamiz=ozamis; Oroquieta; Clarin; Tangub"],
  ["Lanao del Norte", "Northern Mindanao", "Iligan"],
  ["Bukidnon", "Northern Mindanao", "Malaybalay; Valencia; Manolo Fortich; Maramag"],
  ["Camiguin", "Northern Mindanao", "Mambajao"],
  ["Davao del Sur", "Davao Region", "Davao City; Digos; Santa Cruz"],
  ["Davao del Norte", "Davao Region", "Tagum; Panabo; Samal=island garden city of samal|igacos"],
  ["Davao Oriental", "Davao Region", "Mati"],
  ["South Cotabato", "SOCCSKSARGEN", "General Santos=gensan|general santos city; Koronadal; Tupi; Polomolok"],
  ["Sultan Kudarat", "SOCCSKSARGEN", "Tacurong; Isulan"],
  ["Cotabato", "SOCCSKSARGEN", "Kidapawan"],
  ["Agusan del Norte", "Caraga", "Butuan; Cabadbaran"],
  ["Surigao del Norte", "Caraga", "Surigao; General Luna; Dapa"],
  ["Surigao del Sur", "Caraga", "Bislig; Tandag"],
  ["Maguindanao del Norte", "BARMM", "Cotabato City"],
];

/** Ways pages write a province besides its name. */
const PROVINCE_ALIASES: Readonly<Record<string, string>> = {
  ncr: "Metro Manila",
  "national capital region": "Metro Manila",
  "negros occ": "Negros Occidental",
  "negros or": "Negros Oriental",
  "quezon province": "Quezon",
  "province of cavite": "Cavite",
  bulakan: "Bulacan",
};

export interface PlaceEntry {
  /** Unique display name: the city, with ", Province" only when the bare name recurs elsewhere. */
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

/**
 * Of towns sharing a name, the one that is a city owns "X City" ("San Juan City" is Metro
 * Manila's, never Batangas' or La Union's). Names where several are cities (Talisay, Naga,
 * San Fernando, San Carlos) stay undecided without a province.
 */
const CITY_FORM_OWNER: Readonly<Record<string, string>> = {
  "san juan": "Metro Manila",
  "santo tomas": "Batangas",
  valencia: "Bukidnon",
  alaminos: "Pangasinan",
  "santa barbara": "",
  "san jose": "",
};

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
const REGION_BY_KEY = new Map<string, Region>(
  [...new Set(PROVINCES.map(([, r]) => r))].map((r) => [placeKey(r), r] as [string, Region]),
);

export function placeById(id: string): PlaceEntry | undefined {
  return PLACE_BY_ID.get(id);
}

/** Every entry a spelling may mean ("talisay" → three); empty when unknown. */
export function placesByAlias(name: string | undefined): readonly PlaceEntry[] {
  return PLACES_BY_ALIAS.get(placeKey(name)) ?? [];
}

/** The province a spelling names ("Negros Occ." → "Negros Occidental"), if any. */
export function provinceByName(name: string | undefined): string | undefined {
  return PROVINCE_BY_KEY.get(placeKey(name));
}

export function regionByName(name: string | undefined): Region | undefined {
  const key = placeKey(name);
  return REGION_BY_KEY.get(key) ?? (key === "ncr" ? "Metro Manila" : undefined);
}

/**
 * The entry a city name means, using the province when the name is shared; a shared name
 * without a province is undecided (undefined), never a guess.
 */
export function findCity(name: string | undefined, province?: string): PlaceEntry | undefined {
  const candidates = placesByAlias(name);
  if (candidates.length === 0) {
    // "Cebu City, Cebu" or "Lapu-Lapu City" arrive as one field; try the first comma part.
    return undefined;
  }
  const provinceName = province ? (provinceByName(province) ?? province) : undefined;
  if (provinceName) {
    const inProvince = candidates.filter((c) => c.province === provinceName);
    if (inProvince.length === 1) return inProvince[0];
    if (inProvince.length === 0 && candidates.length === 1 && !candidates[0]!.ambiguous) return candidates[0];
    return undefined;
  }
  return candidates.length === 1 ? candidates[0] : undefined;
}

/**
 * Names that stand for their city in running text without a province beside them. Other names
 * ("Bay", "Pilar", "Mabini", "San Juan") are streets, villages or several towns until the text
 * also names the province or writes "X City".
 */
const STANDALONE = new Set(
  [
    ...PROVINCES[0]![2].split(";").map((c) => c.split("=")[0]!.trim()),
    "Cebu City",
    "Mandaue",
    "Lapu-Lapu",
    "Davao City",
    "Iloilo City",
    "Baguio",
    "Bacolod",
    "Cagayan de Oro",
    "Angeles",
    "Tagaytay",
    "Antipolo",
    "Dasmariñas",
    "Bacoor",
    "Imus",
    "General Trias",
    "Calamba",
    "Santa Rosa",
    "Biñan",
    "Cabuyao",
    "Lipa",
    "Batangas City",
    "Malolos",
    "San Jose del Monte",
    "Meycauayan",
    "Marilao",
    "Baliuag",
    "Mabalacat",
    "Olongapo",
    "Cainta",
    "Silang",
    "Tanza",
    "Carmona",
    "Trece Martires",
    "Lucena",
    "Tayabas",
    "Dumaguete",
    "Tacloban",
    "General Santos",
    "Puerto Princesa",
    "Tagbilaran",
    "Panglao",
    "Cabanatuan",
    "Tarlac City",
    "Balanga",
    "Binangonan",
    "Angono",
    "Panabo",
    "Tagum",
    "Malaybalay",
    "Iligan",
    "Butuan",
    "Zamboanga City",
    "Ozamiz",
    "Koronadal",
    "Urdaneta",
    "Dagupan",
    "Laoag",
    "Vigan",
    "Tuguegarao",
    "Legazpi",
    "Minglanilla",
    "Consolacion",
    "Liloan",
    "Plaridel",
    "Porac",
    "Magalang",
    "Kawit",
    "Naic",
    "Oton",
    "Pavia",
    "Cavite City",
    "Tanauan",
    "Dipolog",
    "Maramag",
  ].filter((c) => c !== "San Juan"),
);

export function standsAlone(entry: PlaceEntry): boolean {
  return !entry.ambiguous && STANDALONE.has(entry.city);
}

/** Scanning phrases for free text: every alias and province spelling, longest first. */
export const CITY_PHRASES: readonly string[] = [...PLACES_BY_ALIAS.keys()].sort((a, b) => b.length - a.length);
export const PROVINCE_PHRASES: readonly string[] = [...PROVINCE_BY_KEY.keys()].sort((a, b) => b.length - a.length);
