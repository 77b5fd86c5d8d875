/**
 * Golden reports, computed by hand from the dataset rows (numbers written out, not read back
 * from the engine). Growth 4.1%/yr → 1.041^5 = 1.222513455; all money in pesos.
 * Issue 5 changed two methods on purpose: the quick score of SPEC §9 now lives in `simplifiedScore`
 * (its numbers are unchanged) while `investmentScore` is the detailed seven-factor score; and the net
 * gain, net operating income and monthly expenses now count every cost (management, repairs, real
 * property tax, insurance, purchase and selling costs). Those figures are checked in
 * golden-metro.test.ts and golden-provinces.test.ts.
 */
import { scoreColor } from "@suri/contracts";
import { describe, expect, it } from "vitest";
import { meanOfKnownFactors, report } from "../../test/support/hand";
import { BGC_CONDO, CEBU_CONDO, CUBAO_STUDIO, JARO_LOT } from "../../test/support/listings";
import { DATASET_VERSION, listingReference, listingRent } from "../market-data";
import { eightyOfMiddleHalf } from "./reliability";

const G5 = 1.041 ** 5;

describe("BGC (Taguig) condo: 45 sqm at ₱12,000,000, ready for occupancy", () => {
  const r = report({ ...BGC_CONDO, images: ["https://example.com/a.jpg"] });
  const ppsm = 12_000_000 / 45; // 266,666.67
  const delta = ((ppsm - 247_500) * 100) / 247_500; // BGC midpoint 247,500 → +7.744%
  // The projection grows from the likely sale value when the price is above it: the estimate less the 10 %
  // asking-price discount, 11,137,500 × 0.9 = 10,023,750.
  const start = 247_500 * 45 * 0.9;
  const future = start * G5; // 12,254,169.5
  // score: 50·(5.3595−2.5)/5.5 + 30·(4.1+2)/12 + 20·(20−7.744)/40 = 25.995 + 15.25 + 6.128 = 47.37 → 47

  it("copies the listing facts", () => {
    expect(r.title).toBe("1BR at Uptown Parksuites");
    expect(r.address).toBe("Uptown Parksuites, 36th St, Bonifacio Global City, Taguig");
    expect(r.imageUrl).toBe("https://example.com/a.jpg");
    expect(r.price).toBe(12_000_000);
    expect(r.overview).toEqual({
      type: "Condominium",
      propertyType: "condo",
      bedrooms: 1,
      bathrooms: 1,
      squareFeet: 484, // 45 × 10.7639 = 484.38
      floorAreaSqm: 45,
      lotAreaSqm: null,
    });
    expect(r.city).toBe("Taguig");
    expect(r.datasetVersion).toBe(DATASET_VERSION);
    expect(r.generatedAt).toBe("2026-11-21T08:00:00.000Z");
  });

  it("prices fairness against the BGC reference", () => {
    const f = r.priceFairness;
    expect(f.subjectPricePerSqM).toBeCloseTo(ppsm, 6);
    expect(f.medianPricePerSqM).toBe(247_500);
    expect(f.deltaPercent).toBeCloseTo(delta, 9);
    expect(f.deltaPercent).toBeCloseTo(7.7441, 4);
    // A low-confidence cited median without a spread of its own: the range is the estimate ± 25 %; +7.7 % sits inside it.
    expect(f).toMatchObject({ category: "fair", severity: null, dataValid: true, areaBasis: "floor" });
    expect(f.fairPrice).toBeCloseTo(247_500 * 45, 4); // 11,137,500
    expect(f.fairValueRange?.low).toBeCloseTo(247_500 * 45 * 0.75, 4);
    expect(f.fairValueRange?.high).toBeCloseTo(247_500 * 45 * 1.25, 4);
    expect(f.analysis).toContain("in line with the market");
    expect(f.deltaPhp).toBeCloseTo(862_500, 4);
    expect(f.citation?.confidence).toBe("low");
    expect(f.citation?.source).toBe("Bamboo Routes (aggregator)"); // S60, named by its publisher only
  });

  it("estimates rent, yield, 5-year value and net gain", () => {
    const fa = r.financialAnalysis;
    expect(fa.monthlyRental).toBe(53_595);
    expect(fa.rentalIncome.annualRent).toBe(643_140);
    expect(fa.rentalYield).toBeCloseTo(5.3595, 9); // 643,140 / 12,000,000
    expect(fa.appreciationRate).toBe(4.1);
    expect(fa.fiveYearValue.futureValue).toBeCloseTo(future, 4);
    expect(fa.fiveYearValue.futureValue).toBeCloseTo(12_254_169.5, 0);
    expect(fa.fiveYearValue.recentTrend?.growthRatePercent).toBe(6.1); // NCR Q4 2020→Q4 2024
    expect(fa.fiveYearValue.recentTrend?.futureValue).toBeCloseTo(start * 1.061 ** 5, 4);
    expect(fa.roiTimeline.map((p) => p.year)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(fa.roiTimeline[0]?.value).toBeCloseTo(start, 6);
    expect(fa.roiTimeline[1]?.value).toBeCloseTo(start * 1.041, 4);
    expect(fa.roiTimeline[5]?.value).toBeCloseTo(future, 4);
    expect(fa.vacancyPercent).toBeCloseTo(12.5, 9); // 1.5 months empty a year, the one vacancy assumption
    expect(fa.netReturn.appreciation).toBeCloseTo(future - 12_000_000, 4);
  });

  it("has one score, over all seven factors, with no red flag", () => {
    expect(r.simplifiedScore).toBeUndefined();
    expect(r.investmentScore).toMatchObject({ method: "detailed", coveragePercent: 100, redFlags: [] });
    expect(r.investmentScore.score).toBe(meanOfKnownFactors(r));
    expect(scoreColor(r.investmentScore.score ?? 0)).toBe((r.investmentScore.score ?? 0) >= 50 ? "amber" : "rose");
    const p = r.investmentScore.factors.find((f) => f.key === "priceValuation");
    // 60 at the estimate, 25 at the range's high end: 60 − 35 × (price − estimate) / (high − estimate).
    expect(p?.score).toBeCloseTo(60 - (35 * (12_000_000 - 11_137_500)) / (13_921_875 - 11_137_500), 9);
  });

  it("writes the summary from the numbers and cites every source", () => {
    expect(r.summary).toBe(
      "This 45 sqm condominium in Bonifacio Global City, Taguig is listed at ₱12,000,000 (₱266,667/sqm). " +
        "At 7.7% above our estimate of ₱11,137,500 and inside the market range of ₱8,353,125–₱13,921,875, the price is in line with the market. " +
        "Estimated market rent is ₱53,595 a month, a 5.4% gross yield. " +
        "Grown from its likely sale value of ₱10,023,750 today at 4.1% a year, it could be worth ₱12,254,169 in 5 years; sold then, a cash buyer would net ₱619,184 after all costs. " +
        `Investment score: ${r.investmentScore.score} out of 100 (${r.investmentScore.rating}).`,
    );
    const sources = r.citations.map((c) => c.source).join(" | ");
    // S60, S6, S21 + S26, S11 and S39 of the research notes, named by publisher: never by their keys.
    for (const name of ["Bamboo Routes", "Leechiu Property Consultants via Inquirer Biz Buzz", "RREPI index levels"])
      expect(sources).toContain(name);
    expect(sources).not.toMatch(/\bS\d{1,2}\b|\[DERIVED\]|\.md\b|suri:/);
    expect(r.caveats.some((c) => c.includes("low confidence"))).toBe(true);
  });
});

describe("Quezon City condo: 30 sqm at ₱4,200,000", () => {
  const r = report(CUBAO_STUDIO);
  // The reference is the median asking price of Quezon City condo listings (listing data, n ≥ 15):
  // it decides over the cited all-Metro-Manila aggregate. 140,000/sqm against it.
  const qc = listingReference({ city: "Quezon City" }, "condo");
  const median = qc?.medianPerSqm ?? Number.NaN;
  const delta = ((140_000 - median) * 100) / median;

  it("is compared with Quezon City condo listings, and the verdict follows the price's place in its range", () => {
    expect(qc).toMatchObject({ level: "city", fallback: false });
    expect(r.priceFairness.medianPricePerSqM).toBe(median);
    expect(r.priceFairness.deltaPercent).toBeCloseTo(delta, 9);
    const range = r.priceFairness.fairValueRange;
    expect(range).toBeTruthy();
    const expected =
      4_200_000 < (range?.low ?? 0) ? "underpriced" : 4_200_000 > (range?.high ?? 0) ? "overpriced" : "fair";
    expect(r.priceFairness.category).toBe(expected);
    expect(r.priceFairness.reliable).toBe(true);
    expect(r.priceFairness.citation?.source).toMatch(/^Listing data: /);
    expect(r.priceFairness.fairPrice).toBeCloseTo(4_200_000 / (1 + delta / 100), 4);
  });

  it("values rent, yield and gain from the cited Quezon City rent", () => {
    const fa = r.financialAnalysis;
    expect(fa.monthlyRental).toBe(18_420);
    expect(fa.rentalYield).toBeCloseTo(((18_420 * 12) / 4_200_000) * 100, 9); // 5.2629%
    expect(fa.rentalYieldDetail.plausible).toBe(true);
    expect(fa.vacancyPercent).toBeCloseTo(12.5, 9); // the one vacancy assumption, not the market's unsold stock
    expect(r.investmentScore.score).toBe(meanOfKnownFactors(r));
  });

  it("warns that the rent figure is old", () => {
    expect(r.caveats.some((c) => c.includes("rent per sqm figure dates from 2016"))).toBe(true);
  });
});

describe("Cebu City condo: 28 sqm at ₱3,500,000", () => {
  const r = report(CEBU_CONDO);
  const cebu = listingReference({ city: "Cebu City" }, "condo");
  const rentRow = listingRent({ city: "Cebu City" }, "condo");
  const median = cebu?.medianPerSqm ?? Number.NaN;
  const delta = ((125_000 - median) * 100) / median;
  const rent = (rentRow?.medianPerSqmMonth ?? Number.NaN) * 28;

  it("is judged against Cebu City condo listings, not the aggregator's 137,500 midpoint", () => {
    expect(cebu).toMatchObject({ level: "city", fallback: false });
    expect(r.priceFairness.medianPricePerSqM).toBe(median);
    expect(r.priceFairness.deltaPercent).toBeCloseTo(delta, 9);
    expect(delta).toBeLessThan(-5);
    expect(delta).toBeGreaterThan(-60);
    // Below the cell's middle half, but inside the 80 % of Cebu City condo listings its spread gives (issue 27).
    const range = eightyOfMiddleHalf(median, { low: cebu?.low ?? 0, high: cebu?.high ?? 0 });
    expect(125_000).toBeLessThan(cebu?.low ?? 0);
    expect(125_000).toBeGreaterThan(range.low);
    expect(r.priceFairness.fairValueRange).toEqual({ low: range.low * 28, high: range.high * 28 });
    expect(r.priceFairness.category).toBe("fair");
  });

  it("takes its rent from Cebu City rent listings, not from a yield on the reference", () => {
    const fa = r.financialAnalysis;
    expect(fa.monthlyRental).toBeCloseTo(rent, 6);
    expect(fa.rentalYield).toBeCloseTo(((rent * 12) / 3_500_000) * 100, 9);
    expect(fa.rentalIncome.citation?.kind).toBe("derived");
    expect(fa.rentalIncome.citation?.note).toMatch(/sqm\/month/);
    expect(fa.vacancyCitation?.confidence).toBe("low");
  });
});

describe("Iloilo City lot: 200 sqm at ₱1,600,000", () => {
  const r = report(JARO_LOT);
  const iloilo = listingReference({ city: "Iloilo City" }, "lot");
  // Only a handful of Iloilo City lot listings: a range, not a verdict. No lot growth series → national 4.1% stand-in.
  // score: 50·(5.5−2.5)/5.5 [default] + 30·6.1/12 + 20·(20−9)/40 [default] = 27.273 + 15.25 + 5.5 = 48.02 → 48

  it("withholds the verdict and shows the range the few listings give", () => {
    expect(iloilo?.n).toBeLessThan(10);
    expect(r.priceFairness).toMatchObject({
      category: "insufficient_data",
      dataValid: false,
      deltaPercent: null,
      fairPrice: null,
      severity: null,
      areaBasis: "lot",
      reliable: false,
    });
    expect(r.priceFairness.unreliableReasons?.join(" ")).toMatch(/too few for a verdict/);
    // The range the cell's listings give: their middle half stretched to 80 % (issue 27).
    const range = eightyOfMiddleHalf(iloilo?.medianPerSqm ?? 0, { low: iloilo?.low ?? 0, high: iloilo?.high ?? 0 });
    expect(r.priceFairness.fairValueRange).toEqual({ low: range.low * 200, high: range.high * 200 });
    expect(r.priceFairness.subjectPricePerSqM).toBe(8_000);
    expect(r.overview.squareFeet).toBe(2_153); // 200 × 10.7639 = 2152.78
  });

  it("projects appreciation only, with the stand-in growth marked low", () => {
    const fa = r.financialAnalysis;
    expect(fa.monthlyRental).toBeNull();
    expect(fa.rentalYield).toBeNull();
    expect(fa.fiveYearValue.futureValue).toBeCloseTo(1_600_000 * G5, 4); // 1,956,021.53
    expect(fa.fiveYearValue.citation?.confidence).toBe("low");
    expect(fa.netReturn.appreciation).toBeCloseTo(1_600_000 * G5 - 1_600_000, 4);
    expect(fa.netReturn.note).toMatch(/holding costs \(no rent estimate\)/);
    // Price Valuation (20) has no data; the other 80 % of the weight makes the score.
    expect(r.investmentScore).toMatchObject({ coveragePercent: 80, score: meanOfKnownFactors(r) });
  });

  it("lists what the score leaves out and why the comparison is unreliable in caveats", () => {
    expect(r.caveats).toContain(
      "The score leaves out what has no data: Price Valuation (20% of the weight). It is the weighted average of the other factors.",
    );
    expect(r.caveats.some((c) => c.startsWith("The price comparison is unreliable, so no verdict is given"))).toBe(
      true,
    );
    expect(r.caveats.some((c) => c.includes("residential (built homes) rate stands in for land"))).toBe(true);
  });
});

describe("Laguna lot: 150 sqm at ₱2,400,000 in Santa Rosa", () => {
  const r = report({
    priceCentavos: 2_400_000_00,
    lotAreaSqm: 150,
    propertyType: "lot",
    address: { city: "Santa Rosa", province: "Laguna" },
  });
  // 16,000/sqm vs Colliers 18,000 → −11.11%; lot growth 6%/yr
  // score: 27.273 [default yield] + 30·8/12 + 20·(20+11.111)/40 = 27.273 + 20 + 15.556 = 62.83 → 63

  it("is moderately underpriced below the high-confidence lot reference's range and grows at the lot rate", () => {
    expect(r.priceFairness.deltaPercent).toBeCloseTo(-100 / 9, 9);
    // A high-confidence figure ranges ± 10 % (₱2,430,000–₱2,970,000): 11 % below the estimate is under it.
    expect(r.priceFairness).toMatchObject({ category: "underpriced", severity: "moderate", medianPricePerSqM: 18_000 });
    expect(r.priceFairness.fairValueRange?.low).toBeCloseTo(2_430_000, 6);
    expect(r.priceFairness.fairValueRange?.high).toBeCloseTo(2_970_000, 6);
    expect(r.priceFairness.analysis).toContain("below the range ₱2,430,000–₱2,970,000");
    expect(r.priceFairness.fairPrice).toBeCloseTo(2_700_000, 4);
    expect(r.financialAnalysis.appreciationRate).toBe(6);
    expect(r.financialAnalysis.fiveYearValue.futureValue).toBeCloseTo(2_400_000 * 1.06 ** 5, 4);
    // No place to measure from for Location Quality (15): the other 85 % of the weight makes the score.
    expect(r.investmentScore).toMatchObject({ coveragePercent: 85, score: meanOfKnownFactors(r) });
    expect(r.investmentScore.factors.find((f) => !f.dataAvailable)?.key).toBe("locationQuality");
  });
});
