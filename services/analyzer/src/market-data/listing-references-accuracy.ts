/**
 * How well the listing references predict listings they were not built from: for every city ×
 * type of the data, the reference the lookup returns (at whatever level) against the median of the
 * held-out 20 % of rows. `npm run accuracy` prints these rows.
 */

import { type ListingPropertyType, listingReference } from "./listing-references";
import holdoutJson from "./listing-references/holdout.json";

/** A reference within ±25 % of the held-out median counts as accurate (issue 9). */
export const ACCURACY_TOLERANCE = 0.25;
/** Held-out rows a cell needs before its median is worth comparing. */
export const HOLDOUT_N_MIN = 5;
/** Listings (both parts) that make a city × type "covered": it must have a reference. */
export const COVERAGE_N_MIN = 15;

/**
 * Covered cells whose reference misses the held-out median by more than ±25 %, and why. The test
 * fails when a cell misses that is not here (or one here stops missing), so a change in the data,
 * the cleaning or the lookup that moves accuracy is seen and explained.
 */
export const KNOWN_ACCURACY_MISSES: Readonly<Record<string, string>> = {
  "Consolacion · lot":
    "Lots run from hillside tracts to subdivision lots (IQR ₱10,500–20,000/sqm); the 10 held-out rows sit at the low end (₱10,350), inside the shown range.",
  "Liloan · lot":
    "Same spread (IQR ₱11,250–23,700/sqm, beach-front Amara lots beside inland tracts); held-out median ₱11,726 of 14 rows lies inside the range.",
  "Imus · house":
    "17 calibration rows from two undated/2022 Lamudi files mixing pre-selling models and resales; held-out ₱50,888 of 7 rows is near the range's low end.",
  "Lipa · lot":
    "Only 12 calibration rows (low confidence, widened range); held-out ₱22,230 of 6 rows lies inside the range; ratio 1.26 is at the edge.",
  "Makati · house":
    "Villages from Forbes Park to Pio del Pilar: IQR ₱203,000–571,000/sqm; 6 held-out rows, median ₱262,175 inside the range.",
  "Muntinlupa · house":
    "Ayala Alabang villas beside Tunasan subdivisions (IQR ₱75,000–283,000/sqm); 5 held-out rows, median inside the range.",
  "Quezon City · house":
    "Bimodal market: subdivision houses near ₱70,000–130,000/sqm and luxury villages (Ayala Heights, Capitol Homes, White Plains) near ₱180,000+, re-posted by several agents; the 11 held-out rows fell mostly on luxury listings (₱195,833), above the shown range.",
};

interface HoldoutCellJson {
  readonly place: string;
  readonly province: string;
  readonly region: string;
  readonly type: ListingPropertyType;
  readonly nAll: number;
  readonly n: number;
  readonly median: number | null;
}

const HOLDOUT = (holdoutJson as unknown as { cells: readonly HoldoutCellJson[] }).cells;

export type AccuracyVerdict = "within" | "outside" | "few-held-out" | "no-reference";

export interface AccuracyRow {
  readonly city: string;
  readonly province: string;
  readonly type: ListingPropertyType;
  /** Clean listings of this city × type in the whole data. */
  readonly nAll: number;
  readonly referenceLevel: "city" | "province" | "region" | null;
  readonly referencePlace: string | null;
  readonly referenceN: number;
  readonly referenceMedian: number | null;
  readonly holdoutN: number;
  readonly holdoutMedian: number | null;
  /** Reference median ÷ held-out median. */
  readonly ratio: number | null;
  /** The held-out median lies inside the range the report shows (low–high). */
  readonly holdoutInRange: boolean | null;
  readonly verdict: AccuracyVerdict;
}

function verdictOf(ratio: number | null, holdoutN: number, hasReference: boolean): AccuracyVerdict {
  if (!hasReference) return "no-reference";
  if (ratio === null || holdoutN < HOLDOUT_N_MIN) return "few-held-out";
  return Math.abs(ratio - 1) <= ACCURACY_TOLERANCE ? "within" : "outside";
}

/** One row per city × type of the data with at least `nAllMin` listings (default: every cell kept). */
export function listingReferenceAccuracy(nAllMin = 0): AccuracyRow[] {
  return HOLDOUT.filter((c) => c.nAll >= nAllMin).map((c) => {
    const reference = listingReference({ city: c.place, province: c.province }, c.type);
    const ratio = reference && c.median ? reference.medianPerSqm / c.median : null;
    return {
      city: c.place,
      province: c.province,
      type: c.type,
      nAll: c.nAll,
      referenceLevel: reference?.level ?? null,
      referencePlace: reference?.place ?? null,
      referenceN: reference?.n ?? 0,
      referenceMedian: reference?.medianPerSqm ?? null,
      holdoutN: c.n,
      holdoutMedian: c.median,
      ratio: ratio === null ? null : Math.round(ratio * 1000) / 1000,
      holdoutInRange: reference && c.median ? c.median >= reference.low && c.median <= reference.high : null,
      verdict: verdictOf(ratio, c.n, reference !== null),
    };
  });
}

export interface AccuracySummary {
  readonly cells: number;
  readonly compared: number;
  readonly within: number;
  /** Compared cells whose held-out median lies inside the shown low–high range. */
  readonly inRange: number;
  readonly outside: readonly AccuracyRow[];
  readonly withoutReference: readonly AccuracyRow[];
}

/** Covered cells (≥ 15 listings): how many compare, how many sit within ±25 %, which miss. */
export function listingAccuracySummary(rows = listingReferenceAccuracy(COVERAGE_N_MIN)): AccuracySummary {
  return {
    cells: rows.length,
    compared: rows.filter((r) => r.verdict === "within" || r.verdict === "outside").length,
    within: rows.filter((r) => r.verdict === "within").length,
    inRange: rows.filter((r) => (r.verdict === "within" || r.verdict === "outside") && r.holdoutInRange).length,
    outside: rows.filter((r) => r.verdict === "outside"),
    withoutReference: rows.filter((r) => r.verdict === "no-reference"),
  };
}

const peso = (v: number | null) => (v === null ? "—" : `₱${Math.round(v).toLocaleString("en-US")}`);

/** Print-friendly lines: city, type, n, reference (level), held-out median, ratio, verdict. */
export function formatAccuracyRows(rows: readonly AccuracyRow[]): string[] {
  return rows.map((r) =>
    [
      `${r.city} · ${r.type}`.padEnd(30),
      `n=${r.nAll}`.padEnd(7),
      `ref ${peso(r.referenceMedian)} (${r.referenceLevel ?? "none"}${r.referenceLevel === "city" ? "" : ` ${r.referencePlace ?? ""}`}, n=${r.referenceN})`.padEnd(
        48,
      ),
      `held-out ${peso(r.holdoutMedian)} (n=${r.holdoutN})`.padEnd(28),
      `ratio ${r.ratio?.toFixed(2) ?? "—"}`.padEnd(11),
      r.verdict,
      r.verdict === "outside" ? `— ${KNOWN_ACCURACY_MISSES[`${r.city} · ${r.type}`] ?? "not yet explained"}` : "",
    ]
      .join(" ")
      .trimEnd(),
  );
}
