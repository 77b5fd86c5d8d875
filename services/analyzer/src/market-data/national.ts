/**
 * National and regional rows: the last rungs of every fallback ladder.
 * BSP appraised values cover all residential types (new units), at medium confidence. The Metro Manila
 * row is the verdict reference for NCR cities without their own; the outside-NCR and national rows are
 * too broad for a verdict and are quoted only as context (see valuation/reference.ts).
 */
import { cite } from "./sources";
import { type AreaProfile, area, gap } from "./types";

const BSP_Q2_2023 = {
  unit: "PHP/sqm",
  period: "Q2 2023",
  asOf: "2023-06",
  confidence: "medium",
  note: "BSP average appraised value per sqm of new residential units, all types (RREPI basis; not condo-only)",
} as const;

export const NATIONAL: AreaProfile = area({
  id: "philippines",
  name: "Philippines",
  level: "national",
  parentId: null,
  aliases: ["philippines"],
  condoPricePerSqm: cite("S20", { ...BSP_Q2_2023, value: 78_444 }),
  housePricePerSqm: cite("S20", { ...BSP_Q2_2023, value: 78_444 }),
  annualGrowthPct: cite("RREPI_LONG", {
    value: 4.1,
    unit: "%/yr",
    period: "Q2 2016–Q4 2024",
    asOf: "2024-12",
    confidence: "medium",
    derived: true,
    note: "Compound annual growth of the national RREPI, 122.8 → 172.6 over 8.5 years ([DERIVED] in market-data.md); the only series spanning a full cycle including the 2020–21 fall",
  }),
  recentGrowthPct: cite("RREPI_RECENT", {
    value: 6.4,
    unit: "%/yr",
    period: "Q4 2020–Q4 2024",
    asOf: "2024-12",
    confidence: "medium",
    derived: true,
    note: "Compound annual growth of the national RREPI from the pandemic low, 134.4 → 172.6 ([DERIVED] in market-data.md)",
  }),
  latestGrowthPct: cite("S24", {
    value: 1.9,
    unit: "%/yr",
    period: "Q3 2025",
    asOf: "2025-09",
    confidence: "high",
    note: "BSP Residential Property Price Index, national, all residential types, year on year",
  }),
  associationDuesPerSqmMonth: cite("S39", {
    value: 100,
    unit: "PHP/sqm/month",
    period: "2025",
    asOf: "2025-09",
    confidence: "low",
    derived: true,
    note: "Midpoint of the aggregator range PHP 50–150/sqm/month (prime buildings 100–150+)",
  }),
  gaps: [
    gap(
      "rent",
      "No national rent per sqm or gross yield; the Metro Manila yield is the only yield series and stands in as a proxy (low confidence).",
    ),
    gap("vacancy", "No national condo vacancy; the Metro Manila figure stands in as a proxy (low confidence)."),
  ],
});

/** NCR cities without a profile of their own still resolve to Metro Manila. */
const OTHER_NCR_CITIES = [
  "caloocan",
  "caloocan city",
  "malabon",
  "malabon city",
  "marikina",
  "marikina city",
  "navotas",
  "navotas city",
  "pateros",
  "valenzuela",
  "valenzuela city",
];

export const METRO_MANILA: AreaProfile = area({
  id: "metro-manila",
  name: "Metro Manila",
  level: "region",
  parentId: "philippines",
  aliases: ["metro manila", "ncr", "national capital region", "ncr national capital region", ...OTHER_NCR_CITIES],
  textAliases: ["metro manila"],
  condoPricePerSqm: cite("S20", { ...BSP_Q2_2023, value: 127_884 }),
  housePricePerSqm: cite("S20", { ...BSP_Q2_2023, value: 127_884 }),
  grossYieldPct: cite("S4", {
    value: 4.6,
    unit: "%",
    period: "Q1 2026",
    asOf: "2026-03",
    confidence: "high",
    note: "Average gross residential yield, secondary (resale) market",
  }),
  grossYieldPrimaryPct: cite("S4", {
    value: 3.8,
    unit: "%",
    period: "Q1 2026",
    asOf: "2026-03",
    confidence: "high",
    note: "Average gross residential yield, primary (pre-selling) market",
  }),
  recentGrowthPct: cite("RREPI_NCR", {
    value: 6.1,
    unit: "%/yr",
    period: "Q4 2020–Q4 2024",
    asOf: "2024-12",
    confidence: "medium",
    derived: true,
    note: "NCR RREPI chained from 143.9 (Q4 2020) to ≈182.2 (Q4 2024), compounded over 4 years; starts at the pandemic low",
  }),
  latestGrowthPct: cite("S24", {
    value: 2.3,
    unit: "%/yr",
    period: "Q3 2025",
    asOf: "2025-09",
    confidence: "high",
    note: "BSP Residential Property Price Index, NCR, year on year",
  }),
  vacancyPct: cite("S8", {
    value: 24.7,
    unit: "%",
    period: "end-2025",
    asOf: "2025-12",
    confidence: "high",
    note: "Colliers Metro Manila condominium vacancy; forecast to peak at 25.6% end-2026 (S9)",
  }),
  gaps: [gap("rent", "No Metro Manila-wide rent per sqm; district rents (LPC) or the gross yield are used.")],
});

export const OUTSIDE_METRO_MANILA: AreaProfile = area({
  id: "outside-metro-manila",
  name: "provinces outside Metro Manila",
  level: "region",
  parentId: "philippines",
  aliases: ["aoncr", "areas outside ncr"],
  condoPricePerSqm: cite("S20", { ...BSP_Q2_2023, value: 54_496 }),
  housePricePerSqm: cite("S20", { ...BSP_Q2_2023, value: 54_496 }),
  recentGrowthPct: cite("RREPI_AONCR", {
    value: 6.7,
    unit: "%/yr",
    period: "Q4 2020–Q4 2024",
    asOf: "2024-12",
    confidence: "medium",
    derived: true,
    note: "AONCR RREPI chained from 130.1 (Q4 2020) to ≈168.3 (Q4 2024), compounded over 4 years; starts at the pandemic low",
  }),
  latestGrowthPct: cite("S24", {
    value: 1.6,
    unit: "%/yr",
    period: "Q3 2025",
    asOf: "2025-09",
    confidence: "high",
    note: "BSP Residential Property Price Index, areas outside NCR, year on year",
  }),
  gaps: [gap("rent", "No rent, yield or vacancy outside Metro Manila except the Cebu aggregator yield.")],
});
