/**
 * The report's judgement on real material (issue "A verdict you can act on"): every real listing of
 * ../shared made into a report by the analyzer's code. No report contradicts itself; complete listings get a
 * price verdict at least 70 % of the time; real property tax never exceeds 1 % of the asking price.
 */
import { describe, expect, it } from "vitest";
import { contradictions } from "./consistency";
import { estimateSummary, judgeCorpus, OUTSIDE_DATA, verdictShare } from "./judge-corpus";

const NOW = new Date("2026-11-27T00:00:00Z");

describe("reports of every real listing", () => {
  const judged = judgeCorpus(NOW);
  const sum = (pick: "complete" | "verdicts" | "verdictsConfirmed" | "reports") =>
    [...judged.bySource.values()].reduce((n, t) => n + t[pick], 0);

  it("never contradict themselves", () => {
    expect(sum("reports")).toBeGreaterThan(1_000);
    expect(judged.contradictions).toEqual([]);
  });

  it("give a price verdict on at least 70 % of the complete listings, the held-out descriptions included", () => {
    // A barangay named beside the province the text states ("… in luz cebu") places the listing in the one
    // town of that province with such a barangay, as if the text named it; only a barangay several of its
    // towns have ("Guadalupe": Cebu City, Alegria, Bogo, Carcar) leaves the town inferred, and the report asks
    // the owner to confirm it (the confirmed share below). 74.2 % when this was written.
    expect(verdictShare({ complete: sum("complete"), verdicts: sum("verdicts") })).toBeGreaterThanOrEqual(70);
    // As a user brings a post: "What we read" confirmed in one step before the report.
    expect(verdictShare({ complete: sum("complete"), verdicts: sum("verdictsConfirmed") })).toBeGreaterThanOrEqual(75);
    const heldOut = judged.bySource.get("listing texts (held out)");
    expect(heldOut?.complete).toBeGreaterThan(50);
    expect(verdictShare(heldOut ?? { complete: 0, verdicts: 0 })).toBeGreaterThanOrEqual(60);
  });

  it("never withhold a verdict because a post's own words were 'only the description'", () => {
    const prose = [...judged.withheld].filter(([reason]) => /only found in the description/.test(reason));
    const total = prose.reduce((n, [, count]) => n + count, 0);
    expect(total).toBeLessThan(sum("complete") * 0.05);
  });

  it("judge a price against an estimate as close as the valuation command measures, with ranges that hold", () => {
    // Where a verdict is given, each asking price against the report's own estimate and range. On every
    // source: 21.9 % median error, 83.2 % inside the range when this was written (leave one portal out in
    // \`npm run valuation:accuracy\`: 26.2 %, 81.3 %); on the four sites outside the listing data (49 verdicts) 25.1 %, 79.6 %.
    const all = estimateSummary([...judged.estimates.values()].flat());
    expect(all?.medianErrorPct).toBeLessThanOrEqual(24);
    expect(all?.inRangePct).toBeGreaterThanOrEqual(80);
    expect(all?.inRangePct).toBeLessThanOrEqual(88);
    const outside = [...judged.estimates].filter(([source]) => OUTSIDE_DATA.has(source)).flatMap(([, c]) => c);
    expect(outside.length).toBeGreaterThan(40);
    expect(estimateSummary(outside)?.medianErrorPct).toBeLessThanOrEqual(30);
    expect(estimateSummary(outside)?.inRangePct).toBeGreaterThanOrEqual(70);
  });

  it("levy real property tax within Philippine rules: never above 1 % of the asking price a year", () => {
    expect(judged.taxShares.length).toBeGreaterThan(500);
    // Estimated for most priced sale listings (not for those without an area).
    expect(judged.taxShares.length).toBeGreaterThan((judged.taxShares.length + judged.taxUnestimated) / 2);
    expect(Math.max(...judged.taxShares)).toBeLessThanOrEqual(1);
  });
});

describe("the sample report every visitor reads first (landing page and /demo-report)", () => {
  it("agrees with its own numbers", async () => {
    const { demoReport } = await import("../../services/analyzer/src/demo-report/handler");
    const { reportData, parsedData } = demoReport(NOW);
    expect(contradictions(reportData, parsedData)).toEqual([]);
    const pf = reportData.priceFairness;
    expect(pf.analysis).not.toMatch(/±\s?5/);
    // Its words name the verdict its range gives.
    const range = pf.fairValueRange ?? { low: Number.NaN, high: Number.NaN };
    const inside = (pf.subjectPrice ?? 0) >= range.low && (pf.subjectPrice ?? 0) <= range.high;
    expect(pf.category).toBe(inside ? "fair" : (pf.subjectPrice ?? 0) > range.high ? "overpriced" : "underpriced");
    expect(pf.analysis).toContain(inside ? "in line with the market" : pf.category);
  });
});

describe("the consistency audit itself", () => {
  it("catches a verdict whose words contradict its range", async () => {
    const { buildReport } = await import("../../services/analyzer/src/valuation");
    const { ListingSchema } = await import("@suri/contracts");
    const report = buildReport(
      ListingSchema.parse({
        sourceSite: "test",
        priceCentavos: 12_000_000_00,
        floorAreaSqm: 45,
        propertyType: "condo",
        address: { city: "Taguig", barangay: "Fort Bonifacio" },
      }),
      { now: NOW, listingData: false },
    );
    expect(contradictions(report)).toEqual([]);
    const range = report.priceFairness.fairValueRange ?? { low: 0, high: 0 };
    const broken = {
      ...report,
      priceFairness: { ...report.priceFairness, category: "overpriced" as const, analysis: "within ±5%, fair." },
      financialAnalysis: {
        ...report.financialAnalysis,
        rentalYield: 27,
        rentalYieldDetail: { ...report.financialAnalysis.rentalYieldDetail, plausible: false },
      },
      caveats: ["price fairness is insufficient_data"],
    };
    const found = contradictions(broken).join("\n");
    expect(range.high).toBeGreaterThan(12_000_000);
    expect(found).toMatch(/fixed ±5 % band/);
    expect(found).toMatch(/verdict "overpriced" but the price sits inside its own range/);
    expect(found).toMatch(/headline yield 27.0 % is one the report flags/);
    expect(found).toMatch(/internal code "insufficient_data"/);
  });
});
