/**
 * The detailed investment score of SPEC §9: seven weighted factors, each scored 0–100.
 *   Projected Return (ROI)  30  5-year return of a cash purchase after every cost, annualised; (r + 2) / 12
 *                               (−2%/yr → 0, 10%/yr → 100, the simplified score's growth scale)
 *   Price Valuation         20  (20 − delta%) / 40, as the simplified score
 *   Market Risk             15  100 − vacancy × 1.5 (max 50; 20 when unknown for a built unit)
 *                               − 15 falling prices − 15 pre-selling − 10 price far from the market
 *                               − 20 per stated condition (occupied, legal case, title pending; max 40)
 *   Location Quality        15  distance to the nearest CBD and rail station (location.ts)
 *   Asset Liquidity         10  by price band — demand concentrates at PHP 1.8–3.6M (Colliers Q1 2026):
 *                               ≤3.6M 90, ≤7M 75, ≤12M 60, ≤20M 45, above 30; −15 for a Metro Manila condo
 *                               (6.8 years of unsold stock)
 *   Growth Potential         5  long-run growth on the −2..10% scale, +10 when a cited rail project serves the place
 *   Hazard Exposure          5  100 − 30 per high, 15 per medium, 5 per low hazard
 * A factor without its inputs scores a neutral 50 and says so (dataAvailable: false). The two 5-point
 * factors are ours: growth is what an owner abroad banks on, hazards are what they cannot see.
 */
import { annualisedReturnPercent, type Hazard, type Rating } from "@suri/contracts";
import { clamp } from "./fairness";
import type { InvestmentPlan } from "./investment";
import { PROJECTION_YEARS } from "./projection";
import { normaliseFairness, normaliseGrowth, ratingForScore, type ScoreFactor } from "./score";
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

export const NEUTRAL_FACTOR_SCORE = 50;
const CONDITION_WORDS = {
  occupied: "occupied",
  legal_case: "pending legal case",
  title_pending: "title not transferred",
} as const;
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
  readonly score: number;
  readonly rating: Rating;
  readonly factors: (ScoreFactor & { key: Key; dataAvailable: boolean })[];
}

export interface DetailedScoreInput {
  readonly v: ValuationCore;
  readonly plan: InvestmentPlan | null;
  readonly locationScore: number | null;
  readonly hazards: readonly Hazard[];
  readonly servedByDevelopment: boolean;
}

function factor(key: Key, name: string, score: number | null, description: string, icon: string) {
  const available = score !== null && Number.isFinite(score);
  const value = available ? clamp(score, 0, 100) : NEUTRAL_FACTOR_SCORE;
  const weight = DETAILED_WEIGHTS[key];
  return {
    key,
    name,
    weight,
    score: value,
    weightedScore: (value * weight) / 100,
    description: available ? description : `No data: neutral ${NEUTRAL_FACTOR_SCORE}. ${description}`,
    icon,
    dataAvailable: available,
  };
}

function roiFactor({ v, plan }: DetailedScoreInput) {
  const year = plan?.cash.timeline[PROJECTION_YEARS];
  const usable = plan !== null && year !== undefined && (plan.rentKnown || v.basis.areaBasis === "lot");
  if (!usable) return factor("roi", "Projected Return (ROI)", null, "Needs a price and a rent estimate.", "percent");
  if (!v.yieldCheck.plausible) {
    return factor(
      "roi",
      "Projected Return (ROI)",
      null,
      "Insufficient data: the rent estimate gives an implausible yield.",
      "percent",
    );
  }
  const annual = annualisedReturnPercent(year.roiPercent, PROJECTION_YEARS);
  return factor(
    "roi",
    "Projected Return (ROI)",
    normaliseGrowth(annual) * 100,
    `${annual.toFixed(1)}%/yr over 5 years, cash purchase after all costs, scaled over −2–10%`,
    "percent",
  );
}

function marketRiskFactor({ v }: DetailedScoreInput) {
  const vacancy = v.market.vacancyPct?.value ?? null;
  const builtForRent = v.basis.areaBasis === "floor";
  const vacancyPenalty = vacancy !== null ? Math.min(50, vacancy * 1.5) : builtForRent ? 20 : 0;
  const falling = (v.market.latestGrowthPct?.value ?? 0) < 0 ? 15 : 0;
  const preSelling = v.status === "pre_selling" ? 15 : 0;
  const outlier = v.fairness.category !== "insufficient_data" && !v.fairness.dataValid ? 10 : 0;
  // Occupants, a court case or an untransferred title can hold up possession, rent and resale for years.
  const conditions = Math.min(40, v.conditions.length * 20);
  const parts = [
    vacancy !== null ? `vacancy ${vacancy}% (−${vacancyPenalty.toFixed(0)})` : `vacancy unknown (−${vacancyPenalty})`,
    falling ? "falling prices (−15)" : null,
    preSelling ? "pre-selling (−15)" : null,
    outlier ? "price far from market (−10)" : null,
    conditions ? `${v.conditions.map((c) => CONDITION_WORDS[c]).join(", ")} (−${conditions})` : null,
  ].filter(Boolean);
  const score = 100 - vacancyPenalty - falling - preSelling - outlier - conditions;
  return factor("marketRisk", "Market Risk", score, `100 less ${parts.join(", ")}`, "shield");
}

function liquidityFactor({ v }: DetailedScoreInput) {
  if (v.price === null) return factor("assetLiquidity", "Asset Liquidity", null, "Needs a price.", "droplet");
  const price = v.price;
  const band = (LIQUIDITY_BANDS.find(([upTo]) => price <= upTo) ?? [0, 30])[1];
  const overhang = v.basis.propertyType === "condo" && v.inMetroManila ? 15 : 0;
  const extra = overhang ? "; −15 for Metro Manila's condo overhang" : "";
  return factor("assetLiquidity", "Asset Liquidity", band - overhang, `Price band score ${band}${extra}`, "droplet");
}

export function detailedScore(input: DetailedScoreInput): DetailedScore {
  const { v, locationScore, hazards, servedByDevelopment } = input;
  const delta = v.fairness.dataValid ? v.fairness.deltaPercent : null;
  const growth = v.growthPct;
  const hazardScore = 100 - hazards.reduce((sum, h) => sum + HAZARD_POINTS[h.level], 0);
  const factors = [
    roiFactor(input),
    factor(
      "priceValuation",
      "Price Valuation",
      delta === null ? null : normaliseFairness(delta) * 100,
      delta === null
        ? v.comparison.reliable
          ? "Needs a price reference."
          : "Insufficient data: the price comparison is unreliable."
        : `${delta > 0 ? "+" : ""}${delta.toFixed(1)}% vs market, scaled from +20% (0) to −20% (100)`,
      "scale",
    ),
    marketRiskFactor(input),
    factor(
      "locationQuality",
      "Location Quality",
      locationScore,
      "Distance to the nearest business district and rail station",
      "map-pin",
    ),
    liquidityFactor(input),
    factor(
      "growthPotential",
      "Growth Potential",
      growth === null ? null : normaliseGrowth(growth) * 100 + (servedByDevelopment ? 10 : 0),
      growth === null
        ? "Needs a growth rate."
        : `${growth}%/yr long-run growth${servedByDevelopment ? ", +10 for a rail project under construction" : ""}`,
      "trending-up",
    ),
    factor(
      "hazardExposure",
      "Hazard Exposure",
      hazardScore,
      `${hazards.length} natural hazard${hazards.length === 1 ? "" : "s"} on record`,
      "alert",
    ),
  ];
  const score = clamp(Math.round(factors.reduce((sum, f) => sum + f.weightedScore, 0)), 0, 100);
  return { score, rating: ratingForScore(score), factors };
}
