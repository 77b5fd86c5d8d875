/** Reports for incomplete or odd listings: always valid, never invented. */
import { type Listing, ListingSchema, type ReportData, ReportDataSchema } from "@suri/contracts";
import { describe, expect, it } from "vitest";
import { buildReport } from "../src/valuation";

const now = new Date("2026-11-21T08:00:00Z");

function report(input: Partial<Listing>): ReportData {
  return ReportDataSchema.parse(buildReport(ListingSchema.parse({ sourceSite: "test", ...input }), { now }));
}

describe("a listing with no price", () => {
  const r = report({ floorAreaSqm: 40, propertyType: "condo", address: { city: "Makati" } });

  it("has no fairness, yield, projection or gain, and says why", () => {
    expect(r.price).toBeNull();
    expect(r.priceFairness.category).toBe("insufficient_data");
    expect(r.financialAnalysis.rentalYield).toBeNull();
    expect(r.financialAnalysis.fiveYearValue.futureValue).toBeNull();
    expect(r.financialAnalysis.roiTimeline).toEqual([]);
    expect(r.financialAnalysis.netReturn.netGain).toBeNull();
    expect(r.caveats.some((c) => c.startsWith("The listing has no sale price"))).toBe(true);
  });

  it("still estimates market rent (it does not depend on the price) and scores with defaults", () => {
    expect(r.financialAnalysis.monthlyRental).toBe(1_001 * 40);
    // The quick score keeps the SPEC defaults (issue 5 moved it to simplifiedScore, numbers unchanged).
    expect(r.simplifiedScore?.score).toBe(48); // 27.273 [yield default] + 15.25 + 5.5 [delta default]
    expect(r.title).toBe("Condominium in Makati");
    expect(r.summary).toContain("has no sale price");
  });
});

it("treats a zero price as no price", () => {
  const r = report({ priceCentavos: 0, floorAreaSqm: 40, propertyType: "condo", address: { city: "Makati" } });
  expect(r.price).toBeNull();
  expect(r.priceFairness.category).toBe("insufficient_data");
});

describe("a rental listing", () => {
  const r = report({
    offerType: "rent",
    rentPeriod: "month",
    priceCentavos: 60_000_00,
    floorAreaSqm: 45,
    propertyType: "condo",
    address: { text: "BGC, Taguig" },
  });

  it("reports the asking rent and no sale analysis", () => {
    expect(r.price).toBeNull();
    expect(r.financialAnalysis.monthlyRental).toBe(60_000);
    expect(r.financialAnalysis.rentalIncome.citation?.kind).toBe("listing");
    expect(r.financialAnalysis.rentalYield).toBeNull();
    expect(r.priceFairness.category).toBe("insufficient_data");
    expect(r.summary).toContain("offered for rent at ₱60,000 a month");
  });
});

describe("SPEC invalid-data rule inside a report", () => {
  // 10 sqm at ₱9,000,000 in Makati = 900,000/sqm vs 282,000 → +219%: beyond 150%
  const r = report({
    priceCentavos: 9_000_000_00,
    floorAreaSqm: 10,
    propertyType: "condo",
    address: { city: "Makati" },
  });

  it("shows fair with dataValid=false and leaves the delta out of the score", () => {
    expect(r.priceFairness).toMatchObject({ category: "fair", dataValid: false, deltaPercent: null, fairPrice: null });
    expect(r.caveats.some((c) => c.includes("plausibility limit"))).toBe(true);
    expect(r.caveats.some((c) => c.includes("price delta +9%"))).toBe(true);
  });
});

describe("Metro Manila fallback for a city without its own price row", () => {
  // 40 sqm at ₱6,000,000 in Mandaluyong = 150,000/sqm vs Metro Manila 127,884 → +17.29%
  const r = report({
    priceCentavos: 6_000_000_00,
    floorAreaSqm: 40,
    propertyType: "condo",
    address: { city: "Mandaluyong" },
  });

  it("compares with the Metro Manila row at low confidence and says so", () => {
    expect(r.priceFairness.medianPricePerSqM).toBe(127_884);
    expect(r.priceFairness.deltaPercent).toBeCloseTo(((150_000 - 127_884) * 100) / 127_884, 9);
    expect(r.priceFairness.severity).toBe("moderate");
    expect(r.priceFairness.citation?.confidence).toBe("low");
    expect(r.priceFairness.citation?.note).toMatch(/fallback/);
    expect(r.financialAnalysis.monthlyRental).toBe(765 * 40); // Ortigas–Mandaluyong rent, own row
    expect(r.caveats.some((c) => c.includes("compared with the Metro Manila average"))).toBe(true);
  });
});

describe("pre-selling units use the primary-market yield", () => {
  // A Makati house has no rent/sqm series: rent = Metro Manila reference 127,884 × floor × yield / 12
  const base = {
    priceCentavos: 20_000_000_00,
    floorAreaSqm: 200,
    lotAreaSqm: 150,
    propertyType: "house_and_lot",
  } as const;
  const resale = report({ ...base, address: { city: "Makati" } });
  const preSelling = report({ ...base, status: "pre_selling", address: { city: "Makati" } });

  it("4.6% resale, 3.8% primary", () => {
    expect(resale.financialAnalysis.monthlyRental).toBeCloseTo((127_884 * 200 * 0.046) / 12, 6);
    expect(preSelling.financialAnalysis.monthlyRental).toBeCloseTo((127_884 * 200 * 0.038) / 12, 6);
    // Issue 5: monthlyExpenses is now every owning cost; a house still has no association dues.
    expect(resale.financialAnalysis.operatingCosts?.lines.map((l) => l.key)).not.toContain("dues");
  });
});

describe("type inference and missing areas", () => {
  it("values a typeless listing with floor area only as a condo and says so", () => {
    const r = report({ priceCentavos: 3_000_000_00, floorAreaSqm: 25, address: { city: "Manila" } });
    expect(r.overview.propertyType).toBe("condo");
    expect(r.caveats.some((c) => c.includes("does not state a property type"))).toBe(true);
  });

  it("does not compare a house's price over its lot area with floor-area references", () => {
    const r = report({
      priceCentavos: 8_000_000_00,
      lotAreaSqm: 120,
      propertyType: "house_and_lot",
      address: { city: "Makati" },
    });
    expect(r.priceFairness.category).toBe("insufficient_data");
    expect(r.caveats.some((c) => c.includes("only the lot area is given"))).toBe(true);
  });

  it("handles a listing with nothing but a source", () => {
    const r = report({});
    expect(r.title).toBe("Property Report");
    expect(r.address).toBe("Address not stated");
    expect(r.priceFairness.category).toBe("insufficient_data");
    expect(r.simplifiedScore?.score).toBe(48);
    expect(r.investmentScore.factors.filter((f) => !f.dataAvailable).length).toBeGreaterThan(0);
  });

  it("has no residential reference for commercial space", () => {
    const r = report({
      priceCentavos: 30_000_000_00,
      floorAreaSqm: 100,
      propertyType: "commercial",
      address: { city: "Makati" },
    });
    expect(r.priceFairness.category).toBe("insufficient_data");
    expect(r.financialAnalysis.monthlyRental).toBeNull();
  });
});

describe("village land", () => {
  it("prices a Forbes Park lot against the SKF land value", () => {
    // 1,000 sqm at ₱800,000,000 = 800,000/sqm vs 825,000 → −3.03%: fair
    const r = report({
      priceCentavos: 800_000_000_00,
      lotAreaSqm: 1_000,
      propertyType: "lot",
      address: { city: "Makati", barangay: "Forbes Park" },
    });
    expect(r.priceFairness).toMatchObject({ category: "fair", severity: null, medianPricePerSqM: 825_000 });
    expect(r.priceFairness.citation?.confidence).toBe("high");
  });
});
