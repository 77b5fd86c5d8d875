/**
 * The price reference a report uses when it has fewer than five live comparables: the listing
 * data's nearest similar listings (listing-comparables.ts), with the 80 % range and the plain
 * statement of accuracy that the measured error of such valuations gives (measured-error.ts).
 */
import type { Citation, Listing } from "@suri/contracts";
import type { ListingTable } from "../market-data/listing-references";
import { type PhraseKey, type Writer, writerFor } from "../wording/writer";
import type { ValuationBasis } from "./basis";
import type { PriceReference } from "./comparables";
import {
  type DataIndex,
  type DataType,
  type DataValuation,
  dataPlaceOf,
  dataTypeOf,
  portalOfSite,
  valueFromData,
} from "./listing-comparables";
import {
  ERROR_TABLE,
  type ErrorStats,
  type ErrorTable,
  errorFor,
  measuredRange,
  placeErrorFor,
} from "./measured-error";
import type { ReferenceValue } from "./reference";

export interface MeasuredRange {
  /** The 80 % range of asking prices for this listing: estimate × the measured 10th and 90th percentiles (measuredRange). */
  readonly low: number;
  readonly high: number;
  readonly estimate: number;
  /** Where the comparables were found; "region" for a wide market's BSP figure measured on the data (broad-reference.ts). */
  readonly level: DataValuation["level"] | "region";
  readonly place: string;
  /** The error of valuations like this one (type × place level × comparables), and its scope. */
  readonly error: ErrorStats & { scope: string };
  /** The error measured on this type in this city, when enough were tested. */
  readonly placeError: ErrorStats | null;
  /** "For condos in Cebu City our estimates were within ±23 % of the asking price for half of the 927 listings we tested." */
  readonly statement: string;
}

function statementOf(
  w: Writer,
  type: DataType,
  city: string | null,
  valued: DataValuation,
  error: ErrorStats,
  placeError: ErrorStats | null,
) {
  const words = w.say(`data.type.${type}` as PhraseKey);
  if (placeError && city) {
    return w.say("data.statementPlace", {
      words,
      city,
      pct: Math.round(placeError.medianAbsErrorPct),
      tested: placeError.tested,
      within20: Math.round(placeError.within20Pct),
    });
  }
  return w.say("data.statementLevel", {
    words,
    level: w.say(`data.level.${valued.level}` as PhraseKey),
    pct: Math.round(error.medianAbsErrorPct),
    tested: error.tested,
    within20: Math.round(error.within20Pct),
  });
}

const month = (now: Date) => now.toISOString().slice(0, 7);

/**
 * The listing data a valuation draws on: the comparables' index, the error table measured on them and
 * the city × type table a verdict falls back on (the committed one when absent).
 */
export interface ListingDataSet {
  readonly index: DataIndex;
  readonly errors: ErrorTable;
  readonly table?: ListingTable;
}

/** The listing data's valuation of this listing, with its measured range; null when the data cannot value it. */
export function dataReference(
  listing: Listing,
  basis: ValuationBasis,
  now: Date,
  dataset: ReferenceValue | null,
  w: Writer = writerFor("en"),
  data?: ListingDataSet,
): (PriceReference & { measured: MeasuredRange }) | null {
  const type = dataTypeOf(basis.propertyType, basis.land);
  const onLot = type === "lot" || type === "land";
  if (type === null || basis.areaSqm === null || basis.areaBasis !== (onLot ? "lot" : "floor")) return null;
  const place = dataPlaceOf(listing.address);
  const valued = valueFromData(
    {
      type,
      areaSqm: basis.areaSqm,
      bedrooms: listing.bedrooms ?? null,
      city: place.city,
      province: place.province,
      barangay: listing.address.barangay ?? null,
      projectText: [listing.project, listing.title].filter(Boolean).join(" ") || null,
      month: month(now),
      lotAreaSqm: type === "house" || type === "townhouse" ? (listing.lotAreaSqm ?? null) : null,
      askingPrice: listing.priceCentavos ? listing.priceCentavos / 100 : null,
      portal: portalOfSite(listing.sourceSite),
    },
    data?.index,
  );
  if (!valued) return null;
  const errors = data?.errors ?? ERROR_TABLE;
  const error = errorFor(type, valued.level, valued.used, errors);
  if (!error) return null;
  const placeError =
    valued.level === "city" || valued.level === "barangay" ? placeErrorFor(type, place.city, errors) : null;
  const sources = [...new Set(valued.comps.map((c) => c.row.source.title))];
  const periods = [...new Set(valued.comps.map((c) => c.row.source.period))];
  const citation: Citation = {
    kind: "comparables",
    source: w.say("data.source", { n: valued.used, sources: sources.join("; ") }),
    period: periods.join("; "),
    confidence: error.medianAbsErrorPct <= 15 ? "medium" : "low",
    note: w.say("data.note"),
  };
  return {
    value: valued.perSqm,
    citation,
    origin: "comparables",
    label: `${valued.used} similar listings in ${valued.place}, listing data`,
    compsUsed: valued.used,
    dataset,
    evidence: {
      comps: valued.comps.map(({ row: _row, ...comp }) => comp),
      considered: valued.considered,
      used: valued.used,
      outliers: valued.outliers,
      dispersionPct: valued.dispersionPct,
    },
    measured: {
      ...measuredRange(valued.estimate, error, type, errors.portalSpread),
      estimate: valued.estimate,
      level: valued.level,
      place: valued.place,
      error,
      placeError,
      statement: statementOf(w, type, place.city, valued, error, placeError),
    },
  };
}
