/**
 * Place-name spelling. Convention: the name people use, which is PSGC's name without the
 * "City of" prefix — "Makati", "Taguig", "Pasig", "Manila", "Mandaluyong" — except where the
 * common name itself carries "City" because the bare word is also a province or a region
 * ("Quezon City", "Cebu City", "Iloilo City", "Davao City", "Roxas City", "Zamboanga City").
 * Names not in the table keep the page's spelling, title-cased when the page shouted them.
 * The table is CITY_NAMES below; README.md lists it.
 */
import { METRO_MANILA, METRO_MANILA_CITIES, provinceNamed } from "./gazetteer";

const CITY_NAMES: Record<string, string> = {
  manila: "Manila",
  makati: "Makati",
  taguig: "Taguig",
  pasig: "Pasig",
  mandaluyong: "Mandaluyong",
  "quezon city": "Quezon City",
  qc: "Quezon City",
  pasay: "Pasay",
  paranaque: "Parañaque",
  parañaque: "Parañaque",
  "las pinas": "Las Piñas",
  "las piñas": "Las Piñas",
  muntinlupa: "Muntinlupa",
  marikina: "Marikina",
  caloocan: "Caloocan",
  valenzuela: "Valenzuela",
  malabon: "Malabon",
  navotas: "Navotas",
  "san juan": "San Juan",
  pateros: "Pateros",
  cebu: "Cebu City",
  "cebu city": "Cebu City",
  iloilo: "Iloilo City",
  "iloilo city": "Iloilo City",
  davao: "Davao City",
  "davao city": "Davao City",
  roxas: "Roxas City",
  "roxas city": "Roxas City",
  zamboanga: "Zamboanga City",
  "zamboanga city": "Zamboanga City",
  bacolod: "Bacolod",
  "lapu-lapu": "Lapu-Lapu",
  mandaue: "Mandaue",
  "cagayan de oro": "Cagayan de Oro",
  baguio: "Baguio",
  "general santos": "General Santos",
  passi: "Passi",
};

const METRO_MANILA_CITY_SET = new Set(METRO_MANILA_CITIES);

/**
 * City or municipality in the house spelling. A bare "Quezon" is Quezon City only in a Metro
 * Manila address (`context`): several provinces have a town called Quezon.
 */
export function normaliseCity(raw: string | undefined, context = ""): string | undefined {
  const cleaned = cleanPlace(raw);
  if (!cleaned) return undefined;
  const key = cleaned
    .toLowerCase()
    .replace(/^city of\s+/, "")
    .replace(/\s+city$/, "")
    .trim();
  if (key === "quezon") return /metro manila|\bncr\b|quezon city/i.test(context) ? "Quezon City" : titleCase(cleaned);
  const known = CITY_NAMES[key] ?? CITY_NAMES[`${key} city`];
  if (known) return known;
  // "Calamba City", "City of Antipolo" → "Calamba", "Antipolo"; "Batangas City" keeps "City": Batangas is a province.
  const bare = cleaned
    .replace(/^city of\s+/i, "")
    .replace(/\s+city$/i, "")
    .trim();
  if (bare !== cleaned && provinceNamed(bare)) return titleCase(`${bare} City`);
  return titleCase(bare || cleaned);
}

const REGIONS: [RegExp, string][] = [
  [/\bncr\b|metro manila|national capital/i, "Metro Manila"],
  [/\bcar\b|cordillera/i, "Cordillera Administrative Region"],
  [/\bbarmm\b|bangsamoro|armm/i, "BARMM"],
  [/negros island|\bnir\b/i, "Negros Island Region"],
  [/\biv-?a\b|calabarzon|region 4-?a/i, "CALABARZON"],
  [/mimaropa|\biv-?b\b|region 4-?b/i, "MIMAROPA"],
  [/ilocos|region (1|i)\b/i, "Ilocos Region"],
  [/cagayan valley|region (2|ii)\b/i, "Cagayan Valley"],
  [/central luzon|region (3|iii)\b/i, "Central Luzon"],
  [/bicol|region (5|v)\b/i, "Bicol Region"],
  [/western visayas|region (6|vi)\b/i, "Western Visayas"],
  [/central visayas|region (7|vii)\b/i, "Central Visayas"],
  [/eastern visayas|region (8|viii)\b/i, "Eastern Visayas"],
  [/zamboanga peninsula|region (9|ix)\b/i, "Zamboanga Peninsula"],
  [/northern mindanao|region (10|x)\b/i, "Northern Mindanao"],
  [/davao region|region (11|xi)\b/i, "Davao Region"],
  [/soccsksargen|region (12|xii)\b/i, "SOCCSKSARGEN"],
  [/caraga|region (13|xiii)\b/i, "Caraga"],
];

/** A region's common name from any way pages write it ("REGION 6 (WESTERN VISAYAS)", "NCR"). */
export function normaliseRegion(raw: string | undefined): string | undefined {
  const cleaned = cleanPlace(raw);
  if (!cleaned) return undefined;
  return REGIONS.find(([pattern]) => pattern.test(cleaned))?.[1];
}

/** A province in the house spelling ("ILOILO" → "Iloilo", "Province of Rizal" → "Rizal"); unknown names title-cased. */
export function normaliseProvince(raw: string | undefined): string | undefined {
  const cleaned = cleanPlace(raw);
  if (!cleaned) return undefined;
  const known = provinceNamed(cleaned);
  if (known === METRO_MANILA) return undefined;
  return known ?? titleCase(cleaned);
}

export function isMetroManilaCity(city: string | undefined): boolean {
  return !!city && METRO_MANILA_CITY_SET.has(city);
}

function cleanPlace(raw: string | undefined): string | undefined {
  const cleaned = raw?.replace(/\s+/g, " ").trim();
  return cleaned && !/^(ph|phl|philippines)$/i.test(cleaned) ? cleaned : undefined;
}

/** "OTON" → "Oton", "SANTA BARBARA" → "Santa Barbara"; mixed-case names are left alone. */
export function titleCase(text: string): string {
  if (text !== text.toUpperCase()) return text;
  return text
    .toLowerCase()
    .replace(/(^|[\s\-(])(\p{L})/gu, (_m, sep: string, letter: string) => sep + letter.toUpperCase());
}

/** Districts and estates people name instead of their city. */
const DISTRICTS: Record<string, string> = {
  bgc: "Taguig",
  "bonifacio global city": "Taguig",
  "mckinley hill": "Taguig",
  ortigas: "Pasig",
  alabang: "Muntinlupa",
  "cebu it park": "Cebu City",
  "cebu business park": "Cebu City",
  "eastwood city": "Quezon City",
  rockwell: "Makati",
  "salcedo village": "Makati",
  "legaspi village": "Makati",
  mandurriao: "Iloilo City",
  jaro: "Iloilo City",
  lanang: "Davao City",
};
/** Bare words that are also provinces: in running text they count as the city only with "City". */
const PROVINCE_WORDS = new Set(["cebu", "iloilo", "davao", "roxas", "zamboanga", "quezon", "qc"]);

const CITY_IN_TEXT = new RegExp(
  `\\b(${[...Object.keys(CITY_NAMES).filter((name) => !PROVINCE_WORDS.has(name)), ...Object.keys(DISTRICTS)]
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("|")})(?![\\p{L}])`,
  "iu",
);

/** The first city (or a district standing for one) named in running text, house spelling. */
export function findCityInText(text: string): string | undefined {
  const found = CITY_IN_TEXT.exec(text)?.[1]?.toLowerCase();
  if (!found) return undefined;
  return DISTRICTS[found] ?? CITY_NAMES[found];
}

/** Every city (or district standing for one) the text names, house spelling, in order. */
export function citiesNamedIn(text: string): string[] {
  const all = new RegExp(CITY_IN_TEXT.source, "giu");
  return [...text.matchAll(all)].flatMap((match) => {
    const found = match[1]?.toLowerCase();
    const city = found ? (DISTRICTS[found] ?? CITY_NAMES[found]) : undefined;
    return city ? [city] : [];
  });
}

/** "Barangay Apas", "Brgy. San Antonio", "Bgy Lahug" → the barangay's name. */
export function findBarangayInText(text: string): string | undefined {
  const match = /\b(?:barangay|brgy\.?|bgy\.?)\s+([\p{Lu}0-9][\p{L}0-9.'\- ]{1,40}?)(?=\s*(?:,|\n|$|\bcity\b))/iu.exec(
    text,
  );
  return match?.[1] ? titleCase(match[1].trim()) : undefined;
}

/** Regions of the covered cities outside Metro Manila (PSGC, with the 2024 Negros Island Region). */
const CITY_REGIONS: Record<string, string> = {
  "Cebu City": "Central Visayas",
  Mandaue: "Central Visayas",
  "Lapu-Lapu": "Central Visayas",
  "Iloilo City": "Western Visayas",
  Passi: "Western Visayas",
  "Roxas City": "Western Visayas",
  Bacolod: "Negros Island Region",
  "Davao City": "Davao Region",
  "Cagayan de Oro": "Northern Mindanao",
  Baguio: "Cordillera Administrative Region",
  "General Santos": "SOCCSKSARGEN",
  "Zamboanga City": "Zamboanga Peninsula",
};

/** The region of a city the tables know; other regions come only from the page. */
export function regionOfCity(city: string | undefined): string | undefined {
  if (!city) return undefined;
  return isMetroManilaCity(city) ? "Metro Manila" : CITY_REGIONS[city];
}
