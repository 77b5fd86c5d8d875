/** A verdict is withheld only for a reason that is true of the listing, and the report says which. */
import { describe, expect, it } from "vitest";
import { report } from "../../test/support/hand";

const condo = {
  priceCentavos: 12_000_000_00,
  floorAreaSqm: 45,
  propertyType: "condo" as const,
  address: { city: "Taguig", barangay: "Fort Bonifacio" },
};

describe("reasons to withhold a verdict", () => {
  it("a post's own town and type, with nothing contradicting them, withhold nothing", () => {
    const r = report({
      ...condo,
      provenance: { propertyType: { source: "text", confidence: 0.75 } },
      place: { from: "post", confidence: 0.7, uncertain: false, conflicting: [] },
    });
    expect(r.priceFairness.reliable).toBe(true);
    expect(r.priceFairness.category).not.toBe("insufficient_data");
  });

  it("an area no condo has withholds the verdict and says so", () => {
    const r = report({ ...condo, floorAreaSqm: 4 });
    expect(r.priceFairness.reliable).toBe(false);
    expect(r.priceFairness.unreliableReasons?.join(" ")).toMatch(
      /An area of 4 sqm is not one this kind of property has/,
    );
  });

  it("a town we hold no data for is named as such, not as an unknown place", () => {
    const r = report({
      priceCentavos: 36_000_000_00,
      lotAreaSqm: 2_076,
      propertyType: "lot",
      address: { city: "Malay", barangay: "Manoc-Manoc" },
    });
    expect(r.priceFairness.category).toBe("insufficient_data");
    expect(r.priceFairness.analysis).toBe(
      "We hold no lot prices in Malay yet, so there is nothing to compare this price with.",
    );
  });

  it("a listing naming no town says it has no place to compare with", () => {
    const r = report({
      priceCentavos: 3_900_000_00,
      floorAreaSqm: 45,
      propertyType: "townhouse",
      address: { barangay: "Lagtang" },
    });
    expect(r.priceFairness.analysis).toMatch(/names no town we can place/);
  });
});
