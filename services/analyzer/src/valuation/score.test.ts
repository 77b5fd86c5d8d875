/** The report's one score (issue 20): scales, coverage, red-flag caps, rating thresholds and score colours. */
import { describe, expect, it } from "vitest";
import {
  combineFactors,
  normaliseGrowth,
  normaliseYield,
  RATED_COVERAGE_MIN_PCT,
  RED_FLAG_CAPS,
  ratingForScore,
  scoreColor,
} from ".";

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
});

describe("one score over the factors that have data", () => {
  const f = (weight: number, score: number | null) => ({ weight, score });

  it("is the weighted mean of the factors with data; a factor without data is not an average one", () => {
    // 30·80 + 20·60 over 50: (2400 + 1200) / 50 = 72; the missing 50 % of the weight is not counted as 50
    const result = combineFactors([f(30, 80), f(20, 60), f(15, null), f(15, null), f(10, null), f(10, null)], []);
    expect(result).toEqual({ score: 72, rating: "Very Good", uncappedScore: 72, coveragePercent: 50 });
  });

  it("gives no score and no rating when the factors with data carry under half the weight", () => {
    const result = combineFactors(
      [f(30, null), f(20, 90), f(15, null), f(15, 90), f(10, null), f(5, 90), f(5, null)],
      [],
    );
    expect(result).toEqual({ score: null, rating: null, uncappedScore: null, coveragePercent: 40 });
    expect(RATED_COVERAGE_MIN_PCT).toBe(50);
  });

  it("lets the red flags cap the score, and so the rating, at the lowest of their caps", () => {
    const factors = [f(50, 90), f(50, 70)];
    expect(combineFactors(factors, [])).toMatchObject({ score: 80, rating: "Excellent" });
    const occupied = combineFactors(factors, [{ key: "occupied", cap: RED_FLAG_CAPS.occupied }]);
    expect(occupied).toMatchObject({ score: 49, rating: "Below Average", uncappedScore: 80 });
    const both = combineFactors(factors, [
      { key: "flood_high", cap: RED_FLAG_CAPS.flood_high },
      { key: "legal_case", cap: RED_FLAG_CAPS.legal_case },
    ]);
    expect(both).toMatchObject({ score: 39, rating: "Poor" });
    // A flag never raises a score below its cap.
    expect(combineFactors([f(100, 20)], [{ key: "occupied", cap: 49 }])).toMatchObject({ score: 20, rating: "Poor" });
  });

  it("caps: a case or a burdened, rights-only or agrarian title at Poor, occupants or an untransferred title at Below Average, as-is, flood or yield at Average, a tenant or pre-selling at Good", () => {
    // Each flag caps the score at the highest score of the rating it allows at best.
    const atBest = {
      Poor: ["legal_case", "title_encumbered", "rights_only", "agrarian"],
      "Below Average": ["occupied", "title_pending"],
      Average: ["as_is", "flood_high", "implausible_yield"],
      Good: ["tenanted", "pre_selling"],
    } as const;
    for (const [rating, flags] of Object.entries(atBest)) {
      for (const flag of flags) {
        expect(ratingForScore(RED_FLAG_CAPS[flag]), flag).toBe(rating);
        expect(ratingForScore(RED_FLAG_CAPS[flag] + 1), flag).not.toBe(rating);
      }
    }
    expect(Object.keys(RED_FLAG_CAPS).sort()).toEqual(Object.values(atBest).flat().sort());
  });

  it("rates the rounded score so number and rating agree", () => {
    // 79.6 → 80 → Excellent
    expect(combineFactors([f(60, 100), f(40, 49)], [])).toMatchObject({ score: 80, rating: "Excellent" });
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
