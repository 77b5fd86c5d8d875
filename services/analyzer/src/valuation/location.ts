/**
 * Location: straight-line distance to the nearest business district and rail station, measured from
 * the listing's map position when it gives one, else from the centre of its dataset area (less
 * precise, said so), else not at all. Score (0–100):
 *   CBD   100 within 2 km, 0 from 20 km, linear between
 *   rail  100 within 0.5 km, 0 from 5 km, linear between — counted (40%, CBD 60%) only where a
 *         station lies within 15 km, i.e. where a rail network serves the market
 */
import type { Citation, Listing } from "@suri/contracts";
import {
  AREA_CENTRES,
  areaChain,
  BUSINESS_DISTRICTS,
  distanceKm,
  type LatLng,
  type NamedPlace,
  nearest,
  normalizePlace,
  RAIL_STATIONS,
  type RailStation,
  SOURCES,
} from "../market-data";
import { type Writer, writerFor } from "../wording/writer";
import { clamp } from "./fairness";
import type { ValuationCore } from "./value-listing";

export const CBD_FULL_SCORE_KM = 2;
export const CBD_ZERO_SCORE_KM = 20;
export const RAIL_FULL_SCORE_KM = 0.5;
export const RAIL_ZERO_SCORE_KM = 5;
export const RAIL_RELEVANT_KM = 15;
const NEARBY_CBD_KM = 10;
const NEARBY_STATION_KM = 2;

/** Dataset area ids from the most specific up, then "city|province", the city and the province names. */
export function placeKeys(listing: Pick<Listing, "address">, v: Pick<ValuationCore, "resolved">): string[] {
  const ids = areaChain(v.resolved.area).map((a) => a.id);
  const [city, province] = [listing.address.city, listing.address.province]
    .map(normalizePlace)
    .map((n) => n.replace(/^city of /, "").replace(/ city$/, ""));
  const names = [city && province ? `${city}|${province}` : "", city ?? "", province ?? ""].filter((n) => n !== "");
  return [...new Set([...ids.slice(0, -1), ...names, ...ids.slice(-1)])];
}

export interface LocationFacts {
  readonly measuredFrom: "listing" | "area-centre" | "none";
  /** The place the centre belongs to, when measured from an area centre. */
  readonly centreOf: string | null;
  readonly cbd: { place: NamedPlace; km: number } | null;
  readonly station: { place: RailStation; km: number } | null;
  readonly railRelevant: boolean;
  readonly score: number | null;
  readonly nearbyCbds: { place: NamedPlace; km: number }[];
  readonly nearbyStations: { place: RailStation; km: number }[];
  readonly citation: Citation | null;
}

function position(
  listing: Listing,
  keys: readonly string[],
): { from: LatLng; kind: "listing" | "area-centre"; key: string | null } | null {
  if (listing.coordinates) return { from: listing.coordinates, kind: "listing", key: null };
  const key = keys.find((k) => AREA_CENTRES[k] !== undefined);
  return key ? { from: AREA_CENTRES[key] as LatLng, kind: "area-centre", key } : null;
}

const linear = (km: number, full: number, zero: number) => clamp(1 - (km - full) / (zero - full), 0, 1) * 100;

function within<T extends LatLng>(from: LatLng, places: readonly T[], km: number) {
  return places
    .map((place) => ({ place, km: distanceKm(from, place) }))
    .filter((p) => p.km <= km)
    .sort((a, b) => a.km - b.km)
    .slice(0, 3);
}

export function locationFacts(
  listing: Listing,
  v: Pick<ValuationCore, "resolved">,
  keys: readonly string[],
  w: Writer = writerFor("en"),
): LocationFacts {
  const at = position(listing, keys);
  if (!at) {
    return {
      measuredFrom: "none",
      centreOf: null,
      cbd: null,
      station: null,
      railRelevant: false,
      score: null,
      nearbyCbds: [],
      nearbyStations: [],
      citation: null,
    };
  }
  const cbd = nearest(at.from, BUSINESS_DISTRICTS);
  const station = nearest(at.from, RAIL_STATIONS);
  const railRelevant = station !== null && station.km <= RAIL_RELEVANT_KM;
  const cbdScore = cbd ? linear(cbd.km, CBD_FULL_SCORE_KM, CBD_ZERO_SCORE_KM) : 0;
  const railScore = station ? linear(station.km, RAIL_FULL_SCORE_KM, RAIL_ZERO_SCORE_KM) : 0;
  const score = railRelevant ? 0.6 * cbdScore + 0.4 * railScore : cbdScore;
  const ref = SOURCES.OSM_PLACES;
  const centreArea = areaChain(v.resolved.area).find((a) => a.id === at.key);
  const centreOf = at.kind === "area-centre" ? (centreArea?.name ?? listing.address.city ?? at.key) : null;
  return {
    measuredFrom: at.kind,
    centreOf,
    cbd,
    station: railRelevant ? station : null,
    railRelevant,
    score,
    nearbyCbds: within(at.from, BUSINESS_DISTRICTS, NEARBY_CBD_KM),
    nearbyStations: within(at.from, RAIL_STATIONS, NEARBY_STATION_KM),
    citation: {
      kind: "dataset",
      source: `${ref.source} (${ref.key})`,
      url: ref.url,
      period: "2025",
      confidence: at.kind === "listing" ? "medium" : "low",
      note:
        at.kind === "listing"
          ? w.say("location.fromListing")
          : w.say("location.fromCentre", { place: centreOf ?? w.say("location.theArea") }),
    },
  };
}
