/**
 * The five listing files of /work/shared/data/listings (provenance in its README.md) and how
 * each becomes rows: a sale row (type, total price, area on the type's basis, place) or a rent
 * row (monthly rent, floor area, place). Rows a reader cannot type or place are counted, not kept.
 */

import type { CsvRecord } from "@suri/kit/csv";
import {
  isLand,
  type ListingType,
  typeFromApartmentSale,
  typeFromCategory,
  typeFromOnePropertee,
  typeFromTitle,
} from "./classify";
import { type ListingPlace, placeFromCityField, placeFromText } from "./places";

export interface ListingSource {
  readonly key: string;
  readonly file: string;
  readonly title: string;
  readonly repository: string;
  readonly path: string;
  readonly commit: string;
  /** The period as the data states it. */
  readonly period: string;
  /** Month the listings describe (YYYY-MM); approximate when the data is undated. */
  readonly asOf: string;
}

export const LISTING_SOURCES: readonly ListingSource[] = [
  {
    key: "cebu-dotproperty-2026",
    file: "cebu_dotproperty_dp_raw.csv",
    title: "Dot Property asking prices, Metro Cebu (scraped 2026-06-14)",
    repository: "https://github.com/nik-2002/metro-cebu-property-valuation",
    path: "thesis_main/Data/webscraping-dotproperty/dp_raw.csv",
    commit: "da8f38b6e08442c45b505ea9a7a38dbe0e8127c0",
    period: "Jun 2026",
    asOf: "2026-06",
  },
  {
    key: "cebu-onepropertee-2026",
    file: "cebu_onepropertee_op_raw.csv",
    title: "OnePropertee asking prices, Metro Cebu (scraped 2026-06-14)",
    repository: "https://github.com/nik-2002/metro-cebu-property-valuation",
    path: "thesis_main/Data/webscraping-onepropertee/op_raw.csv",
    commit: "da8f38b6e08442c45b505ea9a7a38dbe0e8127c0",
    period: "Jun 2026",
    asOf: "2026-06",
  },
  {
    key: "lamudi-houses-2022",
    file: "ph_houses_v2_lamudi_2022.csv",
    title: "Lamudi asking prices, national (houses, condos, townhouses; Mar 2022)",
    repository: "https://github.com/arl7d/portfoilioprojects",
    path: "Web_scraping_Philippine_real_estate/PH_houses_v2.csv",
    commit: "22e9c7c3ccca4ba518e9dc1f034e899dfd75b63c",
    period: "Mar 2022",
    asOf: "2022-03",
  },
  {
    key: "lamudi-housing-undated",
    file: "ph_housing_prices_lamudi.csv",
    title: "Lamudi asking prices, national (houses, townhouses, lots; undated)",
    repository: "https://github.com/elliedel/PH_Housing_DataInsights",
    path: "datasets/raw/Housing Prices Philippines Lamudi.csv",
    commit: "f509b5377d6c38db4f0d5ad02a7205ba583c2d5f",
    period: "undated, repository 2024",
    asOf: "2024-01",
  },
  {
    key: "lamudi-apartments-2022",
    file: "ph_apartments_lamudi_rent_and_sale.csv",
    title: "Lamudi apartment listings, national (rent and sale; about 2022)",
    repository: "https://github.com/aronnicksnts/Ph-Real-Estate",
    path: "csv files/apartment_data.csv",
    commit: "7f92844bbe0592244604fcd84443c0ce9c3069f2",
    period: "about 2022",
    // The 698 listing ids that carry a Unix timestamp date from Jul–Nov 2022.
    asOf: "2022-10",
  },
];

export type Basis = "floor" | "lot";

export interface SaleRow {
  readonly source: string;
  /** Listing URL, or title + price + area where the file has none: the split and dedupe key. */
  readonly id: string;
  readonly hasUrl: boolean;
  readonly type: ListingType;
  readonly price: number;
  readonly area: number;
  readonly basis: Basis;
  readonly place: ListingPlace;
  /** What the row states beyond the tables' needs, for row-level comparables. */
  readonly bedrooms?: number;
  readonly barangay?: string;
  /** Project, building or subdivision name. */
  readonly project?: string;
  /** A house's or townhouse's lot area, where the row states it beside the floor area. */
  readonly lotArea?: number;
  /** Month of the listing when the row dates itself (YYYY-MM); else the source's. */
  readonly month?: string;
  /** The listing's title as posted: the same title posted again is the same listing (accuracy splits). */
  readonly title?: string;
  /** A lot that is land (isLand): valued from other land only, and left out of the city × type tables. */
  readonly land?: true;
}

export type RentType = "apartment" | "condo";

export interface RentRow {
  readonly source: string;
  readonly id: string;
  readonly rentType: RentType;
  readonly rentMonthly: number;
  readonly area: number;
  readonly place: ListingPlace;
}

export interface ReadResult {
  readonly sales: SaleRow[];
  readonly rents: RentRow[];
  /** Why rows were left out, counted per source and reason (for the README and the build log). */
  readonly dropped: Record<string, number>;
}

/** A subdivision, village or building a title names ("… for sale in BF Resort Village, Las Piñas"). */
const NAMED_PLACE =
  /\b(?:at|in)\s+((?:[A-Z0-9][\w'’.-]*\s+){0,4}(?:Village|Subdivision|Homes|Estates?|Heights|Residences|Hills|Ville|Townhomes|Gardens?|Park|Place|Royale|Grove|Springs|Meadows|Woods|Fields|Point|Enclave|Terraces?))\b/;

export function projectFromTitle(title: string | undefined): string | undefined {
  return NAMED_PLACE.exec(title ?? "")?.[1];
}

/** "15,916,180", "12000000.0", "na" → number or NaN. */
export function num(value: string | undefined): number {
  const cleaned = (value ?? "").replace(/[₱,\s]/g, "");
  return cleaned === "" || /^na$/i.test(cleaned) ? Number.NaN : Number(cleaned);
}

function basisOf(type: ListingType): Basis {
  return type === "lot" ? "lot" : "floor";
}

type Reader = (r: CsvRecord, source: ListingSource) => SaleRow | RentRow | string;

function sale(
  source: ListingSource,
  id: string,
  hasUrl: boolean,
  type: ListingType,
  price: number,
  area: number,
  place: ListingPlace,
  extra: {
    bedrooms?: string | undefined;
    project?: string | undefined;
    lotArea?: number;
    title?: string;
    /** The portal files it as farm or raw land, whatever its title says. */
    land?: boolean;
  } = {},
): SaleRow {
  const bedrooms = num(extra.bedrooms);
  const project = extra.project?.normalize("NFKC").trim() || extra.title?.normalize("NFKC").match(NAMED_PLACE)?.[1];
  return {
    source: source.key,
    id,
    hasUrl,
    type,
    price,
    area,
    basis: basisOf(type),
    place,
    ...(Number.isInteger(bedrooms) && bedrooms >= 0 && bedrooms <= 20 ? { bedrooms } : {}),
    ...(project ? { project } : {}),
    ...(place.barangay ? { barangay: place.barangay } : {}),
    ...(type !== "lot" && type !== "condo" && extra.lotArea !== undefined && extra.lotArea > 0
      ? { lotArea: extra.lotArea }
      : {}),
    ...(extra.title ? { title: extra.title } : {}),
    ...(type === "lot" && (extra.land || isLand(area, extra.title)) ? { land: true as const } : {}),
  };
}

/** A rent or lease offer inside a sale scrape: its price is a month's rent, not a price. */
export function isRentOffer(url: string, title: string): boolean {
  return /for-rent|for-lease/i.test(url) || (/\bfor (?:rent|lease)\b/i.test(title) && !/\bsale\b/i.test(title));
}

const readDotProperty: Reader = (r, s) => {
  if (isRentOffer(r.url ?? "", r.title ?? "")) return "rent offer in a sale file";
  const type = typeFromCategory(r.category ?? "", r.title ?? "");
  if (!type) return "type excluded";
  // Descriptions run into the location without a space ("Lapu LapuBedroom: 2").
  const location = (r.location_text ?? "").replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2").slice(0, 120);
  const located = placeFromText(location, "Cebu", "first");
  const place = located.city ? located : placeFromText(r.title ?? "", "Cebu");
  return sale(s, r.url ?? "", true, type, num(r.price_php), num(r.area_sqm), place, {
    bedrooms: r.bedrooms,
    project: r.project_name,
    title: r.title,
  });
};

const readOnePropertee: Reader = (r, s) => {
  if (isRentOffer(r.url ?? "", r.title ?? "")) return "rent offer in a sale file";
  const type = typeFromOnePropertee(r.property_type_raw ?? "", r.category ?? "", r.title ?? "");
  if (!type) return "type excluded";
  const located = placeFromText(r.location_text ?? "", "Cebu");
  const place = located.city ? located : placeFromText(r.title ?? "", "Cebu");
  // price_php is the total even where the page also shows a per-sqm figure (price_is_per_sqm).
  return sale(s, r.url ?? "", true, type, num(r.price_php), num(r.area_sqm), place, {
    bedrooms: r.bedrooms,
    title: r.title,
    land: /farm|raw land/i.test(r.property_type_raw ?? ""),
  });
};

const readLamudiHouses: Reader = (r, s) => {
  const title = r.Description ?? "";
  const type = typeFromTitle(title);
  if (!type) return "type excluded";
  const cityField = (r.Location ?? "").split(",").pop() ?? "";
  const place = placeFromCityField(cityField, title);
  const floor = num(r["Floor_area (sqm)"]);
  const land = num(r["Land_area (sqm)"]);
  // Lamudi's floor size of a lot is its land area.
  const area = type === "lot" ? (Number.isFinite(land) ? land : floor) : floor;
  return sale(s, r.Link ?? "", true, type, num(r["Price (PHP)"]), area, place, {
    bedrooms: r.Bedrooms,
    lotArea: land,
    title,
  });
};

const readLamudiHousing: Reader = (r, s) => {
  const title = r.Title ?? "";
  const type = typeFromTitle(title);
  if (!type) return "type excluded";
  const floor = num(r["Floor area (m²)"]);
  const land = num(r["Land Size (m²)"]);
  const area = type === "lot" ? (Number.isFinite(land) ? land : floor) : floor;
  const price = num(r.Price);
  const row = sale(s, `${title}|${price}|${area}`, false, type, price, area, placeFromText(title), {
    bedrooms: r.Bedrooms,
    project: r["Subdivision name"],
    lotArea: land,
  });
  // Set apart from `extra.title`, which would also name a project the subdivision field leaves empty.
  return title ? { ...row, title } : row;
};

const readLamudiApartments: Reader = (r, s) => {
  const title = r.title ?? "";
  const cityField = (r.location ?? "").split(",").pop() ?? "";
  const place = placeFromCityField(cityField, title);
  const price = num(r.price);
  const area = num(r["Floor area (m)"]);
  if (r.offerType === "rent") return rentRow(r, s, place, price, area);
  const type = typeFromApartmentSale(title);
  return type
    ? sale(s, r.link ?? "", true, type, price, area, place, { bedrooms: r.Bedrooms, title })
    : "apartment building, not a condo";
};

function rentRow(r: CsvRecord, s: ListingSource, place: ListingPlace, rent: number, area: number): RentRow | string {
  const title = r.title ?? "";
  if (r["Daily Payment"] === "True" || r["Yearly Payment"] === "True") return "rent not monthly";
  if (/\bfor sale\b|\bsale\b/i.test(title)) return "rent row titled for sale";
  if (
    /\b(bed ?space|room for rent|rooms? for rent|dorm|boarding|transient|apartelle|per night|daily|building)\b/i.test(
      title,
    )
  )
    return "rent of a room, bedspace or building";
  const rentType: RentType = /\bcondo(minium)?\b|\bunit (?:at|in)\b/i.test(title) ? "condo" : "apartment";
  return { source: s.key, id: r.link ?? "", rentType, rentMonthly: rent, area, place };
}

export const READERS: Readonly<Record<string, Reader>> = {
  "cebu-dotproperty-2026": readDotProperty,
  "cebu-onepropertee-2026": readOnePropertee,
  "lamudi-houses-2022": readLamudiHouses,
  "lamudi-housing-undated": readLamudiHousing,
  "lamudi-apartments-2022": readLamudiApartments,
};

/** Every row of one file through its reader; reasons for dropped rows are counted. */
export function readSource(source: ListingSource, records: readonly CsvRecord[], into: ReadResult): void {
  const reader = READERS[source.key];
  if (!reader) throw new Error(`No reader for listing source ${source.key}`);
  for (const record of records) {
    const row = reader(record, source);
    if (typeof row === "string") {
      const reason = `${source.key}: ${row}`;
      into.dropped[reason] = (into.dropped[reason] ?? 0) + 1;
    } else if ("rentMonthly" in row) into.rents.push(row);
    else into.sales.push(row);
  }
}
