/** Listing-based market references: parsing, place and type normalisation, the build, the lookup. */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseCsv } from "@suri/kit/csv";
import { describe, expect, it } from "vitest";
import {
  listingDataPlaces,
  listingReference,
  listingRent,
  provinceOf,
  regionOf,
  resolveListingPlace,
} from "../listing-references";
import {
  ACCURACY_TOLERANCE,
  KNOWN_ACCURACY_MISSES,
  listingAccuracySummary,
  listingReferenceAccuracy,
} from "../listing-references-accuracy";
import { dedupe, isHoldout, quantile, saleProblem } from "./aggregate";
import { buildFromRecords, DEFAULT_LISTINGS_DIR, readListingsDir, serialise } from "./build";
import {
  isLand,
  LAND_MIN_SQM,
  typeFromApartmentSale,
  typeFromCategory,
  typeFromOnePropertee,
  typeFromTitle,
} from "./classify";
import { placeFromCityField, placeFromText } from "./places";
import { isRentOffer, type SaleRow } from "./sources";

describe("CSV parser", () => {
  it("reads quoted commas, doubled quotes, line breaks in quotes, CRLF, a BOM and short rows", () => {
    const text = '\uFEFFa,b,c\r\n1,"x, y","say ""hi"""\r\n2,"line\nbreak"\n3\n';
    expect(parseCsv(text)).toEqual([
      { a: "1", b: "x, y", c: 'say "hi"' },
      { a: "2", b: "line\nbreak", c: "" },
      { a: "3", b: "", c: "" },
    ]);
  });
});

describe("place normalisation", () => {
  it.each([
    ["Mactan Lapu Lapu Cebu", "Lapu-Lapu"],
    ["The Mactan Newtown Lapu Lapu Cebu", "Lapu-Lapu"],
    ["Mandani Bay Mandaue Cebu", "Mandaue"],
    ["Catarman, Lilo-an Cebu", "Liloan"],
    ["guadalupe cebu", "Cebu City"],
    ["Cebu Business Park Cebu City", "Cebu City"],
    ["Talisay Cebu", "Talisay, Cebu"],
  ])("Cebu portal location %s → %s", (text, city) => {
    expect(placeFromText(text, "Cebu").city).toBe(city);
  });

  it("leaves a barangay several Metro Cebu towns share unplaced, but in Cebu province", () => {
    expect(placeFromText("banilad cebu", "Cebu")).toEqual({ province: "Cebu", region: "Central Visayas" });
  });

  it.each([
    ["Townhouse for sale in BF Resort Village, Las Piñas City", "Las Piñas"],
    ["House in Pilar Village LAS PINAS", "Las Piñas"],
    ["House For Sale in Dasmarinas Village Makati City", "Makati"],
    ["Natalie 3BR House for Sale in West Beverly Hills, Dasmariñas, Cavite", "Dasmariñas"],
    ["House For Sale Near Tagaytay in Panungyanan, General Trias", "General Trias"],
    ["5 Bedroom House for Sale Pasig Nr.Eastwood", "Pasig"],
    ["House and Lot for sale in Sta. Rosa City, Laguna", "Santa Rosa"],
    ["Townhouse in Greenhills, San Juan City", "San Juan"],
    ["House and Lot in San Juan, Batangas", "San Juan, Batangas"],
    ["2 Storey House in Talisay City, Cebu", "Talisay, Cebu"],
  ])("title %s → %s", (title, city) => {
    expect(placeFromText(title).city).toBe(city);
  });

  it("never guesses a shared town name without its province", () => {
    expect(placeFromText("House and lot in Talisay").city).toBeUndefined();
    expect(placeFromText("House for sale along Mabini St.").city).toBeUndefined();
  });

  it("reads Lamudi city fields (Cebu is Cebu City there) and their mojibake", () => {
    expect(placeFromCityField("Cebu", "2BR condo in Lahug").city).toBe("Cebu City");
    expect(placeFromCityField(" Para├▒aque", "condo").city).toBe("Parañaque");
    expect(placeFromCityField(" Las Pinas", "").city).toBe("Las Piñas");
    expect(placeFromCityField(" San Fernando", "Apartment in Sindalan, San Fernando, Pampanga").city).toBe(
      "San Fernando, Pampanga",
    );
  });
});

describe("type classification", () => {
  it.each([
    ["2-Bedroom Unit for Sale in Amisa Private Residences - Tower D, Lapu-Lapu City", "condo"],
    ["RFO 3BR Townhouse End Unit for Sale in Imus", "townhouse"],
    ["RFO 1BR 2-Storey Rowhouse for Sale at Marytown Place", "townhouse"],
    ["2-Storey 4BR House and Lot (Amanda Model) for Sale", "house"],
    ["Single Attached House for Sale in Kingspoint", "house"],
    ["Vacant Lot for sale in Liloan", "lot"],
    ["Offices at The Galleon - Prime Unit (11G) for Sale in Ortigas, Pasig", null],
    ["Commercial Lot for Sale in Cebu City", null],
    ["2BR Bi-Level Condo Unit for Sale in West Parc - Alder Building, Filinvest City", "condo"],
    ["Bungalow House and lot for sale in BF Resort Village, Las Piñas", "house"],
    ["Amaya Two Storey SD for Sale in Sentosa, Calamba Laguna", "house"],
    ["Boracay beachfront resort for sale: lot 321m2", null],
    ["Building For Sale Residential Apartment 3 Floors 6 Units", null],
  ])("title %s → %s", (title, type) => {
    expect(typeFromTitle(title)).toBe(type);
  });

  it("maps OnePropertee raw types, keeps farm and raw land as lots, and drops commercial and condotel rows", () => {
    expect(typeFromOnePropertee("For Sale New Single Detached House", "house", "")).toBe("house");
    expect(typeFromOnePropertee("For Sale Pre-Owned Townhouse", "house", "")).toBe("townhouse");
    expect(typeFromOnePropertee("For Sale Residential Lot", "lot", "")).toBe("lot");
    expect(typeFromOnePropertee("For Sale Farm Lot", "lot", "")).toBe("lot");
    expect(typeFromOnePropertee("For Sale Raw Land", "lot", "")).toBe("lot");
    expect(typeFromOnePropertee("For Sale Agro-Industrial Farm", "lot", "")).toBeNull();
    expect(typeFromOnePropertee("For Sale Commercial Lot", "lot", "")).toBeNull();
    expect(typeFromOnePropertee("For Sale New Condotel", "condo", "")).toBeNull();
  });

  it("marks land: half a hectare or more, or farm, agricultural or raw land by its title", () => {
    expect(isLand(LAND_MIN_SQM, "land for sale in tuyom cebu")).toBe(true);
    expect(isLand(4_999, "land for sale in tuyom cebu")).toBe(false);
    expect(isLand(1_200, "FARM RESORT 1,200 sqm Agricultural Farm For Sale in Cebu City")).toBe(true);
    expect(isLand(null, "Agricultural Land for Sale in Argao, Cebu")).toBe(true);
    expect(isLand(300, "Residential lot for sale in Orchard Residences")).toBe(false);
    // A farm is a lot; a farm house is a house on land, left out of every series.
    expect(typeFromTitle("Agricultural Land for Sale in Argao, Cebu")).toBe("lot");
    expect(typeFromTitle("Farm house and lot for sale in Silang")).toBeNull();
  });

  it("reads a Dot Property townhouse out of its house category", () => {
    expect(typeFromCategory("house", "3 bedroom townhouse for sale in tisa cebu")).toBe("townhouse");
    expect(typeFromCategory("lot", "land for sale in yati cebu")).toBe("lot");
  });

  it("counts a Lamudi apartment sale as a condo only when its title says condominium", () => {
    expect(typeFromApartmentSale("8 Door Apartment for Sale in Cubao")).toBeNull();
    expect(typeFromApartmentSale("5-Unit Income Generating Apartment for Sale")).toBeNull();
    expect(typeFromApartmentSale("Condominium unit for sale in Malate")).toBe("condo");
  });

  it("spots rent offers inside sale scrapes", () => {
    expect(isRentOffer("https://www.dotproperty.com.ph/land-for-rent-in-tayud-cebu_1", "")).toBe(true);
    expect(isRentOffer("", "4-bedroom House For Rent in Cebu City")).toBe(true);
    expect(isRentOffer("", "Corner Townhouse for SALE and for RENT")).toBe(false);
  });
});

describe("cleaning and statistics", () => {
  const row = (over: Partial<SaleRow>): SaleRow => ({
    source: "s",
    id: "u1",
    hasUrl: true,
    type: "condo",
    price: 5_000_000,
    area: 40,
    basis: "floor",
    place: { city: "Cebu City", province: "Cebu", region: "Central Visayas" },
    ...over,
  });

  it("drops a per-sqm price posted as the total, a missing area and an unplaced row", () => {
    expect(saleProblem(row({}))).toBeNull();
    expect(saleProblem(row({ price: 35_000, area: 400, type: "lot", basis: "lot" }))).toBe(
      "total price outside bounds",
    );
    expect(saleProblem(row({ area: Number.NaN }))).toBe("price or area missing");
    expect(saleProblem(row({ place: {} }))).toBe("place unknown");
  });

  it("removes the same URL and the same price, area and place", () => {
    const rows = [row({}), row({}), row({ id: "u2" }), row({ id: "u3", price: 5_100_000 })];
    const key = (r: SaleRow) => `${r.type}|${r.price}|${r.area}`;
    expect(dedupe(rows, key).kept.map((r) => r.id)).toEqual(["u1", "u3"]);
  });

  it("splits by a hash of the id: stable, about a fifth held out", () => {
    const ids = Array.from({ length: 2000 }, (_, i) => `https://example.ph/listing-${i}`);
    const held = ids.filter(isHoldout).length;
    expect(ids.filter(isHoldout)).toEqual(ids.filter(isHoldout));
    expect(held / ids.length).toBeGreaterThan(0.17);
    expect(held / ids.length).toBeLessThan(0.23);
  });

  it("interpolates quartiles like numpy", () => {
    expect(quantile([1, 2, 3, 4], 0.25)).toBe(1.75);
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
  });
});

const listingsDir = process.env.LISTINGS_DATA_DIR || DEFAULT_LISTINGS_DIR;

describe.skipIf(!existsSync(listingsDir))("the build on the shared listing files", () => {
  it("reproduces the committed tables byte for byte, and twice the same", () => {
    const records = readListingsDir(listingsDir);
    const first = serialise(buildFromRecords(records));
    expect(serialise(buildFromRecords(records))).toEqual(first);
    for (const [name, text] of Object.entries(first)) {
      const committed = readFileSync(join(__dirname, "../listing-references", name), "utf8");
      expect(text, `${name} is stale: run npm run market:build --workspace @suri/analyzer`).toBe(committed);
    }
  });
});

describe("listingReference", () => {
  it("gives a well-sampled city its own quartiles as the range, with sources and date", () => {
    const r = listingReference({ city: "Cebu City" }, "condo")!;
    expect(r).toMatchObject({ level: "city", place: "Cebu City", basis: "floor", fallback: false, confidence: "high" });
    expect(r.n).toBeGreaterThanOrEqual(40);
    expect([r.low, r.high]).toEqual([Math.round(r.q1PerSqm / 100) * 100, Math.round(r.q3PerSqm / 100) * 100]);
    expect(r.asOf).toBe("2026-06");
    expect(r.sources.map((s) => s.key)).toContain("cebu-onepropertee-2026");
    expect(r.sources.every((s) => /^[0-9a-f]{40}$/.test(s.commit))).toBe(true);
  });

  it("values a lot by lot area and never by a building figure", () => {
    expect(listingReference({ city: "Cebu City" }, "lot")).toMatchObject({ basis: "lot", type: "lot" });
    expect(listingReference({ city: "Baguio" }, "condo")).not.toBeNull();
    expect(listingReference({ city: "Baguio" }, "lot")).toBeNull();
  });

  it("never lets a townhouse borrow the house row", () => {
    expect(listingReference({ city: "Davao City" }, "house")).not.toBeNull();
    expect(listingReference({ city: "Davao City" }, "townhouse")).toBeNull();
  });

  it("falls back city → province → region with a wider range and lower confidence", () => {
    const city = listingReference({ city: "Cebu City" }, "house")!;
    const province = listingReference({ city: "Cordova" }, "condo")!;
    expect(province).toMatchObject({ level: "province", place: "Cebu", fallback: true });
    expect(province.low).toBe(Math.round((province.q1PerSqm * 0.8) / 100) * 100);
    expect(province.high).toBe(Math.round((province.q3PerSqm * 1.25) / 100) * 100);
    expect(province.confidence).not.toBe("high");
    const region = listingReference({ city: "Bacoor" }, "condo")!;
    expect(region).toMatchObject({ level: "region", place: "CALABARZON", fallback: true, confidence: "low" });
    expect(region.low).toBe(Math.round((region.q1PerSqm * 0.7) / 100) * 100);
    expect(region.high).toBe(Math.round((region.q3PerSqm * 1.4) / 100) * 100);
    expect(city.confidence).toBe("high");
  });

  it("reports a city's own few listings as low confidence with a widened range", () => {
    const thin = listingReference({ city: "Trece Martires" }, "house")!;
    expect(thin.level).toBe("city");
    expect(thin.n).toBeLessThan(15);
    expect(thin).toMatchObject({ confidence: "low", fallback: true });
    expect(thin.low).toBe(Math.round((thin.q1PerSqm * 0.8) / 100) * 100);
  });

  it("matches places accent- and case-insensitively, with City suffix or prefix", () => {
    const mandaue = listingReference({ city: "Mandaue" }, "condo")!;
    for (const city of ["Mandaue City", "City of Mandaue", "MANDAUE"]) {
      expect(listingReference({ city }, "condo")?.medianPerSqm).toBe(mandaue.medianPerSqm);
    }
    expect(listingReference({ city: "Las Pinas" }, "house")?.place).toBe("Las Piñas");
    expect(listingReference({ city: "Lapu-lapu City" }, "condo")?.place).toBe("Lapu-Lapu");
    expect(listingReference({ city: "Lilo-an" }, "house")?.place).toBe("Liloan");
  });

  it("tells Cebu province from Cebu City", () => {
    expect(listingReference({ city: "Cebu" }, "house")?.place).toBe("Cebu City");
    expect(listingReference({ province: "Cebu" }, "house")).toMatchObject({ level: "province", place: "Cebu" });
    expect(listingReference({ city: "Talisay", province: "Cebu" }, "house")?.place).toBe("Talisay, Cebu");
    expect(listingReference({ city: "Talisay" }, "house")).toBeNull();
  });

  it("sets aside a city that is not in the given province (a Binangonan house, not Pasay)", () => {
    const r = listingReference({ city: "Pasay", province: "Rizal" }, "house")!;
    expect(r.place).toBe("Rizal");
    expect(r.fallback).toBe(true);
    expect(r.note).toContain("Pasay is not in Rizal");
  });
});

describe("query places", () => {
  it("takes districts in the city field and numbered regions", () => {
    expect(resolveListingPlace({ city: "BGC" }).city?.id).toBe("Taguig");
    expect(resolveListingPlace({ city: "Mactan" }).city?.id).toBe("Lapu-Lapu");
    expect(resolveListingPlace({ region: "Region VII" }).region).toBe("Central Visayas");
    expect(resolveListingPlace({ region: "REGION IV-A (CALABARZON)" }).region).toBe("CALABARZON");
    expect(resolveListingPlace({ city: "Talisay", region: "Central Visayas" }).city?.id).toBe("Talisay, Cebu");
  });

  it("sets aside a city outside the given region", () => {
    const r = resolveListingPlace({ city: "Makati", region: "Central Visayas" });
    expect(r.city).toBeUndefined();
    expect(r.issue).toContain("Makati is not in Central Visayas");
  });
});

describe("place index", () => {
  it("knows the province and region of every city in the data, and of NCR cities", () => {
    for (const [city, { province, region }] of Object.entries(listingDataPlaces())) {
      expect(provinceOf(city) ?? province, city).toBe(province);
      expect(regionOf(city), city).toBe(region);
    }
    expect(provinceOf("Binangonan")).toBe("Rizal");
    expect(regionOf("Binangonan")).toBe("CALABARZON");
    expect(regionOf("Rizal")).toBe("CALABARZON");
    expect(provinceOf("Pasay")).toBe("Metro Manila");
    expect(regionOf("Makati")).toBe("Metro Manila");
    expect(provinceOf("Lapu-Lapu City")).toBe("Cebu");
  });
});

describe("listingRent", () => {
  it("has no rent for a lot and labels apartment rents as a proxy for houses", () => {
    expect(listingRent({ city: "Makati" }, "lot")).toBeNull();
    expect(listingRent({ city: "Makati" }, "house")).toMatchObject({ rentType: "apartment", proxy: true });
  });

  it("uses condo-titled rents for a condo where a place has enough of them", () => {
    const r = listingRent({ city: "Makati" }, "condo")!;
    expect(r).toMatchObject({ rentType: "condo", proxy: false, level: "city" });
    expect(r.medianPerSqmMonth).toBeGreaterThan(100);
    expect(r.medianPerSqmMonth).toBeLessThan(2_000);
  });
});

describe("held-out accuracy", () => {
  const rows = listingReferenceAccuracy(15);

  it("has a reference for every city × type with at least 15 listings", () => {
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.filter((r) => r.verdict === "no-reference")).toEqual([]);
  });

  it("sits within ±25 % of the held-out median in most compared cells, and every miss is explained", () => {
    const summary = listingAccuracySummary(rows);
    expect(summary.compared).toBeGreaterThanOrEqual(30);
    expect(summary.within / summary.compared).toBeGreaterThanOrEqual(0.8);
    const misses = summary.outside.map((r) => `${r.city} · ${r.type}`).sort();
    expect(misses).toEqual(Object.keys(KNOWN_ACCURACY_MISSES).sort());
    for (const r of summary.outside) expect(Math.abs(r.ratio! - 1)).toBeGreaterThan(ACCURACY_TOLERANCE);
  });
});
