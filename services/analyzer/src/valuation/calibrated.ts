/**
 * References calibrated on real asking prices (market-data/listing-references: per city × type,
 * with n, quartiles, period and sources) turned into the valuation's reference and rent inputs.
 *
 * Which reference a verdict uses when there are not enough live comparables:
 *   1. the listing data's own city cell (at least LISTING_N_STANDALONE listings) — measured, per type;
 *   2. else a cited figure of the place itself (district, city or province row of market-data.md);
 *   3. else the listing data's wider cell (province, then region) — low confidence, wider range;
 *   4. else what the cited dataset allows (Metro Manila's own row for its cities), else nothing.
 * A type never borrows another type's figure.
 */
import type { Citation, Listing, PropertyType } from "@suri/contracts";
import {
  type Figure,
  type FoundFigure,
  type ListingPropertyType,
  type ListingReference,
  type ListingRent,
  type ListingTable,
  listingReference,
  listingRent,
} from "../market-data";
import { area } from "../market-data/types";
import { joined, type PhraseKey, phrase, type Writer, writerFor } from "../wording/writer";
import type { ValuationBasis } from "./basis";
import type { ReferenceValue } from "./reference";

/** The listing-data type of a report's property type on its area basis; null when the data has no such series. */
export function listingDataType(basis: ValuationBasis): ListingPropertyType | null {
  const type: PropertyType | null = basis.propertyType;
  if (basis.areaBasis === "lot") return type === "lot" ? "lot" : null;
  if (basis.areaBasis !== "floor") return null;
  if (type === "condo") return "condo";
  if (type === "house_and_lot") return "house";
  if (type === "townhouse") return "townhouse";
  return null;
}

function sourceLine(reference: ListingReference | ListingRent): string {
  const titles = reference.sources.map((s) => `${s.title} (${s.repository}@${s.commit.slice(0, 7)}, n=${s.n})`);
  return titles.join("; ");
}

function foundFigure(reference: ListingReference | ListingRent, value: number, unit: Figure["unit"], note: string) {
  const figure: Figure = {
    value,
    unit,
    period: reference.period,
    asOf: reference.asOf,
    source: `Listing data: ${sourceLine(reference)}`,
    sourceKey: `listings:${reference.level}:${reference.place}`,
    confidence: reference.confidence,
    note,
  };
  const holder = area({
    id: `listings-${reference.level}-${reference.place}`,
    name: reference.place,
    level: reference.level,
    parentId: null,
    aliases: [],
  });
  const found: FoundFigure = {
    figure,
    area: holder,
    fallback: reference.fallback,
    confidence: reference.confidence,
    ...(reference.note ? { fallbackNote: reference.note } : {}),
    ...(reference.notePhrases.length > 0
      ? { fallbackPhrase: phrase("listings.notes", { notes: joined(reference.notePhrases, "join.semicolon") }) }
      : {}),
  };
  return found;
}

export interface CalibratedReference extends ReferenceValue {
  readonly calibrated: ListingReference;
}

/** The listing data's reference for this listing, as a cited reference value with its range. */
export function calibratedReference(
  listing: Listing,
  basis: ValuationBasis,
  w: Writer = writerFor("en"),
  table?: ListingTable,
): CalibratedReference | null {
  const type = listingDataType(basis);
  if (type === null) return null;
  const reference = listingReference(listing.address, type, table);
  if (!reference) return null;
  const note = w.say(basis.areaBasis === "lot" ? "calibrated.noteLot" : "calibrated.noteFloor", {
    n: reference.n,
    type: w.say(`calibrated.type.${type}` as PhraseKey),
    place: reference.place,
    q1: Math.round(reference.q1PerSqm).toLocaleString("en-US"),
    q3: Math.round(reference.q3PerSqm).toLocaleString("en-US"),
  });
  const found = foundFigure(reference, reference.medianPerSqm, "PHP/sqm", note);
  const citation: Citation = {
    kind: "dataset",
    source: found.figure.source,
    period: reference.period,
    confidence: reference.confidence,
    note: [note, w.join(reference.notePhrases, "join.semicolon")].filter(Boolean).join(". "),
  };
  return {
    value: reference.medianPerSqm,
    citation,
    found,
    range: { low: reference.low, high: reference.high },
    listingsCount: reference.n,
    calibrated: reference,
  };
}

/** A city's own, well-populated cell: measured on this market, so it decides over cited aggregates. */
export function isOwnCityCell(reference: CalibratedReference | null): boolean {
  return reference !== null && reference.calibrated.level === "city" && !reference.calibrated.fallback;
}

export interface CalibratedRent {
  readonly value: number;
  readonly citation: Citation;
  readonly rent: ListingRent;
}

/** Rent per sqm of floor area per month from listing data (apartment rents are a labelled proxy). */
export function calibratedRent(
  listing: Listing,
  basis: ValuationBasis,
  w: Writer = writerFor("en"),
): CalibratedRent | null {
  const type = listingDataType(basis);
  if (type === null || type === "lot") return null;
  const rent = listingRent(listing.address, type);
  if (!rent) return null;
  const label = rent.proxy ? rent.proxyLabel : w.say("calibrated.condoRents");
  return {
    value: rent.medianPerSqmMonth,
    rent,
    citation: {
      kind: "dataset",
      source: `Listing data: ${sourceLine(rent)}`,
      period: rent.period,
      confidence: rent.confidence,
      note: [
        w.say("calibrated.rentNote", { n: rent.n, place: rent.place, label }),
        w.join(rent.notePhrases, "join.semicolon"),
      ]
        .filter(Boolean)
        .join(". "),
    },
  };
}
