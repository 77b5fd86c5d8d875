import { sliceWhole } from "@suri/contracts";
/**
 * The town a listing's own words place it in. Sellers write "Modern House & Lot for Sale in
 * Consolacion, Cebu", "Vista Grande Subdivision, Talisay City, Cebu", "Bolinawan, Carcar City",
 * and also "10 minutes from Cebu City" and "near SM Seaside": a town named after "near", "from" or
 * "to" is a landmark, not the listing's place. Town names several provinces share (Talisay, San
 * Fernando, Naga, Carmen) are settled by the province the text names or implies; unsettled, they
 * are left out rather than guessed. Every town comes from the one gazetteer (@suri/places).
 */
import {
  LOCALITIES,
  localityNamed,
  type Town as PsgcTown,
  seenBarangays,
  TOWNS,
  townsNamed,
  townsOfBarangay as townsOfPsgcBarangay,
} from "@suri/places";
import { METRO_MANILA, placeKey, provinceNamed } from "./gazetteer";
import { titleCase } from "./places";

interface Town {
  name: string;
  province: string;
}

/** Every spelling of every town real listings name, to the towns it may be (several for a shared name). */
const TOWNS_BY_KEY = new Map<string, Town[]>();
for (const listed of TOWNS.filter((town) => town.listed)) {
  const town = { name: listed.name, province: listed.province };
  const keys = [listed.name, ...listed.spellings].map((spelling) => placeKey(spelling));
  for (const key of new Set(keys.flatMap((key) => [key, key.replace(/ city$/, "")]))) {
    if (!key) continue;
    const towns = TOWNS_BY_KEY.get(key) ?? [];
    if (!towns.some((other) => other.name === town.name && other.province === town.province)) towns.push(town);
    TOWNS_BY_KEY.set(key, towns);
  }
}

/** Districts that are also developers' or projects' names ("IPI Center by Rockwell" is in Cebu): never read in text. */
const NOT_IN_TEXT = new Set(["rockwell", "commonwealth", "araneta", "eastwood", "mactan"]);
/** A district, estate or island standing for its town in running text. */
const DISTRICT_TOWNS = new Map<string, Town>();
for (const locality of LOCALITIES) {
  if (NOT_IN_TEXT.has(locality.key)) continue;
  DISTRICT_TOWNS.set(locality.key, { name: locality.town.name, province: locality.town.province });
}
/** Mactan is Lapu-Lapu's island (Cordova's too, but listings there say Cordova). */
DISTRICT_TOWNS.set("mactan", { name: "Lapu-Lapu", province: "Cebu" });

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

const BARANGAY_MARK =
  /\b(?:barangay|brgy|bgy)\.?\s*([\p{Lu}0-9][\p{L}0-9'’.\- ]{1,30}?)(?=\s*(?:,|\n|\.|;|\(|$|\bcity\b|\bcebu\b))/iu;
/** Words of an address part that make it a street, a subdivision, a building or a project, not a barangay. */
const NOT_A_BARANGAY =
  /\d|\b(?:lot|blk|block|phase|unit|street|st|ave|avenue|road|rd|highway|hiway|subd|subdivision|village|homes|residences?|residence|tower|towers|building|bldg|floor|compound|estates?|park|hills|heights|place|center|centre|plaza|mall|city|island|province|condo(?:minium)?|resort|beach|hotel|township|development|project|uptown|downtown|newtown|sale|rent|house|lot|land|the|by)\b/i;

const MARKED_NOT_A_BARANGAY =
  /\b(?:lot|blk|block|phase|unit|street|st|ave|avenue|road|rd|highway|subd|subdivision|tower|building|bldg|floor|condo|city|province|hall|road)\b/i;

/**
 * The barangay: "Brgy. Agus", or the place a Lamudi-style title is "in" when that place is not a
 * town, a district or a province ("House For Sale in Bolinawan"), or the part before the town in an
 * address ("Banawa, Cebu City").
 */
function barangayIn(text: string, title: string | undefined, town: Town | undefined): string | undefined {
  const marked = withoutTrailingTown(BARANGAY_MARK.exec(text)?.[1]?.trim());
  // Written as a barangay, a name may hold "Village" or a number ("Brgy. Teachers Village East", "Brgy. 175").
  if (marked && !MARKED_NOT_A_BARANGAY.test(marked) && marked.split(/\s+/).length <= 4) return titleCase(marked);
  const inTitle = titlePlace(
    title ? /\bfor (?:sale|rent|lease)\s+in\s+([\p{L}][\p{L}'’.\- ]{1,40})$/iu.exec(title.trim())?.[1] : undefined,
    town,
  );
  // A portal title names the most precise place it has: a town's name there, when the listing is in
  // another town, is a barangay ("Condo For Sale in Santa Cruz" of a Cebu City condo).
  const bare = (name: string) => placeKey(name).replace(/ city$/, "");
  const titleIsOtherTown =
    !!inTitle && !!town && TOWNS_BY_KEY.has(placeKey(inTitle)) && bare(inTitle) !== bare(town.name);
  if (inTitle && (isBarangayName(inTitle) || (titleIsOtherTown && !provinceNamed(inTitle)))) return inTitle.trim();
  if (town) {
    const beforeTown = wordsBeforeTown(text, town);
    if (beforeTown && isBarangayName(beforeTown)) return beforeTown.trim();
  }
  return undefined;
}

/**
 * The place a portal's title is "in", without the province or town the portal writes after it: a title in lower
 * case ("… for sale in basak cebu", "… in serenis north yati cebu", "… in taft east gate cebu luz cebu") names the
 * last place before a province, read as the longest run of its closing words PSGC lists as a barangay (of the
 * listing's town, when one is read), in PSGC's spelling ("pit os" → "Pit-os"). A capitalised one is kept as written.
 */
function titlePlace(written: string | undefined, town: Town | undefined): string | undefined {
  if (!written) return undefined;
  // A province word ends a segment: "taft east gate | cebu | luz | cebu".
  const segments: string[][] = [[]];
  for (const word of written.trim().split(/\s+/)) {
    if (provinceNamed(word)) segments.push([]);
    else segments.at(-1)?.push(word);
  }
  const last = segments.filter((part) => part.length > 0).at(-1);
  if (!last) return undefined;
  if (written !== written.toLowerCase()) return last.join(" ");
  for (let from = 0; from < last.length; from += 1) {
    const name = last.slice(from).join(" ");
    const towns = townsOfPsgcBarangay(name);
    const inTown = town ? towns.find((entry) => entry.town.name === town.name) : towns[0];
    if (inTown && placeKey(name).length >= 3) return inTown.barangay;
  }
  return last.join(" ").replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, letter: string) => sep + letter.toUpperCase());
}

/** How far before ", <town>" a barangay's one to three capitalised words are looked for. */
const BEFORE_TOWN_CHARS = 60;
/** One to three whole words, each capitalised, of a name's length and a space apart, ending the text. */
const CAPITALISED_WORDS_AT_END =
  /(?<![\p{L}'’.-])([\p{Lu}][\p{L}'’.-]{0,24}(?:[ ][\p{Lu}][\p{L}'’.-]{0,24}){0,2})[ ]?$/u;

/**
 * "Lahug, Cebu City": the one to three capitalised words right before ", <town>", at the town's first mention
 * that has any. Each mention is found by a plain search and only the few characters before it are matched,
 * so the time grows with the text's length, never with its square or cube (a pattern scanning the whole
 * text for the words and the town at once backtracked for minutes on 2,000 characters of "AbAb…").
 */
function wordsBeforeTown(text: string, town: Town): string | undefined {
  const townWords = town.name.replace(/[-\s]+/g, "[\\s.\\-]+");
  for (const mention of text.matchAll(new RegExp(`,\\s*${townWords}(?![\\p{L}])`, "gu"))) {
    const from = Math.max(0, mention.index - BEFORE_TOWN_CHARS);
    const found = CAPITALISED_WORDS_AT_END.exec(text.slice(from, mention.index));
    // A match at the window's first character may be the tail of a longer word: never a name.
    if (found?.[1] && (found.index > 0 || from === 0)) return found[1];
  }
  return undefined;
}

/** "Tungkil Minglanilla", "Basak Lapulapu": the barangay without the town written after it. */
function withoutTrailingTown(name: string | undefined): string | undefined {
  if (!name) return name;
  const words = name.split(/\s+/);
  for (let cut = 1; cut < words.length; cut += 1) {
    const tail = placeKey(words.slice(cut).join(" "));
    if (TOWNS_BY_KEY.has(tail) || TOWNS_BY_KEY.has(tail.replace(/ city$/, "")) || DISTRICT_TOWNS.has(tail)) {
      return words.slice(0, cut).join(" ");
    }
  }
  return name;
}

/** Barangay names the listing data places in each town (or a province's towns), longest first, as one pattern each. */
const BARANGAY_PATTERNS = new Map<string, RegExp>();

/**
 * A barangay of the listing's town that the text names ("1BR, Lahug", "the Guadalupe area of Cebu
 * City"): those the listing datasets name most with this town (the rest of PSGC's are too often
 * everyday words), written with a capital.
 */
function knownBarangayOf(town: Town, text: string): string | undefined {
  const psgcTown = townsNamed(town.name).find((found) => found.province === town.province);
  return knownBarangayIn(`${town.name}|${town.province}`, psgcTown ? [psgcTown] : [], text);
}

/**
 * The same for a text naming only its province ("Condo For Sale in Cebu … Casa Mira Towers Guadalupe"): a barangay
 * the listing datasets name most with one of the province's towns.
 */
function knownBarangayOfProvince(provinces: Set<string>, text: string): string | undefined {
  const province = provinces.size === 1 ? [...provinces][0] : undefined;
  if (!province || province === METRO_MANILA) return undefined;
  return knownBarangayIn(
    province,
    TOWNS.filter((town) => town.province === province),
    text,
  );
}

function knownBarangayIn(id: string, towns: readonly PsgcTown[], text: string): string | undefined {
  let pattern = BARANGAY_PATTERNS.get(id);
  if (!pattern) {
    const owners = new Set(towns);
    // Sitios that lie in one of its barangays count too ("Banawa"): the caller reads them as that barangay.
    const sitios = LOCALITIES.filter((l) => l.barangay && owners.has(l.town)).map((l) => titleCase(l.key));
    const names = towns
      .flatMap((town) => Object.keys(seenBarangays(town)))
      .filter((spelling) => placeKey(spelling).length >= 4 && ownedBy(owners, spelling))
      .concat(sitios)
      .filter((spelling) => !TOWNS_BY_KEY.has(placeKey(spelling)) && !NOT_A_BARANGAY.test(spelling))
      .sort((a, b) => b.length - a.length)
      .map((spelling) => spelling.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/[\s-]+/g, "[\\s-]+"));
    pattern = names.length ? new RegExp(`(?<![\\p{L}])(${names.join("|")})(?![\\p{L}])`, "giu") : /(?!)/g;
    BARANGAY_PATTERNS.set(id, pattern);
  }
  for (const match of text.matchAll(pattern)) {
    const written = match[1] ?? "";
    if (/^\p{Lu}/u.test(written)) return townsOfPsgcBarangay(written)[0]?.barangay ?? written;
  }
  return undefined;
}

/** Whether the town the listing datasets name most with this barangay name is one of these. */
function ownedBy(towns: ReadonlySet<PsgcTown>, barangay: string): boolean {
  const owner = townsOfPsgcBarangay(barangay)[0]?.town;
  return owner !== undefined && towns.has(owner);
}

function isBarangayName(name: string): boolean {
  const key = placeKey(name);
  if (!key || key.length < 3 || NOT_A_BARANGAY.test(name) || name.trim().split(/\s+/).length > 3) return false;
  if (/^(?:cr|crs|t ?b|br|ft|sqm|php|rfo|tcp|net|nett)$/.test(key)) return false;
  return (
    !TOWNS_BY_KEY.has(key) &&
    !TOWNS_BY_KEY.has(key.replace(/ city$/, "")) &&
    !provinceNamed(name) &&
    !NOT_BARANGAY_DISTRICTS.has(key)
  );
}

/** Districts that are not barangays (Lahug, Talamban, Banilad and Alabang are). */
const NOT_BARANGAY_DISTRICTS = new Set([
  "bgc",
  "ortigas",
  "rockwell",
  "eastwood",
  "mactan",
  "srp",
  "mandani bay",
  "araneta",
  "cubao",
  "diliman",
  "novaliches",
  "fairview",
  "commonwealth",
]);
