import type { ReportData, ScreeningRow } from "@suri/contracts";
import { describe, expect, it } from "vitest";
import { rankRows, screeningRow } from "./rows";

const row = (index: number, gapPercent: number | null, grossYieldPercent: number | null): ScreeningRow => ({
  index,
  url: `https://portal.example/listing-${index}`,
  estimate: gapPercent === null ? null : 1_000_000,
  estimateLow: null,
  estimateHigh: null,
  gapPercent,
  grossYieldPercent,
  verdict: gapPercent === null ? "insufficient_data" : "fair",
});

describe("screening rows", () => {
  it("rank the furthest below the estimate first, then the higher yield, rows without figures last in page order", () => {
    const ranked = rankRows([
      row(0, null, null),
      row(1, 12, 5),
      row(2, -30, 4),
      row(3, null, 9),
      row(4, -30, 6),
      row(5, null, null),
      row(6, 0, null),
    ]);
    expect(ranked.map((r) => r.index)).toEqual([4, 2, 6, 1, 3, 0, 5]);
  });

  it("take the report's own figures: fair price, its range, the gap and the gross yield", () => {
    const report = {
      priceFairness: {
        fairPrice: 46_248_000,
        fairValueRange: { low: 34_686_000, high: 57_810_000 },
        deltaPercent: -24.3,
        category: "fair",
      },
      financialAnalysis: { rentalYield: 5.6 },
    } as unknown as ReportData;
    const candidate = {
      url: "https://portal.example/a",
      title: "4BR",
      priceCentavos: 3_500_000_000,
      floorAreaSqm: 164,
      place: "Makati, Metro Manila",
    };
    expect(screeningRow(3, candidate, report)).toEqual({
      index: 3,
      ...candidate,
      estimate: 46_248_000,
      estimateLow: 34_686_000,
      estimateHigh: 57_810_000,
      gapPercent: -24.3,
      grossYieldPercent: 5.6,
      verdict: "fair",
    });
  });

  it("say why a card was not valued", () => {
    expect(screeningRow(0, { url: "https://p.example/a", priceCentavos: 100 }, null).notValued).toBe("no_area");
    expect(screeningRow(0, { url: "https://p.example/a", floorAreaSqm: 40 }, null).notValued).toBe("no_price");
    expect(screeningRow(0, { url: "https://p.example/a" }, null).notValued).toBe("no_figures");
  });
});
