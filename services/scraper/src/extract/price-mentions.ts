/**
 * Every amount of money a listing's text mentions, with the words around it, classified before one
 * is chosen as the price. Sellers' posts name many amounts: the total contract price beside the
 * equity, the down payment, the reservation fee and the monthly amortisation; an appraisal beside
 * the asking price; the old price beside the reduced one. Taking the first amount takes the wrong
 * one about as often as the right one, so each mention is read with its label and context first.
 */
import { lastIndexOf, snippetOf } from "./mention-text";
import { parseAmount, pesosToCentavos } from "./quantities";

export type PriceKind =
  /** What a buyer pays: "Price:", "selling price", "TCP", "net", "for sale at", an amount on its own. */
  | "asking"
  /** A cash price, a final or "nett" price: preferred over a plain price when both are given. */
  | "final"
  | "equity"
  | "downpayment"
  | "reservation"
  | "monthly"
  | "appraised"
  /** The price before a reduction ("from 15M down to 11M"). */
  | "previous"
  | "per_sqm"
  | "loan"
  | "fee"
  | "discount"
  | "rent"
  /** Another property's price, or a difference: "below the developer price of ₱1M", "₱200,000 below market". */
  | "comparison";

export interface PriceMention {
  centavos: number;
  kind: PriceKind;
  /** True when words next to the amount say what it is (a label or a qualifier), false for a bare amount. */
  labelled: boolean;
  /** True when the amount carries a currency mark (₱, PHP, P) or a million suffix. */
  marked: boolean;
  /** Index of the line it was found on. */
  line: number;
  /** The line, trimmed to about 120 characters around the amount: shown to the user as where it came from. */
  snippet: string;
  /** The upper end of a range ("3M – 5M"): such a mention is a range, not a price. */
  ranged: boolean;
  /** Where the amount starts and ends on its line (UTF-16 offsets), for rules that read the words around it. */
  start: number;
  end: number;
}

const MULTIPLIER = "(?:mil(?:lion)?s?|mn|m|k|b(?:illion)?)";
const NUMBER = "(\\d{1,3}(?:,\\d{3})+|\\d+)(\\.\\d+)?";
/**
 * An amount: a currency mark then a number (with an optional million/thousand suffix), or a number
 * with a million suffix, or a number with thousands separators. "Php1,890,000.00", "₱ 21.9M",
 * "13M", "3.5 million", "4,500,000".
 */
const AMOUNT = new RegExp(
  `(₱|\\bPHP|\\bPhp|\\bphp|\\bP(?=\\s?\\d))?\\s?${NUMBER}(?:\\s?(${MULTIPLIER})(?![a-z]))?(\\.-|/-)?`,
  "gi",
);

/** "below the current market price of", "cheaper than the developer's": the amount after is another's price. */
const COMPARED_BEFORE =
  /\b(?:below|under|lower than|less than|cheaper than|higher than|above|compared (?:to|with)|versus|vs\.?)\s+(?:the\s+)?(?:current\s+|prevailing\s+|usual\s+)?(?:market|developer'?s?|zonal|original|other|neighbou?ring|similar|selling|going|average)?\s*(?:price|value|rate)s?\s*(?:of|at|is)?\s*(?:only\s+)?$/i;

/** Words just before an amount, read back to the previous amount or the start of the clause. */
const BEFORE: [RegExp, PriceKind][] = [
  [/\b(total )?equity\b|\bequity\b/i, "equity"],
  [/\bdown ?payment\b|\bdp\b|\bdownpayment\b|\bspot ?dp\b/i, "downpayment"],
  [/\breservation\b|\breserve\b|\brf\b|\bres\.? fee\b/i, "reservation"],
  [/\bamorti[sz]ation\b|\bmonthly\b|\bper month\b|\bmonthly payment\b|\bm\.?a\.?\b(?=\s*[:₱p\d])/i, "monthly"],
  [/\bapprais(?:ed|al)\b|\bmarket value\b|\bzonal\b|\bassessed\b|\bvalued at\b|\bfair market\b/i, "appraised"],
  [
    /\bassum(?:e|ed|ption)\b|\bloan(?:able)?\b|\bbalance\b|\bfinanc(?:ing|ed)\b|\bbank\b(?! ?financing)|\bpag-?ibig\b/i,
    "loan",
  ],
  [
    /\b(?:association )?dues\b|\bfees?\b|\bcharges?\b|\bmisc(?:ellaneous)?\b|\btax(?:es)?\b|\bvat\b|\bcgt\b|\bdst\b|\bcommission\b|\bdeposit\b|\badvance\b|(?<!\d\s{0,2}|\bno\s{1,2}|\bwithout\s{1,2})\bparking\b/i,
    "fee",
  ],
  [/\bdiscount\b|\bless\b|\bsave\b|\brebate\b/i, "discount"],
  [/(?:\bper\s*(?:sq\.?\s?m\.?|sqm|square\s*met(?:er|re)s?)|\bpsqm\b)[^\d]{0,12}$/i, "per_sqm"],
  [
    /\b(?:original(?:ly)?|old|previous(?:ly)?|was|before|regular)\b(?: price)?|(?<!start(?:s|ing)?\s|price\s)\bfrom\s*$|\b(?:lowered|reduced|slashed|dropped|marked down)\s+(?:from|fr\.?)\s*$/i,
    "previous",
  ],
  [/\brent(?:al)?\b|\blease\b/i, "rent"],
];

/** Words that make an amount the price: these win over a weaker kind read further back. */
const PRICE_WORDS =
  /\b(?:total (?:contract|package|selling) price|tcp|contract price|package price|selling price|asking(?: price)?|list(?:ing|ed)? price|sale price|(?:lot|unit|house) price|price|presyo|halaga|for sale(?: at| for)?|selling(?: it)? (?:for|at)|sell(?:ing)? (?:our|my|the|this)? ?(?:unit|house|property|lot)? ?(?:for|at)|only|at|@)\s*[:=\-–]?\s*$/i;
/** Words that make the price the final one: "net", "nett", "cash price", "rush", "sacrifice", "now". */
const FINAL_WORDS =
  /\b(?:nett?|net to (?:seller|owner)|cash price|rush|sacrifice|final|now|discounted price|bargain|special offer|promo price|offer price|total contract price|tcp|total package price|total selling price)\b/i;
/** "Total Contract Price with VAT", "inclusive of transfer fees": what a price includes, not what it is. */
const INCLUSIONS =
  /\b(?:with|w\/|incl(?:\.|usive(?: of)?|uding)?|plus|exclusive of|excl\.?|net of)\s+(?:the\s+)?(?:vat|tax(?:es)?|fees?|transfer(?: fees?| charges?)?|parking|cgt|dst|misc(?:ellaneous)?(?: fees?)?)\b/gi;

/** How far back from an amount its clause is read for brackets and inclusions, before the last 48 characters are kept. */
const NEAR_READ_CHARS = 240;

/** Words right after an amount that say what it is. */
const AFTER: [RegExp, PriceKind][] = [
  [/^\s*(?:\/|per|a)\s*(?:sq\.?\s?m|sqm|square|sq\b|m2|m²)/i, "per_sqm"],
  [/^\s*(?:\/\s*mo(?:nth)?\b|per month|a month|monthly|x\s?\d+\s*(?:mos?|months)|for \d+ months|\/mon)/i, "monthly"],
  [/^\s*(?:equity|dp\b|down ?payment)/i, "equity"],
  // "650k only assume", "P600K ra ang assume": what a pasalo asks for the seller's equity (assumption.ts).
  [/^\s*(?:only\s+|lang\s+|ra\s+|na\s+lang\s+)?(?:cash\s+)?(?:to\s+|ang\s+)?(?:assume|pasalo)\b/i, "equity"],
  [/^\s*(?:reservation|reservation fee)/i, "reservation"],
  [/^\s*(?:loanable|loan)/i, "loan"],
  [/^\s*(?:discount|off\b)/i, "discount"],
  [/^\s*(?:security deposit|deposit|advance|dues|fees?\b|for parking|parking|worth of)/i, "fee"],
  // "₱200,000 below developer price", "P1M cheaper than the others": a difference, not a price.
  [
    /^\s*(?:php|pesos?)?\s*(?:below|under|lower than|less than|cheaper|above|higher than|more than|off)\b/i,
    "comparison",
  ],
  // "₱8,000 per sqm — ₱800,000 total": the rate's words before it, the total's after.
  [/^\s*(?:php|pesos?)?\s*(?:in\s+)?total\b/i, "asking"],
];
const FINAL_AFTER = /^\s*(?:all[- ]in|nett?\b|net of|cash\b|only\b|negotiable|neg\b|fixed|final|incl|inclusive)/i;

const METRES_AFTER =
  /^\s*(?:of\b|away|from|frontage|road|walk|long|wide|deep|high|tall|x\b|×|radius|elevation|above|below|to the|distance|,\s*\d)/i;

/** A line's opening label ("*Parking:"), read once per line: every amount on the line shares it. */
const LINE_LABEL = /^\W*([^:\d₱]{2,40}):/;

/** Phone numbers, years, lot/block/unit numbers and the like are not amounts. */
function notMoney(line: string, start: number, end: number, value: number, millions = false): boolean {
  const before = line.slice(Math.max(0, start - 12), start);
  const after = line.slice(end, end + 14);
  if (/(?:usd|us\$|\$|dollars?|€|£)\s*~?\s*$/i.test(before)) return true;
  // "(≈ 3,500,000 USD)": a price restated in another currency.
  if (/^\s*(?:usd|us\$|dollars?|eur|euros?|€|£)/i.test(after)) return true;
  if (/(?:\+?63|\b0)9\d{2}[\s-]?\d{3}[\s-]?\d{4}/.test(line.slice(Math.max(0, start - 4), end + 10))) return true;
  if (
    !millions &&
    /^\s*(?:sq|sqm|m2|m²|square|hectares?|ha\b|floor|lot\b|land|area|bedrooms?|br\b|baths?|storey|floors?|door|units?|years?|yrs|km|mins?|minutes|hrs?|%|slots?|cars?|kw)/i.test(
      after,
    )
  )
    return true;
  if (/(?:lot|blk|block|phase|unit|room|no\.?|#|tct|cct|tel|floor)\s*$/i.test(before)) return true;
  // "two plots at 15,660 and 18,933 square meters": the first figure shares the second one's unit.
  if (/^\s*(?:and|or|to|-|–)\s*[\d,.]+\s*(?:sq|sqm|square|m2|m²|hectares?|ha\b)/i.test(after)) return true;
  return value < 1000;
}

/** All amounts of money on the lines, each classified. */
export function findPriceMentions(lines: readonly string[]): PriceMention[] {
  const mentions: PriceMention[] = [];
  lines.forEach((raw, lineIndex) => {
    const line = raw.replace(/\u00a0/g, " ");
    let clauseStart = 0;
    // "*Parking: 2.7 million for tandem; 1.5 million for indoor": the line's label covers every amount on it.
    const lineLabel = LINE_LABEL.exec(line)?.[1];
    const labelKind = lineLabel ? BEFORE.find(([pattern]) => pattern.test(lineLabel))?.[1] : undefined;
    for (const match of line.matchAll(AMOUNT)) {
      const [whole, mark, digits, rawDecimals, multiplier] = match;
      const start = match.index ?? 0;
      const hasSeparators = digits?.includes(",") ?? false;
      // "Php 35,000,000.002 Storey": a card's lines run together; a peso figure has at most two decimals.
      const glued = hasSeparators && !multiplier && (rawDecimals?.length ?? 0) > 3;
      const decimals = glued ? rawDecimals?.slice(0, 3) : rawDecimals;
      const end = glued ? start + whole.indexOf(rawDecimals ?? "") + 3 : start + whole.length;
      if (!mark && !multiplier && !hasSeparators) continue;
      // "21,880,000 Million" is 21.88 million written twice over: a figure already in the millions keeps its value.
      const big = Number(digits?.replaceAll(",", "")) >= 100_000;
      const suffix = multiplier && !big ? ` ${normaliseMultiplier(multiplier)}` : "";
      const pesos = parseAmount(`${digits}${decimals ?? ""}${suffix}`);
      if (pesos === null || notMoney(line, start + (mark?.length ?? 0), end, pesos, !!multiplier)) {
        clauseStart = end;
        continue;
      }
      const before = line.slice(clauseStart, start);
      const after = line.slice(end, end + 40).replace(/^\+/, "");
      // "130m of beach frontage", "100 m away", "(4m x 14m": metres, not millions.
      if (!mark && multiplier && /^m$/i.test(multiplier) && (multiplier === "m" || METRES_AFTER.test(after))) {
        const saysPrice =
          /\b(?:price|presyo|selling|tcp|for sale|only|nett?|cash)\b[^\d]{0,12}$/i.test(before.slice(-48)) ||
          FINAL_AFTER.test(after) ||
          /^\s*selling\b/i.test(after);
        if (METRES_AFTER.test(after) || !saysPrice) {
          clauseStart = end;
          continue;
        }
      }
      let { kind, labelled } = classify(before, after, lines, lineIndex);
      if (!labelled && labelKind) ({ kind, labelled } = { kind: labelKind, labelled: true });
      mentions.push({
        centavos: pesosToCentavos(pesos),
        kind,
        labelled,
        // "24,002,240 Php": brokers write the currency after the figure too.
        marked: !!mark || !!multiplier || /^\s*(?:php|pesos?)\b/i.test(after),
        line: lineIndex,
        snippet: snippetOf(line, start, end, SNIPPET_CHARS),
        start,
        end,
        ranged:
          mentions.at(-1)?.line === lineIndex && /^\+?\s*(?:[-–—~]|to|up to)\s*$/i.test(line.slice(clauseStart, start)),
      });
      clauseStart = end;
    }
  });
  return markRanges(mentions);
}

function normaliseMultiplier(multiplier: string): string {
  const lower = multiplier.toLowerCase();
  if (lower.startsWith("mil") || lower === "mn" || lower === "m") return "m";
  if (lower.startsWith("b")) return "b";
  return "k";
}

/** "3M – 5M", "from 3.2M to 4.5M": both ends are a range, neither is the price. */
function markRanges(mentions: PriceMention[]): PriceMention[] {
  for (let index = 1; index < mentions.length; index += 1) {
    const upper = mentions[index]!;
    const lower = mentions[index - 1]!;
    if (upper.ranged && lower.line === upper.line) {
      lower.ranged = true;
      // "Php 330K-360K/sq.m": the words after the range say what both ends are.
      if (upper.kind === "per_sqm" || upper.kind === "monthly") lower.kind = upper.kind;
    }
  }
  return mentions;
}

function classify(
  before: string,
  after: string,
  lines: readonly string[],
  lineIndex: number,
): { kind: PriceKind; labelled: boolean } {
  // The words nearest the amount decide: read the clause back from the amount. A bracketed aside
  // ("Price (VAT exclusive):") qualifies nothing; "1,600 per sqm (80M)" brackets the total.
  if (/\(\s*$/.test(before) && /per\s*sq|\/\s*sq/i.test(before)) return { kind: "asking", labelled: true };
  // Only the clause's last words are read: a bracket never closed before a long run of them made
  // /\([^)]*\)/ scan the rest of the clause from every bracket.
  const near = sentenceOf(before.slice(-NEAR_READ_CHARS))
    .replace(/\([^)]*\)/g, " ")
    .replace(INCLUSIONS, " ")
    .slice(-48);
  const afterKind = AFTER.find(([pattern]) => pattern.test(after))?.[1];
  if (afterKind) return { kind: afterKind, labelled: true };
  if (COMPARED_BEFORE.test(near)) return { kind: "comparison", labelled: true };
  const priceAt = lastIndexOf(near, PRICE_WORDS_ANYWHERE);
  let best: { kind: PriceKind; at: number } | undefined;
  for (const [pattern, kind] of BEFORE) {
    const at = lastIndexOf(near, pattern);
    if (at >= 0 && (!best || at > best.at)) best = { kind, at };
  }
  // "From 15M down to 11M": the amount after "down to" is the price, the one after "from" was the old one.
  if (/\b(?:down(?:\s*\S{0,3})?\s*to|reduced to|now(?: only)?|to only|na lang|nalang)\s*$/i.test(near)) {
    return { kind: "final", labelled: true };
  }
  // "Previous Price", "Appraised Value", "Parking Price": a qualifier just before the price word decides.
  if (best && best.at >= priceAt - 15) {
    // "Total Package Price" then "Total EQUITY" on separate lines: the nearest word decides.
    return { kind: best.kind, labelled: true };
  }
  if (priceAt >= 0 || PRICE_WORDS.test(near)) {
    return { kind: FINAL_WORDS.test(near) || FINAL_AFTER.test(after) ? "final" : "asking", labelled: true };
  }
  if (FINAL_AFTER.test(after) || FINAL_WORDS.test(near)) return { kind: "final", labelled: true };
  // A label on the line before ("Price:" then the amount on its own line).
  const previous = lines[lineIndex - 1]?.trim() ?? "";
  if (!near.trim() && previous.length <= 40) {
    const label = BEFORE.find(([pattern]) => pattern.test(previous))?.[1];
    if (label) return { kind: label, labelled: true };
    if (PRICE_WORDS_ANYWHERE.test(previous)) return { kind: "asking", labelled: true };
  }
  return { kind: "asking", labelled: false };
}

/**
 * "Bank financing available. P13M nett.": words of the sentence before are not this amount's. A sentence ends
 * at a full stop after a word (not "Php." or "Pls.", abbreviations of three letters) or at "!" or "?".
 */
function sentenceOf(before: string): string {
  let start = 0;
  for (const match of before.matchAll(SENTENCE_END)) start = (match.index ?? 0) + match[0].length;
  return before.slice(start);
}

const SENTENCE_END = /(?:[a-z]{4,}\.|[!?])(?:\s+|$)/gi;

const PRICE_WORDS_ANYWHERE =
  /\b(?:total (?:contract|package|selling) price|tcp|contract price|package price|selling price|asking|list(?:ing|ed)? price|sale price|(?:lot|unit|house) price|price|presyo|halaga|for sale|selling|sell(?:ing)? (?:our|my|the|this))\b/gi;

/** How much of its line a price's snippet shows either side of it. */
const SNIPPET_CHARS = { before: 70, after: 40 };

/** Below this, a sale price is a fee or a typo; a monthly rent can be lower. */
export const SALE_PRICE_MIN_CENTAVOS = 100_000 * 100;
export const RENT_MIN_CENTAVOS = 1_000 * 100;

const KIND_RANK: Partial<Record<PriceKind, number>> = { final: 3, asking: 2 };

/**
 * The price of the listing: the best-ranked asking or final mention. A bare amount (no words
 * around it) counts only when nothing better is stated; the same amount stated twice is surer. A
 * rent listing takes its monthly rent. Ranges, equities, fees, appraisals and old prices never.
 */
export function choosePrice(mentions: readonly PriceMention[], offer: "sale" | "rent"): PriceMention | undefined {
  const floor = offer === "rent" ? RENT_MIN_CENTAVOS : SALE_PRICE_MIN_CENTAVOS;
  const eligible = mentions.filter((mention) => {
    if (mention.ranged || mention.centavos < floor) return false;
    if (offer === "rent") return mention.kind === "rent" || mention.kind === "monthly" || KIND_RANK[mention.kind];
    return KIND_RANK[mention.kind] !== undefined;
  });
  if (!eligible.length) return undefined;
  // Counted once: counting each mention's repeats again per mention grew with the square of the mentions.
  const times = new Map<number, number>();
  for (const { centavos } of mentions) times.set(centavos, (times.get(centavos) ?? 0) + 1);
  const score = (mention: PriceMention) =>
    (mention.labelled ? 10 : 0) +
    (KIND_RANK[mention.kind] ?? 1) * 2 +
    (mention.marked ? 1 : 0) +
    ((times.get(mention.centavos) ?? 0) > 1 ? 1 : 0);
  return eligible.reduce((best, mention) => (score(mention) > score(best) ? mention : best));
}
