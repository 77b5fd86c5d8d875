/**
 * Place-name spelling, from the one gazetteer (@suri/places, PSGC): the name people use, PSGC's
 * without "City of"/"City" — "Makati", "Taguig", "Lapu-Lapu" — except where the bare word is also a
 * province or a region ("Quezon City", "Cebu City", "Davao City"). Names PSGC does not know keep
 * the page's spelling, title-cased when the page shouted them.
 */
import { cityWord, LOCALITIES, regionNamed, TOWNS, type Town, townsNamed } from "@suri/places";
import { listedTownsNamed, METRO_MANILA, METRO_MANILA_CITIES, provinceNamed, regionOfProvince } from "./gazetteer";

const METRO_MANILA_CITY_SET = new Set(METRO_MANILA_CITIES);

/** The one house spelling a name has, when every town it may be is spelled alike ("Naga" of Cebu or of Camarines Sur). */
function houseSpelling(towns: readonly Town[]): string | undefined {
  const names = new Set(towns.map((town) => town.name));
  return names.size === 1 ? [...names][0] : undefined;
}

/**
 * City or municipality in the house spelling. A bare "Quezon" is Quezon City only in a Metro
 * Manila address (`context`): several provinces have a town called Quezon.
 */
export function normaliseCity(raw: string | undefined, context = ""): string | undefined {
  const cleaned = cleanPlace(raw);
  if (!cleaned) return undefined;
  const bare = cleaned
    .replace(/^city of\s+/i, "")
    .replace(/\s+city$/i, "")
    .trim();
  if (bare.toLowerCase() === "quezon" && bare === cleaned)
    return /metro manila|\bncr\b|quezon city/i.test(context) ? "Quezon City" : titleCase(cleaned);
  const known = cityWord(cleaned) ?? houseSpelling(townsNamed(cleaned));
  if (known) return known;
  // "Batangas City" keeps "City": Batangas is a province.
  if (bare !== cleaned && provinceNamed(bare)) return titleCase(`${bare} City`);
  return titleCase(bare || cleaned);
}

/** A region's common name from any way pages write it ("REGION 6 (WESTERN VISAYAS)", "NCR"). */
export function normaliseRegion(raw: string | undefined): string | undefined {
  const cleaned = cleanPlace(raw);
  return cleaned ? regionNamed(cleaned) : undefined;
}

/**
 * A province in the house spelling ("ILOILO" → "Iloilo", "Province of Rizal" → "Rizal", "NCR" →
 * "Metro Manila", the province of its cities); unknown names title-cased.
 */
export function normaliseProvince(raw: string | undefined): string | undefined {
  const cleaned = cleanPlace(raw);
  if (!cleaned) return undefined;
  return provinceNamed(cleaned) ?? titleCase(cleaned);
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

const withoutAccents = (text: string) => text.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
const pattern = (key: string) => key.replace(/ /g, "[\\s.\\-]+");

/**
 * Names that stand for their town in an address or a location line: Metro Manila's cities, the
 * towns and the localities (business districts, estates) that stand alone — as the town they name.
 */
const NAMED_ALONE = new Map<string, string>([
  ...LOCALITIES.filter((locality) => locality.standalone).map(
    (locality) => [locality.key, locality.town.name] as const,
  ),
  ...TOWNS.filter((town) => town.standalone || town.province === METRO_MANILA).map(
    (town) =>
      [
        withoutAccents(town.name)
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, " "),
        town.name,
      ] as const,
  ),
]);
const CITY_IN_TEXT = new RegExp(
  `\\b(${[...NAMED_ALONE.keys()]
    .sort((a, b) => b.length - a.length)
    .map(pattern)
    .join("|")})(?![\\p{L}])`,
  "iu",
);
const keyOf = (found: string) => found.toLowerCase().replace(/[^a-z0-9]+/g, " ");

/** The first city (or a district standing for one) named in running text, house spelling. */
export function findCityInText(text: string): string | undefined {
  const found = CITY_IN_TEXT.exec(withoutAccents(text))?.[1];
  return found ? NAMED_ALONE.get(keyOf(found)) : undefined;
}

/** Every city (or district standing for one) the text names, house spelling, in order. */
export function citiesNamedIn(text: string): string[] {
  const all = new RegExp(CITY_IN_TEXT.source, "giu");
  return [...withoutAccents(text).matchAll(all)].flatMap((match) => {
    const city = match[1] ? NAMED_ALONE.get(keyOf(match[1])) : undefined;
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

/**
 * The region of a town real listings name (one town by that name, or Metro Manila's); others come only from the page.
 * A province stated beside the town settles it: "San Juan" with Batangas is in CALABARZON, not Metro Manila.
 */
export function regionOfCity(city: string | undefined, province?: string): string | undefined {
  const ofProvince = regionOfProvince(province);
  if (ofProvince) return ofProvince;
  if (!city) return undefined;
  const towns = listedTownsNamed(city);
  return isMetroManilaCity(city) ? METRO_MANILA : towns.length === 1 ? towns[0]!.region : undefined;
}
