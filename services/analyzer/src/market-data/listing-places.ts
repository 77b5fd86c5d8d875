/**
 * Where a listing is, for the listing references: city, province and region from whatever the
 * caller has (accent- and case-insensitive; "X City", "City of X", the table's ids such as
 * "Talisay, Cebu"), checked against each other, plus the province/region index the valuation uses
 * to see that a province agrees with a city (Binangonan → Rizal, CALABARZON; never Metro Manila).
 */
import { cityWord } from "@suri/places";
import { type Phrase, phrase } from "../wording/writer";
import {
  cityOfDistrict,
  findCity,
  PLACES,
  type PlaceEntry,
  placeById,
  placeKey,
  provinceByName,
  REGION_OF_PROVINCE,
  type Region,
  regionByName,
} from "./gazetteer";

export interface ListingPlaceQuery {
  readonly city?: string | undefined;
  readonly province?: string | undefined;
  readonly region?: string | undefined;
}

export interface ResolvedListingPlace {
  readonly city?: PlaceEntry;
  readonly province?: string;
  readonly region?: Region;
  /** Why a given field was set aside (a city outside the given province, a shared name). */
  readonly issue?: string;
  /** The same, for the report's writer. */
  readonly issuePhrase?: Phrase;
}

function cityEntry(query: ListingPlaceQuery): PlaceEntry | undefined {
  const key = placeKey(query.city);
  if (key === "") return undefined;
  // City field words that mean the city, as the scraper spells them ("Cebu" → Cebu City).
  const bare = cityWord(key);
  if (bare) return placeById(bare);
  // The table's own ids ("Talisay, Cebu") come back in as queries.
  const byId = query.city ? placeById(query.city) : undefined;
  if (byId) return byId;
  if (key === "quezon" && regionByName(query.region ?? query.province) === "Metro Manila")
    return placeById("Quezon City");
  return (
    findCity(query.city, query.province) ??
    findCity(query.city, regionProvinceHint(query)) ??
    cityOfDistrict(query.city)
  );
}

/** "Talisay" with only a region given: the region settles which Talisay when one of them lies there. */
function regionProvinceHint(query: ListingPlaceQuery): string | undefined {
  const region = regionByName(query.region);
  if (!region) return undefined;
  const key = placeKey(query.city);
  const inRegion = PLACES.filter((p) => p.region === region && p.aliases.includes(key));
  return inRegion.length === 1 ? inRegion[0]!.province : undefined;
}

/** City, province and region of a query, checked against each other (accent- and case-insensitive). */
export function resolveListingPlace(query: ListingPlaceQuery): ResolvedListingPlace {
  const city = cityEntry(query);
  const province = provinceByName(query.province);
  const region = regionByName(query.region) ?? (province ? regionOfProvince(province) : undefined);
  if (city && province && city.province !== province) {
    // A Binangonan house is in Rizal: a city outside the given province is set aside, never trusted.
    return {
      province,
      region,
      issue: `${city.city} is not in ${province}; the city was set aside`,
      issuePhrase: phrase("listings.cityNotIn", { city: city.city, place: province }),
    };
  }
  if (city && region && city.region !== region) {
    return {
      ...(province ? { province } : {}),
      region,
      issue: `${city.city} is not in ${region}; the city was set aside`,
      issuePhrase: phrase("listings.cityNotIn", { city: city.city, place: region }),
    };
  }
  if (city) return { city, province: city.province, region: city.region };
  const issue = query.city ? `"${query.city}" is not a place the listing data can tell apart` : undefined;
  return {
    ...(province ? { province } : {}),
    ...(region ? { region } : {}),
    ...(issue && query.city ? { issue, issuePhrase: phrase("listings.unknownPlace", { city: query.city }) } : {}),
  };
}

function regionOfProvince(province: string): Region | undefined {
  return REGION_OF_PROVINCE.get(province);
}

/** Province of a city or municipality (house spelling in, "Rizal" out); undefined when unknown or shared. */
export function provinceOf(city: string, province?: string): string | undefined {
  return cityEntry({ city, province })?.province;
}

/** Region of a city, municipality or province ("Binangonan" → CALABARZON; "Makati" → Metro Manila). */
export function regionOf(place: string): Region | undefined {
  const province = provinceByName(place);
  if (province) return regionOfProvince(province);
  return cityEntry({ city: place })?.region ?? regionByName(place);
}
