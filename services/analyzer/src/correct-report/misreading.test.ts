import { type Listing, type ListingDetails, ListingSchema } from "@suri/contracts";
import { describe, expect, it } from "vitest";
import { withDetails } from "./apply-details";
import { CORRECTIONS_PER_REPORT_MAX, correctionRefusal, correctionsUsedUp } from "./misreading";
import { statedFigures } from "./stated-figures";

/** A 60 sqm Makati condo at ₱9M, with the words of a real post around it. */
const CONDO: Listing = ListingSchema.parse({
  sourceSite: "text",
  title: "2BR Condo for Sale in Salcedo Village, Makati",
  description:
    "2BR condo for sale in Salcedo Village, Makati. Floor area: 60 sqm. Price 9M negotiable. Reservation fee ₱20,000. " +
    "Also have a 2BR in BGC, Taguig. Parking slot 1.2M. Lot 1,076 sq ft. Garden 45 sq mtr.",
  priceCentavos: 900_000_000,
  floorAreaSqm: 60,
  bedrooms: 2,
  propertyType: "condo",
  address: { city: "Makati", province: "Metro Manila", region: "Metro Manila" },
  provenance: {
    priceCentavos: { source: "text", confidence: 0.9, snippet: "Price 9M negotiable" },
    floorAreaSqm: { source: "text", confidence: 0.85, snippet: "Floor area: 60 sqm" },
  },
});

const read = (over: Partial<Listing> = {}) => ListingSchema.parse({ ...CONDO, ...over });
const refusal = (details: ListingDetails, listing = CONDO) => correctionRefusal(listing, withDetails(listing, details));
const M = 100_000_000; // ₱1M in centavos

describe("a correction is a fix of what was read", () => {
  it.each<[string, ListingDetails]>([
    ["a price near the one read", { priceCentavos: 8 * M }],
    ["half the price read", { priceCentavos: 4.5 * M }],
    ["twice the price read", { priceCentavos: 18 * M }],
    ["a missing zero", { priceCentavos: 90 * M }],
    ["an extra zero", { priceCentavos: 0.9 * M }],
    ["another amount the listing states (the parking slot)", { priceCentavos: 1.2 * M }],
    ["twice the floor area", { floorAreaSqm: 120 }],
    ["a tenth of the floor area", { floorAreaSqm: 6 }],
    ["the floor area in square feet read as square metres", { floorAreaSqm: 5.57 }],
    ["the floor area in square metres read as square feet", { floorAreaSqm: 645.8 }],
    ["a lot area the listing did not have", { lotAreaSqm: 100 }],
    ["the bedrooms removed", { bedrooms: null }],
    ["another type alone", { propertyType: "townhouse" }],
    ["another town alone", { city: "Cebu City" }],
    ["another type in a town the listing names", { propertyType: "townhouse", city: "Taguig" }],
    ["the bedrooms", { bedrooms: 5 }],
  ])("allows %s", (_, details) => {
    expect(refusal(details)).toBeNull();
  });

  it("allows the total price where the price per sqm was read, and the other way round", () => {
    const perSqm = read({ priceCentavos: 15_000_000 }); // ₱150,000 a sqm
    expect(refusal({ priceCentavos: 9 * M }, perSqm)).toBeNull();
    expect(refusal({ priceCentavos: 15_000_000 })).toBeNull();
  });

  it("allows the price the listing states where a fee was read, and the lot area stated in square feet", () => {
    const fee = read({ priceCentavos: 2_000_000 });
    expect(refusal({ priceCentavos: 9 * M }, fee)).toBeNull();
    expect(refusal({ lotAreaSqm: 100 }, read({ lotAreaSqm: 1076 }))).toBeNull();
  });

  it("allows a yearly rent read as monthly, and a pasalo's total cost as its price", () => {
    const rent = read({ offerType: "rent", rentPeriod: "month", priceCentavos: 30_000_000 });
    expect(refusal({ priceCentavos: 2_500_000 }, rent)).toBeNull();
    const pasalo = read({
      priceCentavos: 1.5 * M,
      assumption: { equityCentavos: 1.5 * M, balanceCentavos: 4 * M, quote: "for assume" },
    });
    expect(refusal({ priceCentavos: 5.5 * M }, pasalo)).toBeNull();
  });

  it("fills in a figure the listing did not state, whatever it is", () => {
    const { priceCentavos: _, ...rest } = CONDO;
    expect(refusal({ priceCentavos: 40 * M }, ListingSchema.parse(rest))).toBeNull();
  });
});

describe("a correction that makes the report about another property", () => {
  it.each<[string, ListingDetails, string]>([
    ["a third of the price", { priceCentavos: 3 * M }, "price_not_a_misreading"],
    ["five times the price", { priceCentavos: 45 * M }, "price_not_a_misreading"],
    ["three and a half times the floor area", { floorAreaSqm: 210 }, "floor_area_not_a_misreading"],
    ["another type in another town", { propertyType: "house_and_lot", city: "Cebu City" }, "another_property"],
  ])("refuses %s, saying to start a new report", (_, details, code) => {
    const error = refusal(details);
    expect(error).toMatchObject({ code, status: 422 });
    expect(error?.message).toMatch(/please start a new report/);
  });

  it("names the figure read and the one asked", () => {
    expect(refusal({ priceCentavos: 3 * M })?.message).toMatch(
      /^The listing gives a price of ₱9,000,000; ₱3,000,000 is not a misreading of it/,
    );
    expect(refusal({ floorAreaSqm: 210 })?.message).toMatch(/floor area of 60 sqm; 210 sqm is not a misreading/);
  });

  it("is judged against the listing as read, so corrections in small steps cannot walk away from it", () => {
    const once = withDetails(CONDO, { priceCentavos: 18 * M });
    expect(correctionRefusal(CONDO, once)).toBeNull();
    expect(correctionRefusal(CONDO, withDetails(once, { priceCentavos: 36 * M }))?.code).toBe("price_not_a_misreading");
  });
});

describe("corrections a report takes", () => {
  it(`stops at ${CORRECTIONS_PER_REPORT_MAX}`, () => {
    expect(correctionsUsedUp(CORRECTIONS_PER_REPORT_MAX - 1)).toBeNull();
    expect(correctionsUsedUp(CORRECTIONS_PER_REPORT_MAX)).toMatchObject({ code: "corrections_used_up", status: 409 });
  });
});

describe("the figures a listing's words state", () => {
  it("reads peso amounts with their suffixes and areas in their units", () => {
    const stated = statedFigures(CONDO);
    expect(stated.amountsCentavos).toEqual(expect.arrayContaining([9 * M, 2_000_000, 1.2 * M]));
    expect(stated.areasSqm).toEqual(expect.arrayContaining([60, 45]));
    expect(stated.areasSqm.some((a) => Math.abs(a - 100) < 0.1)).toBe(true);
  });
});
