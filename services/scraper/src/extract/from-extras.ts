import { NOT_THE_RENT } from "./from-page-text";
import { firstLabelled } from "./labelled-fields";
import type { ListingDraft } from "./listing-draft";
import { findPesoAmounts, parseCount, parsePriceCentavos } from "./quantities";
import { statedRentIn } from "./stated-rent";

/** A value printed next to its label on the page. */
const LABELLED = 0.85;
/** A value picked out of running text. */
const GUESSED = 0.5;

/** Large developers whose names in a listing's text identify the developer. */
const DEVELOPERS = [
  "Ayala Land Premier",
  "Ayala Land",
  "Alveo",
  "Avida Land",
  "Avida",
  "Amaia",
  "SMDC",
  "SM Development Corporation",
  "DMCI Homes",
  "Megaworld",
  "Robinsons Land",
  "Rockwell Land",
  "Federal Land",
  "Filinvest",
  "Vista Land",
  "Camella",
  "Century Properties",
  "Shang Properties",
  "Cebu Landmasters",
  "Torre Lorenzo",
  "Ortigas Land",
  "Sta. Lucia Land",
  "8990 Holdings",
  "Primary Homes",
  "Arthaland",
];
const DEVELOPER_IN_TEXT = new RegExp(
  `\\b(${DEVELOPERS.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})\\b`,
  "i",
);

/**
 * Fields the structured extractors rarely carry: status, developer, project, parking, association
 * dues, posted date and offer terms. The place is decided apart, from ranked evidence (place-evidence.ts).
 */
export function fillExtras(draft: ListingDraft, lines: string[]): void {
  const prose = [draft.get("title") ?? "", draft.get("description") ?? "", ...lines.slice(0, 400)].join("\n");
  const statusLabel = firstLabelled(lines, "status", (value) => statusOf(value));
  draft.set("status", statusLabel, "text", LABELLED).set("status", statusOf(prose), "text", GUESSED);
  const developer = firstLabelled(lines, "developer", (value) => (value.length <= 80 ? value : null));
  draft.set("developer", developer, "text", LABELLED);
  draft.set("developer", canonicalDeveloper(DEVELOPER_IN_TEXT.exec(prose)?.[1]), "text", GUESSED);
  draft.set(
    "project",
    firstLabelled(lines, "project", (value) => (value.length <= 80 ? value : null)),
    "text",
    LABELLED,
  );
  draft.set("parkingSlots", firstLabelled(lines, "parking", parkingOf), "text", LABELLED);
  draft.set("parkingSlots", parkingInProse(prose), "text", GUESSED);
  draft.set("associationDuesCentavos", firstLabelled(lines, "dues", duesOf), "text", LABELLED);
  draft.set("associationDuesCentavos", duesInProse(prose), "text", GUESSED);
  draft.set("postedAt", firstLabelled(lines, "posted", isoDate), "text", LABELLED);
  const rent = statedRentIn(prose.split("\n"));
  // A sale that also states its rent stays a sale: the rent is the unit's income, not its offer.
  const forSale = /\bfor sale\b|\bselling\b|\bbenta\b/i.test(prose.slice(0, 400));
  if (rent && forSale) draft.set("listedRentCentavos", rent.centavos, "text", GUESSED, rent.snippet);
  if (!(rent && forSale)) readOfferTerms(draft, prose);
}

export function statusOf(text: string): "ready_for_occupancy" | "pre_selling" | undefined {
  if (/\bpre-?\s?sell(ing)?\b|\bpreselling\b|\bturn-?over (in|by) 20\d\d\b/i.test(text)) return "pre_selling";
  if (/\bRFO\b|\bready for occupancy\b|\bready to move[- ]in\b|\bmove-in ready\b/i.test(text)) {
    return "ready_for_occupancy";
  }
  return undefined;
}

function canonicalDeveloper(found: string | undefined): string | undefined {
  if (!found) return undefined;
  return DEVELOPERS.find((name) => name.toLowerCase() === found.toLowerCase()) ?? found;
}

function parkingOf(value: string): number | null {
  const count = parseCount(value.trim()) ?? parseCount(/^(\d{1,2})\b/.exec(value.trim())?.[1]);
  if (count !== null) return count;
  return /^(none|no|n\/a)\b/i.test(value.trim()) ? 0 : null;
}

function parkingInProse(text: string): number | undefined {
  const match = /\b(\d{1,2})\s*(?:parking|car ?park|garage)(?:\s*(?:slots?|spaces?))?\b/i.exec(text);
  return match?.[1] ? Number(match[1]) : undefined;
}

function duesOf(value: string): number | null {
  if (/\/\s*sq/i.test(value)) return null; // per-sqm dues need the area; left out rather than guessed
  return parsePriceCentavos(value.replace(/\s*(\/|per)\s*(mo|month)\.?\b.*/i, ""));
}

function duesInProse(text: string): number | undefined {
  const match = /\b(?:association|condo|monthly)\s+dues?\b[^\n₱]{0,20}(₱\s?[\d,.]+\s?k?(?!\s*\/\s*sq))/i.exec(text);
  return match?.[1] ? findPesoAmounts(match[1])[0] : undefined;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** "2026-03-14", "14/03/2026" (day first, as PH sites write it), "March 14, 2026", "14 Mar 2026" → yyyy-mm-dd. */
export function isoDate(text: string): string | null {
  const pad = (n: number) => String(n).padStart(2, "0");
  const valid = (y: number, m: number, d: number) =>
    y >= 2000 && y <= 2100 && m >= 1 && m <= 12 && d >= 1 && d <= 31 ? `${y}-${pad(m)}-${pad(d)}` : null;
  const iso = /\b(20\d\d)-(\d{1,2})-(\d{1,2})\b/.exec(text);
  if (iso) return valid(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const slashed = /\b(\d{1,2})\/(\d{1,2})\/(20\d\d)\b/.exec(text);
  if (slashed) return valid(Number(slashed[3]), Number(slashed[2]), Number(slashed[1]));
  const named = /\b(?:(\d{1,2})\s+)?([a-z]{3})[a-z]*\.?\s+(?:(\d{1,2}),?\s+)?(20\d\d)\b/i.exec(text);
  const month = named?.[2] ? MONTHS.indexOf(named[2].toLowerCase()) + 1 : 0;
  if (named && month) return valid(Number(named[4]), month, Number(named[1] ?? named[3] ?? 1));
  return null;
}

/** A rent when the title or the price says so ("for rent", "₱35k/mo", "per month"). */
function readOfferTerms(draft: ListingDraft, prose: string): void {
  const title = draft.get("title") ?? "";
  const rentInTitle = /\bfor (rent|lease)\b|\bpaupahan\b/i.test(title);
  const priceLines = prose.split("\n").filter((line) => !NOT_THE_RENT.test(line));
  const monthly = priceLines.some((line) =>
    /₱\s?[\d,.]+\s?k?\s*(\/\s*mo(nth)?\b|per month|a month|monthly)/i.test(line),
  );
  if (!rentInTitle && !monthly) return;
  draft.set("offerType", "rent", "text", rentInTitle ? LABELLED : GUESSED);
  draft.set("rentPeriod", "month", "text", GUESSED);
}
