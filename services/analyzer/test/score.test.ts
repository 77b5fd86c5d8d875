/** SPEC §9 simplified score, defaults, rating thresholds and score colours. */
import { describe, expect, it } from "vitest";
import {
  normaliseFairness,
  normaliseGrowth,
  normaliseYield,
  ratingForScore,
  SCORE_WEIGHTS,
  SIMPLIFIED_SCORE_DEFAULTS,
  scoreColor,
  simplifiedScore,
} from "../src/valuation";

describe("normalisation", () => {
  it.each([
    [2.5, 0],
    [8, 1],
    [5.25, 0.5],
    [1, 0],
    [12, 1],
  ])("yield %d%% → %d", (y, n) => expect(normaliseYield(y)).toBeCloseTo(n, 12));

  it.each([
    [-2, 0],
    [10, 1],
    [4, 0.5],
    [-5, 0],
    [15, 1],
  ])("growth %d%% → %d", (g, n) => expect(normaliseGrowth(g)).toBeCloseTo(n, 12));

  it.each([
    [20, 0],
    [-20, 1],
    [0, 0.5],
    [9, 0.275],
    [60, 0],
    [-60, 1],
  ])("delta %d%% → %d (overpriced +20 → 0, bargain −20 → 1)", (d, n) =>
    expect(normaliseFairness(d)).toBeCloseTo(n, 12),
  );
});

describe("simplified score = 50·yield + 30·growth + 20·fairness", () => {
  it("weights sum to 100", () => {
    expect(SCORE_WEIGHTS.yield + SCORE_WEIGHTS.growth + SCORE_WEIGHTS.fairness).toBe(100);
  });

  it.each([
    // best case: 8% yield, 10% growth, −20% delta
    { yieldPct: 8, appreciationPct: 10, deltaPercent: -20, score: 100 },
    // worst case
    { yieldPct: 2.5, appreciationPct: -2, deltaPercent: 20, score: 0 },
    // 50·(5.3595−2.5)/5.5 + 30·6.1/12 + 20·(20−7.7441)/40 = 25.995 + 15.25 + 6.128 = 47.37 → 47
    { yieldPct: 5.3595, appreciationPct: 4.1, deltaPercent: 7.744_107_744, score: 47 },
    // 50·0.5 + 30·0.5 + 20·0.5 = 50
    { yieldPct: 5.25, appreciationPct: 4, deltaPercent: 0, score: 50 },
  ])("$yieldPct% / $appreciationPct% / $deltaPercent% → $score", ({ score, ...input }) => {
    const result = simplifiedScore(input);
    expect(result.score).toBe(score);
    expect(result.defaultsUsed).toEqual([]);
    const sum = result.factors.reduce((s, f) => s + f.weightedScore, 0);
    expect(Math.round(sum)).toBe(score);
  });

  it("uses the SPEC defaults (yield 5.5, appreciation 6.5, delta 9) and says which", () => {
    const result = simplifiedScore({ yieldPct: null, appreciationPct: null, deltaPercent: null });
    // 50·3/5.5 + 30·8.5/12 + 20·11/40 = 27.2727 + 21.25 + 5.5 = 54.02 → 54
    expect(result.score).toBe(54);
    expect(result.defaultsUsed).toEqual(["yield", "appreciation", "delta"]);
    expect(SIMPLIFIED_SCORE_DEFAULTS).toEqual({ yieldPct: 5.5, appreciationPct: 6.5, deltaPercent: 9, score: 56 });
    expect(result.factors.every((f) => f.description.includes("SPEC default"))).toBe(true);
  });

  it("defaults only the missing inputs", () => {
    const result = simplifiedScore({ yieldPct: 8, appreciationPct: null, deltaPercent: -20 });
    // 50 + 30·8.5/12 + 20 = 91.25 → 91
    expect(result.score).toBe(91);
    expect(result.defaultsUsed).toEqual(["appreciation"]);
  });

  it("rates the rounded score so number and rating agree", () => {
    // 50·(7.956−2.5)/5.5 + 30·1 + 20·0 = 49.6 + 30 = 79.6 → 80 → Excellent
    const result = simplifiedScore({ yieldPct: 7.956, appreciationPct: 10, deltaPercent: 20 });
    expect(result.factors.reduce((s, f) => s + f.weightedScore, 0)).toBeCloseTo(79.6, 9);
    expect(result.score).toBe(80);
    expect(result.rating).toBe("Excellent");
  });
});

describe("rating thresholds", () => {
  it.each([
    [100, "Excellent"],
    [80, "Excellent"],
    [79, "Very Good"],
    [70, "Very Good"],
    [69, "Good"],
    [60, "Good"],
    [59, "Average"],
    [50, "Average"],
    [49, "Below Average"],
    [40, "Below Average"],
    [39, "Poor"],
    [0, "Poor"],
  ] as const)("%d → %s", (score, rating) => expect(ratingForScore(score)).toBe(rating));
});

describe("score colours: 80+ green, 65+ blue, 50+ amber, else rose", () => {
  it.each([
    [100, "green"],
    [80, "green"],
    [79.9, "blue"],
    [65, "blue"],
    [64, "amber"],
    [50, "amber"],
    [49.9, "rose"],
    [0, "rose"],
  ] as const)("%d → %s", (score, colour) => expect(scoreColor(score)).toBe(colour));
});
