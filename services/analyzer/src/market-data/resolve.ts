/**
 * Finds the most specific dataset area for an address: a district named anywhere in the address
 * text, else the city field, else a city named in the text, else province or region, else the
 * regional default (outside Metro Manila when a non-NCR place is known), else the national row.
 */
import { AREAS, areaById, areaChain } from "./registry";
import type { AreaProfile } from "./types";

export interface LocationInput {
  readonly city?: string | undefined;
  readonly province?: string | undefined;
  readonly region?: string | undefined;
  readonly barangay?: string | undefined;
  readonly street?: string | undefined;
  readonly text?: string | undefined;
}

export interface ResolvedArea {
  readonly area: AreaProfile;
  /** How the area was found, for the report's methodology line. */
  readonly matchedBy: "district" | "city" | "province" | "region" | "default-region" | "none";
}

/** Lower case, accents removed (ñ → n), punctuation to spaces, single spaces. */
export function normalizePlace(value: string | undefined): string {
  if (!value) return "";
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

function containsPhrase(haystack: string, phrase: string): boolean {
  return phrase.length > 0 && ` ${haystack} `.includes(` ${phrase} `);
}

const NCR_FIELD_VALUES = new Set(areaById("metro-manila").aliases);

function withinMetroManila(a: AreaProfile): boolean {
  return areaChain(a).some((x) => x.id === "metro-manila");
}

function descendsFrom(a: AreaProfile, ancestor: AreaProfile): boolean {
  return areaChain(a).includes(ancestor);
}

interface Fields {
  readonly city: string;
  readonly province: string;
  readonly region: string;
  /** Every free-text field and the city field, for phrase search. */
  readonly text: string;
  /** A province or region is given and it is not Metro Manila: NCR names in the text are someone else's. */
  readonly outsideNcr: boolean;
}

function readFields(location: LocationInput): Fields {
  const city = normalizePlace(location.city);
  const province = normalizePlace(location.province);
  const region = normalizePlace(location.region);
  const text = [location.barangay, location.street, location.text, location.city].map(normalizePlace).join(" | ");
  const outsideNcr = [province, region].some((v) => v !== "" && !NCR_FIELD_VALUES.has(v));
  return { city, province, region, text, outsideNcr };
}

function allowed(a: AreaProfile, fields: Fields): boolean {
  return !(fields.outsideNcr && withinMetroManila(a));
}

/** The city field names a city ("Makati City") or, now and then, a district ("BGC"). */
function placeFromCityField(fields: Fields): AreaProfile | undefined {
  if (fields.city === "") return undefined;
  return AREAS.find(
    (a) => (a.level === "city" || a.level === "district") && a.aliases.includes(fields.city) && allowed(a, fields),
  );
}

function cityFromText(fields: Fields): AreaProfile | undefined {
  const text = fields.text.replaceAll("metro manila", " ");
  return AREAS.find(
    (a) => a.level === "city" && a.textAliases.some((p) => containsPhrase(text, p)) && allowed(a, fields),
  );
}

function districtFromText(fields: Fields, city: AreaProfile | undefined): AreaProfile | undefined {
  return AREAS.find((a) => {
    if (a.level !== "district" || !allowed(a, fields)) return false;
    if (city ? !descendsFrom(a, city) : a.requiresCityMatch) return false;
    return a.textAliases.some((p) => containsPhrase(fields.text, p));
  });
}

function wideAreaFromFields(fields: Fields): ResolvedArea | undefined {
  const province = AREAS.find(
    (a) => a.level === "province" && [fields.province, fields.city].some((v) => v !== "" && a.aliases.includes(v)),
  );
  if (province) return { area: province, matchedBy: "province" };
  const region = AREAS.find(
    (a) =>
      a.level === "region" &&
      [fields.region, fields.province, fields.city].some((v) => v !== "" && a.aliases.includes(v)),
  );
  if (region) return { area: region, matchedBy: "region" };
  return undefined;
}

export function resolveArea(location: LocationInput | string): ResolvedArea {
  // A bare string is a place name of any level: "Quezon City", "BGC", "Laguna", "Metro Manila".
  const fields = readFields(typeof location === "string" ? { city: location } : location);
  const byField = placeFromCityField(fields);
  if (byField?.level === "district") return { area: byField, matchedBy: "district" };
  const city = byField ?? cityFromText(fields);
  const district = districtFromText(fields, city);
  if (district) return { area: district, matchedBy: "district" };
  if (city) return { area: city, matchedBy: "city" };
  const wide = wideAreaFromFields(fields);
  if (wide) return wide;
  if (containsPhrase(fields.text, "metro manila") && !fields.outsideNcr) {
    return { area: areaById("metro-manila"), matchedBy: "region" };
  }
  // Every NCR city is named in the dataset, so any other named place lies outside Metro Manila.
  if (fields.city !== "" || fields.province !== "" || fields.region !== "") {
    return { area: areaById("outside-metro-manila"), matchedBy: "default-region" };
  }
  return { area: areaById("philippines"), matchedBy: "none" };
}
