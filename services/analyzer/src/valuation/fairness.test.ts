/** The one price-verdict rule (fairness.ts): a verdict from the estimate and its range, and a score that agrees with it. */
import { describe, expect, it } from "vitest";
import { fairnessSeverity, priceDeltaPercent, priceVerdict, rangePosition, verdictScore } from ".";

const range = { low: 9_000_000, high: 15_000_000 };
const estimate = 12_000_000;

describe("delta% = (subject − median) / median × 100", () => {
  it.each([
    [105_000, 100_000, 5],
    [95_000, 100_000, -5],
    [266_666.666_666_666_7, 247_500, 7.744_107_744],
    [100_000, 100_000, 0],
  ])("subject %d vs median %d → %d%%", (subjectPerSqm, medianPerSqm, expected) => {
    expect(priceDeltaPercent({ subjectPerSqm, medianPerSqm })).toBeCloseTo(expected, 6);
  });
});

describe("the verdict is where the price sits against its range, not a fixed band", () => {
  it.each([
    [12_000_000, "fair", null],
    [15_000_000, "fair", null],
    [9_000_000, "fair", null],
    // 33 % above the estimate, yet inside a wide measured range: in line with the market.
    [14_900_000, "fair", null],
    [15_000_001, "overpriced", "significant"],
    [17_000_000, "overpriced", "extreme"],
    [20_000_000, "overpriced", "extreme"],
    [8_999_999, "underpriced", "significant"],
    [6_000_000, "underpriced", "extreme"],
  ] as const)("asking %d → %s (%s)", (price, category, severity) => {
    const verdict = priceVerdict({ price, estimate, range });
    expect(verdict.category).toBe(category);
    expect(verdict.severity).toBe(severity);
    expect(verdict.fairPrice).toBe(estimate);
    expect(verdict.deltaPhp).toBe(price - estimate);
    expect(verdict.deltaPercent).toBeCloseTo(((price - estimate) * 100) / estimate, 9);
  });

  it("a narrow range makes even a small gap a verdict", () => {
    const verdict = priceVerdict({
      price: 10_400_000,
      estimate: 10_000_000,
      range: { low: 9_800_000, high: 10_200_000 },
    });
    expect(verdict).toMatchObject({ category: "overpriced", severity: "slight" });
  });

  it("gives no verdict without a price, an estimate or a range", () => {
    expect(priceVerdict({ price: null, estimate, range }).category).toBe("insufficient_data");
    expect(priceVerdict({ price: 10, estimate: 0, range }).category).toBe("insufficient_data");
    expect(priceVerdict({ price: 10, estimate, range: null }).category).toBe("insufficient_data");
  });

  it("severity grows with the gap from the estimate", () => {
    expect([5, 10, 10.1, 20, 20.1, 35, 35.1].map(fairnessSeverity)).toEqual([
      "slight",
      "slight",
      "moderate",
      "moderate",
      "significant",
      "significant",
      "extreme",
    ]);
  });
});

describe("the price factor's score agrees with the verdict", () => {
  const score = (price: number) => verdictScore(priceVerdict({ price, estimate, range }), price);

  it("is 60 at the estimate, 90 at the range's low end and 25 at its high end", () => {
    expect(score(12_000_000)).toBeCloseTo(60, 9);
    expect(score(9_000_000)).toBeCloseTo(90, 9);
    expect(score(15_000_000)).toBeCloseTo(25, 9);
    expect(score(18_000_000)).toBeCloseTo(0, 9);
    expect(score(6_000_000)).toBeCloseTo(100, 9);
  });

  it("never scores an in-line price like an overpriced one, nor an overpriced one like a fair one", () => {
    for (let price = 5_000_000; price <= 20_000_000; price += 250_000) {
      const verdict = priceVerdict({ price, estimate, range });
      const s = verdictScore(verdict, price) ?? Number.NaN;
      if (verdict.category === "fair") expect(s).toBeGreaterThanOrEqual(25);
      if (verdict.category === "fair") expect(s).toBeLessThanOrEqual(90);
      if (verdict.category === "overpriced") expect(s).toBeLessThan(25);
      if (verdict.category === "underpriced") expect(s).toBeGreaterThan(90);
    }
  });

  it("places an in-line price in the lower part, the middle or the upper part of its range", () => {
    const at = (price: number) => rangePosition(priceVerdict({ price, estimate, range }), price);
    expect([9_200_000, 11_000_000, 12_000_000, 13_000_000, 14_800_000, 16_000_000].map(at)).toEqual([
      "lower",
      "middle",
      "middle",
      "middle",
      "upper",
      null,
    ]);
  });
});
