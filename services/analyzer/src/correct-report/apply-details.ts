import {
  ASSUMPTION_FIELDS,
  CORRECTABLE_FIELDS,
  type CorrectableField,
  fieldValue,
  type Listing,
  type ListingDetails,
  missingDetails,
  PROVENANCE_KEY,
  readingOf,
} from "@suri/contracts";
import { AppError } from "@suri/kit";
import { cityOfDistrict, findCity, type PlaceEntry, placesByAlias, provinceByName } from "../market-data/gazetteer";

/**
 * A listing with the values its owner set: each set field carries the source "user" (confidence 1), a
 * removed one loses its value and provenance. A town is checked against the gazetteer and written in its
 * house spelling with its province and region; a town the user changed drops what belonged to the old one
 * (barangay, street, the page's address text, map position). Pure: the caller records and values it.
 */
export interface AppliedDetails {
  listing: Listing;
  /** Fields whose value changed, and uncertain ones the user confirmed as they were. */
  changed: CorrectableField[];
}

const USER = { source: "user" as const, confidence: 1 };

export const DETAILS_MISSING_MESSAGE = "A report needs the price and the floor or lot area. Please fill in both.";
export const LOT_AREA_NEEDED_MESSAGE = "Land is valued by its lot area. Please give the lot area.";

function placeError(code: string, message: string, field: CorrectableField) {
  return new AppError(code, message, 400, { field });
}

/** The town the user named, with its province: the gazetteer's entry, or a 400 saying what is wrong. */
function townOf(city: string, province: string | undefined, provinceGiven: boolean): PlaceEntry {
  const found = findCity(city, province) ?? cityOfDistrict(city);
  if (found) return found;
  const candidates = placesByAlias(city);
  if (candidates.length > 1 && !province) {
    throw placeError(
      "city_ambiguous",
      `Several towns are called ${city}: please give the province too (${candidates.map((c) => c.province).join(", ")}).`,
      "city",
    );
  }
  if (candidates.length > 0 && province) {
    throw placeError(
      "place_mismatch",
      `${candidates[0]!.city} is not in ${province}. Please check the town and the province.`,
      provinceGiven ? "province" : "city",
    );
  }
  throw placeError(
    "unknown_city",
    `We do not know a Philippine city or municipality called "${city}". Please check the spelling.`,
    "city",
  );
}

function applyPlace(listing: Listing, details: ListingDetails): Listing {
  const townGiven = details.city !== undefined;
  const provinceGiven = details.province !== undefined && details.province !== null;
  if (!townGiven && !provinceGiven && details.barangay === undefined && details.province !== null) return listing;
  const address = { ...listing.address };
  const provenance = { ...listing.provenance };
  let { coordinates } = listing;
  if (townGiven || provinceGiven) {
    const province = provinceGiven
      ? provinceByName(details.province!)
      : details.province === null
        ? undefined
        : address.province;
    if (provinceGiven && !province) {
      throw placeError(
        "unknown_province",
        `We do not know a Philippine province called "${details.province}". Please check the spelling.`,
        "province",
      );
    }
    const city = details.city ?? address.city;
    if (city) {
      const town = townOf(city, province, provinceGiven);
      const moved = town.city !== address.city;
      if (moved) {
        for (const key of ["street", "text", "barangay"] as const) {
          delete address[key];
          delete provenance[`address.${key}`];
        }
        coordinates = undefined;
      }
      Object.assign(address, { city: town.city, province: town.province, region: town.region });
      for (const key of ["city", "province", "region"]) provenance[`address.${key}`] = USER;
    } else {
      Object.assign(address, { province });
      provenance["address.province"] = USER;
    }
  } else if (details.province === null) {
    delete address.province;
    delete provenance["address.province"];
  }
  if (details.barangay !== undefined) {
    if (details.barangay === null) {
      delete address.barangay;
      delete provenance["address.barangay"];
    } else {
      address.barangay = details.barangay;
      provenance["address.barangay"] = USER;
    }
  }
  const placeSet = townGiven || provinceGiven;
  const place = placeSet
    ? { from: listing.place?.from ?? "label", confidence: 1, uncertain: false, conflicting: [], setByUser: true }
    : listing.place;
  const { coordinates: _old, ...rest } = listing;
  return { ...rest, address, provenance, ...(coordinates ? { coordinates } : {}), ...(place ? { place } : {}) };
}

type NumericField = "priceCentavos" | "floorAreaSqm" | "lotAreaSqm" | "bedrooms" | "bathrooms";
const NUMERIC: NumericField[] = ["priceCentavos", "floorAreaSqm", "lotAreaSqm", "bedrooms", "bathrooms"];

function applyFigures(listing: Listing, details: ListingDetails): Listing {
  const next: Listing = { ...listing, provenance: { ...listing.provenance } };
  for (const field of NUMERIC) {
    const value = details[field];
    if (value === undefined) continue;
    if (value === null) {
      delete next[field];
      delete next.provenance[field];
    } else {
      next[field] = value;
      next.provenance[field] = USER;
    }
  }
  if (details.propertyType) {
    next.propertyType = details.propertyType;
    next.provenance.propertyType = USER;
  }
  if (details.offerType) {
    next.offerType = details.offerType;
    next.provenance.offerType = USER;
    if (details.offerType === "sale") delete next.rentPeriod;
    else next.rentPeriod ??= "month";
  }
  return next;
}

/**
 * A pasalo's figures as the user set them; a balance set on a listing read as no pasalo makes it one. An
 * equity that was only the listing's price follows the price the user sets.
 */
function applyAssumption(listing: Listing, before: Listing, details: ListingDetails): Listing {
  const deal = listing.assumption;
  const equityWasPrice = deal?.equityCentavos !== undefined && deal.equityCentavos === before.priceCentavos;
  const follows = equityWasPrice && details.priceCentavos !== undefined && details.equityCentavos === undefined;
  const given = { ...details, ...(follows ? { equityCentavos: details.priceCentavos } : {}) };
  const fields = ASSUMPTION_FIELDS.filter((field) => given[field] !== undefined);
  if (fields.length === 0) return listing;
  const assumption = { ...(deal ?? { quote: "" }) };
  const provenance = { ...listing.provenance };
  for (const field of fields) {
    const value = given[field];
    if (value === null || value === undefined) {
      delete assumption[field];
      delete provenance[PROVENANCE_KEY[field]];
    } else {
      assumption[field] = value;
      provenance[PROVENANCE_KEY[field]] = USER;
    }
  }
  return { ...listing, assumption, provenance };
}

/** `listing` with `details` set, each as the user's (400 when a place is unknown); it may still lack a figure. */
export function withDetails(listing: Listing, details: ListingDetails): Listing {
  return applyAssumption(applyFigures(applyPlace(listing, details), details), listing, details);
}

/** Apply `details` to `listing`; 400 when a place is unknown or the result still lacks a price or an area. */
export function applyDetails(listing: Listing, details: ListingDetails): AppliedDetails {
  const next = withDetails(listing, details);
  const before = readingOf(listing).fields;
  const changed = CORRECTABLE_FIELDS.filter((field) => {
    const was = fieldValue(listing, field);
    const now = fieldValue(next, field);
    if (was !== now) return true;
    // Setting a value the listing already had counts only where it was in doubt: the user confirms it.
    const given = field in details && details[field] !== undefined;
    return given && before[field]?.uncertain === true && next.provenance[PROVENANCE_KEY[field]]?.source === "user";
  });
  const missing = missingDetails(next);
  if (missing.length) {
    const landWithoutLot = missing.includes("area") && next.propertyType === "lot" && next.floorAreaSqm !== undefined;
    throw new AppError(
      "details_missing",
      landWithoutLot && !missing.includes("price") ? LOT_AREA_NEEDED_MESSAGE : DETAILS_MISSING_MESSAGE,
      400,
      { missing },
    );
  }
  return { listing: next, changed };
}

/** The changes as recorded: only the fields that changed, the place in its house spelling. */
export function recordedChanges(applied: AppliedDetails): ListingDetails {
  const out: Record<string, unknown> = {};
  for (const field of applied.changed) out[field] = fieldValue(applied.listing, field);
  return out as ListingDetails;
}
