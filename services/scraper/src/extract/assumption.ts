/**
 * Pasalo deals ("for assume", "assume balance", "pasalo", "take over payments"): the seller asks for the
 * equity they have paid, and the buyer takes over the loan's remaining balance and its monthly
 * amortisation. The amount such a post asks is not the unit's price, so the deal is read apart: that it
 * is one, and the equity, balance and amortisation (with the months left) it states, each with its words.
 * English, Tagalog and Cebuano. Every pattern is linear: alternatives of literals, bounded gaps, no
 * quantifier nested over free text.
 */
import type { Listing, ListingAssumption } from "@suri/contracts";
import { clipText, LISTING_QUOTE_MAX_CHARS, sliceWhole } from "@suri/contracts";
import { findPriceMentions, type PriceMention } from "./price-mentions";

/** Words that offer a pasalo. Each alternative is literal words with bounded gaps. */
const OFFERS = new RegExp(
  [
    String.raw`\bfor\s{0,3}(?:assume|assumption|assumr|assumed|pasalo|pasa-lo)\b`,
    String.raw`\bassume\s{0,3}(?:balance|bal\b|price|lang\b|na\s+lang\b|only\b|unit\b|ra\b|the\s+(?:rest|balance|loan))`,
    String.raw`\bassum(?:e|ing)\s{1,3}(?:the\s{1,3})?(?:remaining\s{1,3}|outstanding\s{1,3}|monthly\s{1,3})?(?:balance|loan|payments?|amorti[sz]ation)\b`,
    String.raw`\b(?:sale|resell|resale)\s{0,3}(?:or|\/|&|and)\s{0,3}(?:for\s{1,3})?assume\b`,
    String.raw`\bassume\s{0,3}(?:or|\/|&|and)\s{0,3}(?:for\s{1,3})?(?:sale|resell|resale|pasalo)\b`,
    String.raw`\bpasa-?lo\b|\bipapasalo\b|\bipasalo\b|\bpinapasalo\b|\bipapasa\b`,
    String.raw`\bi-?assume\b|\bipa-?assume\b`,
    String.raw`\btake\s{0,2}-?\s{0,2}over\s{1,3}(?:the\s{1,3}|my\s{1,3}|our\s{1,3})?(?:monthly\s{1,3})?(?:payments?|amorti[sz]ation|loan|balance)\b`,
    String.raw`\bequity\b[^\n]{0,80}\bassume\b`,
    // "Assume 38 Park Avenue 1BR", "…Construction.Assume…": a title or a sentence that opens with the offer.
    String.raw`(?:^\W{0,4}|[.!?:]\s{0,2})assumed?\b(?!\s{1,3}(?:that|no|any|responsibility|liability|the\s+risk))`,
  ].join("|"),
  "i",
);
/** "not for assume", "no pasalo": the offer denied. */
const DENIED = /\b(?:not|no|hindi|dili)\s{1,3}(?:for\s{1,3})?$/i;
/** "for sale or assume", "assume or for sale", "assume & resell": the unit may also be bought outright. */
const OR_SALE =
  /\b(?:sale|resell|resale)\s{0,3}(?:or|\/|&|and)\s{0,3}(?:for\s{1,3})?assume\b|\bassume\s{0,3}(?:balance\s{1,3})?(?:or|\/|&|and)\s{0,3}(?:for\s{1,3}|sacrifice\s{1,3}|rush\s{1,3})?(?:sale|resell|resale)\b/i;

type Role = "equity" | "balance" | "monthly" | "other";

/** Labels before an amount, each with the role it gives; the nearest label wins. */
const LABELS: [RegExp, Role][] = [
  [
    /\bamorti[sz]ation\b|\bmonthly\b|\bper\s+month\b|\bhulog\b|\bhulugan\b|\bbuwanang\b|\bbulanan\b|\bbinulan\b|\bm\.a\.?|\bma\s*:/gi,
    "monthly",
  ],
  [
    /\bbalance\b|\bbal\.?\s*:|\bbalanse\b|\bnatitira(?:ng)?\b|\bnabilin\b|\bbayranan\b|\bremaining\b|\boutstanding\b|\bloanable\b|\bloan\b|\butang\b/gi,
    "balance",
  ],
  [
    /\bassum(?:e|ption)\b|\bpasa-?lo\b|\bequity\b|\bcash\s{0,2}-?\s{0,2}out\b|\bpayable\s+to\s+(?:the\s+)?(?:current\s+)?owner\b|\bto\s+(?:the\s+)?owner\b/gi,
    "equity",
  ],
  [
    /\bfees?\b|\bdues\b|\bcharges?\b|\btax(?:es)?\b|\btransfer\b|\bredoc\w*|\breservation\b|\bdeposit\b|\bprice\b|\bvalue\b|\btcp\b|\bdown\s?payment\b|\bdp\b|\bmove-?in\b|\bdiscount\b|\bsavings?\b|\bincome\b|\bper\s+sq/gi,
    "other",
  ],
];
/** "Assume price", "pasalo price", "equity price": a price word right after the deal's word is the equity's label. */
const EQUITY_PRICE = /\b(?:assum(?:e|ption)|pasa-?lo|equity)\s{0,2}(?:price|amount)\b/gi;

/** Words right after an amount that say what it is. */
const MONTHLY_AFTER =
  /^\s{0,3}(?:\/\s{0,2}mo(?:nth)?s?\b|\/\s{0,2}mon\b|per\s{1,2}mo(?:nth)?\b|a\s+month\b|monthly\b|every\s+month\b|kada\s+(?:bulan|buwan)\b|matag\s+bulan\b|sa\s+isang\s+buwan\b|buwan-?buwan\b|bulan-?bulan\b|x\s{0,2}\d{1,3}\s{0,2}(?:mos?|months)\b)/i;
const EQUITY_AFTER =
  /^\s{0,3}(?:only\s{1,3}|lang\s{1,3}|ra\s{1,3}|na\s+lang\s{1,3})?(?:cash\s{1,3})?(?:to\s{1,3}|ang\s{1,3})?(?:assume|equity|pasalo|payable\s{1,3}to\s{1,3}(?:the\s{1,3})?(?:current\s{1,3})?(?:owner|seller))\b/i;
const OTHER_AFTER = /^\s{0,3}(?:reservation|dp\b|down\s?payment|fees?\b|dues\b|per\s+sq|\/\s{0,2}sq)/i;
/** "P1.7M Bank/Pag-ibig Financing", "2M loan balance". */
const BALANCE_AFTER = /^\s{0,3}(?:(?:bank|pag-?ibig|in-?house|\/)\s{0,2}){0,3}(?:financing|loan(?:able)?|balance)\b/i;

/** Where a clause starts: the words of an earlier sentence label nothing here. */
const CLAUSE_BREAK = /[.!?;|•]\s|\p{Extended_Pictographic}/gu;
const LABEL_WINDOW_CHARS = 60;
const AFTER_WINDOW_CHARS = 30;

/** Plausible sizes, pesos: below these an amount is a fee or a typo. */
const AMOUNT_MIN_PESOS: Record<Exclude<Role, "other">, number> = { equity: 10_000, balance: 50_000, monthly: 500 };

interface Read {
  centavos: number;
  snippet: string;
  start: number;
  end: number;
  /** A deal word labels it ("assume price"), not only "equity": an equity paid is history, the assume price is asked. */
  strong: boolean;
  line: number;
}

/** The role of one amount, from the words around it on its line. */
function roleOf(line: string, mention: PriceMention, previousEnd: number): { role: Role; strong: boolean } {
  const after = line.slice(mention.end, mention.end + AFTER_WINDOW_CHARS);
  if (MONTHLY_AFTER.test(after)) return { role: "monthly", strong: true };
  if (OTHER_AFTER.test(after)) return { role: "other", strong: false };
  if (EQUITY_AFTER.test(after)) return { role: "equity", strong: !/^\W{0,3}equity/i.test(after) };
  if (BALANCE_AFTER.test(after)) return { role: "balance", strong: true };
  let before = line.slice(Math.max(previousEnd, mention.start - LABEL_WINDOW_CHARS), mention.start);
  let cut = -1;
  for (const match of before.matchAll(CLAUSE_BREAK)) cut = (match.index ?? 0) + match[0].length;
  if (cut > 0) before = before.slice(cut);
  let best: { role: Role; at: number; word: string } | undefined;
  for (const [pattern, role] of LABELS) {
    for (const match of before.matchAll(pattern)) {
      const at = match.index ?? 0;
      if (!best || at >= best.at) best = { role, at, word: match[0] };
    }
  }
  const equityPrice = [...before.matchAll(EQUITY_PRICE)].at(-1);
  if (equityPrice && best && (equityPrice.index ?? 0) + equityPrice[0].length > best.at) {
    return { role: "equity", strong: !/^equity/i.test(equityPrice[0]) };
  }
  if (!best) return { role: "other", strong: false };
  return { role: best.role, strong: best.role !== "equity" || !/^equity$/i.test(best.word) };
}

const MONTHS =
  /(\d{1,3})\s{0,2}(?:more\s{1,2})?(months?|mos?\.?|buwan|bulan|years?|yrs?\.?|taon|ka\s+tuig|tuig)(?![a-z])/gi;
const MONTHS_MAX = 600;
const MONTHS_WINDOW_CHARS = 60;

/** "10 years to pay: 31,483 per month", "18k x 96 mos": the amortisation's months, stated around it. */
function monthsAround(line: string, start: number, end: number): number | undefined {
  const around = line.slice(Math.max(0, start - MONTHS_WINDOW_CHARS), end + MONTHS_WINDOW_CHARS);
  for (const match of around.matchAll(MONTHS)) {
    const count = Number(match[1]);
    const years = /^(?:y|t|ka)/i.test(match[2] ?? "");
    const months = years ? count * 12 : count;
    if (months > 0 && months <= MONTHS_MAX && !(years && count > 50)) return months;
  }
  return undefined;
}

/** The first line that offers a pasalo (not one denying it), and whether a sale outright is offered too. */
function offerIn(lines: readonly string[]): { quote: string; orSale: boolean } | null {
  let found: { quote: string; orSale: boolean } | null = null;
  for (const line of lines) {
    const match = OFFERS.exec(line);
    if (!match || DENIED.test(line.slice(Math.max(0, match.index - 12), match.index))) continue;
    found ??= { quote: quoteAround(line, match.index, match.index + match[0].length), orSale: false };
    if (OR_SALE.test(line)) found.orSale = true;
  }
  return found;
}

function quoteAround(line: string, start: number, end: number): string {
  const from = Math.max(0, start - 60);
  const to = Math.min(line.length, Math.max(end + 60, from + 80));
  const text = `${from > 0 ? "…" : ""}${sliceWhole(line, from, to).trim()}${to < line.length ? "…" : ""}`;
  return clipText(text, LISTING_QUOTE_MAX_CHARS);
}

export interface AssumptionReading {
  assumption: ListingAssumption;
  /** The words each figure was read from, by the listing's provenance key ("assumption.balanceCentavos"). */
  snippets: Partial<
    Record<`assumption.${"equityCentavos" | "balanceCentavos" | "monthlyAmortizationCentavos"}`, string>
  >;
}

/**
 * The pasalo a listing's lines offer, with the figures they state; null when they offer none. Of several
 * amounts in one role the first counts, but an equity labelled as the deal's ("assume price") wins over
 * one only called equity.
 */
export function assumptionIn(lines: readonly string[]): AssumptionReading | null {
  const offer = offerIn(lines);
  if (!offer) return null;
  const reads: Partial<Record<Exclude<Role, "other">, Read>> = {};
  const mentions = findPriceMentions(lines);
  mentions.forEach((mention, index) => {
    if (mention.ranged) return;
    const line = lines[mention.line]?.replace(/\u00a0/g, " ") ?? "";
    const previous = mentions[index - 1];
    const previousEnd = previous?.line === mention.line ? previous.end : 0;
    const { role, strong } = roleOf(line, mention, previousEnd);
    if (role === "other") return;
    const pesos = mention.centavos / 100;
    if (pesos < AMOUNT_MIN_PESOS[role]) return;
    const earlier = reads[role];
    if (earlier && (earlier.strong || !strong)) return;
    const { centavos, snippet, start, end } = mention;
    reads[role] = { centavos, snippet, start, end, strong, line: mention.line };
  });
  const { equity, balance, monthly } = reads;
  // An amortisation as large as the balance is no monthly payment: one of the two was misread.
  const monthlyFits = monthly && (!balance || monthly.centavos < balance.centavos);
  const monthsLeft = monthlyFits ? monthsAround(lines[monthly.line] ?? "", monthly.start, monthly.end) : undefined;
  const assumption: ListingAssumption = {
    ...(equity ? { equityCentavos: equity.centavos } : {}),
    ...(balance ? { balanceCentavos: balance.centavos } : {}),
    ...(monthlyFits ? { monthlyAmortizationCentavos: monthly.centavos } : {}),
    ...(monthsLeft ? { monthsLeft } : {}),
    ...(offer.orSale ? { orSale: true } : {}),
    quote: offer.quote,
  };
  return {
    assumption,
    snippets: {
      ...(equity ? { "assumption.equityCentavos": equity.snippet } : {}),
      ...(balance ? { "assumption.balanceCentavos": balance.snippet } : {}),
      ...(monthlyFits ? { "assumption.monthlyAmortizationCentavos": monthly.snippet } : {}),
    },
  };
}

/** A figure read next to its label: as sure as a labelled fact. */
const LABELLED = 0.8;
/** The listing's own price taken as the equity asked: the post does not say so in words. */
const PRICE_AS_EQUITY = 0.6;

type Provenance = Listing["provenance"][string];

/**
 * The listing with the pasalo its words offer (unchanged when they offer none, or it is a rent). Its price
 * stays what the listing states: the equity is read apart. A page whose price is the only amount asked
 * (a portal's "For Assume 2BR … ₱500,000") asks it for the equity, unless the post also sells outright.
 */
export function withAssumption(listing: Listing, lines: readonly string[]): Listing {
  if (listing.offerType === "rent") return listing;
  const texts = [listing.title ?? "", listing.description ?? "", ...lines].filter(Boolean);
  const read = assumptionIn(texts);
  if (!read) return listing;
  const { assumption } = read;
  const provenance: Record<string, Provenance> = { ...listing.provenance };
  for (const [key, snippet] of Object.entries(read.snippets)) {
    provenance[key] = { source: "text", confidence: LABELLED, snippet: clipText(snippet, LISTING_QUOTE_MAX_CHARS) };
  }
  const price = listing.priceCentavos;
  if (assumption.equityCentavos === undefined && price !== undefined && !assumption.orSale) {
    assumption.equityCentavos = price;
    const stated = listing.provenance.priceCentavos;
    provenance["assumption.equityCentavos"] = {
      source: stated?.source ?? "text",
      confidence: Math.min(stated?.confidence ?? PRICE_AS_EQUITY, PRICE_AS_EQUITY),
      ...(stated?.snippet ? { snippet: stated.snippet } : {}),
    };
  }
  return { ...listing, provenance, assumption };
}
