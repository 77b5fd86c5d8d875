/**
 * Short-term rental (Airbnb-type) nightly rates and occupancy per place, from market-data.md §3
 * and its working notes (S38). AirROI quotes US dollars; they are turned into pesos at the rate the
 * Airbtics report itself implies (PHP 2,077 = US$36 → 57.69 PHP/USD, [DERIVED]). Places without a
 * row have no short-term figures (the report says so); only Metro Manila cities and Cebu City have one.
 */
import { cite } from "./sources";
import type { Figure } from "./types";

export interface ShortTermRentalFigures {
  readonly nightlyRatePhp: Figure;
  readonly occupancyPct: Figure;
}

export const AIRBTICS_PHP_PER_USD = 2_077 / 36;

const AIRROI_MM = { period: "Apr 2024–Mar 2025", asOf: "2025-03" } as const;

function airroi(place: string, adrUsd: number, occupancyPct: number): ShortTermRentalFigures {
  const note = `${place}: AirROI average daily rate US$${adrUsd} at ${AIRBTICS_PHP_PER_USD.toFixed(2)} PHP/USD (rate implied by Airbtics' PHP 2,077 = US$36)`;
  return {
    nightlyRatePhp: cite("S38_AIRROI_MM", {
      ...AIRROI_MM,
      value: adrUsd * AIRBTICS_PHP_PER_USD,
      unit: "PHP/night",
      confidence: "low",
      derived: true,
      note,
    }),
    occupancyPct: cite("S38_AIRROI_MM", {
      ...AIRROI_MM,
      value: occupancyPct,
      unit: "%",
      confidence: "low",
      note: `${place}: AirROI average occupancy`,
    }),
  };
}

const METRO_MANILA_WIDE: ShortTermRentalFigures = {
  nightlyRatePhp: cite("S38_AIRBTICS", {
    period: "Jun 2024–May 2025",
    asOf: "2025-05",
    value: 2_077,
    unit: "PHP/night",
    confidence: "low",
    note: "Metro Manila median average daily rate (25,976 active listings)",
  }),
  occupancyPct: cite("S38_AIRBTICS", {
    period: "Jun 2024–May 2025",
    asOf: "2025-05",
    value: 51,
    unit: "%",
    confidence: "low",
    note: "Metro Manila median occupancy",
  }),
};

/** By dataset area id; a district uses its city's row, other Metro Manila places the Metro Manila row. */
export const SHORT_TERM_RENTAL: Readonly<Record<string, ShortTermRentalFigures>> = {
  "metro-manila": METRO_MANILA_WIDE,
  makati: airroi("Makati", 41.35, 41.1),
  taguig: airroi("Taguig", 58.72, 45.4),
  pasay: airroi("Pasay", 42.06, 38.6),
  "quezon-city": airroi("Quezon City", 36.83, 35.3),
  mandaluyong: airroi("Mandaluyong", 32.8, 38.7),
  paranaque: airroi("Parañaque", 42.58, 32.4),
  manila: airroi("Manila", 37.13, 36.0),
  pasig: airroi("Pasig", 39.06, 38.3),
  muntinlupa: airroi("Muntinlupa", 35.88, 30.8),
  "cebu-city": {
    nightlyRatePhp: cite("S38_AIRROI_CEBU", {
      period: "Feb 2024–Jan 2025",
      asOf: "2025-01",
      value: 40 * AIRBTICS_PHP_PER_USD,
      unit: "PHP/night",
      confidence: "low",
      derived: true,
      note: `Cebu City: AirROI average daily rate US$40 at ${AIRBTICS_PHP_PER_USD.toFixed(2)} PHP/USD`,
    }),
    occupancyPct: cite("S38_AIRROI_CEBU", {
      period: "Feb 2024–Jan 2025",
      asOf: "2025-01",
      value: 42.3,
      unit: "%",
      confidence: "low",
      note: "Cebu City: AirROI average occupancy (3,164 listings)",
    }),
  },
};
