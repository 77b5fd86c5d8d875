/**
 * Scales and ratings shared by the report's one investment score (detailed-score.ts).
 *   yield     (y − 2.5) / 5.5, clamped 0..1      (2.5% → 0, 8.0% → 1)      SPEC §9
 *   growth    (g + 2) / 12, clamped 0..1         (−2% → 0, 10% → 1)        SPEC §9
 *   price     the verdict's own score (fairness.ts verdictScore): 60 at the estimate, 25–90 across the range
 * The score is rounded to a whole number before rating so the number and rating shown agree.
 */
import type { Rating } from "@suri/contracts";
import { clamp } from "./fairness";

export function normaliseYield(yieldPct: number): number {
  return clamp((yieldPct - 2.5) / 5.5, 0, 1);
}

export function normaliseGrowth(growthPct: number): number {
  return clamp((growthPct + 2) / 12, 0, 1);
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
  /** 0–100, or null when the factor had no data (it then carries no weight in the score). */
  score: number | null;
  weightedScore: number;
  description: string;
  icon?: string;
}
