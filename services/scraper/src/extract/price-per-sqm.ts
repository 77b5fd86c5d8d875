/**
 * A listing that gives a price per sqm and an area but no total ("₱435/sqm, 15,012 sqm", "lot for sale at
 * 12,000 per sqm … 300 sqm") states its price: the product of the two. Land is priced by its lot area, a
 * built unit by its floor area. The words of both figures are kept as the price's snippet.
 */
import type { Listing } from "@suri/contracts";
import { clipText } from "@suri/contracts";
import { findPriceMentions } from "./price-mentions";

/** "₱435 per sqm", "PHP 12,000/sqm", "P 1,500 / sq.m.": small amounts the general price reader leaves out. */
const PER_SQM =
  /(?:₱|\bphp\.?|\bp)\s?(\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?|\d{1,7}(?:\.\d{1,2})?)\s?(?:\/|per|a)\s?(?:sq\.?\s?m\.?|sqm|square met(?:er|re)|m2|m²)(?![a-z])/i;

/** Dues, fees and rents are charged per sqm too: never a price. */
const NOT_A_PRICE =
  /\b(?:dues|association|assoc\.?|fees?|maintenance|cusa|rent(?:al)?|lease|amorti[sz]ation|monthly|per month|a month)\b/i;

function perSqmIn(all: readonly string[]): { centavos: number; snippet: string } | undefined {
  const lines = all.filter((line) => !NOT_A_PRICE.test(line));
  const general = findPriceMentions(lines).find((mention) => mention.kind === "per_sqm" && !mention.ranged);
  if (general) return general;
  for (const line of lines) {
    const match = PER_SQM.exec(line);
    const pesos = match?.[1] ? Number(match[1].replaceAll(",", "")) : Number.NaN;
    if (match && pesos > 0) return { centavos: Math.round(pesos * 100), snippet: clipText(line.trim(), 120) };
  }
  return undefined;
}

/** A per-sqm figure read this sure yields a price as sure as a guessed one. */
const DERIVED_CONFIDENCE = 0.6;
const SNIPPET_CHARS = 200;

export function withPriceFromPerSqm(listing: Listing, lines: readonly string[]): Listing {
  if (listing.priceCentavos !== undefined || listing.offerType !== "sale") return listing;
  const perSqm = perSqmIn(lines);
  if (!perSqm) return listing;
  const land = listing.propertyType === "lot" || listing.floorAreaSqm === undefined;
  const area = land ? listing.lotAreaSqm : listing.floorAreaSqm;
  if (area === undefined || area <= 0) return listing;
  const areaKey = land ? "lotAreaSqm" : "floorAreaSqm";
  const areaWords = listing.provenance[areaKey]?.snippet ?? `${area} sqm`;
  return {
    ...listing,
    priceCentavos: Math.round(perSqm.centavos * area),
    provenance: {
      ...listing.provenance,
      priceCentavos: {
        source: "text",
        confidence: DERIVED_CONFIDENCE,
        snippet: clipText(`${perSqm.snippet} × ${areaWords}`, SNIPPET_CHARS),
      },
    },
  };
}
