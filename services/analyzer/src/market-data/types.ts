/**
 * Shapes of the cited market dataset. Every figure names its source, period and confidence;
 * a figure the research did not find is `null` (never a guess) and the valuation engine applies
 * the documented fallback ladder instead (see README "Fallback rules").
 */

export type Confidence = "high" | "medium" | "low";

export type FigureUnit =
  | "PHP/sqm"
  | "PHP/sqm/month"
  | "%"
  | "%/yr"
  | "PHP"
  | "PHP/night"
  | "years"
  | "months"
  | "PHP/USD";

/** One cited number from /work/shared/research/market-data.md. */
export interface Figure {
  readonly value: number;
  readonly unit: FigureUnit;
  /** Period as the source states it, e.g. "Oct 2024", "Q2 2023", "Q2 2016–Q4 2024". */
  readonly period: string;
  /** Last month the figure describes (YYYY-MM), used to age it; approximate when the source is. */
  readonly asOf: string;
  /** Publisher and the outlet that reported it. */
  readonly source: string;
  /** Key in market-data.md ("S6") or a working-notes reference ("notes: Lamudi 2017 guide"). */
  readonly sourceKey: string;
  readonly url?: string;
  readonly confidence: Confidence;
  /** True when the number is our arithmetic on cited figures ([DERIVED] or a documented range midpoint). */
  readonly derived?: boolean;
  /** True for a stated model assumption (no statistic exists): cited as kind "assumption", editable by the user. */
  readonly assumption?: boolean;
  /** Scope and how the value was taken (e.g. "midpoint of 220,000–275,000"). */
  readonly note?: string;
}

/** What a gap is about, so a caveat quotes only the gaps that matter to the listing. */
export type GapTopic = "condo" | "house" | "lot" | "rent" | "growth" | "vacancy" | "all";

export interface Gap {
  readonly topic: GapTopic;
  readonly text: string;
}

export function gap(topic: GapTopic, text: string): Gap {
  return { topic, text };
}

/** A city's names as listings write them: "makati", "makati city", "city of makati". */
export function cityNames(...names: string[]): string[] {
  return names.flatMap((n) => [n, `${n} city`, `city of ${n}`]);
}

export type AreaLevel = "national" | "region" | "province" | "city" | "district";

/**
 * Market figures for one place. Every field is present; `null` means market-data.md has no usable
 * figure for it (the reason is in `gaps`).
 */
export interface AreaProfile {
  readonly id: string;
  readonly name: string;
  readonly level: AreaLevel;
  /** Next wider area; null only for the national row. */
  readonly parentId: string | null;
  /**
   * Normalised spellings (lower case, no accents) that equal the address field for this level:
   * the city field for cities, the province field for provinces, the region/province/city field for regions.
   */
  readonly aliases: readonly string[];
  /** Phrases that identify the area anywhere in free address text (districts, villages, "cebu city"). */
  readonly textAliases: readonly string[];
  /** Districts whose names recur elsewhere ("poblacion") only match when the parent city matched too. */
  readonly requiresCityMatch: boolean;
  /** Reference condominium price per sqm of floor area. */
  readonly condoPricePerSqm: Figure | null;
  /** Reference price per sqm of floor area for houses and townhouses (house-and-lot). */
  readonly housePricePerSqm: Figure | null;
  /** Reference land price per sqm of lot area. */
  readonly lotPricePerSqm: Figure | null;
  /** Condo rent per sqm of floor area per month. */
  readonly rentPerSqmMonth: Figure | null;
  /** Gross rental yield, resale / ready units (percent a year). */
  readonly grossYieldPct: Figure | null;
  /** Gross rental yield, pre-selling (primary) units; null → use grossYieldPct. */
  readonly grossYieldPrimaryPct: Figure | null;
  /** Long-run annual price growth for built homes (percent a year) used for projections. */
  readonly annualGrowthPct: Figure | null;
  /** Recent annual growth (sensitivity only, never the headline projection). */
  readonly recentGrowthPct: Figure | null;
  /** The latest year-on-year price reading (BSP RPPI): the low projection scenario when below the long-run rate. */
  readonly latestGrowthPct: Figure | null;
  /** Annual price growth of lot-only land (percent a year). */
  readonly lotGrowthPct: Figure | null;
  /** Condo vacancy (percent of stock), used as the vacancy allowance on rent. */
  readonly vacancyPct: Figure | null;
  /** Condo association dues per sqm per month. */
  readonly associationDuesPerSqmMonth: Figure | null;
  /** What market-data.md lacks for this area, in words (shown in caveats when it matters). */
  readonly gaps: readonly Gap[];
}

export type AreaFigureKey = {
  [K in keyof AreaProfile]: AreaProfile[K] extends Figure | null ? K : never;
}[keyof AreaProfile];

/** Builds a profile with every figure missing, so each area states only what the research has. */
export function area(
  base: Pick<AreaProfile, "id" | "name" | "level" | "parentId" | "aliases"> &
    Partial<Omit<AreaProfile, "id" | "name" | "level" | "parentId" | "aliases">>,
): AreaProfile {
  return {
    condoPricePerSqm: null,
    housePricePerSqm: null,
    lotPricePerSqm: null,
    rentPerSqmMonth: null,
    grossYieldPct: null,
    grossYieldPrimaryPct: null,
    annualGrowthPct: null,
    recentGrowthPct: null,
    latestGrowthPct: null,
    lotGrowthPct: null,
    vacancyPct: null,
    associationDuesPerSqmMonth: null,
    gaps: [],
    textAliases: [],
    requiresCityMatch: false,
    ...base,
  };
}

/** A publication behind a figure. */
export interface SourceRef {
  /** The key as written in market-data.md ("S6", "S21, S26 [DERIVED]", "notes:…"). */
  readonly key: string;
  readonly source: string;
  readonly url?: string;
}
