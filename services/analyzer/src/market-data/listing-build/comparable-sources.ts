/**
 * The sale files added after the city × type tables were built (provenance in
 * /work/shared/data/listings/README.md): Metro Manila (Hoppler 2024), Lamudi houses 2022–2024,
 * Laguna houses and Cavite condos 2024. They feed the row-level comparables only; the city × type
 * table keeps its five sources, so its published figures and their held-out test stay as they were.
 */
import type { CsvRecord } from "@suri/kit/csv";
import { isLand, type ListingType, typeFromTitle } from "./classify";
import { placeFromCityField, placeFromText } from "./places";
import { isRentOffer, type ListingSource, num, projectFromTitle, type SaleRow } from "./sources";

export const COMPARABLE_SOURCES: readonly ListingSource[] = [
  {
    key: "hoppler-ncr-2024",
    file: "ncr_sale_hoppler_2024-10.csv",
    title: "Hoppler asking prices, Metro Manila (scraped 2024-10-26)",
    repository: "https://github.com/Kraxier/Hoppler_Project",
    path: "Metro_Manila_Hoppler.csv",
    commit: "127334963b3abf26df5bc8141bb945c1c172befe",
    period: "2022–2024 (last updated), scraped Oct 2024",
    asOf: "2024-10",
  },
  {
    key: "lamudi-houses-2023",
    file: "ph_house_sale_lamudi_2023-08.csv",
    title: "Lamudi asking prices, houses, national (scraped Aug 2023)",
    repository: "https://github.com/nadinepco/ph-property-price-prediction",
    path: "data/csv/lamudi_house_region.csv",
    commit: "2601a8b49dfe28cbed1bf55ba943510ae1222f64",
    period: "Jul 2022 – Aug 2023",
    asOf: "2023-08",
  },
  {
    key: "lamudi-houses-2024",
    file: "ph_house_sale_lamudi_2024-03.csv",
    title: "Lamudi asking prices, houses, national (scraped Mar 2024)",
    repository: "https://github.com/adrianpintacasi/philippine-housing-prediction",
    path: "PH_Housing.csv",
    commit: "7913d038688475f84af7242e781f9f24e199bab4",
    period: "Mar 2024",
    asOf: "2024-03",
  },
  {
    key: "lamudi-laguna-houses-2024",
    file: "laguna_house_sale_lamudi_2024-06.csv",
    title: "Lamudi asking prices, Laguna houses (scraped about 2024-06-13)",
    repository: "https://github.com/vjpenafiel/Lamudi-Web-Scraper",
    path: "Properties.csv",
    commit: "f2ce900839be368eba900ed09125222eaa4f5b68",
    period: "Jun 2024",
    asOf: "2024-06",
  },
  {
    key: "lamudi-cavite-condos-2024",
    file: "cavite_condo_sale_lamudi_2024-08.csv",
    title: "Lamudi new-development condo prices, Cavite (committed 2024-08-03)",
    repository: "https://github.com/njolnir/Lamudi_Scraper",
    path: "data/scraped/full/cavite_condo.csv",
    commit: "e4c005ca1af8a7b798b1427cd4032c59a594153b",
    period: "Aug 2024",
    asOf: "2024-08",
  },
  {
    key: "lamudi-houses-2022-v1",
    file: "ph_houses_v1_lamudi_2022-03.csv",
    title: "Lamudi asking prices, houses, national (Mar 2022, first run)",
    repository: "https://github.com/arl7d/portfoilioprojects",
    path: "Web_scraping_Philippine_real_estate/PH_houses.csv",
    commit: "40dee9c377b9499e699d55ea1824fbc8875dff63",
    period: "Mar 2022",
    asOf: "2022-03",
  },
];

type Reader = (r: CsvRecord, source: ListingSource) => SaleRow | string;

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** "October 16, 2024" → "2024-10"; undefined when it is not such a date. */
export function monthOf(text: string | undefined): string | undefined {
  const match = /\b([a-z]{3})[a-z]*\.?\s+\d{1,2},?\s+(\d{4})\b/i.exec(text ?? "");
  const month = match ? MONTHS.indexOf(match[1]!.toLowerCase()) : -1;
  return match && month >= 0 ? `${match[2]}-${String(month + 1).padStart(2, "0")}` : undefined;
}

function count(value: string | undefined): number | undefined {
  const n = num(value);
  return Number.isInteger(n) && n >= 0 && n <= 20 ? n : undefined;
}

function row(
  source: ListingSource,
  fields: {
    id: string;
    hasUrl: boolean;
    type: ListingType;
    price: number;
    area: number;
    place: SaleRow["place"];
    bedrooms?: number | undefined;
    barangay?: string | undefined;
    project?: string | undefined;
    month?: string | undefined;
    lotArea?: number | undefined;
    title?: string | undefined;
  },
): SaleRow {
  const { bedrooms, barangay, project, month, lotArea, title, ...rest } = fields;
  return {
    source: source.key,
    ...rest,
    basis: fields.type === "lot" ? "lot" : "floor",
    ...(bedrooms !== undefined ? { bedrooms } : {}),
    ...(barangay?.trim()
      ? { barangay: barangay.trim() }
      : fields.place.barangay
        ? { barangay: fields.place.barangay }
        : {}),
    ...(project?.trim() ? { project: project.trim() } : {}),
    ...(month ? { month } : {}),
    ...(lotArea !== undefined && lotArea > 0 && fields.type !== "lot" && fields.type !== "condo" ? { lotArea } : {}),
    ...(title?.trim() ? { title: title.trim() } : {}),
    ...(fields.type === "lot" && isLand(fields.area, title) ? { land: true as const } : {}),
  };
}

const HOPPLER_TYPES: Readonly<Record<string, ListingType>> = {
  condominium: "condo",
  townhouse: "townhouse",
  "vacant lot": "lot",
};

/** Hoppler: "Condominium • Makati", "Perla Mansion, Legazpi Village, Makati", "Php 6,000,000", "33 sqm". */
const readHoppler: Reader = (r, s) => {
  const [kind = "", city = ""] = (r.property_type_location ?? "").split("•").map((part) => part.trim());
  // A house's one area may be its lot or its floor: neither basis can be trusted.
  const type = HOPPLER_TYPES[kind.toLowerCase()];
  if (!type) return kind === "House and Lot" ? "house area basis unknown" : "type excluded";
  const parts = (r.Property ?? "").split(",").map((part) => part.trim());
  const place = placeFromCityField(city, r.Property ?? "");
  return row(s, {
    id: r.relative_url ?? "",
    hasUrl: true,
    type,
    price: num(r.price?.replace(/php/i, "")),
    area: num(r.area?.replace(/sqm/i, "")),
    place,
    bedrooms: count(r.num_bedrooms),
    project: parts.length >= 2 ? parts[0] : undefined,
    barangay: parts.length >= 3 ? parts[parts.length - 2] : undefined,
    month: monthOf(r.last_updated),
    title: r.Property,
  });
};

function houseType(title: string): ListingType | null {
  const typed = typeFromTitle(title);
  return typed === "lot" || typed === "condo" ? null : (typed ?? "house");
}

const readLamudi2023: Reader = (r, s) => {
  const title = r.Title ?? "";
  const type = houseType(title);
  if (!type) return "type excluded";
  if (isRentOffer(r.URL ?? "", title)) return "rent offer in a sale file";
  const place = placeFromCityField(r["Town/City"] ?? "", `${title} , ${r.Region ?? ""}`);
  return row(s, {
    id: r.URL ?? "",
    hasUrl: true,
    type,
    price: num(r.Price),
    area: num(r["Floor Area"]),
    place,
    bedrooms: count(r.Bedrooms),
    barangay: r.Barangay,
    project: projectFromTitle(title),
    lotArea: num(r["Lot Area"]),
    title,
  });
};

const readLamudi2024: Reader = (r, s) => {
  const title = r.Description ?? "";
  const type = houseType(title);
  if (!type) return "type excluded";
  const [barangay, city = ""] = (r.Location ?? "").split(",").map((part) => part.trim());
  const place = city ? placeFromCityField(city, title) : placeFromText(title);
  const price = num(r.Price);
  const area = num(r["Floor Area"]);
  return row(s, {
    id: `${title}|${price}|${area}`,
    hasUrl: false,
    type,
    price,
    area,
    place: place.province ? place : placeFromText(title),
    bedrooms: count(r.Bedrooms),
    barangay: city ? barangay : undefined,
    project: projectFromTitle(title),
    lotArea: num(r["Land Area"]),
    title,
  });
};

const readLaguna: Reader = (r, s) => {
  const title = r.Title ?? "";
  const type = houseType(title);
  if (!type) return "type excluded";
  const price = num(r.Price_pesos);
  const area = num(r.Floor_sqm);
  return row(s, {
    id: `${title}|${price}|${area}`,
    hasUrl: false,
    type,
    price,
    area,
    place: placeFromCityField(r.Municipality ?? "", `${title} , Laguna`),
    bedrooms: count(r.Number_Bedrooms),
    barangay: r.Barangay,
    project: projectFromTitle(title),
    lotArea: num(r.Land_sqm),
    title,
  });
};

const readCavite: Reader = (r, s) =>
  row(s, {
    id: r.Source ?? "",
    hasUrl: true,
    type: "condo",
    price: num(r.TCP),
    area: num(r.Floor_Area),
    place: placeFromCityField(r["City/Town"] ?? "", `${r.Location ?? ""} , Cavite`),
    bedrooms: count(r.Bedrooms),
    project: r.Name,
    title: r.Name,
  });

const readLamudiV1: Reader = (r, s) => {
  const title = r.Description ?? "";
  const type = typeFromTitle(title);
  if (!type) return "type excluded";
  const cityField = (r.Location ?? "").split(",").pop() ?? "";
  const floor = num(r["Floor_area (sqm)"]);
  const land = num(r["Land_area (sqm)"]);
  return row(s, {
    id: r.Link ?? "",
    hasUrl: true,
    type,
    price: num(r["Price (PHP)"]),
    area: type === "lot" ? (Number.isFinite(land) ? land : floor) : floor,
    place: placeFromCityField(cityField, title),
    bedrooms: count(r.Bedrooms),
    project: projectFromTitle(title),
    lotArea: land,
    title,
  });
};

export const COMPARABLE_READERS: Readonly<Record<string, Reader>> = {
  "hoppler-ncr-2024": readHoppler,
  "lamudi-houses-2023": readLamudi2023,
  "lamudi-houses-2024": readLamudi2024,
  "lamudi-laguna-houses-2024": readLaguna,
  "lamudi-cavite-condos-2024": readCavite,
  "lamudi-houses-2022-v1": readLamudiV1,
};
