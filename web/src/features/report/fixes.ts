import { type ReportData, VERDICT_RANGE_SPAN_MAX } from "@suri/contracts";

/**
 * What would turn "Not enough market data", "Comparison unreliable" or "Not enough data to rate" into a
 * verdict: the reader's next steps, most useful first. Read from the report's own facts, never from the
 * wording of its reasons.
 */
export type Fix =
  | "addPrice"
  | "askBalance"
  | "addBalance"
  | "addFloorArea"
  | "addLotArea"
  | "setType"
  | "correctPlace"
  | "askOccupants"
  | "askCase"
  | "askTitle"
  | "askEncumbrance"
  | "askRights"
  | "askDar"
  | "askInspection"
  | "askLease"
  | "checkPriceArea"
  | "askZonalValue"
  | "fewListings";

const BUILT_TYPES = new Set(["condo", "house_and_lot", "townhouse", "apartment", "commercial"]);

export function fixesFor(report: ReportData): Fix[] {
  const out: Fix[] = [];
  const o = report.overview;
  const type = o.propertyType ?? null;
  // A pasalo without its balance: the seller knows it, and the owner can enter it.
  if (report.assumption?.compared === "none") out.push("askBalance", "addBalance");
  else if (report.price === null) out.push("addPrice");
  if (type === null) out.push("setType");
  if (type !== null && BUILT_TYPES.has(type) && o.floorAreaSqm === null) out.push("addFloorArea");
  if (type === "lot" && o.lotAreaSqm === null) out.push("addLotArea");
  if (report.placeEvidence?.uncertain || (report.city === null && !report.marketArea)) out.push("correctPlace");
  const flags = new Set((report.investmentScore.redFlags ?? []).map((f) => f.key));
  if (flags.has("occupied")) out.push("askOccupants");
  if (flags.has("legal_case")) out.push("askCase");
  if (flags.has("title_pending")) out.push("askTitle");
  if (flags.has("title_encumbered")) out.push("askEncumbrance");
  if (flags.has("rights_only")) out.push("askRights");
  if (flags.has("agrarian")) out.push("askDar");
  if (flags.has("as_is")) out.push("askInspection");
  if (flags.has("tenanted")) out.push("askLease");
  const pf = report.priceFairness;
  const withheld = pf.reliable === false || pf.category === "insufficient_data";
  const range = pf.fairValueRange;
  // Similar listings' prices spread too widely to judge any one: the official zonal value and sales settle it.
  const tooWide = range ? range.high > range.low * VERDICT_RANGE_SPAN_MAX : false;
  if (withheld && out.length === 0)
    out.push(
      tooWide
        ? "askZonalValue"
        : pf.subjectPricePerSqM !== null && pf.reliable === false
          ? "checkPriceArea"
          : "fewListings",
    );
  return out;
}

/** Fixes the reader makes in "Correct what we read" (free), as opposed to questions for the seller. */
export const CORRECTABLE: ReadonlySet<Fix> = new Set([
  "addPrice",
  "addBalance",
  "addFloorArea",
  "addLotArea",
  "setType",
  "correctPlace",
]);
