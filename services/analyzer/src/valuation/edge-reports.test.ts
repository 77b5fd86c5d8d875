/** Reports for incomplete or odd listings: always valid, never invented. */
import { describe, expect, it } from "vitest";
import { report } from "../../test/support/hand";
import { listingReference, resolveArea } from "../market-data";
import { valuationBasis } from "./basis";
import { gatherMarketInputs } from "./market-inputs";

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

  it("still estimates market rent (it does not depend on the price) and gives no rating without a price", () => {
    expect(r.financialAnalysis.monthlyRental).toBe(1_001 * 40);
    // Return (30), price (20) and liquidity (10) need a price: 60 % of the weight has no data.
    expect(r.investmentScore).toMatchObject({ score: null, rating: null, coveragePercent: 40 });
    expect(r.caveats.some((c) => c.startsWith("Not enough data to rate"))).toBe(true);
    expect(r.summary).not.toContain("Investment score");
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

describe("a price far above the reference inside a report", () => {
  // 10 sqm at ₱9,000,000 in Makati = 900,000/sqm vs 282,000 → +219%: past +150%, the comparison is unreliable
  const r = report({
    priceCentavos: 9_000_000_00,
    floorAreaSqm: 10,
    propertyType: "condo",
    address: { city: "Makati" },
  });

  it("withholds the verdict, says why, shows the range and leaves the delta out of the score", () => {
    expect(r.priceFairness).toMatchObject({
      category: "insufficient_data",
      dataValid: false,
      deltaPercent: null,
      fairPrice: null,
      reliable: false,
    });
    expect(r.priceFairness.unreliableReasons?.[0]).toMatch(/219% above the reference/);
    expect(r.priceFairness.analysis).toMatch(/comparison is unreliable/);
    expect(r.caveats.some((c) => c.startsWith("The price comparison is unreliable"))).toBe(true);
    expect(r.investmentScore.factors.find((f) => f.key === "priceValuation")).toMatchObject({
      dataAvailable: false,
      score: null,
    });
    expect(r.caveats.some((c) => /leaves out what has no data: .*Price Valuation/.test(c))).toBe(true);
    // The 1.3 % yield its rent estimate gives is implausible: a red flag that holds the score at Average at best.
    expect(r.investmentScore.redFlags).toEqual([{ key: "implausible_yield", cap: 59 }]);
    expect(r.investmentScore.score).toBeLessThanOrEqual(59);
  });
});

describe("a Metro Manila city without its own cited price row", () => {
  // 40 sqm at ₱6,000,000 in Mandaluyong = 150,000/sqm. The cited all-Metro-Manila row (127,884) is
  // not Mandaluyong's market; Mandaluyong's own condo listings are.
  const r = report({
    priceCentavos: 6_000_000_00,
    floorAreaSqm: 40,
    propertyType: "condo",
    address: { city: "Mandaluyong" },
  });
  const own = listingReference({ city: "Mandaluyong" }, "condo");

  it("compares with Mandaluyong condo listings and says they are asking prices", () => {
    expect(own).toMatchObject({ level: "city", fallback: false });
    const median = own?.medianPerSqm ?? Number.NaN;
    expect(r.priceFairness.medianPricePerSqM).toBe(median);
    expect(r.priceFairness.deltaPercent).toBeCloseTo(((150_000 - median) * 100) / median, 9);
    expect(r.priceFairness.citation?.source).toMatch(/^Listing data/);
    expect(r.financialAnalysis.monthlyRental).toBe(765 * 40); // Ortigas–Mandaluyong rent, own row
    expect(r.caveats.some((c) => c.includes("median asking price of condominium listings in Mandaluyong"))).toBe(true);
  });
});

describe("pre-selling units use the primary-market yield", () => {
  // Where rent comes from a cited yield, a pre-selling unit takes the primary-market one.
  const basis = valuationBasis({ floorAreaSqm: 200, lotAreaSqm: 150, propertyType: "house_and_lot" });
  const makati = resolveArea({ city: "Makati" }).area;

  it("4.6% resale, 3.8% primary", () => {
    expect(gatherMarketInputs(makati, basis, "ready_for_occupancy").grossYieldPct?.value).toBe(4.6);
    expect(gatherMarketInputs(makati, basis, "pre_selling").grossYieldPct?.value).toBe(3.8);
  });

  it("a house's rent follows rent listings whatever its status, and it has no association dues", () => {
    const base = {
      priceCentavos: 20_000_000_00,
      floorAreaSqm: 200,
      lotAreaSqm: 150,
      propertyType: "house_and_lot",
    } as const;
    const resale = report({ ...base, address: { city: "Makati" } });
    const preSelling = report({ ...base, status: "pre_selling", address: { city: "Makati" } });
    expect(resale.financialAnalysis.monthlyRental).toBe(preSelling.financialAnalysis.monthlyRental);
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
    expect(r.investmentScore).toMatchObject({ score: null, rating: null });
    expect(r.investmentScore.coveragePercent).toBeLessThan(50);
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
