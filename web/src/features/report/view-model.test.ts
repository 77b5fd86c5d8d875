import type { Citation } from "@suri/contracts";
import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "../../lib/browser-storage";
import { formatPeso, formatPesoCompact } from "../../lib/format";
import { chartGeometry } from "./chart-geometry";
import { citationNumber, fairnessCategory, normaliseScore, ratingPalette, scoreColor } from "./view-model";

describe("score display", () => {
  it("normalises a 0-10 score to 0-100", () => {
    expect(normaliseScore(7.8)).toBe(78);
    expect(normaliseScore(64)).toBe(64);
    expect(normaliseScore(140)).toBe(100);
  });

  it("colours scores per SPEC thresholds", () => {
    expect([80, 79, 65, 64, 50, 49].map(scoreColor)).toEqual([
      "#15803d",
      "#1d4ed8",
      "#1d4ed8",
      "#b45309",
      "#b45309",
      "#be123c",
    ]);
  });

  it("maps ratings to badge palettes, grey for unknown", () => {
    expect(ratingPalette("Very Good")).toBe("teal");
    expect(ratingPalette("Fair")).toBe("gray");
    expect(ratingPalette(null)).toBe("gray");
  });
});

describe("fairnessCategory", () => {
  it("shows invalid data as insufficient, not fair", () => {
    expect(fairnessCategory({ category: "fair", dataValid: false })).toBe("insufficient");
    expect(fairnessCategory({ category: "insufficient_data", dataValid: true })).toBe("insufficient");
    expect(fairnessCategory({ category: "overpriced", dataValid: true })).toBe("overpriced");
  });
});

describe("citationNumber", () => {
  const a: Citation = { kind: "dataset", source: "BSP RREPI", period: "Q3 2025", confidence: "high" };
  const b: Citation = { kind: "comparables", source: "12 Lamudi listings", confidence: "medium" };
  it("numbers citations from 1 by content", () => {
    expect(citationNumber([a, b], { ...b })).toBe(2);
    expect(citationNumber([a], b)).toBeNull();
    expect(citationNumber([a], null)).toBeNull();
  });
});

describe("money", () => {
  it("formats pesos per SPEC §9", () => {
    expect(formatPeso(null)).toBe("N/A");
    expect(formatPeso(7_000_000)).toBe("₱7,000,000");
    expect(formatPesoCompact(8_250_000)).toBe("₱8.3M");
    expect(formatPesoCompact(45_000)).toBe("₱45.0K");
    expect(formatPesoCompact(-1_200_000)).toBe("-₱1.2M");
  });
});

describe("chartGeometry", () => {
  it("places the first year left and the highest value on top", () => {
    const g = chartGeometry(
      [
        { year: 2, value: 110 },
        { year: 1, value: 100 },
      ],
      200,
      100,
      { x: 10, y: 10 },
    );
    expect(g?.points.map((p) => p.year)).toEqual([1, 2]);
    expect(g?.points[0]?.x).toBe(10);
    expect(g?.points[1]?.x).toBe(190);
    expect((g?.points[1]?.y ?? 0) < (g?.points[0]?.y ?? 0)).toBe(true);
  });

  it("returns null without data", () => {
    expect(chartGeometry([], 200, 100, { x: 10, y: 10 })).toBeNull();
  });
});

describe("safeRedirectPath", () => {
  it("accepts same-origin paths only", () => {
    expect(safeRedirectPath("/report/42?x=1")).toBe("/report/42?x=1");
    expect(safeRedirectPath("https://evil.example")).toBeNull();
    expect(safeRedirectPath("//evil.example")).toBeNull();
    expect(safeRedirectPath("/\\evil.example")).toBeNull();
    expect(safeRedirectPath("/auth?tab=login")).toBeNull();
    expect(safeRedirectPath(undefined)).toBeNull();
  });
});
