/**
 * Five-year value: value(year) = price × (1 + g/100)^year, under three growth scenarios.
 *   base  the cited long-run rate (BSP RREPI 2016–2024, or the lot-only rate for land)
 *   low   the latest year-on-year BSP reading for the place when it is below the base (else the base)
 *   high  the recent regional trend (Q4 2020–Q4 2024, from the pandemic low) when above the base
 * Net gain, cash flow and ROI come from the shared investment arithmetic (see investment.ts).
 */
import type { Citation } from "@suri/contracts";
import type { CitedValue } from "./rent";

export const PROJECTION_YEARS = 5;

export function projectValue({
  startValue,
  annualGrowthPct,
  years,
}: {
  startValue: number;
  annualGrowthPct: number;
  years: number;
}) {
  return startValue * (1 + annualGrowthPct / 100) ** years;
}

/** Year 0..5 values of the property at the growth rate. */
export function roiTimeline({
  price,
  annualGrowthPct,
  years = PROJECTION_YEARS,
}: {
  price: number;
  annualGrowthPct: number;
  years?: number;
}): { year: number; value: number }[] {
  return Array.from({ length: years + 1 }, (_, year) => ({
    year,
    value: projectValue({ startValue: price, annualGrowthPct, years: year }),
  }));
}

export interface GrowthScenario {
  readonly growthRatePercent: number;
  readonly futureValue: number;
  readonly citation: Citation | null;
}

export interface GrowthScenarios {
  readonly low: GrowthScenario;
  readonly base: GrowthScenario;
  readonly high: GrowthScenario;
}

export function growthScenarios(input: {
  price: number;
  base: CitedValue;
  latest: CitedValue | null;
  recent: CitedValue | null;
}): GrowthScenarios {
  const { price, base, latest, recent } = input;
  const scenario = (rate: CitedValue): GrowthScenario => ({
    growthRatePercent: rate.value,
    futureValue: projectValue({ startValue: price, annualGrowthPct: rate.value, years: PROJECTION_YEARS }),
    citation: rate.citation,
  });
  return {
    low: scenario(latest && latest.value < base.value ? latest : base),
    base: scenario(base),
    high: scenario(recent && recent.value > base.value ? recent : base),
  };
}
