import { readFileSync } from "node:fs";
import { ListingSchema } from "@suri/contracts";
import { describe, expect, it } from "vitest";
import { extractListings } from "./index";

const FIXTURES = "/work/shared/fixtures";
const LAMUDI_URL = "https://www.lamudi.com.ph/buy/iloilo/foreclosures/";
const FORECLOSURE_URL =
  "https://www.foreclosurephilippines.com/advert/pag-ibig-ropa-858202508190022-lot-03-blk-18-phase-i-lumina-iloilo-abilay-norte-oton-iloilo-5020-2nd-public-auction-on-jul-27-2026-jul-31-2026/";

describe("Lamudi search results (real page, 30 JSON-LD listings)", () => {
  const html = readFileSync(`${FIXTURES}/lamudi/search-results-iloilo-foreclosures.html`, "utf8");
  const { primary, items } = extractListings(html, LAMUDI_URL);

  it("finds all 30 listings and no primary: the page is about none of them", () => {
    expect(items).toHaveLength(30);
    expect(primary).toBeNull();
  });

  it("gives every listing its Lamudi property URL, source site and a valid shape", () => {
    for (const listing of items) {
      expect(listing.url).toMatch(/^https:\/\/www\.lamudi\.com\.ph\/property\//);
      expect(listing.sourceSite).toBe("lamudi.com.ph");
      expect(() => ListingSchema.parse(listing)).not.toThrow();
      expect(Number.isInteger(listing.priceCentavos)).toBe(true);
      expect(listing.address.province).toBe("Iloilo");
      expect(listing.address.region).toBe("Western Visayas");
      expect(listing.images[0]).toMatch(/^https:\/\/img\.lamudi\.com\//);
    }
  });

  it("reads the Banuyao commercial lot as land: price, lot area and no floor area", () => {
    const lot = items.find((listing) => listing.title === "Commercial Lot For Sale in Banuyao");
    expect(lot).toBeDefined();
    expect(lot?.priceCentavos).toBe(220_000_000 * 100);
    expect(lot?.lotAreaSqm).toBe(20_000);
    expect(lot?.floorAreaSqm).toBeUndefined();
    expect(lot?.propertyType).toBe("lot");
    expect(lot?.url).toMatch(/\/property\/41032-73-ba1c2596a20-bc76-19ae7a4-ac58-7f5e$/);
    expect(lot?.address).toMatchObject({ city: "Iloilo City", province: "Iloilo" });
    expect(lot?.provenance.lotAreaSqm?.source).toBe("json-ld");
  });

  it("reads exactly one 40 m² Mandurriao condo, with a floor area and no lot area", () => {
    const condos = items.filter(
      (listing) => listing.title === "Condo For Sale in Mandurriao" && listing.floorAreaSqm === 40,
    );
    expect(condos).toHaveLength(1);
    expect(condos[0]).toMatchObject({ propertyType: "condo", bedrooms: 1, bathrooms: 1, priceCentavos: 613_500_000 });
    expect(condos[0]?.lotAreaSqm).toBeUndefined();
  });

  it("keeps floor and lot area apart across the page", () => {
    for (const listing of items) {
      if (listing.propertyType === "lot") expect(listing.floorAreaSqm).toBeUndefined();
      if (listing.propertyType === "condo") expect(listing.lotAreaSqm).toBeUndefined();
    }
    const types = items.map((listing) => listing.propertyType);
    expect(types.filter((type) => type === "lot")).toHaveLength(7);
    expect(types.filter((type) => type === "condo")).toHaveLength(11);
    expect(types.filter((type) => type === "townhouse")).toHaveLength(1);
    expect(types.filter((type) => type === "house_and_lot")).toHaveLength(11);
  });

  it("spells the cities the house way", () => {
    const cities = new Set(items.map((listing) => listing.address.city));
    expect([...cities].sort()).toEqual(["Anilao", "Calinog", "Iloilo City", "Oton", "Pavia"]);
  });
});

describe("ForeclosurePhilippines detail page (real page, no JSON-LD listing)", () => {
  const html = readFileSync(`${FIXTURES}/panay/foreclosurephilippines-detail.html`, "utf8");
  const { primary, items } = extractListings(html, FORECLOSURE_URL);

  it("falls back to the page's labelled facts for price, areas and location", () => {
    expect(primary).not.toBeNull();
    expect(items).toEqual([primary]);
    expect(primary).toMatchObject({
      sourceSite: "foreclosurephilippines.com",
      priceCentavos: 40_869_000,
      lotAreaSqm: 36,
      floorAreaSqm: 22,
      propertyType: "townhouse",
      url: FORECLOSURE_URL,
      address: {
        city: "Oton",
        province: "Iloilo",
        region: "Western Visayas",
        text: "Lot 03 Blk. 18 Phase I LUMINA ILOILO ABILAY NORTE, OTON, ILOILO, 5020",
      },
    });
    expect(() => ListingSchema.parse(primary)).not.toThrow();
  });

  it("takes title, description and photo from the meta tags, without the site's name", () => {
    expect(primary?.title).toMatch(/^Pag-IBIG ROPA # 858202508190022 - Lot 03 Blk\. 18/);
    expect(primary?.title).not.toMatch(/ForeclosurePhilippines\.com/);
    expect(primary?.images).toEqual([
      "https://www.foreclosurephilippines.com/wp-content/uploads/2026/07/fil5920250915014.jpg",
    ]);
    expect(primary?.provenance.priceCentavos).toMatchObject({ source: "text", confidence: 0.85 });
    expect(primary?.provenance.title?.source).toBe("meta");
  });

  it("ignores the prices of the 'Similar Listings' further down", () => {
    expect(primary?.priceCentavos).not.toBe(105_600_000);
  });
});
