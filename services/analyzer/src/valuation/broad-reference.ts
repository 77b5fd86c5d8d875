/**
 * Where the listing data has no similar listings and no city cell for a listing, a verdict still rests
 * on something measured: the BSP appraised value of its wide market (Metro Manila, or the provinces
 * outside it) as asking prices of the same type in the listing data relate to it. Every listing of the
 * type in that market (Metro Manila's, or every other province's) gives asking ÷ (BSP ₱/sqm × area);
 * the estimate is the BSP figure × area × their median and the 80 % range × their 10th and 90th
 * percentiles. Fewer than ERROR_GROUP_MIN such listings and the figure is context only, no verdict.
 *
 * Measured on whatever data the valuation reads, so an accuracy split measures it on its training side
 * only (a portal left out is valued from how the other portals' listings relate to the figure).
 * The BSP figure is of new units of all types, so the ratio carries what it cannot: the type, the
 * resale market, the size of the units the listing data holds.
 */
import type { Citation, Listing } from "@suri/contracts";
import { type FoundFigure, findFigure } from "../market-data";
import { METRO_MANILA, OUTSIDE_METRO_MANILA } from "../market-data/national";
import type { AreaProfile } from "../market-data/types";
import { type PhraseKey, type Writer, writerFor } from "../wording/writer";
import type { ValuationBasis } from "./basis";
import { figureCitation } from "./citations";
import type { PriceReference } from "./comparables";
import type { MeasuredRange } from "./data-reference";
import { type DataRow, type DataType, dataPlaceOf, dataTypeOf } from "./listing-comparables";
import { type BroadStats, ERROR_GROUP_MIN, type ErrorTable, errorStats } from "./measured-error";

/** The wide market a place belongs to, as the BSP figures divide the country. */
function broadArea(province: string | null): AreaProfile {
  return province === "Metro Manila" ? METRO_MANILA : OUTSIDE_METRO_MANILA;
}

/** The BSP appraised value per sqm of floor for a type in a place's wide market; null for land. */
export function broadFigure(type: DataType, province: string | null): FoundFigure | null {
  if (type === "lot" || type === "land") return null;
  const area = broadArea(province);
  return findFigure(area, type === "condo" ? "condoPricePerSqm" : "housePricePerSqm");
}

/** The key of a type's ratio to its wide market's BSP figure in the error table ("house|Metro Manila"). */
const broadKey = (type: DataType, province: string | null) => `${type}|${broadArea(province).name}`;

/**
 * Asking ÷ (BSP ₱/sqm × area) of every row of a building type, per type × wide market (groups of at least
 * ERROR_GROUP_MIN): their median is the scale, and the spread and error are of asking ÷ (the figure × scale).
 */
export function measureBroad(rows: readonly DataRow[]): Record<string, BroadStats> {
  const ratios = new Map<string, number[]>();
  for (const row of rows) {
    const figure = broadFigure(row.type, row.province);
    if (!figure || !(row.area > 0)) continue;
    const key = broadKey(row.type, row.province);
    const list = ratios.get(key) ?? [];
    list.push(row.price / (figure.figure.value * row.area));
    ratios.set(key, list);
  }
  return Object.fromEntries(
    [...ratios.entries()]
      .filter(([, list]) => list.length >= ERROR_GROUP_MIN)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, list]) => {
        const scale = errorStats(list).p50;
        return [key, { ...errorStats(list.map((ratio) => ratio / scale)), scale }];
      }),
  );
}

/** A reference no narrower than a wide market's: a region's or the country's figure, cited or of listings. */
export function isBroad(reference: PriceReference | null): boolean {
  if (reference?.origin !== "dataset" || reference.measured) return false;
  const level = reference.dataset?.found.area.level;
  return level === "region" || level === "national";
}

/** The listing's value from its wide market's BSP figure as measured on the listing data; null when unmeasured. */
export function broadReference(
  listing: Listing,
  basis: ValuationBasis,
  errors: ErrorTable,
  w: Writer = writerFor("en"),
): (PriceReference & { measured: MeasuredRange }) | null {
  const type = dataTypeOf(basis.propertyType);
  if (type === null || type === "lot" || type === "land" || basis.areaSqm === null || basis.areaBasis !== "floor")
    return null;
  const { province } = dataPlaceOf(listing.address);
  // A listing placed nowhere is in no wide market: not "outside Metro Manila" for want of a place.
  if (province === null) return null;
  const found = broadFigure(type, province);
  const stats = errors.broad?.[broadKey(type, province)];
  if (!found || !stats) return null;
  const perSqm = found.figure.value * stats.scale;
  const words = w.say(`data.type.${type}` as PhraseKey);
  const note = w.say("broad.note", {
    words,
    place: found.area.name,
    tested: stats.tested,
    scale: stats.scale.toFixed(2),
    low: (stats.scale * stats.p10).toFixed(2),
    high: (stats.scale * stats.p90).toFixed(2),
  });
  const cited = figureCitation({ ...found, confidence: "low" }, note, w);
  const citation: Citation = { ...cited, confidence: "low" };
  const estimate = perSqm * basis.areaSqm;
  return {
    value: perSqm,
    citation,
    origin: "dataset",
    label: `${found.figure.period}, low confidence`,
    compsUsed: 0,
    dataset: { value: found.figure.value, citation: cited, found },
    evidence: null,
    measured: {
      low: estimate * stats.p10,
      high: estimate * stats.p90,
      estimate,
      level: "region",
      place: found.area.name,
      error: { ...stats, scope: `broad|${broadKey(type, province)}` },
      placeError: null,
      statement: w.say("data.statementLevel", {
        words,
        level: w.say("data.level.region", { place: found.area.name }),
        pct: Math.round(stats.medianAbsErrorPct),
        tested: stats.tested,
        within20: Math.round(stats.within20Pct),
      }),
    },
  };
}
