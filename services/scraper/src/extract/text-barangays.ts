/**
 * The barangay a listing's words name: "Brgy. Agus", the place a portal's title is "in" when that place is not a
 * town ("House For Sale in Bolinawan"), the words before the town in an address ("Banawa, Cebu City"), or a
 * barangay the listing data places in the listing's town (or, for a text naming only its province, in one of the
 * province's towns). Every name comes from the one gazetteer (@suri/places).
 */
import {
  LOCALITIES,
  type Town as PsgcTown,
  seenBarangays,
  TOWNS,
  townsNamed,
  townsOfBarangay as townsOfPsgcBarangay,
} from "@suri/places";
import { METRO_MANILA, placeKey, provinceNamed } from "./gazetteer";
import { titleCase } from "./places";
import { DISTRICT_TOWNS, TOWNS_BY_KEY, type Town } from "./text-towns";

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
export function barangayIn(text: string, title: string | undefined, town: Town | undefined): string | undefined {
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
export const CAPITALISED_WORDS_AT_END =
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
export function knownBarangayOf(town: Town, text: string): string | undefined {
  const psgcTown = townsNamed(town.name).find((found) => found.province === town.province);
  return knownBarangayIn(`${town.name}|${town.province}`, psgcTown ? [psgcTown] : [], text);
}

/**
 * The same for a text naming only its province ("Condo For Sale in Cebu … Casa Mira Towers Guadalupe"): a barangay
 * the listing datasets name most with one of the province's towns.
 */
export function knownBarangayOfProvince(provinces: Set<string>, text: string): string | undefined {
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
