/**
 * What a listing says about the property's legal and physical state — occupants, a case, the title, an
 * as-is sale, a foreclosure (condition-rules.ts) — with the words it says it in, so a report can quote
 * them. A page is read in its labelled remarks and status lines ("Remarks:", "Occupancy:", "Legal
 * Status - …") and its title and description, never in a site's general advice text; a pasted or uploaded
 * post is read whole, since its words are the listing.
 *
 * A match is dropped when its own clause negates it: a negation before it ("no pending case", "walang
 * kaso", "free from liens and encumbrances", "not occupied", "Non-occupied") or a "none" after a label
 * ("Occupied: No"). Every window looked at is a few dozen characters wide: the reading stays linear.
 */
import type { ConditionEvidence, ConditionEvidenceKey, Listing } from "@suri/contracts";
import { CONDITION_QUOTE_MAX_CHARS, clipText, ListingConditionSchema, sliceWhole } from "@suri/contracts";
import { CONDITION_RULES, type ConditionRule, PRE_SELLING, TURNOVER } from "./condition-rules";
import { labelledValues } from "./labelled-fields";

/** How far back a negation can stand in its clause ("not under any pending case"). */
const NEGATION_WINDOW_CHARS = 48;
/** How far a clause reaches after the words, for a negation after them ("levy … was cancelled"). */
const CLAUSE_AFTER_CHARS = 90;
/** How far a sentence reaches around the words (its quote is then cut to CONDITION_QUOTE_MAX_CHARS). */
const QUOTE_WINDOW_CHARS = 200;
/** Status lines of bank and Pag-IBIG pages: a condition stated as a label and its value. */
const STATUS_LINE =
  /^[\s•*-]{0,3}(?:(?:physical|legal|document(?:ary)?|title|possession|occupancy) status|status of (?:the )?title|title|possession)\s{0,3}[:：-]/i;
const STATUS_LINE_MAX_CHARS = 300;

const CLAUSE_END = /[.;!?•(]|\s[-–]\s|\b(?:but|however|pero|apan|bale)\b/gi;
const NEGATION =
  /\b(?:no\b(?!\.?\s?\d)|not|non|none|without|w\/o|never|free (?:from|of)|clean of|clear of|walang?|wala'?y|walay|dili|hindi|di)\b/i;
/** Words shortened with a full stop in addresses and bank remarks: no sentence ends at them. */
const ABBREVIATION =
  /^(?:[A-Z]|blk|st|sta|sto|brgy|bgy|ave|dr|jr|sr|mr|ms|mrs|art|sec|ph|bldg|rd|hwy|corp|inc|co|engr|atty|gen|vs|approx|forecl|proc|div|ctr|sq|flr)$/i;
/** A label answered "no": "Occupied: No", "Pending case - none". */
const ANSWERED_NO = /^\s{0,3}[:：=-]\s{0,3}(?:no\b(?!\.?\s?\d)|none|n\/a|wala|nil)\b/i;
/** Words after a burden that lift it: "mortgage cancelled", "levy lifted". */
const LIFTED =
  /^[^.;\n]{0,30}?\b(?:already |was |were |has been |have been )(?:cancell?ed|released|lifted|dismissed|resolved|settled)\b/i;

/** The clause before `start` (up to the last clause end). */
function clauseBefore(text: string, start: number): string {
  const window = text.slice(Math.max(0, start - NEGATION_WINDOW_CHARS), start);
  let cut = 0;
  for (const end of window.matchAll(CLAUSE_END)) cut = end.index + end[0].length;
  // A line break ends a clause unless the line wraps mid-sentence (the next line starts in lower case).
  const lineBreak = window.lastIndexOf("\n");
  const windowStart = Math.max(0, start - NEGATION_WINDOW_CHARS);
  const wraps = /^\n\s*[a-z]/.test(text.slice(windowStart + lineBreak, start + 2));
  if (lineBreak >= 0 && !wraps) cut = Math.max(cut, lineBreak + 1);
  return window.slice(cut);
}

/** A sentence ends at text[at]: "!", "?", ";", a bullet, a full stop (not an abbreviation's), a line break. */
function isBoundary(text: string, at: number): boolean {
  const char = text[at];
  if (char === "!" || char === "?" || char === "•" || char === ";") return true;
  // A line that wraps mid-sentence goes on in lower case, or breaks after a comma or a dash.
  if (char === "\n") {
    return !/^\n\s*[a-z]/.test(text.slice(at, at + 4)) && !/[,\-/(&]\s*$/.test(text.slice(Math.max(0, at - 3), at));
  }
  // A full stop ends a sentence, not an abbreviation ("Blk. 4", "Sta. Rosa", "Entry No. 5550").
  if (char !== "." || !/\s/.test(text[at + 1] ?? " ")) return false;
  // A figure's unit ("3M.", "120 sqm.") is no abbreviation: only letters after a space or a stop are.
  const word = /(?:^|[\s.(])([A-Za-z]+)$/.exec(text.slice(Math.max(0, at - 9), at))?.[1] ?? "";
  // "No." numbers what follows ("No. 5550", "No. R-PSY-19", "No. NA") but answers a label ("Occupied: No. Tax …").
  if (/^nos?$/i.test(word)) return !/^\.\s{0,2}(?:\d|[^\s\p{Ll}]+(?:\s|$))/u.test(text.slice(at, at + 24));
  return !ABBREVIATION.test(word);
}

/** The rest of the sentence after text[end], up to `reach` characters. */
function clauseAfter(text: string, end: number, reach: number): string {
  let to = end;
  while (to < Math.min(text.length, end + reach) && !isBoundary(text, to)) to += 1;
  return text.slice(end, to);
}

function negated(text: string, start: number, end: number): boolean {
  const after = clauseAfter(text, end, CLAUSE_AFTER_CHARS);
  return NEGATION.test(clauseBefore(text, start)) || ANSWERED_NO.test(after) || LIFTED.test(after);
}

const normal = (s: string) => s.replace(/\s+/g, " ");

/** Where the sentence around text[start, end) begins and ends (at most QUOTE_WINDOW_CHARS either side). */
function sentenceAround(text: string, start: number, end: number): [number, number] {
  let from = start;
  while (from > Math.max(0, start - QUOTE_WINDOW_CHARS) && !isBoundary(text, from - 1)) from -= 1;
  const to = end + clauseAfter(text, end, QUOTE_WINDOW_CHARS).length;
  // A sentence's own full stop belongs to the quote.
  return [from, text[to] === "." ? to + 1 : to];
}

/** The words text[start, end) in their sentence text[from, to): whitespace normalised, cut to fit, marked "…". */
export function quoteAround(text: string, [from, to]: [number, number], start: number, end: number): string {
  const before = normal(sliceWhole(text, from, start).replace(/^[\s•*:–-]+/, ""));
  const words = normal(text.slice(start, end));
  const after = normal(sliceWhole(text, end, to).replace(/(?<![\s,:–-])[\s,:–-]+$/, ""));
  const max = CONDITION_QUOTE_MAX_CHARS;
  if (before.length + words.length + after.length <= max) return `${before}${words}${after}`.trim();
  const room = Math.max(0, max - words.length - 2);
  const keepAfter = Math.min(after.length, Math.max(Math.floor(room / 2), room - before.length));
  const keepBefore = Math.min(before.length, room - keepAfter);
  const head =
    keepBefore < before.length ? `…${before.slice(before.length - keepBefore).replace(/^\S*\s?/, "")}` : before;
  const tail = keepAfter < after.length ? `${clipText(after, keepAfter).replace(/\s?\S*$/, "")}…` : after;
  return clipText(`${head}${words}${tail}`.trim(), max);
}

/** The first un-negated match of a rule in `text`, as a quote. */
function firstQuote(rule: ConditionRule, text: string): string | null {
  for (const match of text.matchAll(rule.pattern)) {
    const start = match.index;
    const end = start + match[0].length;
    if (negated(text, start, end)) continue;
    const sentence = sentenceAround(text, start, end);
    if (rule.unless?.test(text.slice(...sentence))) continue;
    return quoteAround(text, sentence, start, end);
  }
  return null;
}

/** Every condition the texts state, in ListingConditionSchema's order, each with its first quote. */
export function conditionEvidenceIn(texts: readonly string[]): ConditionEvidence[] {
  const out: ConditionEvidence[] = [];
  for (const rule of CONDITION_RULES) {
    for (const text of texts) {
      const quote = firstQuote(rule, text);
      if (quote) {
        out.push({ condition: rule.condition, quote });
        break;
      }
    }
  }
  return out;
}

/** The words that date a pre-selling unit's turnover, else the words that call it pre-selling. */
function preSellingEvidence(texts: readonly string[]): ConditionEvidence | null {
  for (const rule of [TURNOVER, PRE_SELLING]) {
    for (const text of texts) {
      const quote = firstQuote(rule, text);
      if (quote) return { condition: "pre_selling", quote };
    }
  }
  return null;
}

/** The texts of a page that state conditions: its title, labelled remarks and status lines, its description. */
function pageTexts(listing: Listing, lines: string[]): string[] {
  const remarks = [...labelledValues(lines, "remarks")].map((match) => match.snippet);
  const status = lines.filter((line) => line.length <= STATUS_LINE_MAX_CHARS && STATUS_LINE.test(line));
  return [listing.title ?? "", ...remarks, ...status, listing.description ?? ""].filter((text) => text.trim());
}

export interface ConditionSource {
  /** The text is a post the user pasted or uploaded: all of it is the listing's own words. */
  readonly post?: boolean;
}

/**
 * The listing with the conditions its words state and their quotes (unchanged when they state none). A
 * pre-selling listing (its status says so) gets its turnover date words as the quote of that status.
 */
export function withConditions(listing: Listing, lines: string[], from: ConditionSource = {}): Listing {
  const texts = from.post ? [lines.join("\n")] : pageTexts(listing, lines);
  const evidence = conditionEvidenceIn(texts);
  const preSelling = listing.status === "pre_selling" ? preSellingEvidence(texts) : null;
  if (preSelling) evidence.push(preSelling);
  if (evidence.length === 0) return listing;
  const stated = new Set<ConditionEvidenceKey>(evidence.map((e) => e.condition));
  const conditions = ListingConditionSchema.options.filter((condition) => stated.has(condition));
  return { ...listing, ...(conditions.length ? { conditions } : {}), conditionEvidence: evidence };
}
