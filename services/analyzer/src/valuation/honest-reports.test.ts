/**
 * Reports that are unsure say so: an extreme price gap, an uncertain place or type, a region-wide or
 * thin reference, an implausible yield. Each case here reproduces a report that used to be confidently wrong.
 */
import { describe, expect, it } from "vitest";
import { factor, report } from "../../test/support/hand";
import { FORECLOSED_HOUSE } from "../../test/support/listings";
import { listingReference, listingRent } from "../market-data";
import { eightyOfMiddleHalf } from "./reliability";

describe("a foreclosed house far below the market (the '49.9 % yield, score 90' report)", () => {
  // 90 sqm for ₱900,000 in Binangonan, Rizal: 10,000/sqm, a fraction of what Rizal houses ask.
  const r = report({
    priceCentavos: 900_000_00,
    floorAreaSqm: 90,
    lotAreaSqm: 150,
    propertyType: "house_and_lot",
    address: { city: "Binangonan", province: "Rizal", region: "CALABARZON" },
    place: { from: "label", confidence: 0.7, uncertain: false, conflicting: [] },
  });
  const rizal = listingReference({ city: "Binangonan", province: "Rizal" }, "house");

  it("is valued against Rizal houses, never a Metro Manila figure", () => {
    expect(rizal?.place).toBe("Rizal");
    expect(r.priceFairness.medianPricePerSqM).toBe(rizal?.medianPerSqm);
    expect(r.priceFairness.citation?.source).not.toMatch(/Metro Manila/);
  });

  it("withholds the verdict, says why and shows the range instead", () => {
    expect(r.priceFairness).toMatchObject({ category: "insufficient_data", deltaPercent: null, reliable: false });
    expect(r.priceFairness.unreliableReasons?.[0]).toMatch(/below the reference: more likely/);
    const area = 90;
    // The range Rizal's house listings give: their middle half stretched to 80 % (issue 27).
    const range = eightyOfMiddleHalf(rizal?.medianPerSqm ?? 0, { low: rizal?.low ?? 0, high: rizal?.high ?? 0 });
    expect(r.priceFairness.fairValueRange).toEqual({ low: range.low * area, high: range.high * area });
    expect(r.priceFairness.analysis).toMatch(/comparison is unreliable/);
  });

  it("flags the yield its rent estimate gives and keeps it out of the score", () => {
    const fa = r.financialAnalysis;
    // The flagged yield is no headline figure (cards, lists, compare, PDF): only its detail keeps it, with the flag.
    expect(fa.rentalYield).toBeNull();
    expect(fa.rentalYieldDetail.annualYieldPercentage).toBeGreaterThan(15);
    expect(fa.rentalYieldDetail).toMatchObject({ plausible: false });
    expect(fa.rentalYieldDetail.note).toMatch(/above what Philippine residential property earns/);
    expect(r.caveats.some((c) => c.includes("above what Philippine residential property earns"))).toBe(true);
    expect(factor(r, "roi")).toMatchObject({ dataAvailable: false, score: null });
    expect(factor(r, "priceValuation")).toMatchObject({ dataAvailable: false, score: null });
    expect(factor(r, "roi")?.description).toMatch(/implausible yield/);
    // The implausible yield is a red flag: at best Average, and named.
    expect(r.investmentScore.redFlags).toContainEqual({ key: "implausible_yield", cap: 59 });
    expect(r.investmentScore.score ?? 0).toBeLessThanOrEqual(59);
    expect(r.simplifiedScore).toBeUndefined();
  });
});

describe("what a foreclosure listing states about occupants, a court case and the title", () => {
  const base = FORECLOSED_HOUSE;
  const plain = report(base);
  const occupied = report({ ...base, conditions: ["occupied", "legal_case"] });

  it("names each as a risk, says so in the caveats and lowers Market Risk", () => {
    const types = occupied.investmentRisks?.risks.map((r) => [r.type, r.severity]);
    expect(types).toEqual(
      expect.arrayContaining([
        ["Occupied property", "high"],
        ["Pending legal case", "high"],
      ]),
    );
    expect(occupied.investmentRisks?.riskLevel).toBe("High");
    expect(occupied.caveats.some((c) => c.startsWith("The listing states that it is occupied"))).toBe(true);
    expect(factor(occupied, "marketRisk")?.score).toBe((factor(plain, "marketRisk")?.score ?? 0) - 40);
    expect(occupied.investmentScore.score ?? 0).toBeLessThan(plain.investmentScore.score ?? 0);
  });

  it("caps the rating at Poor (a pending case) and names both red flags beside it (issue 20: was 66 'Good')", () => {
    expect(occupied.investmentScore.redFlags).toEqual([
      { key: "occupied", cap: 49 },
      { key: "legal_case", cap: 39 },
    ]);
    expect(occupied.investmentScore.score).toBeLessThanOrEqual(39);
    expect(occupied.investmentScore.rating).toBe("Poor");
    expect(occupied.investmentScore.uncappedScore).toBeGreaterThan(39);
    expect(occupied.summary).toMatch(/capped because it is occupied, and a court case is pending/);
    expect(occupied.narrative?.tl.summary).toMatch(/Limitado ang score dahil may nakatira rito/);
    expect(plain.investmentScore.redFlags).toEqual([]);
  });

  it("caps a house in a high-flood city at Average and says why", () => {
    const marikina = report({ ...base, address: { city: "Marikina" } });
    expect(marikina.investmentScore.redFlags).toContainEqual({ key: "flood_high", cap: 59 });
    expect(marikina.investmentScore.score ?? 0).toBeLessThanOrEqual(59);
  });

  it("withholds the price verdict: the references are free of occupants and court cases", () => {
    expect(occupied.priceFairness).toMatchObject({ reliable: false, category: "insufficient_data" });
    expect(occupied.priceFairness.unreliableReasons?.join(" ")).toMatch(/occupied and under a pending legal case/);
  });
});

describe("uncertain place or type", () => {
  const condo = {
    priceCentavos: 6_000_000_00,
    floorAreaSqm: 40,
    propertyType: "condo" as const,
    address: { city: "Mandaluyong" },
  };

  it("a place the page contradicts gives no verdict and names the other place", () => {
    const r = report({
      ...condo,
      place: { from: "structured", confidence: 0.65, uncertain: true, conflicting: ["Binangonan"] },
    });
    expect(r.priceFairness.reliable).toBe(false);
    expect(r.priceFairness.unreliableReasons?.join(" ")).toMatch(
      /conflicting locations \(the page also names Binangonan\)/,
    );
    expect(r.placeEvidence).toMatchObject({ from: "structured", uncertain: true, conflicting: ["Binangonan"] });
    expect(r.caveats.some((c) => c.includes("The location is uncertain"))).toBe(true);
  });

  it("a place read only from running text gives no verdict", () => {
    const r = report({ ...condo, place: { from: "prose", confidence: 0.4, uncertain: true, conflicting: [] } });
    expect(r.priceFairness).toMatchObject({ reliable: false, category: "insufficient_data" });
  });

  it("a type guessed from the areas gives no verdict", () => {
    const { propertyType: _, ...typeless } = condo;
    const r = report(typeless);
    expect(r.overview.propertyType).toBe("condo");
    expect(r.priceFairness.reliable).toBe(false);
    expect(r.priceFairness.unreliableReasons?.join(" ")).toMatch(/property type is not stated clearly/);
  });

  it("the same listing with a sure place and type gets its verdict", () => {
    const r = report({ ...condo, place: { from: "title", confidence: 0.8, uncertain: false, conflicting: [] } });
    expect(r.priceFairness.reliable).toBe(true);
    expect(r.priceFairness.category).not.toBe("insufficient_data");
  });
});

describe("references never cross types", () => {
  it("a lot where the listing data knows only condos gets no condo figure", () => {
    expect(listingReference({ city: "Baguio" }, "condo")).not.toBeNull();
    expect(listingReference({ city: "Baguio" }, "lot")).toBeNull();
    const r = report({
      priceCentavos: 5_000_000_00,
      lotAreaSqm: 200,
      propertyType: "lot",
      address: { city: "Baguio", province: "Benguet" },
    });
    const condoMedian = listingReference({ city: "Baguio" }, "condo")?.medianPerSqm;
    expect(r.priceFairness.medianPricePerSqM).not.toBe(condoMedian);
    expect(r.priceFairness.citation?.note ?? "").not.toMatch(/condo listings/);
  });

  it("a house's rent comes from rent listings, labelled a proxy, with its count and period", () => {
    const rent = listingRent({ city: "Quezon City" }, "house");
    const r = report({
      priceCentavos: 15_000_000_00,
      floorAreaSqm: 200,
      lotAreaSqm: 180,
      propertyType: "house_and_lot",
      address: { city: "Quezon City" },
    });
    expect(rent?.proxy).toBe(true);
    expect(r.financialAnalysis.monthlyRental).toBeCloseTo((rent?.medianPerSqmMonth ?? Number.NaN) * 200, 6);
    expect(r.citations.some((c) => c.source.startsWith("Listing data") && c.note?.includes("proxy"))).toBe(true);
  });
});

describe("wide references", () => {
  it("a region-wide figure only gives a range", () => {
    // A town the listing data does not know, in a province it does not cover: the region's figure is all there is.
    expect(listingReference({ city: "Nowhereville", region: "CALABARZON" }, "house")?.level).toBe("region");
    const r = report({
      priceCentavos: 4_000_000_00,
      floorAreaSqm: 80,
      propertyType: "house_and_lot",
      address: { city: "Nowhereville", region: "CALABARZON" },
    });
    expect(r.priceFairness.reliable).toBe(false);
    expect(r.priceFairness.unreliableReasons?.join(" ")).toMatch(/region-wide/);
  });
});
