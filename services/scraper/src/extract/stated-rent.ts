import { clipText } from "@suri/contracts";
/**
 * The rent a sale listing states for the unit itself: "also available for rent at Php 80,000 per month",
 * "currently leased at ₱30k/mo", "existing tenant paying 25,000 monthly", "monthly rental: ₱18,000". A
 * projection ("projected / potential / expected rental income", "can earn") is the seller's hope, not a
 * rent, and is never read. Patterns are anchored on short literal phrases and bounded gaps: linear time.
 */
import { findPesoAmounts } from "./quantities";

/** Words that introduce the unit's own rent. */
const RENT_CUE =
  /\b(?:for (?:rent|lease) at|(?:currently |presently )?(?:rented|leased|let)(?: out)? (?:at|for)|tenant (?:is )?paying|(?:current|monthly|existing) rent(?:al)?(?: income)?(?: is| of|:)?|rental income(?: is| of|:)?|rent(?:ed)? (?:is|at))/i;
/** A seller's projection, not a rent. */
const PROJECTION =
  /\b(?:project(?:ed|ion)|potential|expected|estimated|forecast|can (?:earn|generate)|could (?:earn|generate)|up to|roi)\b/i;
const MONTHLY = /\b(?:per month|a month|monthly|\/\s?mo(?:nth)?\b|mo\.?\b)/i;
/** A rent worth stating: ₱1,000 to ₱5M a month. */
const RENT_MIN_CENTAVOS = 1_000 * 100;
const RENT_MAX_CENTAVOS = 5_000_000 * 100;
const SNIPPET_CHARS = 160;

export interface StatedRent {
  readonly centavos: number;
  readonly snippet: string;
}

/** "80k" and "80,000" alike, after the cue; pesos with or without their mark. */
function amountAfter(text: string): number | undefined {
  const marked = findPesoAmounts(text)[0];
  if (marked !== undefined) return marked;
  const bare = /^\D{0,12}?(\d{1,3}(?:,\d{3})+|\d{4,7}|\d{1,3}(?:\.\d+)?\s?k)\b/i.exec(text)?.[1];
  if (!bare) return undefined;
  const thousands = /k$/i.test(bare.trim());
  const value = Number(bare.replace(/[,\sk]/gi, ""));
  return Number.isFinite(value) ? Math.round((thousands ? value * 1_000 : value) * 100) : undefined;
}

/** The first monthly rent a sale listing states for itself, with its words. */
export function statedRentIn(lines: readonly string[]): StatedRent | undefined {
  for (const line of lines) {
    for (const sentence of line.split(/(?<=[.!?])\s+/)) {
      const cue = RENT_CUE.exec(sentence);
      if (!cue || PROJECTION.test(sentence)) continue;
      const after = sentence.slice(cue.index + cue[0].length, cue.index + cue[0].length + 60);
      if (!MONTHLY.test(after) && !MONTHLY.test(cue[0])) continue;
      const centavos = amountAfter(after);
      if (centavos === undefined || centavos < RENT_MIN_CENTAVOS || centavos > RENT_MAX_CENTAVOS) continue;
      return { centavos, snippet: clipText(sentence.trim(), SNIPPET_CHARS) };
    }
  }
  return undefined;
}
