/**
 * The detailed investment score of SPEC §9: seven weighted factors, each scored 0–100.
 *   Projected Return (ROI)  30  5-year return of a cash purchase after every cost, annualised; (r + 2) / 12
 *                               (−2%/yr → 0, 10%/yr → 100, the simplified score's growth scale)
 *   Price Valuation         20  (20 − delta%) / 40, as the simplified score
 *   Market Risk             15  100 − vacancy × 1.5 (max 50; 20 when unknown for a built unit)
 *                               − 15 falling prices − 15 pre-selling − 10 price far from the market
 *                               − 20 per stated condition (occupants, a case, the title; 10 as-is, 5 a tenant; max 40)
 *   Location Quality        15  distance to the nearest CBD and rail station (location.ts)
 *   Asset Liquidity         10  by price band — demand concentrates at PHP 1.8–3.6M (Colliers Q1 2026):
 *                               ≤3.6M 90, ≤7M 75, ≤12M 60, ≤20M 45, above 30; −15 for a Metro Manila condo
 *                               (6.8 years of unsold stock)
 *   Growth Potential         5  long-run growth on the −2..10% scale, +10 when a cited rail project serves the place
 *   Hazard Exposure          5  100 − 30 per high, 15 per medium, 5 per low hazard
 * The two 5-point factors are ours: growth is what an owner abroad banks on, hazards are what they cannot see.
 *
 * A factor without its inputs is not an average one: it has no score and no weight (dataAvailable: false).
 * The score is the weighted mean of the factors that have data; `coveragePercent` is the share of the
 * weight they carry. Below half the weight there is no score and no rating ("Not enough data to rate").
 * Red flags the buyer cannot fix by negotiating (what the listing says of occupants, a court case, the title,
 * an as-is sale or a pre-selling unit; a high flood hazard; a yield too good to be true) cap the score, and
 * so the rating, and are named beside it with the listing's own words.
 */
import {
  annualisedReturnPercent,
  type ConditionEvidence,
  type Hazard,
  type ListingCondition,
  type Rating,
  type RedFlag,
  type RedFlagKey,
} from "@suri/contracts";
import { type PhraseKey, type Writer, writerFor } from "../wording/writer";
import { clamp, verdictScore } from "./fairness";
import type { InvestmentPlan } from "./investment";
import { problemConditions } from "./listing-conditions";
import { PROJECTION_YEARS } from "./projection";
import { normaliseGrowth, ratingForScore, type ScoreFactor } from "./score";
import type { ValuationCore } from "./value-listing";

export const DETAILED_WEIGHTS = {
  roi: 30,
  priceValuation: 20,
  marketRisk: 15,
  locationQuality: 15,
  assetLiquidity: 10,
  growthPotential: 5,
  hazardExposure: 5,
} as const;

/** Below this share of the weight with data, no score or rating is given. */
export const RATED_COVERAGE_MIN_PCT = 50;
/**
 * The highest score a report with the red flag can get. Poor at best: a pending case, a levy or other burden
 * on the title, rights without a title, agrarian land — the buyer may never own it clean, and no bank or
 * Pag-IBIG lends on it. Below Average at best: occupants to see out, a title still in another's name. Average
 * at best: an as-is sale, a high flood hazard, an implausible yield. Good at best: a tenant's lease to take
 * over, a unit not yet built.
 */
export const RED_FLAG_CAPS: Record<RedFlagKey, number> = {
  legal_case: 39,
  title_encumbered: 39,
  rights_only: 39,
  agrarian: 39,
  occupied: 49,
  title_pending: 49,
  as_is: 59,
  flood_high: 59,
  implausible_yield: 59,
  tenanted: 69,
  pre_selling: 69,
};

/** Market Risk points per condition the listing states; a foreclosure alone is no risk. */
const CONDITION_POINTS: Record<ListingCondition, number> = {
  occupied: 20,
  legal_case: 20,
  title_pending: 20,
  title_encumbered: 20,
  rights_only: 20,
  agrarian: 20,
  as_is: 10,
  tenanted: 5,
  foreclosed: 0,
};
const CONDITION_POINTS_MAX = 40;
const LIQUIDITY_BANDS: readonly [number, number][] = [
  [3_600_000, 90],
  [7_000_000, 75],
  [12_000_000, 60],
  [20_000_000, 45],
  [Number.POSITIVE_INFINITY, 30],
];
const HAZARD_POINTS = { high: 30, medium: 15, low: 5 } as const;

type Key = keyof typeof DETAILED_WEIGHTS;

export interface DetailedScore {
  /** Null when the factors with data carry less than RATED_COVERAGE_MIN_PCT of the weight. */
  readonly score: number | null;
  readonly rating: Rating | null;
  /** The weighted mean before any red-flag cap (null when unrated). */
  readonly uncappedScore: number | null;
  /** Share of the weight (0–100) whose factors had data. */
  readonly coveragePercent: number;
  readonly redFlags: RedFlag[];
  readonly factors: (ScoreFactor & { key: Key; dataAvailable: boolean })[];
}

export interface DetailedScoreInput {
  readonly v: ValuationCore;
  readonly plan: InvestmentPlan | null;
  readonly locationScore: number | null;
  readonly hazards: readonly Hazard[];
  readonly servedByDevelopment: boolean;
  /** Words the factors' names and descriptions (English when absent). */
  readonly w?: Writer;
}

function factor(w: Writer, key: Key, score: number | null, description: string, icon: string) {
  const available = score !== null && Number.isFinite(score);
  const value = available ? clamp(score, 0, 100) : null;
  const weight = DETAILED_WEIGHTS[key];
  return {
    key,
    name: w.say(`factor.${key}` as PhraseKey),
    weight,
    score: value,
    weightedScore: value === null ? 0 : (value * weight) / 100,
    description,
    icon,
    dataAvailable: available,
  };
}

function roiFactor({ v, plan }: DetailedScoreInput, w: Writer) {
  const year = plan?.cash.timeline[PROJECTION_YEARS];
  const usable = plan !== null && year !== undefined && (plan.rentKnown || v.basis.areaBasis === "lot");
  if (!usable) return factor(w, "roi", null, w.say("factor.roi.needs"), "percent");
  if (!v.yieldCheck.plausible) return factor(w, "roi", null, w.say("factor.roi.implausible"), "percent");
  const annual = annualisedReturnPercent(year.roiPercent, PROJECTION_YEARS);
  return factor(
    w,
    "roi",
    normaliseGrowth(annual) * 100,
    w.say("factor.roi.value", { pct: annual.toFixed(1) }),
    "percent",
  );
}

function marketRiskFactor({ v }: DetailedScoreInput, w: Writer) {
  const vacancy = v.market.vacancyPct?.value ?? null;
  const builtForRent = v.basis.areaBasis === "floor";
  const vacancyPenalty = vacancy !== null ? Math.min(50, vacancy * 1.5) : builtForRent ? 20 : 0;
  const falling = (v.market.latestGrowthPct?.value ?? 0) < 0 ? 15 : 0;
  const preSelling = v.status === "pre_selling" ? 15 : 0;
  const outlier = v.fairness.category !== "insufficient_data" && !v.fairness.dataValid ? 10 : 0;
  // Occupants, a court case or a burdened title can hold up possession, rent and resale for years.
  const stated = problemConditions(v.conditions);
  const conditions = Math.min(
    CONDITION_POINTS_MAX,
    stated.reduce((sum, c) => sum + CONDITION_POINTS[c], 0),
  );
  const parts = [
    vacancy !== null
      ? w.say("factor.risk.vacancy", { pct: vacancy, points: vacancyPenalty.toFixed(0) })
      : w.say("factor.risk.vacancyUnknown", { points: vacancyPenalty }),
    falling ? w.say("factor.risk.falling") : null,
    preSelling ? w.say("factor.risk.preSelling") : null,
    outlier ? w.say("factor.risk.outlier") : null,
    conditions
      ? w.say("factor.risk.conditions", {
          conditions: stated.map((c) => w.say(`factor.condition.${c}` as PhraseKey)),
          points: conditions,
        })
      : null,
  ].filter((p): p is string => Boolean(p));
  const score = 100 - vacancyPenalty - falling - preSelling - outlier - conditions;
  return factor(w, "marketRisk", score, w.say("factor.risk.value", { parts }), "shield");
}

function liquidityFactor({ v }: DetailedScoreInput, w: Writer) {
  if (v.price === null) return factor(w, "assetLiquidity", null, w.say("factor.liquidity.needs"), "droplet");
  const price = v.price;
  const band = (LIQUIDITY_BANDS.find(([upTo]) => price <= upTo) ?? [0, 30])[1];
  const overhang = v.basis.propertyType === "condo" && v.inMetroManila ? 15 : 0;
  const extra = overhang ? w.say("factor.liquidity.overhang") : "";
  return factor(w, "assetLiquidity", band - overhang, w.say("factor.liquidity.value", { band, extra }), "droplet");
}

/** The red flags the listing and the place raise, each with the cap it puts on the score. */
export function redFlags({ v, hazards }: Pick<DetailedScoreInput, "v" | "hazards">): RedFlag[] {
  const keys: RedFlagKey[] = problemConditions(v.conditions);
  if (v.status === "pre_selling") keys.push("pre_selling");
  if (hazards.some((h) => h.type === "flood" && h.level === "high")) keys.push("flood_high");
  if (!v.yieldCheck.plausible) keys.push("implausible_yield");
  return keys.map((key) => ({ key, cap: RED_FLAG_CAPS[key] }));
}

/** The red flags with the listing's own words for each that has them. */
export function quotedFlags(flags: readonly RedFlag[], evidence: readonly ConditionEvidence[]): RedFlag[] {
  return flags.map((flag) => {
    const quote = evidence.find((e) => e.condition === flag.key)?.quote;
    return quote ? { ...flag, quote } : flag;
  });
}

/** The weighted mean over the factors with data, capped by the red flags; none below half the weight. */
export function combineFactors(
  factors: readonly { weight: number; score: number | null }[],
  flags: readonly RedFlag[],
): Pick<DetailedScore, "score" | "rating" | "uncappedScore" | "coveragePercent"> {
  const total = factors.reduce((sum, f) => sum + f.weight, 0);
  const known = factors.filter((f): f is { weight: number; score: number } => f.score !== null);
  const knownWeight = known.reduce((sum, f) => sum + f.weight, 0);
  const coveragePercent = total > 0 ? Math.round((knownWeight / total) * 100) : 0;
  if (knownWeight === 0 || coveragePercent < RATED_COVERAGE_MIN_PCT) {
    return { score: null, rating: null, uncappedScore: null, coveragePercent };
  }
  const mean = known.reduce((sum, f) => sum + f.score * f.weight, 0) / knownWeight;
  const uncapped = clamp(Math.round(mean), 0, 100);
  const score = Math.min(uncapped, ...flags.map((f) => f.cap));
  return { score, rating: ratingForScore(score), uncappedScore: uncapped, coveragePercent };
}

export function detailedScore(input: DetailedScoreInput): DetailedScore {
  const { v, locationScore, hazards, servedByDevelopment } = input;
  // Without a known place the hazard rows are only the island group's typhoon baseline: no data.
  const placeKnown = v.resolved.matchedBy !== "none" && v.resolved.matchedBy !== "default-region";
  const delta = v.fairness.dataValid ? v.fairness.deltaPercent : null;
  const priceScore = verdictScore(v.fairness, v.price);
  const growth = v.growthPct;
  const hazardScore = 100 - hazards.reduce((sum, h) => sum + HAZARD_POINTS[h.level], 0);
  const w = input.w ?? writerFor("en");
  const factors = [
    roiFactor(input, w),
    factor(
      w,
      "priceValuation",
      delta === null ? null : priceScore,
      delta === null
        ? w.say(v.comparison.reliable ? "factor.price.needs" : "factor.price.unreliable")
        : w.say(`factor.price.${v.fairness.category === "fair" ? "inRange" : v.fairness.category}` as PhraseKey, {
            delta: `${delta > 0 ? "+" : ""}${delta.toFixed(1)}`,
          }),
      "scale",
    ),
    marketRiskFactor(input, w),
    factor(
      w,
      "locationQuality",
      locationScore,
      w.say(locationScore === null ? "factor.location.needs" : "factor.location.value"),
      "map-pin",
    ),
    liquidityFactor(input, w),
    factor(
      w,
      "growthPotential",
      growth === null ? null : normaliseGrowth(growth) * 100 + (servedByDevelopment ? 10 : 0),
      growth === null
        ? w.say("factor.growth.needs")
        : w.say("factor.growth.value", {
            pct: growth,
            rail: servedByDevelopment ? w.say("factor.growth.rail") : "",
          }),
      "trending-up",
    ),
    factor(
      w,
      "hazardExposure",
      placeKnown ? hazardScore : null,
      placeKnown ? w.count("factor.hazards", hazards.length) : w.say("factor.hazards.needs"),
      "alert",
    ),
  ];
  const flags = redFlags(input);
  return { ...combineFactors(factors, flags), redFlags: flags, factors };
}
