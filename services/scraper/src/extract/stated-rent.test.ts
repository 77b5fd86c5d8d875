/** A sale listing's own rent (stated-rent.ts): read when the listing states it, never from a seller's projection. */
import { describe, expect, it } from "vitest";
import { listingFromText } from "./from-text";
import { statedRentIn } from "./stated-rent";

describe("the rent a sale listing states for the unit", () => {
  it.each([
    ["Also available for rent at Php 80,000 per month.", 80_000],
    ["Currently leased at ₱30k/mo until 2027", 30_000],
    ["Existing tenant paying 25,000 monthly", 25_000],
    ["Monthly rental: ₱18,000 a month", 18_000],
    ["Rented out at P 45,500 per month to a corporate tenant", 45_500],
  ])("%s → ₱%d", (line, pesos) => {
    expect(statedRentIn([line])?.centavos).toBe(pesos * 100);
  });

  it.each([
    "Projected monthly rental income of ₱300,000 - ₱400,000",
    "Potential rental income up to ₱40,000 a month",
    "Monthly amortization ₱25,000 for 10 years",
    "Association dues: ₱4,500 per month",
    "Can earn ₱30,000 monthly as an Airbnb",
  ])("reads no rent from %s", (line) => {
    expect(statedRentIn([line])).toBeUndefined();
  });

  it("keeps a pasted sale a sale and its stated rent beside the price, with the words", () => {
    const listing = listingFromText(
      "A furnished 1 bedroom condominium unit for sale in The Residences at Greenbelt, Makati\n68 SQM\nPrice: Php 22,000,000\nAlso available for rent at Php 80,000 per month.",
      { source: "text", sourceSite: "pasted-text" },
    );
    expect(listing).toMatchObject({ offerType: "sale", priceCentavos: 22_000_000_00, listedRentCentavos: 80_000_00 });
    expect(listing?.provenance.listedRentCentavos?.snippet).toContain("for rent at Php 80,000");
  });

  it("reads a long hostile line without a stated rent", () => {
    const hostile = `for rent at ${"rented at ".repeat(2_000)}${"Ab".repeat(5_000)}`;
    expect(statedRentIn([hostile])).toBeUndefined();
  });
});

describe("a price given per sqm", () => {
  it("is multiplied by the lot area of land that states no total", () => {
    const listing = listingFromText(
      "Lot for sale in Ronda, Cebu\nLot area: 15,012 sqm\nPrice: ₱435 per sqm, clean title",
      {
        source: "text",
        sourceSite: "pasted-text",
      },
    );
    expect(listing?.priceCentavos).toBe(435 * 15_012 * 100);
    expect(listing?.provenance.priceCentavos?.snippet).toMatch(/435 per sqm/);
  });

  it("leaves a stated total alone", () => {
    const listing = listingFromText(
      "Lot for sale in Ronda, Cebu\nLot area: 1,000 sqm\nPrice: ₱3,000,000 (₱3,000 per sqm)",
      {
        source: "text",
        sourceSite: "pasted-text",
      },
    );
    expect(listing?.priceCentavos).toBe(3_000_000_00);
  });
});

describe("a post's offer", () => {
  it("stays a sale when the post is for rent or for sale", () => {
    const listing = listingFromText(
      "Condo For Sale in Kasambagan\nFor Rent or For Sale : Meridian Condominium Home-Office\nArea: 43.54 square meters\nRate: PHP45,000 per month\nPrice: PHP9.5M",
      { source: "text", sourceSite: "pasted-text" },
    );
    expect(listing).toMatchObject({ offerType: "sale", priceCentavos: 9_500_000_00 });
  });
});
