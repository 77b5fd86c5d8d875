import { clipText, sliceWhole } from "@suri/contracts";

/**
 * Bedroom and bathroom counts as sellers write them: "3BR", "3 Beds", "three bedrooms", "Studio",
 * "2 T&B", "1 CR", "2 comfort rooms", "Toilet and Bath: 2". A range ("2-3 bedrooms") or a
 * provision ("provision for 2 bedrooms") is not a count: nothing is read rather than a number made up.
 */

const WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  isa: 1,
  dalawa: 2,
  tatlo: 3,
  apat: 4,
  lima: 5,
};
const COUNT = `(\\d{1,2}|${Object.keys(WORDS).join("|")})`;
// "2-3 bedrooms", "studio to 2 bedrooms"; not "Floor area: 79.99 -4 Bedrooms" (a decimal ends a figure).
const RANGE_BEFORE = /(?<![\d.,])(?:\d{1,2}|one|two|three|four|five|studio)[ \t]*(?:-|–|to|or|\/)[ \t]*$/i;
const NOT_A_COUNT_BEFORE =
  /\b(?:provisions?|provided|convertible|conver(?:t|sion)|option(?:al)?|expandable|expand|extend|up to|can be|could be|possible|future|additional|another|extra)\b[^.\n]{0,24}$/i;

export interface RoomCount {
  count: number;
  snippet: string;
}

/** Words sellers put between a count and the room: "3 Spacious Bedrooms", "4 King Size Bedrooms". */
const ADJECTIVES =
  "(?:(?!(?:and|or|with|to|of|for|in|the|units?|floors?|storey|car|cars|parking)\\b)[a-z’'-]{3,14}[ \\t]+){0,2}";
const BEDROOM = new RegExp(
  `(?:\\b|\\()${COUNT}\\)?[ \\t]*-?[ \\t]*(?:\\(\\d\\)[ \\t]*)?${ADJECTIVES}(?:br\\b|brs\\b|bedrooms?\\b|beds?\\b|bedroom\\b|bdrs?\\b|rooms?\\b(?=[^.\\n]{0,3}(?:,|\\n|$|and|\\+|&)))`,
  "gi",
);
// "Bedrooms: 3", "Bedrooms: 3Bathrooms: 4"; not "4 Bedrooms -2 Toilet and Bath" run together on one line.
const BEDROOM_LABEL =
  /\b(?:no\.? of )?bedrooms?\s*[:=\-–]\s*(\d{1,2})(?!\d)(?![ \t]+(?:t\s?&\s?b|toilets?|baths?|c\.?r\b|comfort|carports?|parking))/gi;
const STUDIO = /\bstudio\b(?!\s*(?:space|office|apartments? (?:building|for)|type apartments))/i;

/** The bedroom count the text states, or null. The first clear count wins; a studio is 0. */
export function findBedrooms(text: string): RoomCount | null {
  const counted = countedBedrooms(text);
  const master = MASTER_BEDROOM.exec(text);
  const masterJustBefore =
    !!counted &&
    !!master &&
    master.index < counted.index &&
    counted.index - master.index <= 250 &&
    text[master.index - 1] !== "(";
  if (
    counted &&
    masterJustBefore &&
    !/\b(?:incl|including|with|plus)\b[^.\n]{0,20}master/i.test(text.slice(counted.index, counted.index + 60))
  ) {
    // "Master Bedroom with walk-in closet … 2 Bedrooms with T&B": the master comes on top of the count.
    return { count: counted.count + 1, snippet: counted.snippet };
  }
  if (counted) return { count: counted.count, snippet: counted.snippet };
  // "Master's Bedroom / Bedroom 1 / Bedroom 2": numbered rooms, and the master.
  const numbered = [...text.matchAll(/\bbed ?room\s*#?\s*(\d)\b/gi)].map((match) => Number(match[1]));
  if (numbered.length >= 2 && numbered.includes(1)) {
    const first = /\bbed ?room\s*#?\s*1\b/i.exec(text);
    const at = first?.index ?? 0;
    return { count: Math.max(...numbered) + (master ? 1 : 0), snippet: snippetAround(text, at, at + 10) };
  }
  const studio = STUDIO.exec(text);
  return studio ? { count: 0, snippet: snippetAround(text, studio.index, studio.index + studio[0].length) } : null;
}

const MASTER_BEDROOM = /\bmasters?'?’?s?\s*(?:bed ?room|suite|br)\b/i;

function countedBedrooms(text: string): (RoomCount & { index: number }) | null {
  return firstCount(text, [BEDROOM_LABEL, BEDROOM], (before, word) => {
    if (/(?:^|\s)rooms?$/i.test(word)) return /\b(?:with|has|have|of)\s*$/i.test(before); // "with 4 rooms"
    return true;
  });
}

/** A bathroom as sellers name one: T&B, toilet and bath, bathroom, CR, comfort room (a bathtub is not one). */
const BATH_WORD =
  "(?:t\\s?&\\s?b'?s?\\b|t\\s?and\\s?b\\b|toilets?\\s*(?:&|and|\\/|n)\\s*(?:baths?|bathrooms?|showers?)\\b|bath(?:room)?s?\\b(?!\\s*tubs?\\b)|c\\.r\\.?s?(?![\\p{L}])|crs?\\b|c[o0]mfort\\s*rooms?\\b|shower\\s*rooms?\\b)";
const BATH = new RegExp(BATH_WORD, "iu");
/** A counted bathroom: "2 T&B", "3.5-Toilet and Bath", "4 Full Bathrooms", "2 Common Bathrooms". */
const BATH_COUNT = new RegExp(
  `(?:^|[^\\p{L}\\d.,])${COUNT}(?:\\.5)?\\)?[ \\t]*[-–]?[ \\t]*(?:\\(\\d\\)[ \\t]*)?((?:(?!(?:and|or|with|bedrooms?|rooms?)\\b)[\\p{L}’'-]{3,14}[ \\t]+){0,2})${BATH_WORD}`,
  "giu",
);
const BATH_LABEL =
  /(?:^|[^\p{L}])(?:no\.? of |number of )?(?:bathrooms?|baths?|t\s?&\s?b|tb|toilets?\s*(?:&|and)\s*baths?|crs?|comfort rooms?)\s*[:=\-–]\s*(\d{1,2})(?!\d)/giu;
/** "3 Bedrooms with own T&B", "4-bedroom with ensuite toilet and bath", "3 BRs … each room has its own T&B". */
const BEDROOMS_WITH_BATH = new RegExp(
  `(?:^|[^\\p{L}\\d])${COUNT}[ \\t]*-?[ \\t]*${ADJECTIVES}(?:bed ?rooms?|brs?|rooms?)\\b(?:(?!\\b(?:includ|master)|\\()[^\\n]){0,70}?\\b(?:with|w\\/|has|have|own)(?![\\p{L}])(?:(?!\\b(?:\\d{1,2}|one|two|three|four|five|six)\\s)[^\\n]){0,60}?${BATH_WORD}`,
  "iu",
);
const MAID_WORD =
  "(?:maids?|maid['’]s|maids['’]|helpers?['’]?s?|drivers?['’]?s?|servants?['’]?s?|service (?:area|quarters?)|staff)";
const MAID = new RegExp(`\\b${MAID_WORD}\\b`, "iu");
/** A room named just before its bathroom ("Maid's room with CR") or a bathroom named for it ("T&B for the helper"). */
const near = (word: string) =>
  new RegExp(
    `\\b${word}\\b[^\\n]{0,60}?${BATH_WORD}|${BATH_WORD}[ \\t]+(?:for|of)[ \\t]+(?:the[ \\t]+)?${word}\\b`,
    "iu",
  );
const MAID_BATH = near(MAID_WORD);
const COMMON = near("(?:common|shared)");
const GUEST = near("(?:guest|elderly)");
const MASTER = near("masters?['’]?s?");
/** "a walk-in closet in the Master's bedroom, and ensuite bathrooms": baths named in the plural, uncounted, are not the master's one. */
const PLURAL_BATHS_AT_END = /(?:bathrooms|baths|t\s?&\s?bs|toilets\s*(?:&|and)\s*baths|comfort\s*rooms|crs)$/i;
const NUMBERED = /\bbed ?rooms?\s*#?\s*(\d)((?:\s*(?:&|and|,)\s*\d)*)/i;
/** Lines about finishes, not rooms: "Tiled toilet and bath", "Bathroom fixtures", "Tiled CR walls". */
const FINISHES = /\b(?:tiled?s?|fixtures?|walls?|heaters?|faucets?|vanity|sinks?|accessories|flooring|plumbing)\b/i;
/** Where a bathroom is only a toilet ("Maids room with toilet"), it is not counted. */
const TOILET_ONLY = /\btoilets?\b(?!\s*(?:&|and|\/|n)\s*(?:baths?|bathrooms?|showers?))/i;

function segmentsOf(text: string): string[] {
  const seen = new Set<string>();
  const segments: string[] = [];
  for (const line of text.split(/\n|\s[•▪✅✔]\s*/u)) {
    const parts = line.length > 120 ? line.split(/(?<=[.!?])\s+/) : [line];
    for (const part of parts) {
      const key = part
        .toLowerCase()
        .replace(/[^\p{L}\d&]+/gu, " ")
        .trim();
      if (!key || seen.has(key)) continue;
      seen.add(key);
      segments.push(part.trim());
    }
  }
  return segments;
}

function countOf(raw: string): number | undefined {
  const lower = raw.toLowerCase();
  return /^\d+$/.test(lower) ? Number(lower) : WORDS[lower];
}

/**
 * The bathroom count the text states (T&B, CR and comfort rooms count), or null. Sellers state it
 * as a total ("3 Toilet and Bath"), room by room ("Master's bedroom with T&B / Bedroom 1 & 2 with
 * T&B / Guest room with T&B") or both; the maid's own T&B counts on top of a total, a powder room
 * or a bare toilet never does, and a range or a provision is not a count.
 */
export function findBathrooms(text: string, bedrooms = findBedrooms(text)?.count): RoomCount | null {
  let total = 0;
  let singles = 0;
  let counted = 0;
  let ensuite = 0;
  let common = 0;
  let master = false;
  let guest = false;
  let maid = false;
  const numbered = new Set<string>();
  let snippet: string | undefined;
  const note = (segment: string) => {
    snippet ??= clipText(segment.replace(/\s+/g, " "), 120);
  };
  for (const segment of segmentsOf(text)) {
    const withoutPowder = segment.replace(/\b\d?\s*powder\s*rooms?\b/gi, "");
    if (!BATH.test(withoutPowder) && !new RegExp(BATH_LABEL.source, "iu").test(withoutPowder)) continue;
    if (FINISHES.test(withoutPowder) && !/\bwith\b/i.test(withoutPowder)) continue;
    const isMaid = MAID_BATH.test(withoutPowder);
    const isCommon = COMMON.test(withoutPowder);
    const label = [...withoutPowder.matchAll(BATH_LABEL)].map((match) => Number(match[1]));
    const plain: number[] = [...label];
    let commonCount = 0;
    for (const match of withoutPowder.matchAll(BATH_COUNT)) {
      const count = countOf(match[1] ?? "");
      const index = match.index ?? 0;
      const before = withoutPowder.slice(Math.max(0, index - 40), index + 1);
      if (count === undefined || count === 0 || count > 30) continue;
      if (RANGE_BEFORE.test(before) || NOT_A_COUNT_BEFORE.test(before)) continue;
      if (/\b(?:common|shared)\b/i.test(match[2] ?? "")) commonCount = Math.max(commonCount, count);
      else if (/\b(?:en-?\s?suite|private|individual)\b/i.test(match[2] ?? "")) ensuite += count;
      else if (
        new RegExp(`\\b${MAID_WORD}[^\\n]{0,40}$`, "iu").test(before) ||
        new RegExp(`^[^\\n]{0,3}(?:for|of)\\s+(?:the\\s+)?${MAID_WORD}`, "iu").test(
          withoutPowder.slice(index + match[0].length),
        )
      )
        maid = true;
      else plain.push(count);
    }
    if (commonCount) {
      common = Math.max(common, commonCount);
      note(segment);
      continue;
    }
    if (plain.length) {
      const best = Math.max(...plain);
      if (best === 1) singles += 1;
      else total = Math.max(total, best);
      note(segment);
      continue;
    }
    if (isMaid) {
      if (!TOILET_ONLY.test(withoutPowder) || /t\s?&\s?b|bath|c\.?r\b|comfort/i.test(withoutPowder)) maid = true;
      continue;
    }
    const withBath = BEDROOMS_WITH_BATH.exec(withoutPowder);
    const withCount = withBath && countOf(withBath[1] ?? "");
    if (withCount && !NOT_A_COUNT_BEFORE.test(withoutPowder.slice(0, withBath.index + 1))) {
      counted += withCount;
      note(segment);
      continue;
    }
    if (isCommon) {
      common = Math.max(common, 1);
      note(segment);
      continue;
    }
    if (TOILET_ONLY.test(withoutPowder) && !/t\s?&\s?b|bath|c\.?r\b|comfort/i.test(withoutPowder)) continue;
    const room = NUMBERED.exec(withoutPowder);
    if (room) {
      for (const number of `${room[1]}${room[2]}`.match(/\d/g) ?? []) numbered.add(number);
      note(segment);
    } else if (MASTER.test(withoutPowder) && !PLURAL_BATHS_AT_END.test(MASTER.exec(withoutPowder)?.[0] ?? "")) {
      master = true;
      note(segment);
    } else if (GUEST.test(withoutPowder)) {
      guest = true;
      note(segment);
    }
  }
  const named = (master ? 1 : 0) + numbered.size;
  counted = Math.max(counted, ensuite);
  const attached =
    counted > 0
      ? counted + (guest ? 1 : 0) + (bedrooms !== undefined && counted >= bedrooms ? 0 : named)
      : named + (guest ? 1 : 0);
  let count: number;
  if (total >= 2 && total >= attached) count = total + (maid ? 1 : 0);
  else if (attached + common + total + singles > 0) count = attached + common + total + singles + (maid ? 1 : 0);
  else count = 0;
  if (count > 0 && snippet) return { count, snippet };
  return singleBathroom(text);
}

/** A heading in capitals is short; a longer line is not one (and is not tried against the heading pattern). */
const HEADING_CHARS_MAX = 120;

/** "with T&B", "own comfort room", a list line that is a T&B: one, when the text names one and counts none. */
function singleBathroom(text: string): RoomCount | null {
  const single =
    /\b(?:a|one|with|w\/|own|its|has|1)\s+(?:t\s?&\s?b|toilet\s*(?:&|and)\s*bath(?:room)?|comfort\s*room|c\.?r\.?|bathroom)(?![\p{L}s])(?!\s*(?:fixtures?|tiles?|accessories))/iu.exec(
      text,
    ) ??
    // The marks before a list line's T&B stay on its line: read across lines, every line start rescanned the rest.
    /^(?:[\p{P}\p{S}\d]|[^\S\n])*(?:t\s?&\s?b|toilet\s*(?:&|and)\s*bath|bathroom)\b(?!s)(?![^\n]*\b(?:fixtures?|tiles?|walls?)\b)/imu.exec(
      text,
    );
  // A heading in a finishing schedule ("TOILET & BATH" over its tiles and fixtures) names no room.
  const line = single ? (text.slice(single.index).split("\n", 1)[0] ?? "") : "";
  if (line.length <= HEADING_CHARS_MAX && /^[\s\p{P}\p{S}\d]*[A-Z&\s]+$/u.test(line) && /[A-Z]{5}/.test(line))
    return null;
  const several = /\b(?:t\s?&\s?bs|toilets?\s*(?:&|and)\s*baths|comfort\s*rooms|bathrooms|crs)\b/i.test(text);
  // The helper's own T&B says nothing of the home's bathrooms.
  if (single && MAID.test(text.slice(Math.max(0, single.index - 60), single.index + single[0].length))) return null;
  return single && !several
    ? { count: 1, snippet: snippetAround(text, single.index, single.index + single[0].length) }
    : null;
}

function firstCount(
  text: string,
  patterns: RegExp[],
  accept: (before: string, word: string) => boolean,
): (RoomCount & { index: number }) | null {
  const hits: { index: number; count: number; end: number }[] = [];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      const raw = match[1]?.toLowerCase() ?? "";
      const count = /^\d+$/.test(raw) ? Number(raw) : WORDS[raw];
      const index = match.index ?? 0;
      const before = text.slice(Math.max(0, index - 40), index);
      const word = match[0].slice(match[1]?.length ?? 0).trim();
      if (count === undefined || count > 30) continue;
      if (RANGE_BEFORE.test(before) || NOT_A_COUNT_BEFORE.test(before)) continue;
      if (
        /^\s*(?:-|–|to|or)\s*\d/i.test(text.slice(index + (match[1]?.length ?? 0), index + (match[1]?.length ?? 0) + 5))
      )
        continue;
      if (!accept(before, word)) continue;
      hits.push({ index, count, end: index + match[0].length });
    }
    if (hits.length) break;
  }
  if (!hits.length) return null;
  const first = hits.reduce((a, b) => (b.index < a.index ? b : a));
  return { count: first.count, index: first.index, snippet: snippetAround(text, first.index, first.end) };
}

function snippetAround(text: string, start: number, end: number): string {
  const from = Math.max(0, start - 50);
  const to = Math.min(text.length, end + 30);
  return sliceWhole(text, from, to).replace(/\s+/g, " ").trim();
}
