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
const RANGE_BEFORE = /(?:\d{1,2}|one|two|three|four|five)\s*(?:-|–|to|or|\/)\s*$/i;
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
const BEDROOM_LABEL = /\b(?:no\.? of )?bedrooms?\s*[:=\-–]\s*(\d{1,2})\b/gi;
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

const BATHROOM = new RegExp(
  `(?:\\b|\\()${COUNT}\\)?\\s*-?\\s*(?:\\(\\d\\)\\s*)?(?:full\\s+)?(?:baths?\\b|bathrooms?\\b|t\\s?&\\s?b'?s?\\b|t\\s?and\\s?b\\b|toilets?\\s*(?:&|and)\\s*baths?\\b|toilet\\s*(?:&|and)\\s*bathrooms?\\b|crs?\\b|c\\.r\\.?s?\\b|comfort\\s*rooms?\\b|toilets?\\b)`,
  "gi",
);
const BATHROOM_LABEL =
  /\b(?:no\.? of )?(?:bathrooms?|baths?|t\s?&\s?b|toilet\s*(?:&|and)\s*baths?|crs?|comfort rooms?)\s*[:=\-–]\s*(\d{1,2})\b/gi;

/** The bathroom count the text states (T&B, CR and comfort rooms count), or null. */
export function findBathrooms(text: string): RoomCount | null {
  const counted = firstCount(text, [BATHROOM_LABEL, BATHROOM], () => true);
  if (counted) return counted;
  // "with T&B", "own comfort room": one, when the text names a single one and counts none.
  const single =
    /\b(?:a|one|with|w\/|own|its|has|1)\s+(?:t\s?&\s?b|toilet\s*(?:&|and)\s*bath(?:room)?|comfort\s*room|c\.?r\.?|bathroom)(?![\p{L}s])/iu.exec(
      text,
    );
  const several = /\b(?:t\s?&\s?bs|toilets?\s*(?:&|and)\s*baths|comfort\s*rooms|bathrooms|crs)\b/i.test(text);
  // The helper's own T&B says nothing of the home's bathrooms.
  if (single && /\b(?:maid|helper|driver|servant)/i.test(text.slice(Math.max(0, single.index - 60), single.index)))
    return null;
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
  return text.slice(from, to).replace(/\s+/g, " ").trim();
}
