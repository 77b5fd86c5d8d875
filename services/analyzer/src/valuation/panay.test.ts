/** All 176 real Panay listings value without throwing, within sane ranges. */
import { type Listing, type ReportData, ReportDataSchema } from "@suri/contracts";
import { describe, expect, it } from "vitest";
import { loadPanayListings, loadPanayRows, panayRowToListing } from "../../test/support/panay";
import { unknownNumbers } from "../narrative";
import { buildReport, ratingForScore } from ".";

const now = new Date("2026-11-21T08:00:00Z");
const listings = loadPanayListings();
const reports: { listing: Listing; report: ReportData }[] = listings.map((listing) => ({
  listing,
  report: buildReport(listing, { now }),
}));

/** Every number anywhere in the report is finite. */
function everyNumberFinite(value: unknown): boolean {
  if (typeof value === "number") return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(everyNumberFinite);
  if (value && typeof value === "object") return Object.values(value).every(everyNumberFinite);
  return true;
}

describe("Panay fixture", () => {
  it("has 176 listings, all converted to the Listing contract", () => {
    expect(loadPanayRows()).toHaveLength(176);
    expect(listings).toHaveLength(176);
  });

  it("keeps floor and lot area apart and prices in centavos", () => {
    const row = loadPanayRows()[0];
    if (!row) throw new Error("empty fixture");
    const listing = panayRowToListing(row);
    expect(listing.priceCentavos).toBe(17_900_000); // ₱179,000
    expect(listing.lotAreaSqm).toBe(186);
    expect(listing.floorAreaSqm).toBeUndefined();
    expect(listing.address).toMatchObject({ city: "Lambunao", province: "Iloilo" });
  });

  it.each(reports.map((r, i) => [i, r] as const))("listing %i gives a valid, sane report", (_, { listing, report }) => {
    expect(() => ReportDataSchema.parse(report)).not.toThrow();
    expect(everyNumberFinite(report)).toBe(true);
    const { score, rating } = report.investmentScore;
    if (score === null) expect(rating).toBeNull();
    else {
      expect(Number.isInteger(score) && score >= 0 && score <= 100).toBe(true);
      expect(rating).toBe(ratingForScore(score));
    }
    const fa = report.financialAnalysis;
    if (fa.rentalYield !== null) expect(fa.rentalYield).toBeGreaterThan(0);
    if (fa.rentalYield !== null) expect(fa.rentalYield).toBeLessThan(50);
    if (report.price === null) {
      expect(report.priceFairness.category).toBe("insufficient_data");
      expect(fa.netReturn.netGain).toBeNull();
    } else {
      expect(report.price).toBeCloseTo((listing.priceCentavos ?? 0) / 100, 6);
      // Value grows from year 0: the price, or the likely sale value when the price is above it.
      const start = fa.roiTimeline[0]?.value ?? Number.NaN;
      expect(start).toBeLessThanOrEqual(report.price);
      expect(fa.fiveYearValue.futureValue).toBeGreaterThan(start);
      expect(fa.fiveYearValue.futureValue).toBeLessThan(report.price * 2);
      expect(fa.roiTimeline).toHaveLength(6);
    }
    const f = report.priceFairness;
    if (f.dataValid) expect(Math.abs(f.deltaPercent ?? Number.NaN)).toBeLessThanOrEqual(150);
    expect(report.summary).not.toMatch(/NaN|undefined|null|Infinity/);
    expect(report.summary.length).toBeGreaterThan(40);
    expect(report.caveats.length).toBeGreaterThan(0);
    expect(report.title.length).toBeGreaterThan(0);
  });

  it("gives a verdict only inside the plausible band and withholds it, with reasons, outside", () => {
    // Panay has no cited price level: references come from Iloilo listing data (often thin or
    // province-wide) and verdicts only where the comparison holds.
    for (const { report } of reports) {
      const f = report.priceFairness;
      if (f.category !== "insufficient_data") {
        expect(f.reliable).toBe(true);
        expect(f.deltaPercent).toBeGreaterThanOrEqual(-60);
        expect(f.deltaPercent).toBeLessThanOrEqual(150);
        expect(f.citation).not.toBeNull();
      } else if (f.reliable === false) {
        expect(f.unreliableReasons?.length).toBeGreaterThan(0);
        expect(report.caveats.some((c) => c.startsWith("The price comparison is unreliable"))).toBe(true);
      }
    }
    const lots = reports.filter((r) => r.report.priceFairness.areaBasis === "lot");
    expect(lots.length).toBeGreaterThan(100);
    expect(lots.every((r) => r.report.financialAnalysis.monthlyRental === null)).toBe(true);
  });

  it("is honest about missing data: neutral factors flagged, no invented value, no yield above 15 % unflagged", () => {
    for (const { report } of reports) {
      expect(report.investmentScore.method).toBe("detailed");
      const valuation = report.investmentScore.factors.find((f) => f.key === "priceValuation");
      expect(valuation?.dataAvailable).toBe(report.priceFairness.category !== "insufficient_data");
      if (report.priceFairness.medianPricePerSqM === null) {
        expect(report.marketValueAssessment?.estimatedSaleValue).toBeNull();
      }
      const yieldPct = report.financialAnalysis.rentalYield;
      if (yieldPct !== null && yieldPct > 15) expect(report.financialAnalysis.rentalYieldDetail.plausible).toBe(false);
      for (const f of report.investmentScore.factors) {
        expect(f.score === null).toBe(f.dataAvailable === false);
        expect(f.score ?? 0).toBeGreaterThanOrEqual(0);
        expect(f.score ?? 0).toBeLessThanOrEqual(100);
      }
      if (report.narrative) expect(unknownNumbers(report.narrative, report)).toEqual([]);
    }
  });
});

describe("Panay fixture as its own comparables set", () => {
  const withComps = listings.map((listing) => buildReport(listing, { now, comparables: listings }));

  it("gives verdicts where five or more same-type listings share the town, all valid", () => {
    for (const report of withComps) {
      expect(() => ReportDataSchema.parse(report)).not.toThrow();
      expect(everyNumberFinite(report)).toBe(true);
      const f = report.priceFairness;
      // Five or more pass the filters; trimming outliers removes fewer than half of them.
      if (f.compsUsed > 0) expect(f.compsUsed).toBeGreaterThanOrEqual(3);
      if (f.category !== "insufficient_data") expect(["comparables", "dataset"]).toContain(f.citation?.kind);
    }
    const judged = withComps.filter((r) => r.priceFairness.category !== "insufficient_data");
    expect(judged.length).toBeGreaterThan(30);
  });
});
