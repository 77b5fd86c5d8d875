/**
 * The simplified investment score of SPEC §9: rental yield 50%, growth 30%, price fairness 20%.
 *   yield     (y − 2.5) / 5.5, clamped 0..1      (2.5% → 0, 8.0% → 1)
 *   growth    (g + 2) / 12, clamped 0..1         (−2% → 0, 10% → 1)
 *   fairness  (20 − delta) / 40, clamped 0..1    (+20% overpriced → 0, −20% bargain → 1)
 * A missing input takes the SPEC default (yield 5.5, appreciation 6.5, delta 9). With all three
 * defaults the formula gives 54.0; the SPEC's "score 56" is its fallback display value when no
 * score exists at all, which cannot happen here, so it is exported but not used by the formula.
 * The score is rounded to a whole number before rating so the number and rating shown agree.
 */
import type { Rating } from "@suri/contracts";
import { clamp } from "./fairness";

export const SCORE_WEIGHTS = { yield: 50, growth: 30, fairness: 20 } as const;

export const SIMPLIFIED_SCORE_DEFAULTS = { yieldPct: 5.5, appreciationPct: 6.5, deltaPercent: 9, score: 56 } as const;

export type ScoreInput = "yield" | "appreciation" | "delta";

export function normaliseYield(yieldPct: number): number {
  return clamp((yieldPct - 2.5) / 5.5, 0, 1);
}

export function normaliseGrowth(growthPct: number): number {
  return clamp((growthPct + 2) / 12, 0, 1);
}

export function normaliseFairness(deltaPercent: number): number {
  return clamp((20 - deltaPercent) / 40, 0, 1);
}

/** Documented thresholds: ≥80 Excellent, ≥70 Very Good, ≥60 Good, ≥50 Average, ≥40 Below Average, else Poor. */
export function ratingForScore(score: number): Rating {
  if (score >= 80) return "Excellent";
  if (score >= 70) return "Very Good";
  if (score >= 60) return "Good";
  if (score >= 50) return "Average";
  if (score >= 40) return "Below Average";
  return "Poor";
}

export interface ScoreFactor {
  name: string;
  weight: number;
  score: number;
  weightedScore: number;
  description: string;
  icon?: string;
}

export interface SimplifiedScore {
  readonly score: number;
  readonly rating: Rating;
  readonly factors: ScoreFactor[];
  /** Inputs that were missing and took the SPEC default. */
  readonly defaultsUsed: ScoreInput[];
}

function factor(name: string, weight: number, normalised: number, description: string, icon: string): ScoreFactor {
  return { name, weight, score: normalised * 100, weightedScore: normalised * weight, description, icon };
}

export function simplifiedScore(input: {
  yieldPct: number | null;
  appreciationPct: number | null;
  deltaPercent: number | null;
}): SimplifiedScore {
  const defaultsUsed: ScoreInput[] = [];
  const pick = (value: number | null, fallback: number, name: ScoreInput) => {
    if (value !== null && Number.isFinite(value)) return value;
    defaultsUsed.push(name);
    return fallback;
  };
  const y = pick(input.yieldPct, SIMPLIFIED_SCORE_DEFAULTS.yieldPct, "yield");
  const g = pick(input.appreciationPct, SIMPLIFIED_SCORE_DEFAULTS.appreciationPct, "appreciation");
  const d = pick(input.deltaPercent, SIMPLIFIED_SCORE_DEFAULTS.deltaPercent, "delta");
  const tag = (name: ScoreInput) => (defaultsUsed.includes(name) ? " (insufficient data: SPEC default used)" : "");
  const factors = [
    factor(
      "Rental Yield",
      SCORE_WEIGHTS.yield,
      normaliseYield(y),
      `${y.toFixed(2)}% gross, scaled over 2.5–8.0%${tag("yield")}`,
      "percent",
    ),
    factor(
      "Growth Potential",
      SCORE_WEIGHTS.growth,
      normaliseGrowth(g),
      `${g.toFixed(1)}%/yr, scaled over −2–10%${tag("appreciation")}`,
      "trending-up",
    ),
    factor(
      "Price Valuation",
      SCORE_WEIGHTS.fairness,
      normaliseFairness(d),
      `${d > 0 ? "+" : ""}${d.toFixed(1)}% vs market, scaled from +20% (0) to −20% (full)${tag("delta")}`,
      "scale",
    ),
  ];
  const score = clamp(Math.round(factors.reduce((sum, f) => sum + f.weightedScore, 0)), 0, 100);
  return { score, rating: ratingForScore(score), factors, defaultsUsed };
}
