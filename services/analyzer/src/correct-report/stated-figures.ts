import type { Listing } from "@suri/contracts";

/**
 * The amounts and areas a listing's own words state (its title, description, address and the quoted
 * words of each field), so a correction to one of them is known for a misreading: the reader picked the
 * reservation fee instead of the total price, or the lot area instead of the floor area.
 */
export interface StatedFigures {
  /** Peso amounts, in centavos. */
  amountsCentavos: number[];
  /** Areas in square metres (square feet and hectares converted). */
  areasSqm: number[];
}

export const SQFT_PER_SQM = 10.7639;
const SQM_PER_HECTARE = 10_000;
const STATED_FIGURES_MAX = 500;

const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)`;
const AMOUNT = new RegExp(String.raw`${NUMBER}\s*(million|mil|m|thousand|k)?(?![\p{L}\d²])`, "giu");
const AREA = new RegExp(
  String.raw`${NUMBER}\s*(sq\.?\s*m(?:eters?|etres?|trs?)?\.?|sqm|m2|m²|square\s*met(?:er|re)s?|sq\.?\s*f(?:ee)?t|sqft|ft2|ft²|square\s*f(?:ee|oo)t|hectares?|ha)(?![\p{L}\d])`,
  "giu",
);

const number = (token: string) => Number(token.replaceAll(",", ""));

function multiplier(suffix: string | undefined): number {
  const s = suffix?.toLowerCase();
  if (s === "million" || s === "mil" || s === "m") return 1_000_000;
  if (s === "thousand" || s === "k") return 1_000;
  return 1;
}

function sqmPer(unit: string): number {
  const u = unit.toLowerCase();
  if (u.startsWith("ha") || u.startsWith("hect")) return SQM_PER_HECTARE;
  if (/f(ee|oo)?t|ft/.test(u)) return 1 / SQFT_PER_SQM;
  return 1;
}

/** The listing's own words: what it says, not what was made of it. */
export function listingWords(listing: Listing): string {
  return [
    listing.title,
    listing.description,
    listing.address.text,
    listing.assumption?.quote,
    ...Object.values(listing.provenance).map((p) => p.snippet),
    ...(listing.conditionEvidence ?? []).map((e) => e.quote),
  ]
    .filter((s): s is string => Boolean(s))
    .join("\n");
}

export function statedFigures(listing: Listing): StatedFigures {
  const words = listingWords(listing);
  const amountsCentavos: number[] = [];
  const areasSqm: number[] = [];
  for (const m of words.matchAll(AMOUNT)) {
    const pesos = number(m[1]!) * multiplier(m[2]);
    if (pesos >= 1_000 && amountsCentavos.length < STATED_FIGURES_MAX) amountsCentavos.push(Math.round(pesos * 100));
  }
  for (const m of words.matchAll(AREA)) {
    const sqm = number(m[1]!) * sqmPer(m[2]!);
    if (sqm > 0 && areasSqm.length < STATED_FIGURES_MAX) areasSqm.push(sqm);
  }
  return { amountsCentavos, areasSqm };
}
