/** SPEC §9 price-fairness rules as tables. */
import { describe, expect, it } from "vitest";
import {
  fairnessCategory,
  fairnessSeverity,
  fairPrice,
  isFairnessDataValid,
  priceDeltaPercent,
  priceFairness,
  verdictPhrase,
} from "../src/valuation";

describe("delta% = (subject − median) / median × 100", () => {
  it.each([
    [105_000, 100_000, 5],
    [95_000, 100_000, -5],
    [266_666.666_666_666_7, 247_500, 7.744_107_744],
    [100_000, 100_000, 0],
  ])("subject %d vs median %d → %d%%", (subjectPerSqm, medianPerSqm, expected) => {
    expect(priceDeltaPercent({ subjectPerSqm, medianPerSqm })).toBeCloseTo(expected, 6);
  });

  it("is exact on the ±5% band edge", () => {
    expect(priceDeltaPercent({ subjectPerSqm: 105, medianPerSqm: 100 })).toBe(5);
  });
});

describe("bands: fair if |delta| ≤ 5, overpriced above +5, underpriced below −5", () => {
  it.each([
    [0, "fair"],
    [5, "fair"],
    [-5, "fair"],
    [5.0001, "overpriced"],
    [-5.0001, "underpriced"],
    [42, "overpriced"],
    [-42, "underpriced"],
  ] as const)("delta %d → %s", (delta, category) => {
    expect(fairnessCategory(delta)).toBe(category);
  });
});

describe("severity by |delta|: slight ≤ 10, moderate > 10, significant > 20, extreme > 35", () => {
  it.each([
    [0, null],
    [5, null],
    [-5, null],
    [5.01, "slight"],
    [10, "slight"],
    [-10, "slight"],
    [10.01, "moderate"],
    [20, "moderate"],
    [20.01, "significant"],
    [-35, "significant"],
    [35.01, "extreme"],
    [-80, "extreme"],
  ] as const)("delta %d → %s", (delta, severity) => {
    expect(fairnessSeverity(delta)).toBe(severity);
  });

  it("reads as an adverb in report text", () => {
    expect(verdictPhrase("overpriced", "slight")).toBe("slightly overpriced");
    expect(verdictPhrase("underpriced", "extreme")).toBe("extremely underpriced");
    expect(verdictPhrase("fair", null)).toBe("fair");
  });
});

describe("invalid data: median ≤ 0, delta > 150%, or delta > 100% equal to the price", () => {
  it.each([
    { deltaPercent: 20, medianPerSqm: 100_000, subjectPrice: 5_000_000, valid: true },
    { deltaPercent: 150, medianPerSqm: 100_000, subjectPrice: 5_000_000, valid: true },
    { deltaPercent: 150.01, medianPerSqm: 100_000, subjectPrice: 5_000_000, valid: false },
    { deltaPercent: 10, medianPerSqm: 0, subjectPrice: 5_000_000, valid: false },
    { deltaPercent: 10, medianPerSqm: -1, subjectPrice: 5_000_000, valid: false },
    { deltaPercent: 120, medianPerSqm: 100_000, subjectPrice: 120, valid: false },
    { deltaPercent: 100, medianPerSqm: 100_000, subjectPrice: 100, valid: true },
    { deltaPercent: 120, medianPerSqm: 100_000, subjectPrice: 121, valid: true },
    { deltaPercent: null, medianPerSqm: 100_000, subjectPrice: 1, valid: false },
  ])("$deltaPercent% / median $medianPerSqm / price $subjectPrice → valid $valid", (row) => {
    expect(isFairnessDataValid(row)).toBe(row.valid);
  });

  it("shows invalid data as fair with dataValid=false and no delta, fair price or severity", () => {
    // 2,600,000 over 10 sqm = 260,000/sqm against 100,000 → +160%
    const verdict = priceFairness({ price: 2_600_000, subjectPerSqm: 260_000, medianPerSqm: 100_000 });
    expect(verdict).toMatchObject({
      category: "fair",
      dataValid: false,
      severity: null,
      deltaPercent: null,
      fairPrice: null,
      deltaPhp: null,
    });
    expect(verdict.rawDeltaPercent).toBeCloseTo(160, 9);
  });

  it("treats a non-positive median as invalid, not as a division", () => {
    const verdict = priceFairness({ price: 1_000_000, subjectPerSqm: 20_000, medianPerSqm: 0 });
    expect(verdict).toMatchObject({ category: "fair", dataValid: false, rawDeltaPercent: null });
  });
});

describe("fair price = price / (1 + clamp(delta, −80, 80) / 100)", () => {
  it.each([
    // uncapped, the fair price is exactly median × area: 247,500 × 45 = 11,137,500
    { price: 12_000_000, deltaPercent: ((12_000_000 / 45 - 247_500) * 100) / 247_500, expected: 11_137_500 },
    { price: 1_000_000, deltaPercent: 0, expected: 1_000_000 },
    { price: 1_000_000, deltaPercent: 80, expected: 1_000_000 / 1.8 },
    { price: 1_000_000, deltaPercent: 120, expected: 1_000_000 / 1.8 }, // capped at +80
    { price: 1_000_000, deltaPercent: -50, expected: 2_000_000 },
    { price: 1_000_000, deltaPercent: -90, expected: 1_000_000 / 0.2 }, // capped at −80
  ])("price $price at $deltaPercent% → $expected", ({ price, deltaPercent, expected }) => {
    expect(fairPrice({ price, deltaPercent })).toBeCloseTo(expected, 4);
  });

  it("caps the fair price but keeps the category and severity of the real delta", () => {
    // 30 sqm at 9,000,000 = 300,000/sqm vs 125,000 → +140%: valid (≤150), extreme, fair price capped at +80%
    const verdict = priceFairness({ price: 9_000_000, subjectPerSqm: 300_000, medianPerSqm: 125_000 });
    expect(verdict.category).toBe("overpriced");
    expect(verdict.severity).toBe("extreme");
    expect(verdict.deltaPercent).toBeCloseTo(140, 9);
    expect(verdict.fairPrice).toBeCloseTo(5_000_000, 6);
    expect(verdict.deltaPhp).toBeCloseTo(4_000_000, 6);
  });
});

describe("insufficient data", () => {
  it.each([
    { price: null, subjectPerSqm: null, medianPerSqm: 100_000 },
    { price: 1_000_000, subjectPerSqm: null, medianPerSqm: 100_000 },
    { price: 1_000_000, subjectPerSqm: 20_000, medianPerSqm: null },
    { price: 0, subjectPerSqm: 0, medianPerSqm: 100_000 },
  ])("%o → insufficient_data", (input) => {
    expect(priceFairness(input)).toMatchObject({ category: "insufficient_data", dataValid: false, severity: null });
  });
});
