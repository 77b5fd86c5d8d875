import { sliceWhole } from "@suri/contracts";
/**
 * The town a listing's own words place it in. Sellers write "Modern House & Lot for Sale in
 * Consolacion, Cebu", "Vista Grande Subdivision, Talisay City, Cebu", "Bolinawan, Carcar City",
 * and also "10 minutes from Cebu City" and "near SM Seaside": a town named after "near", "from" or
 * "to" is a landmark, not the listing's place. Town names several provinces share (Talisay, San
 * Fernando, Naga, Carmen) are settled by the province the text names or implies, or by a barangay
 * only one of them has; unsettled, they are left out rather than guessed. Every town comes from the
 * one gazetteer (@suri/places); the barangays are read in text-barangays.ts.
 */
import { localityNamed, townsNamed, townsOfBarangay as townsOfPsgcBarangay } from "@suri/places";
import { METRO_MANILA, placeKey, provinceNamed } from "./gazetteer";
import { barangayIn, CAPITALISED_WORDS_AT_END, knownBarangayOf, knownBarangayOfProvince } from "./text-barangays";
import { DISTRICT_TOWNS, TOWNS_BY_KEY, type Town } from "./text-towns";

const ALL_KEYS = [...new Set([...TOWNS_BY_KEY.keys(), ...DISTRICT_TOWNS.keys()])]
  // Two letters name a town only as an abbreviation everyone writes in capitals ("QC"), checked where found.
  .filter((key) => key.length >= 3 || /^[a-z]{2}$/.test(key))
  .sort((a, b) => b.length - a.length);
/** Keys are letters, digits and single spaces; in text the spaces may be any run of spaces, hyphens or dots. */
const TOWN_PATTERN = new RegExp(
  `(?<![\\p{L}\\d])(${ALL_KEYS.map((key) =>
    key
      .replace(/^santa /, "(?:santa|sta\\.?) ")
      .replace(/^santo /, "(?:santo|sto\\.?) ")
      .replace(/^general /, "(?:general|gen\\.?) ")
      .replace(/ /g, "[\\s.\\-]+"),
  ).join("|")})(\\s+city)?(?![\\p{L}\\d])`,
  "giu",
);
/** "Sta. Fe", "Sto. Tomas": the key the tables use. */
const canonicalKey = (written: string) => placeKey(written).replace(/^sta /, "santa ").replace(/^sto /, "santo ");
/** A town's name that names a subdivision, a street or a building instead: "San Antonio Village". */
const NAMES_SOMETHING_ELSE =
  /^\s*(?:village|subdivision|subd\.?|homes|heights|hills|residences?|st\.?|street|road|rd\.?|ave\.?|avenue|extension|ext\.?|drive|tower|plaza|mall|church|parish|school|college|university|hospital|market|elementary|high school|national)\b/i;

/** Words before a town that make it a landmark the listing is near, not where it is. */
const LANDMARK_BEFORE =
  /\b(?:near(?:by)?|from|to|towards?|minutes?|mins?|hours?|hrs?|away|access|going|close|like|than|via|drive(?!\s*,)|ride|beside|reach|connect(?:s|ing|ed)?|link(?:s|ing|ed)?|between|view(?:s)? of|overlooking|heart of)\b[\s\w.,'-]{0,8}$/i;
/** Town names that are also everyday words or landmarks' names ("Magellan Bay"): a town only where the text says so. */
const COMMON_WORDS = new Set([
  "bay",
  "pilar",
  "mabini",
  "rosario",
  "victoria",
  "mexico",
  "jordan",
  "panay",
  "magallanes",
  "carmen",
  "alegria",
  "concepcion",
  "poro",
  "bantayan",
  "santander",
  "naga",
  "bogo",
  "sogod",
  "liloan",
  "samal",
  "opon",
]);
/** A town name that is also its province's (Cebu, Iloilo, Davao): the city only when written "X City". */
const PROVINCE_WORD_CITIES = new Set([
  "cebu",
  "iloilo",
  "davao",
  "batangas",
  "tarlac",
  "cavite",
  "roxas",
  "zamboanga",
  "quezon",
  "sorsogon",
  "naga",
]);
const LOCATED_BEFORE = /\b(?:in|at|located|situated|sa|address|location|brgy\.?|barangay)\b[\s:,.-]{0,3}$/i;

export interface TextPlace {
  city?: string;
  province?: string;
  barangay?: string;
  /** The words the city was read from. */
  snippet?: string;
}

interface Mention {
  towns: Town[];
  score: number;
  index: number;
  snippet: string;
}

/** The place a listing's title and text state, or nothing when they do not state one clearly. */
/** The towns a text names as places (not as landmarks it is near), house spelling. */
export function townsNamedIn(text: string): string[] {
  return findTownMentions(text.normalize("NFKC"), 0).flatMap((mention) => mention.towns.map((town) => town.name));
}

export function placeInText(title: string | undefined, text: string): TextPlace {
  const whole = `${title ?? ""}\n${text}`.normalize("NFKC");
  const landmarks: Mention[] = [];
  const mentions = findTownMentions(whole, title?.length ?? 0, landmarks);
  const named = namedProvinces(whole);
  const provinces = withImpliedProvinces(named, [...mentions, ...landmarks]);
  const byTown = new Map<string, { town: Town; score: number; first: Mention }>();
  // A barangay the text names without its town ("Land For Sale in Pooc", "Brgy. Bulacao") may settle a shared name.
  const namedBarangay = psgcBarangay(barangayIn(whole, title, undefined));
  for (const mention of mentions) {
    const candidates = mention.towns.filter((town) => provinces.size === 0 || provinces.has(town.province));
    const inProvinces = candidates.length ? candidates : mention.towns;
    const towns = inProvinces.length > 1 ? townsWithBarangay(inProvinces, namedBarangay) : inProvinces;
    if (towns.length !== 1) continue; // a shared name the text does not settle
    const town = towns[0]!;
    const key = `${town.name}|${town.province}`;
    const entry = byTown.get(key) ?? { town, score: 0, first: mention };
    entry.score += mention.score;
    byTown.set(key, entry);
  }
  const best = [...byTown.values()].sort((a, b) => b.score - a.score || a.first.index - b.first.index)[0];
  const read =
    barangayIn(whole, title, best?.town) ??
    (best ? knownBarangayOf(best.town, whole) : knownBarangayOfProvince(named, whole));
  const barangay = psgcBarangay(read);
  // Only a barangay named ("House For Sale in Banawa"): its town, when the listing data places it in one or
  // when it is a barangay of only one town of the province the text names.
  const town =
    best?.town ?? (barangay ? (townOfBarangay(barangay, provinces) ?? onlyTownOfBarangay(barangay, named)) : undefined);
  const province = town?.province ?? (provinces.size === 1 ? [...provinces][0] : undefined);
  return {
    city: town?.name,
    province,
    barangay,
    snippet: best?.first.snippet,
  };
}

/**
 * Of the towns a shared name may be, those PSGC lists a barangay of this name in: "Pooc" lies in Talisay, Cebu, not
 * in the Talisays of Negros Occidental or Batangas, so "Corona Del Mar Subdivision Pooc Talisay" is in Cebu.
 */
function townsWithBarangay(towns: Town[], barangay: string | undefined): Town[] {
  if (!barangay) return [];
  const owners = townsOfPsgcBarangay(barangay);
  return towns.filter((town) =>
    owners.some((owner) => owner.town.name === town.name && owner.town.province === town.province),
  );
}

/** A locality read where a barangay is expected ("Banawa"): the PSGC barangay it lies in ("Guadalupe"). */
function psgcBarangay(name: string | undefined): string | undefined {
  return (name && localityNamed(name)?.barangay) || name;
}

/** Every town PSGC lists a barangay of this name in. */
export function townsOfBarangay(barangay: string): string[] {
  return townsOfPsgcBarangay(barangay).map((entry) => entry.town.name);
}

/** The town a barangay lies in: one town holding at least three quarters of the listings that name it. */
function townOfBarangay(barangay: string, provinces: Set<string>): Town | undefined {
  const towns = townsOfPsgcBarangay(barangay).filter(
    (entry) => entry.listings > 0 && (provinces.size === 0 || provinces.has(entry.town.province)),
  );
  const all = towns.reduce((sum, entry) => sum + entry.listings, 0);
  const top = towns[0];
  return top && top.listings >= 2 && top.listings / all >= 0.75
    ? { name: top.town.name, province: top.town.province }
    : undefined;
}

function findTownMentions(text: string, titleEnd: number, landmarks: Mention[] = []): Mention[] {
  const mentions: Mention[] = [];
  let lastLandmarkEnd = -1;
  // The keys are unaccented ("paranaque"): matched on the text with each accented letter as its plain one
  // ("PARAÑAQUE CITY", "Las Piñas", "Dasmariñas"), the same length, so every index is the text's own.
  for (const match of withoutAccents(text).matchAll(TOWN_PATTERN)) {
    const index = match.index ?? 0;
    const key = canonicalKey(match[1] ?? "");
    const withCity = !!match[2];
    const towns =
      (withCity ? TOWNS_BY_KEY.get(`${key} city`) : undefined) ??
      TOWNS_BY_KEY.get(key) ??
      (DISTRICT_TOWNS.has(key) ? [DISTRICT_TOWNS.get(key)!] : undefined);
    if (!towns) continue;
    if (key.length < 3 && match[0] !== match[0].toUpperCase()) continue;
    if (NAMES_SOMETHING_ELSE.test(text.slice(index + match[0].length, index + match[0].length + 20))) continue;
    if (PROVINCE_WORD_CITIES.has(key) && !withCity && key !== "naga") continue;
    const before = text.slice(Math.max(0, index - 40), index);
    // "near Makati and Pasig": a list of landmarks goes on after its first name.
    const listedAfterLandmark =
      lastLandmarkEnd >= 0 && /^[\s,]*(?:and|or|&|,)[\s,]*$/i.test(text.slice(lastLandmarkEnd, index));
    // "near Laiya, San Juan, Batangas": a town after the landmark and a comma is the landmark's own town, the listing's.
    const landmarksTown = /[\p{L}.],\s*$/u.test(before) && !listedAfterLandmark;
    if ((LANDMARK_BEFORE.test(before) && !landmarksTown) || listedAfterLandmark) {
      lastLandmarkEnd = index + match[0].length;
      // "near Cebu City" names no place of the listing, but says which province the text is about.
      if (towns.length === 1) landmarks.push({ towns, score: 0, index, snippet: "" });
      continue;
    }
    // A capitalised name reads as a place; "naga" or "bogo" in lower-case prose is a word.
    const written = match[0];
    if (written === written.toLowerCase() && !withCity && key.split(" ").length === 1 && index > titleEnd) continue;
    const after = text.slice(index + written.length, index + written.length + 30);
    const provinceAfter =
      /^\s*,?\s*(?:city\s*,?\s*)?(?:cebu|metro manila|province|bohol|iloilo|davao|laguna|cavite|rizal|bulacan|pampanga|batangas)\b/i.test(
        after,
      );
    // "don pedro rodriguez cebu": a name followed by a province where no town of that name lies (PSGC) is not
    // that town (here the end of a Bogo barangay's name), whatever else the text says.
    const followedBy = provinceNamed(/^\s*,?\s*([a-z]+(?: [a-z]+)?)\b/i.exec(after)?.[1]);
    const sameName = [...towns, ...townsNamed(written, true)];
    if (followedBy && !withCity && sameName.every((town) => town.province !== followedBy)) continue;
    const stated = withCity || provinceAfter || LOCATED_BEFORE.test(before) || index <= titleEnd;
    if (COMMON_WORDS.has(key) && !stated && !afterOwnBarangay(before, towns)) continue;
    let score = 1;
    if (index <= titleEnd) score += 3;
    if (LOCATED_BEFORE.test(before)) score += 2;
    if (
      /^\s*,?\s*(?:city\s*,?\s*)?(?:cebu|metro manila|province|bohol|iloilo|davao|laguna|cavite|rizal|bulacan|pampanga|batangas)\b/i.test(
        after,
      )
    )
      score += 1.5;
    if (withCity) score += 1;
    if (DISTRICT_TOWNS.has(key) && !TOWNS_BY_KEY.has(key)) score -= 0.5;
    const from = Math.max(0, index - 40);
    mentions.push({
      towns,
      score,
      index,
      snippet: sliceWhole(text, from, index + written.length + 20)
        .replace(/\s+/g, " ")
        .trim(),
    });
  }
  return mentions;
}

/** "Cot-Cot, Liloan": a town's name right after one of its own barangays and a comma is that town, not a word. */
function afterOwnBarangay(before: string, towns: Town[]): boolean {
  const comma = /,\s*$/.exec(before);
  const words = comma ? CAPITALISED_WORDS_AT_END.exec(before.slice(0, comma.index))?.[1] : undefined;
  return (
    !!words &&
    townsOfPsgcBarangay(words, true).some((owner) =>
      towns.some((town) => town.name === owner.town.name && town.province === owner.town.province),
    )
  );
}

/** Each accented letter as its plain one, one character for one: "Parañaque" → "Paranaque". */
function withoutAccents(text: string): string {
  return text.replace(/[\u00c0-\u024f]/g, (letter) => {
    const plain = letter.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
    return plain.length === 1 ? plain : letter;
  });
}

/**
 * The one town a barangay of this name lies in among the towns of the provinces the text itself names (not
 * those its towns imply): "… in luz cebu" is in Cebu City, as if the text had said so. Undefined when the text
 * names no province, or when several of their towns have such a barangay ("Guadalupe": Cebu City, Alegria,
 * Bogo and Carcar).
 */
export function townOfBarangayInNamedProvince(text: string, barangay: string | undefined): Town | undefined {
  return onlyTownOfBarangay(barangay, namedProvinces(text.normalize("NFKC")));
}

function onlyTownOfBarangay(barangay: string | undefined, provinces: Set<string>): Town | undefined {
  if (!barangay || provinces.size === 0) return undefined;
  const towns = new Map<string, Town>();
  for (const { town } of townsOfPsgcBarangay(barangay)) {
    if (provinces.has(town.province)) towns.set(town.id, { name: town.name, province: town.province });
  }
  return towns.size === 1 ? [...towns.values()][0] : undefined;
}

/** The named provinces, and those the text's unambiguous towns imply. */
function withImpliedProvinces(named: Set<string>, mentions: Mention[]): Set<string> {
  const found = new Set(named);
  for (const mention of mentions) if (mention.towns.length === 1) found.add(mention.towns[0]!.province);
  return found;
}

/** Provinces the text names in its own words. */
function namedProvinces(text: string): Set<string> {
  const found = new Set<string>();
  for (const match of text.matchAll(
    /(?<![\p{L}])(?:province of[ \t]+)?([\p{Lu}][\p{L}]+(?:[ \t]+(?:del[ \t]+)?[\p{Lu}][\p{L}]+)?)(?![\p{L}])/gu,
  )) {
    // "Pooc Talisay" is not a province, but its last word might be ("Lapu-Lapu Cebu").
    const words = match[1] ?? "";
    // "Talisay, Cebu Floor Area": nor is "Cebu Floor", but its first word is.
    const split = words.split(/[ \t]+/);
    const province = provinceNamed(words) ?? provinceNamed(split.at(-1) ?? "") ?? provinceNamed(split[0] ?? "");
    if (province) found.add(province);
  }
  // Written in lower case ("talisay city, cebu"): the province after a comma.
  for (const match of text.matchAll(/,\s*([a-z][a-z]+(?:\s+(?:del\s+)?[a-z]+)?)\b/g)) {
    const province = provinceNamed(match[1] ?? "");
    if (province) found.add(province);
  }
  // A portal's lower-case title ends with its province ("… for sale in luz cebu").
  for (const match of text.matchAll(
    /\bfor (?:sale|rent|lease) in (?:[a-z.'-]{1,30} ){0,6}?([a-z]{1,30})(?: ([a-z]{1,30}))?[ \t]*$/gm,
  )) {
    const province = provinceNamed(`${match[1]} ${match[2] ?? ""}`) ?? provinceNamed(match[2] ?? match[1]);
    if (province) found.add(province);
  }
  if (/\bmetro manila\b|\bNCR\b/.test(text)) found.add(METRO_MANILA);
  return found;
}
