/** A rent the sale listing states is the report's rent, cited as the listing's, with the market estimate beside it. */
import { describe, expect, it } from "vitest";
import { report } from "../../test/support/hand";

const listing = {
  title: "1BR condo for sale, The Residences at Greenbelt",
  priceCentavos: 22_000_000_00,
  floorAreaSqm: 68,
  bedrooms: 1,
  propertyType: "condo" as const,
  address: { city: "Makati", region: "Metro Manila" },
};

describe("a sale listing that states its own rent", () => {
  const withRent = report({
    ...listing,
    listedRentCentavos: 80_000_00,
    provenance: {
      listedRentCentavos: {
        source: "text",
        confidence: 0.5,
        snippet: "Also available for rent at Php 80,000 per month.",
      },
    },
  });
  const without = report(listing);

  it("works with the listing's rent, not its own estimate", () => {
    expect(withRent.financialAnalysis.monthlyRental).toBe(80_000);
    expect(withRent.financialAnalysis.rentalYield).toBeCloseTo(((80_000 * 12) / 22_000_000) * 100, 9);
    expect(without.financialAnalysis.monthlyRental).not.toBe(80_000);
  });

  it("cites the listing's words and puts the estimate beside them", () => {
    const citation = withRent.financialAnalysis.rentalIncome.citation;
    expect(citation?.kind).toBe("listing");
    expect(citation?.note).toContain("Also available for rent at Php 80,000 per month.");
    const estimate = without.financialAnalysis.monthlyRental ?? 0;
    expect(citation?.note).toContain(`₱${Math.round(estimate).toLocaleString("en-US")}`);
  });

  it("lets the one vacancy assumption apply to it", () => {
    expect(withRent.financialAnalysis.vacancyPercent).toBeCloseTo(12.5, 9);
    expect(withRent.financialAnalysis.vacancyCitation?.source).toMatch(/UPropertyPH/);
  });
});
