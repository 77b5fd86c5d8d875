/**
 * Where a listing is, decided from ranked evidence rather than the first place name on the page.
 * Ranks, strongest first: the structured address (JSON-LD, microdata), the portal's own location
 * field (site adapters), the listing's title, the breadcrumb trail, labelled "Location:" /
 * "City:" text, and last, a place named in running text. Court, title and registry remarks
 * ("RTC Branch 119, Pasay City") never count; menus, filters and footers never reach this code
 * (page-regions.ts). The province is kept consistent with the city. When strong sources disagree,
 * or only running text names a place, the result says the location is uncertain.
 */
import type { Listing, PlaceEvidence } from "@suri/contracts";
import {
  METRO_MANILA,
  placeKey,
  provinceNamed,
  provinceOfTown,
  provinceOfTownIn,
  regionOfProvince,
  townAndProvince,
} from "./gazetteer";
import { firstLabelled } from "./labelled-fields";
import { LEGAL_REMARK } from "./page-regions";
import { findBarangayInText, findCityInText, normaliseCity, normaliseRegion, regionOfCity } from "./places";
import { placeInText, townsOfBarangay } from "./text-places";

export type PlaceSource = PlaceEvidence["from"];

export interface PlaceReading {
  city?: string;
  province?: string;
  region?: string;
  barangay?: string;
  /** The province is only the one the town's name implies (Metro Manila for "San Juan"), no source stated it. */
  provinceFromTown?: boolean;
}

interface Candidate extends PlaceReading {
  from: PlaceSource;
}

const CONFIDENCE: Record<PlaceSource, number> = {
  structured: 0.95,
  portal: 0.9,
  title: 0.8,
  breadcrumb: 0.75,
  label: 0.7,
  prose: 0.4,
  // A post the user pasted names its own place (from-text.ts sets this after the ranking).
  post: 0.7,
};

/** What the page offers besides the listing's own fields. */
export interface PlacePage {
  /** Content lines (chrome already left out). */
  lines: string[];
  crumbs?: string[];
}

/** Parts of an address that are not a town: lots, blocks, streets, subdivisions, buildings. */
const NOT_A_TOWN =
  /\d|\b(island|lot|blk|block|phase|unit|street|st\.|ave\.?|avenue|road|rd\.?|subd\.?|subdivision|village|homes|residences?|tower|building|bldg|floor|flr|compound|estate|park|hills|heights|purok|sitio|zone)\b/i;
const BARANGAY_PART = /^(brgy\.?|barangay|bgy\.?)\s/i;

/**
 * Reads "Lot 7 Blk 3 …, Brgy. Pag-asa, Binangonan, Rizal" as town Binangonan, province Rizal: the
 * part before the first province is the town. Without a province, a town or district the tables
 * know ("Mactan, Lapu-Lapu", "Apas, Cebu City") is taken.
 */
export function parseAddress(text: string | undefined): PlaceReading {
  if (!text) return {};
  // An aside in brackets names a landmark, not the address: "Bulacao, Talisay City (few meters from Cebu City)".
  const parts = text
    .replace(/\([^()]*\)/g, " ")
    .split(/\s*,\s*|\n|\s+[-–—|]\s+/)
    .map((part) => part.replace(/\b\d{4}\b\s*$/, "").trim())
    .filter((part) => part && !/^(ph|phl|philippines)$/i.test(part))
    .flatMap(townAndProvince);
  const reading: PlaceReading = { barangay: findBarangayInText(text) };
  const provinceIndex = parts.findIndex((part, index) => index > 0 && provinceNamed(part) !== undefined);
  const lone = parts.length === 1 ? provinceNamed(parts[0]!) : undefined;
  const province = provinceIndex > 0 ? provinceNamed(parts[provinceIndex]!) : lone;
  // Metro Manila is the province of its cities, as the portals write it, and their region.
  if (province) reading.province = province;
  if (province === METRO_MANILA) reading.region = METRO_MANILA;
  for (const part of parts) reading.region ??= normaliseRegion(part);
  const before = provinceIndex > 0 ? parts[provinceIndex - 1] : undefined;
  const known = provinceIndex > 0 ? knownTownIn(parts.slice(0, provinceIndex), text) : undefined;
  if (known) {
    reading.city = known;
  } else if (before && !BARANGAY_PART.test(before) && !NOT_A_TOWN.test(before) && before.split(/\s+/).length <= 4) {
    reading.city = findCityInText(before) ?? normaliseCity(before, text);
  } else if (!lone) {
    reading.city = knownTownIn(provinceIndex > 0 ? parts.slice(0, provinceIndex) : parts, text);
  }
  return completed(reading);
}

/** The last part that is a town or district the tables know. */
function knownTownIn(parts: string[], context: string): string | undefined {
  for (const part of [...parts].reverse()) {
    if (BARANGAY_PART.test(part)) continue;
    const found = findCityInText(part) ?? (provinceOfTown(part) ? normaliseCity(part, context) : undefined);
    if (found) return found;
  }
  return undefined;
}

/** Fills the province and region a known town implies. */
function completed(reading: PlaceReading): PlaceReading {
  const townProvince = provinceOfTown(reading.city);
  if (!reading.province && townProvince) {
    reading.province = townProvince;
    reading.provinceFromTown = true;
  }
  reading.region ??= regionOfProvince(reading.province) ?? regionOfCity(reading.city);
  return Object.fromEntries(Object.entries(reading).filter(([, value]) => value)) as PlaceReading;
}

/** "House and Lot for Sale in Binangonan, Rizal" → the place after the last "in" / "at" / "sa", if the tables know it. */
export function placeInTitle(title: string | undefined): PlaceReading {
  const head = title?.split(/\s[|•]\s/)[0] ?? "";
  const pieces = head.split(/\s+(?:in|at|sa)\s+/i);
  return pieces.length < 2 ? {} : onlyKnown(parseAddress(pieces.at(-1)));
}

/** A town nobody knows, with no province beside it, is more likely a subdivision or a building: dropped. */
function onlyKnown(reading: PlaceReading): PlaceReading {
  if (!reading.city || reading.province || findCityInText(reading.city) || provinceOfTown(reading.city)) return reading;
  const { city: _unknown, ...rest } = reading;
  return rest;
}

/** A trail such as Home › Rizal › Binangonan, read innermost first. */
function placeInCrumbs(crumbs: string[] | undefined): PlaceReading {
  const places = (crumbs ?? []).filter(
    (crumb) => crumb.length <= 40 && !/^(home|properties|classifieds|for sale)\b/i.test(crumb),
  );
  if (!places.length) return {};
  return onlyKnown(parseAddress([...places].reverse().join(", ")));
}

function placeInLabels(lines: string[]): PlaceReading {
  const short = (value: string) => (value.length <= 60 && !/\d{3,}/.test(value) ? value : null);
  const address = firstLabelled(lines, "address", (value) => (value.length <= 200 ? value : null));
  const fromAddress = parseAddress(address);
  const city = firstLabelled(lines, "city", short);
  const province = provinceNamed(firstLabelled(lines, "province", short) ?? "");
  const region = normaliseRegion(firstLabelled(lines, "region", (value) => value));
  return completed({
    city: city ? normaliseCity(city, address ?? "") : fromAddress.city,
    province: province ?? fromAddress.province,
    region: region ?? (province === METRO_MANILA ? METRO_MANILA : fromAddress.region),
    barangay: fromAddress.barangay,
  });
}

function placeInProse(listing: Listing, lines: string[]): PlaceReading {
  const prose = [listing.description ?? "", ...lines.slice(0, 400)]
    .flatMap((line) => line.split(/(?<=[.!?])\s+/))
    .filter((sentence) => !LEGAL_REMARK.test(sentence))
    .join("\n");
  const read = placeInText(listing.title, prose);
  return completed({ city: read.city, province: read.province, barangay: read.barangay });
}

/** The listing's own structured fields, as the JSON-LD or the site adapter set them. */
function fromFields(listing: Listing, sources: string[]): PlaceReading {
  const of = (key: string) => sources.includes(listing.provenance[`address.${key}`]?.source ?? "");
  const { city, province, region } = listing.address;
  return completed({
    city: of("city") ? city : undefined,
    province: of("province") ? province : undefined,
    region: of("region") ? region : undefined,
  });
}

/** Two names of one town: spelling, "City", or a district standing for its city ("Mandurriao", "BGC"). */
function sameTown(a: string, b: string): boolean {
  const canonical = (name: string) => placeKey(findCityInText(name) ?? name).replace(/ city$/, "");
  return canonical(a) === canonical(b);
}

/** "Tamiao" beside "Compostela": a barangay named where a town is expected, lying in that very town. */
function barangayOfTown(name: string, town: string): boolean {
  // A town's own name is never taken for one of its barangays ("Carmen" of Carmen).
  return !sameTown(name, town) && townsOfBarangay(name).some((owner) => sameTown(owner, town));
}

/** Two readings of one place: the same town, or a barangay of the other's town. */
function samePlace(a: string, b: string): boolean {
  return sameTown(a, b) || barangayOfTown(a, b) || barangayOfTown(b, a);
}

/** Gathers the evidence in rank order. */
export function placeCandidates(listing: Listing, page: PlacePage): Candidate[] {
  const readings: [PlaceSource, PlaceReading][] = [
    ["structured", fromFields(listing, ["json-ld", "microdata"])],
    ["portal", fromFields(listing, ["adapter", "model"])],
    ["title", placeInTitle(listing.title)],
    ["breadcrumb", placeInCrumbs(page.crumbs)],
    ["label", placeInLabels(page.lines)],
    ["prose", placeInProse(listing, page.lines)],
  ];
  return readings
    .filter(([, reading]) => reading.city || reading.province || reading.region)
    .map(([from, reading]) => ({ from, ...reading }));
}

/** The listing with its place decided from the ranked evidence, and that evidence stated. */
export function withResolvedPlace(listing: Listing, page: PlacePage): Listing {
  const candidates = placeCandidates(listing, page);
  const first = candidates.find((candidate) => candidate.city) ?? candidates[0];
  if (!first) return withBarangayOnly(withoutGuessedPlace(listing), listing, page);
  const strong = candidates.filter((candidate) => candidate.from !== "prose");
  // A barangay taken for the town ("Tamiao" where another source says Compostela): the town is the one it lies in.
  const town = first.city ? strong.find((c) => c.city && barangayOfTown(first.city as string, c.city)) : undefined;
  const chosen = town ? { ...first, city: town.city, barangay: first.barangay ?? first.city } : first;
  const conflicting = new Set<string>();
  for (const other of strong) {
    if (other.city && chosen.city && !samePlace(other.city, chosen.city)) conflicting.add(other.city);
  }
  // The province a source states settles a name towns of several provinces share: a Lamudi page's "Laiya-Ibabao,
  // San Juan" under a title saying "San Juan, Batangas" is Batangas's San Juan, not Metro Manila's.
  const statedProvinces = [chosen, ...strong].filter((c) => !c.provinceFromTown).map((c) => c.province);
  const townProvince = provinceOfTownIn(chosen.city, statedProvinces);
  const settled = chosen.provinceFromTown && townProvince !== chosen.province ? townProvince : undefined;
  const province = settled ?? chosen.province ?? strong.find((c) => c.province && !c.city)?.province;
  for (const other of strong) {
    if (other.provinceFromTown) continue;
    const stated = other.province ?? (other.region === METRO_MANILA ? METRO_MANILA : undefined);
    if (chosen.city && townProvince && stated && stated !== townProvince) conflicting.add(stated);
  }
  const uncertain = chosen.from === "prose" || conflicting.size > 0;
  const base = CONFIDENCE[chosen.from] - (chosen.city ? 0 : 0.15);
  const confidence = Math.max(0.1, conflicting.size ? base - 0.3 : base);
  const address = { ...listing.address };
  const provenance = { ...listing.provenance };
  const source = chosen.from === "structured" ? "json-ld" : chosen.from === "portal" ? "adapter" : "text";
  const set = (key: "city" | "province" | "region" | "barangay", value: string | undefined) => {
    if (value === undefined) return;
    address[key] = value;
    provenance[`address.${key}`] = { source: listing.provenance[`address.${key}`]?.source ?? source, confidence };
  };
  if (chosen.city) set("city", chosen.city);
  else delete address.city;
  if (province) set("province", province);
  else if (chosen.city && townProvince === METRO_MANILA) set("province", METRO_MANILA);
  set(
    "region",
    (settled && regionOfProvince(settled)) || (chosen.region ?? regionOfProvince(province) ?? address.region),
  );
  const barangay =
    (town ? chosen.barangay : undefined) ??
    candidates.find(
      (c) => c.barangay && (!c.city || !chosen.city || sameTown(c.city, chosen.city)) && c.from !== "breadcrumb",
    )?.barangay;
  if (!address.barangay) set("barangay", barangay);
  const place: PlaceEvidence = {
    from: chosen.from,
    confidence: Math.round(confidence * 100) / 100,
    uncertain,
    conflicting: [...conflicting],
  };
  return { ...listing, address, provenance, place };
}

/** No town is stated, but a barangay is ("House For Sale in Banilad"): kept, and the place is uncertain. */
function withBarangayOnly(cleared: Listing, listing: Listing, page: PlacePage): Listing {
  const barangay = placeInProse(listing, page.lines).barangay;
  if (!barangay || cleared.address.barangay) return cleared;
  return {
    ...cleared,
    address: { ...cleared.address, barangay },
    provenance: { ...cleared.provenance, "address.barangay": { source: "text", confidence: 0.4 } },
    place: { from: "prose", confidence: 0.3, uncertain: true, conflicting: [] },
  };
}

/** No evidence names a place: whatever an older rule guessed from text is dropped. */
function withoutGuessedPlace(listing: Listing): Listing {
  const address = { ...listing.address };
  for (const key of ["city", "province", "region"] as const) {
    if (listing.provenance[`address.${key}`]?.source === "text") delete address[key];
  }
  return { ...listing, address };
}
