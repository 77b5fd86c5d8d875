/**
 * Five-year value and net gain. Value compounds yearly at the cited long-run growth:
 * value(year) = price × (1 + g/100)^year. The net gain over 5 years is
 *   (value(5) − price) + 60 × (monthly rent × (1 − vacancy/100) − monthly dues)
 * i.e. appreciation plus five years of rent after the cited vacancy allowance and condo dues.
 * It leaves out purchase and sale taxes and fees, real property tax, insurance, repairs,
 * management, financing costs and income tax — the note on every report says so.
 */

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

export interface NetGain {
  readonly netGain: number | null;
  readonly appreciation: number | null;
  /** Rent over the period after vacancy and dues; null without a rent estimate. */
  readonly netRentalIncome: number | null;
  /** One year of rent after vacancy, minus one year of dues. */
  readonly netOperatingIncome: number | null;
  readonly note: string;
}

const LEFT_OUT =
  "Excludes purchase and sale taxes and fees, real property tax, insurance, repairs, management, financing and income tax.";

export function netGainOverYears(input: {
  price: number | null;
  futureValue: number | null;
  monthlyRent: number | null;
  vacancyPct: number | null;
  monthlyDues: number | null;
  years?: number;
}): NetGain {
  const { price, futureValue, monthlyRent, vacancyPct, monthlyDues } = input;
  const years = input.years ?? PROJECTION_YEARS;
  if (price === null || futureValue === null) {
    return {
      netGain: null,
      appreciation: null,
      netRentalIncome: null,
      netOperatingIncome: null,
      note: "No net gain: the listing has no sale price.",
    };
  }
  const appreciation = futureValue - price;
  if (monthlyRent === null) {
    return {
      netGain: appreciation,
      appreciation,
      netRentalIncome: null,
      netOperatingIncome: null,
      note: `Appreciation only over ${years} years: no rent estimate for this property. ${LEFT_OUT}`,
    };
  }
  const vacancy = vacancyPct ?? 0;
  const dues = monthlyDues ?? 0;
  const netMonthly = monthlyRent * (1 - vacancy / 100) - dues;
  const netRentalIncome = netMonthly * 12 * years;
  const parts = [`${vacancy}% vacancy allowance`];
  if (dues > 0) parts.push(`association dues of PHP ${Math.round(dues).toLocaleString("en-PH")}/month`);
  return {
    netGain: appreciation + netRentalIncome,
    appreciation,
    netRentalIncome,
    netOperatingIncome: netMonthly * 12,
    note: `Appreciation over ${years} years plus ${years} years of rent after a ${parts.join(" and ")}. ${LEFT_OUT}`,
  };
}
