/**
 * The cited Philippine market dataset (figures from /work/shared/research/market-data.md only)
 * and the ladder that finds a figure for a place: the area itself, its city, then its region and
 * the national row; figures borrowed from a region or the nation are marked as fallbacks.
 */

import { type Phrase, phrase } from "../wording/writer";
import { METRO_MANILA } from "./national";
import { areaChain } from "./registry";
import type { AreaFigureKey, AreaProfile, Figure } from "./types";

export { DEVELOPMENTS, type Development } from "./developments";
export {
  BUILDING_ASSESSMENT_LEVELS,
  LENDING,
  MACRO,
  METRO_MANILA_CONDO_OVERHANG,
  OWNING,
  PROPERTY_TAX,
  SHORT_TERM_COSTS,
  TAXES,
} from "./finance";
export { HAZARDS, type HazardLevel, type HazardRow, type HazardType, islandGroupOf, typhoonBaseline } from "./hazards";
export {
  type ListingPlaceQuery,
  type ListingPropertyType,
  type ListingReference,
  type ListingRent,
  type ListingTable,
  listingReference,
  listingRent,
  provinceOf,
  regionOf,
  resolveListingPlace,
} from "./listing-references";
export {
  AREA_CENTRES,
  BUSINESS_DISTRICTS,
  distanceKm,
  type LatLng,
  type NamedPlace,
  nearest,
  RAIL_SERVED_REGION_IDS,
  RAIL_STATIONS,
  type RailStation,
} from "./places";
export { AREAS, areaById, areaChain, isInMetroManila } from "./registry";
export { type LocationInput, normalizePlace, type ResolvedArea, resolveArea } from "./resolve";
export { AIRBTICS_PHP_PER_USD, SHORT_TERM_RENTAL, type ShortTermRentalFigures } from "./short-term-rental";
export { citeNote, SOURCES, type SourceNote } from "./sources";
export type { AreaFigureKey, AreaLevel, AreaProfile, Confidence, Figure, FigureUnit } from "./types";

/** Bump when any figure, source or fallback rule changes; stored on every report. */
export const DATASET_VERSION = "2026-11-ph-11";

/**
 * Figures that are national or regional by design (one long-run growth rate, one dues range):
 * taking them from a wider row is the rule, not a fallback, so their confidence is kept.
 */
const WIDE_BY_DESIGN: ReadonlySet<AreaFigureKey> = new Set([
  "annualGrowthPct",
  "recentGrowthPct",
  "latestGrowthPct",
  "associationDuesPerSqmMonth",
]);

/** Only Metro Manila has yield and vacancy series; elsewhere they stand in as a low-confidence proxy. */
const METRO_MANILA_PROXY: ReadonlySet<AreaFigureKey> = new Set(["grossYieldPct", "grossYieldPrimaryPct", "vacancyPct"]);

export interface FoundFigure {
  readonly figure: Figure;
  /** Where the figure belongs. */
  readonly area: AreaProfile;
  /** True when it comes from a wider area (region or nation) or a proxy rather than the subject's own place. */
  readonly fallback: boolean;
  /** Confidence after the fallback rule (a fallback is always low). */
  readonly confidence: Figure["confidence"];
  /** Why a fallback was used, in words for the report's caveats and citation note. */
  readonly fallbackNote?: string;
  /** The same, for the writer to word in the reader's language. */
  readonly fallbackPhrase?: Phrase;
}

function isOwnPlace(subject: AreaProfile, holder: AreaProfile): boolean {
  if (holder === subject) return true;
  // A district borrowing its city's figure stays local; regions and the nation do not.
  return subject.level === "district" && (holder.level === "city" || holder.level === "province");
}

function found(subject: AreaProfile, holder: AreaProfile, key: AreaFigureKey, figure: Figure): FoundFigure {
  if (isOwnPlace(subject, holder) || WIDE_BY_DESIGN.has(key)) {
    return { figure, area: holder, fallback: false, confidence: figure.confidence };
  }
  return {
    figure,
    area: holder,
    fallback: true,
    confidence: "low",
    fallbackNote: `No ${subject.name} figure; ${holder.name} figure used as a fallback`,
    fallbackPhrase: phrase("fallback.wider", { place: subject.name, wider: holder.name }),
  };
}

/** Walks the ladder for one figure; null when neither the place, its wider areas nor a proxy has it. */
export function findFigure(subject: AreaProfile, key: AreaFigureKey): FoundFigure | null {
  for (const holder of areaChain(subject)) {
    const figure = holder[key];
    if (figure) return found(subject, holder, key, figure);
  }
  const proxy = METRO_MANILA[key];
  if (METRO_MANILA_PROXY.has(key) && proxy) {
    return {
      figure: proxy,
      area: METRO_MANILA,
      fallback: true,
      confidence: "low",
      fallbackNote: `No ${subject.name} figure; the Metro Manila figure stands in as a proxy`,
      fallbackPhrase: phrase("fallback.metroManila", { place: subject.name }),
    };
  }
  return null;
}
