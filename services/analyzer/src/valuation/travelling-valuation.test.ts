/**
 * Valuation that travels (issue 27, part 2): a project named differently on each portal is still one
 * project, a listing-data cell's middle half is stretched to the 80 % a verdict promises, measured
 * ranges are drawn as wide as listings of a portal outside the data need, and leave one portal out
 * holds the figures.
 */
import { describe, expect, it } from "vitest";
import { type DataRow, indexRows, namePairsOf, slugWords, valueFromData } from "./listing-comparables";
import { type ErrorStats, measuredRange, PORTAL_SPREAD } from "./measured-error";
import { eightyOfMiddleHalf, MIDDLE_HALF_TO_80 } from "./reliability";
import { breakdown, leaveOnePortalOut, summariseSplit } from "./split-accuracy";

const shared = (a: string, b: string) => [...namePairsOf(a)].filter((pair) => namePairsOf(b).has(pair));

describe("a project spelled differently on each portal", () => {
  it("reads a portal's address as its listing's title", () => {
    expect(
      slugWords("https://www.lamudi.com.ph/1-bedroom-unit-11k-for-sale-in-empress-at-capitol-commons-pasig-city.html"),
    ).toBe("1 bedroom unit 11k for sale in empress at capitol commons pasig city");
    expect(
      slugWords(
        "https://www.dotproperty.com.ph/ads/2-bedroom-condo-for-sale-in-amisa-private-residences-punta-enga%C3%B1o-cebu_d9f1a7e0c3b2-11aa-22bb-33cc-44dd5566",
      ),
    ).toBe("2 bedroom condo for sale in amisa private residences punta engaño cebu");
    expect(slugWords(null)).toBe("");
  });

  it("is one project when two names share a pair of its own words", () => {
    expect(
      shared(
        "1 bedroom unit 11k for sale in empress at capitol commons pasig city",
        "The Royalton at the Capitol Commons",
      ),
    ).toEqual(["capitol commons"]);
    expect(
      shared(
        "2 bedroom condo for sale in amisa private residences punta engaño cebu",
        "Amisa Private Residences Tower D",
      ),
    ).toContain("amisa private");
  });

  it("is not a project when only the words every title says, or a place, are shared", () => {
    expect(
      shared("2 bedroom condo unit for sale in Pasig City", "1 bedroom condo unit for sale in Pasig City"),
    ).toEqual([]);
    expect(
      shared("brand new house and lot for sale in Lapu-Lapu City Cebu", "house and lot for sale Lapu-Lapu Cebu"),
    ).toEqual([]);
  });

  it("values a listing from its project's listings on another portal, though they name it otherwise", () => {
    const source = { key: "hoppler-ncr-2024", title: "Hoppler", repository: "r", commit: "c", period: "2024" };
    const rows: DataRow[] = Array.from({ length: 12 }, (_, i) => ({
      index: i,
      source,
      type: "condo",
      price: (i < 6 ? 300_000 : 150_000) * 60,
      area: 60,
      bedrooms: 1,
      city: "Pasig",
      province: "Metro Manila",
      barangay: null,
      project: i < 6 ? "The Royalton at the Capitol Commons" : `Tower ${i}`,
      month: "2024-01",
      url: null,
      lotArea: null,
      titleKey: null,
    }));
    const valued = valueFromData(
      {
        type: "condo",
        areaSqm: 60,
        bedrooms: 1,
        city: "Pasig",
        province: "Metro Manila",
        barangay: null,
        projectText: "1 bedroom unit for sale in empress at capitol commons pasig city",
        month: "2024-01",
      },
      indexRows(rows),
    );
    expect(valued?.level).toBe("project");
    expect(valued?.perSqm).toBe(300_000);
  });
});

describe("the 80 % ranges", () => {
  it("stretch a cell's middle half to the range that holds 80 % of a log-normal spread", () => {
    expect(MIDDLE_HALF_TO_80).toBeCloseTo(1.9, 2);
    const range = eightyOfMiddleHalf(100_000, { low: 80_000, high: 125_000 });
    expect(range.low).toBeCloseTo(100_000 * 0.8 ** MIDDLE_HALF_TO_80, 6);
    expect(range.high).toBeCloseTo(100_000 * 1.25 ** MIDDLE_HALF_TO_80, 6);
    // Never narrower than the middle half, and always holding the median.
    expect(range.low).toBeLessThan(80_000);
    expect(range.high).toBeGreaterThan(125_000);
    expect(eightyOfMiddleHalf(100_000, { low: 105_000, high: 120_000 }).low).toBe(100_000);
  });

  it("draw measured percentiles wider for condos and narrower for lots, around the measured median", () => {
    const error = { p10: 0.8, p50: 1, p90: 1.25 } as unknown as ErrorStats;
    expect(PORTAL_SPREAD.house).toBe(1);
    expect(measuredRange(1_000_000, error, "house")).toEqual({ low: 800_000, high: 1_250_000 });
    const condo = measuredRange(1_000_000, error, "condo");
    expect(condo.low).toBeLessThan(800_000);
    expect(condo.high).toBeGreaterThan(1_250_000);
    const lot = measuredRange(1_000_000, error, "lot");
    expect(lot.low).toBeGreaterThan(800_000);
    expect(lot.high).toBeLessThan(1_250_000);
  });
});

describe("leave one portal out", () => {
  // Every listing of each portal valued only from the other portals' listings, every reference the verdict
  // reads (comparables, their error table, the city × type table, the wide market's BSP figure as listings
  // relate to it) rebuilt from the other portals' rows. The issue's Done-when figures: ranges hold 75–85 %,
  // a verdict on ≥ 70 %, median error ≤ 30 %, lots ≤ 35 %; pinned just below today's figures (verdicts
  // 77.3 %, ranges 81.3 %, median error 26.2 %, lots 31.9 %), which meet them. PORTAL_SPREAD is still in-sample.
  // Verdicts were 79.5 % before land joined the data as its own kind (361 rows of half a hectare or more, or
  // farm land) and before a range spanning more than ×10 stopped judging: nearly all land, and house lots
  // valued from a whole province, now show their range with the reason instead of an "in line" that says nothing.
  // Not met yet: ≤ 20 % for metro condos and houses (Metro Cebu condos 22.8 %, houses 23.6 %, Metro Manila
  // condos 25.6 %), held here as regression floors.
  it("gives verdicts on ≥ 77 %, ranges holding 81–85 %, median error ≤ 26.5 % and lots ≤ 32.5 %", () => {
    const run = leaveOnePortalOut();
    const all = summariseSplit(run.results);
    expect(all.listings).toBeGreaterThan(13_000);
    expect(all.medianAbsErrorPct!).toBeLessThanOrEqual(26.5);
    expect(all.verdictPct).toBeGreaterThanOrEqual(77);
    expect(all.rangeCoveragePct!).toBeGreaterThanOrEqual(81);
    expect(all.rangeCoveragePct!).toBeLessThanOrEqual(85);
    const lots = summariseSplit(run.results.filter((r) => r.row.type === "lot"));
    expect(lots.medianAbsErrorPct!).toBeLessThanOrEqual(32.5);
    // Every portal's and type's ranges within 75–90 %: no group's promise broken to make up another's
    // (where at least 30 verdicts are given: land's dozen say nothing of its ranges).
    for (const { label, summary } of breakdown(run.results)) {
      if (summary.rangeCoveragePct === null || !/^(portal|type)/.test(label)) continue;
      if ((summary.verdictPct * summary.listings) / 100 < 30) continue;
      expect(summary.rangeCoveragePct, label).toBeGreaterThanOrEqual(75);
      expect(summary.rangeCoveragePct, label).toBeLessThanOrEqual(90);
    }
    const of = (label: string) => breakdown(run.results).find((b) => b.label === label)!.summary;
    // Lamudi's listings outside Cebu have no other portal's comparables: most verdicts rest on a fallback.
    expect(of("portal: Lamudi").fallbackPct!).toBeGreaterThan(50);
    expect(of("portal: Lamudi").verdictPct).toBeGreaterThanOrEqual(71);
    expect(of("  Metro Cebu condos").medianAbsErrorPct!).toBeLessThanOrEqual(23);
    expect(of("  Metro Cebu houses").medianAbsErrorPct!).toBeLessThanOrEqual(24);
    expect(of("  Metro Manila condos").medianAbsErrorPct!).toBeLessThanOrEqual(26);
    // Land is valued from land only; its asking prices spread ×25–50 within a province, so it is rarely judged.
    const land = of("type: land");
    expect(land.listings).toBeGreaterThan(300);
    expect(land.verdictPct).toBeLessThan(10);
    // No other portal lists Metro Manila houses: the BSP figure cannot be measured there, so no verdict.
    expect(of("  Metro Manila houses").verdictPct).toBe(0);
  }, 900_000);
});
