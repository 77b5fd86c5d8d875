import { readFileSync } from "node:fs";
import { ListCandidateSchema } from "@suri/contracts";
import { describe, expect, it } from "vitest";
import { extractListings } from "./extract-listings";

const PAGES = "/work/shared/fixtures/real-dev/pages";
const read = (kind: string) =>
  extractListings(
    readFileSync(`${PAGES}/lamudi-${kind}-buy-search.html`, "utf8"),
    `https://www.lamudi.com.ph/${kind}/buy/`,
  );

/**
 * A refused search page offers its listings so the user can tell them apart: the visible card's name and
 * price joined with the structured list's floor area, bedrooms and place (real Lamudi result pages).
 */
describe("a list page's candidates", () => {
  it("carry title, price, area and place from the card and the structured list together", () => {
    const candidates = read("apartment").listPage?.candidates ?? [];
    expect(candidates).toHaveLength(20);
    expect(candidates[0]).toEqual({
      url: "https://www.lamudi.com.ph/for-sale-4br-residential-apartment-in-singian-pobl-168376877370.html",
      // The JSON-LD name is cut ("…Poblacion, Makat..."): the card's whole name is kept.
      title: "FOR SALE: 4BR Residential Apartment in Singian Poblacion, Makati CIty",
      priceCentavos: 3_500_000_000,
      floorAreaSqm: 164,
      bedrooms: 5,
      place: "Makati, Metro Manila",
    });
    // The structured data mangles "Piñas" to "Pi?as"; the card spells it.
    expect(candidates[1]?.title).toBe("Apartment for Sale in Almanza Uno, Las Piñas City, Metro Manila");
    for (const candidate of candidates) expect(() => ListCandidateSchema.parse(candidate)).not.toThrow();
  });

  it("gives most listings of each real page a price, an area and a place", () => {
    for (const kind of ["apartment", "house", "warehouse"]) {
      const candidates = read(kind).listPage?.candidates ?? [];
      const counts = {
        price: candidates.filter((c) => c.priceCentavos).length,
        area: candidates.filter((c) => c.floorAreaSqm || c.lotAreaSqm).length,
        place: candidates.filter((c) => c.place).length,
      };
      // Measured: apartments 20/19/20, houses 20/20/20, warehouses 18/14/20 (six say a floor size of 0).
      expect({ kind, enough: Object.values(counts).every((n) => n >= 14) }).toEqual({ kind, enough: true });
      // The region is not repeated after the town ("Makati Metro Manila, Metro Manila").
      for (const candidate of candidates) expect(candidate.place ?? "").not.toMatch(/(\b[\w ]+), \1$/);
    }
  });
});
