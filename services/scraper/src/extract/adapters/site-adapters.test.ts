import { readFileSync } from "node:fs";
import { ListingSchema } from "@suri/contracts";
import { describe, expect, it } from "vitest";
import { extractListings } from "../index";
import { adapterFor } from "./index";

const page = (name: string) => readFileSync(new URL(`../../../test/fixtures/sites/${name}`, import.meta.url), "utf8");
const LAMUDI_SEARCH = "/work/shared/fixtures/lamudi/search-results-iloilo-foreclosures.html";

describe("Lamudi adapter", () => {
  const url = "https://www.lamudi.com.ph/property/41032-73-made-up-2br-salcedo";
  const { primary, items } = extractListings(page("lamudi-detail.html"), url);

  it("reads a listing page: JSON-LD plus the details rows, fees, map and location line", () => {
    expect(items).toEqual([primary]);
    expect(primary).toMatchObject({
      sourceSite: "lamudi.com.ph",
      url,
      propertyType: "condo",
      priceCentavos: 1_600_000_000,
      floorAreaSqm: 64,
      bedrooms: 2,
      bathrooms: 2,
      parkingSlots: 1,
      status: "ready_for_occupancy",
      developer: "Ayala Land Premier",
      project: "The Park Residences",
      associationDuesCentavos: 896_000,
      postedAt: "2026-10-12",
      coordinates: { lat: 14.5606, lng: 121.0234 },
      address: { city: "Makati", barangay: "Bel-Air", region: "Metro Manila" },
    });
    expect(primary?.lotAreaSqm).toBeUndefined();
    expect(primary?.priceCentavos).not.toBe(910_000_000); // the "Similar properties" card
    expect(primary?.provenance.bedrooms?.source).toBe("adapter");
    expect(primary?.provenance.developer?.source).toBe("adapter");
    expect(() => ListingSchema.parse(primary)).not.toThrow();
  });

  it("adds each search card's barangay and map position to the real search page's listings", () => {
    const { items: results } = extractListings(
      readFileSync(LAMUDI_SEARCH, "utf8"),
      "https://www.lamudi.com.ph/buy/iloilo/foreclosures/",
    );
    expect(results).toHaveLength(30);
    const lot = results.find((l) => l.title === "Commercial Lot For Sale in Banuyao");
    expect(lot).toMatchObject({
      lotAreaSqm: 20_000,
      coordinates: { lat: 10.72841884, lng: 122.57815998 },
      address: { city: "Iloilo City", barangay: "Banuyao" },
    });
    expect(lot?.floorAreaSqm).toBeUndefined();
    expect(lot?.provenance.coordinates?.source).toBe("adapter");
    expect(results.filter((l) => l.coordinates).length).toBeGreaterThanOrEqual(25);
  });

  it("knows the search page of a listing's market", () => {
    const lamudi = adapterFor("https://www.lamudi.com.ph/property/x")!;
    expect(lamudi.searchUrl(primary!)).toBe("https://www.lamudi.com.ph/buy/metro-manila/makati/condominium/");
  });
});

describe("Dot Property adapter", () => {
  const url = "https://www.dotproperty.com.ph/ads/1-bedroom-condo-for-sale-at-avida-towers-riala_7788990";

  it("reads a listing page with no listing JSON-LD from its key facts", () => {
    const { primary } = extractListings(page("dot-property-detail.html"), url);
    expect(primary).toMatchObject({
      sourceSite: "dotproperty.com.ph",
      propertyType: "condo",
      priceCentavos: 540_000_000,
      floorAreaSqm: 37,
      bedrooms: 1,
      bathrooms: 1,
      parkingSlots: 0,
      status: "pre_selling",
      project: "Avida Towers Riala",
      postedAt: "2026-09-03",
      coordinates: { lat: 10.3299, lng: 123.9055 },
      address: { city: "Cebu City", barangay: "Apas", province: "Cebu", region: "Central Visayas" },
    });
    expect(primary?.provenance.priceCentavos).toEqual({ source: "adapter", confidence: 0.9 });
  });

  it("reads search cards as comparables", () => {
    const { primary, items } = extractListings(
      page("dot-property-search.html"),
      "https://www.dotproperty.com.ph/condos-for-sale/metro-manila/makati",
    );
    expect(primary).toBeNull();
    expect(items.map((l) => [l.bedrooms, l.floorAreaSqm, l.priceCentavos, l.address.city])).toEqual([
      [0, 24, 420_000_000, "Makati"],
      [2, 70, 1_450_000_000, "Makati"],
      [1, 42, 780_000_000, "Makati"],
    ]);
    expect(items[0]?.url).toBe("https://www.dotproperty.com.ph/ads/studio-condo-for-sale-in-makati_1001");
    expect(adapterFor(items[0]!.url!)!.searchUrl(items[0]!)).toBe(
      "https://www.dotproperty.com.ph/condos-for-sale/metro-manila/makati",
    );
  });
});

describe("Property24 adapter (with microdata)", () => {
  it("reads the key features, and the microdata's QuantitativeValue in square feet (FTK)", () => {
    const url = "https://www.property24.com.ph/houses-for-sale/davao-city/lanang/p24-4242";
    const { primary } = extractListings(page("property24-detail.html"), url);
    expect(primary).toMatchObject({
      sourceSite: "property24.com.ph",
      propertyType: "house_and_lot",
      priceCentavos: 980_000_000,
      lotAreaSqm: 180,
      bedrooms: 3,
      bathrooms: 3,
      parkingSlots: 2,
      status: "ready_for_occupancy",
      coordinates: { lat: 7.0989, lng: 125.6304 },
      address: { city: "Davao City", barangay: "Lanang", region: "Davao Region" },
    });
    expect(primary?.floorAreaSqm).toBeCloseTo(144.93, 2); // 1,560 sq ft
    expect(primary?.provenance.floorAreaSqm?.source).toBe("microdata");
    expect(primary?.provenance.lotAreaSqm?.source).toBe("adapter");
  });

  it("reads result tiles", () => {
    const { items } = extractListings(
      page("property24-search.html"),
      "https://www.property24.com.ph/houses-for-sale/davao-city",
    );
    expect(items.map((l) => [l.propertyType, l.bedrooms, l.floorAreaSqm, l.priceCentavos])).toEqual([
      ["house_and_lot", 3, 150, 850_000_000],
      ["house_and_lot", 2, 110, 620_000_000],
    ]);
  });
});

describe("a page with only prose (an owner's post)", () => {
  it("reads price, both areas, rooms, parking, status and place from the sentences", () => {
    const { primary } = extractListings(
      page("prose-only.html"),
      "https://owner-blog.example.ph/2026/11/townhouse-for-sale",
    );
    expect(primary).toMatchObject({
      propertyType: "townhouse",
      priceCentavos: 920_000_000,
      floorAreaSqm: 120,
      lotAreaSqm: 60,
      bedrooms: 3,
      bathrooms: 2,
      parkingSlots: 1,
      status: "ready_for_occupancy",
      address: { city: "Quezon City", barangay: "Teachers Village East", region: "Metro Manila" },
    });
    expect(primary?.provenance.priceCentavos?.source).toBe("text");
  });
});
