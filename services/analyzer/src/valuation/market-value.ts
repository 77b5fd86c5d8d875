/**
 * What the unit would likely sell for: reference price per sqm × area, less the asking-to-sale
 * discount when the reference is made of asking prices, with a range and a confidence.
 *   dataset reference      range ±10% (high), ±15% (medium), ±25% (low confidence)
 *   comparables reference  range ±max(5%, 1.96 × 1.4826 × MAD% / √n) over the n comparables
 *                          considered (MAD about the reference, outliers included), never wider than
 *                          the dataset range for the same place (±25% when there is none)
 * So more of the same evidence never widens the range, and comparables never make it wider than the
 * dataset alone would.
 */
import type { Citation, MarketValueAssessment } from "@suri/contracts";
import { OWNING } from "../market-data";
import { type Writer, writerFor } from "../wording/writer";
import type { ValuationBasis } from "./basis";
import { plainCitation } from "./citations";
import type { PriceReference } from "./comparables";
import { MAD_TO_SIGMA } from "./robust-stats";

export const DATASET_RANGE_PCT = { high: 10, medium: 15, low: 25 } as const;
export const MIN_RANGE_PCT = 5;
const Z_95 = 1.96;

/** Dataset rows made of listing prices (aggregators, a developer's asking price), not appraisals. */
const ASKING_BASED_SOURCE_KEYS = new Set(["S60", "notes:bambooroutes Sep 2025", "notes:Iloilo (Megaworld IBP)"]);

export function rangePercent(reference: PriceReference | null): number | null {
  if (!reference) return null;
  const datasetWidth = reference.dataset ? DATASET_RANGE_PCT[reference.dataset.found.confidence] : null;
  if (reference.origin === "dataset") return datasetWidth;
  const evidence = reference.evidence;
  // Every comparable considered: the dispersion is measured over all of them.
  const n = Math.max(1, evidence?.considered ?? 1);
  const statistical = (Z_95 * MAD_TO_SIGMA * (evidence?.dispersionPct ?? 0)) / Math.sqrt(n);
  return Math.min(datasetWidth ?? DATASET_RANGE_PCT.low, Math.max(MIN_RANGE_PCT, statistical));
}

function isAskingBased(reference: PriceReference): boolean {
  if (reference.origin === "comparables") return true;
  const key = reference.dataset?.found.figure.sourceKey ?? "";
  return ASKING_BASED_SOURCE_KEYS.has(key) || key.startsWith("listings:");
}

/** The share asking prices run above sale prices for this reference, percent (0 for an appraisal-based one). */
export function askingDiscountPct(reference: PriceReference): number {
  return isAskingBased(reference) ? OWNING.askingToSaleDiscountPct.value : 0;
}

const NONE: MarketValueAssessment = {
  method: "none",
  referencePricePerSqm: null,
  askingToSaleDiscountPercent: null,
  estimatedSaleValue: null,
  lowValue: null,
  highValue: null,
  rangePercent: null,
  dispersionPercent: null,
  comparablesConsidered: 0,
  comparablesUsed: 0,
  outliersRemoved: 0,
  confidence: "low",
  note: "",
  citations: [],
};

export function marketValueAssessment(
  basis: ValuationBasis,
  reference: PriceReference | null,
  reliable = true,
  w: Writer = writerFor("en"),
): MarketValueAssessment {
  const evidence = reference?.evidence ?? null;
  const counts = {
    comparablesConsidered: evidence?.considered ?? 0,
    comparablesUsed: reference?.origin === "comparables" ? (evidence?.used ?? 0) : 0,
    outliersRemoved: evidence?.outliers ?? 0,
  };
  if (!reference || basis.areaSqm === null) return { ...NONE, ...counts, note: w.say("value.none") };
  const asking = isAskingBased(reference);
  const discount = askingDiscountPct(reference);
  const estimate = reference.value * basis.areaSqm * (1 - discount / 100);
  // Listing data states its own spread (the middle half of listings, widened for wider areas).
  const spread = reference.origin === "dataset" ? reference.dataset?.range : undefined;
  const width = spread
    ? ((spread.high - spread.low) / 2 / reference.value) * 100
    : (rangePercent(reference) ?? DATASET_RANGE_PCT.low);
  const measured = reference.measured;
  const low = measured
    ? measured.low * (1 - discount / 100)
    : spread
      ? spread.low * basis.areaSqm * (1 - discount / 100)
      : estimate * (1 - width / 100);
  const high = measured
    ? measured.high * (1 - discount / 100)
    : spread
      ? spread.high * basis.areaSqm * (1 - discount / 100)
      : estimate * (1 + width / 100);
  const doubt = reliable ? "" : w.say("value.doubt");
  const citations: Citation[] = [reference.citation];
  if (asking) citations.push(plainCitation(OWNING.askingToSaleDiscountPct));
  const areaWord = w.say(basis.areaBasis === "lot" ? "value.lot" : "value.floor");
  const less = asking ? w.say("value.askingDiscount", { discount }) : "";
  return {
    method: reference.origin,
    referencePricePerSqm: reference.value,
    askingToSaleDiscountPercent: asking ? discount : null,
    estimatedSaleValue: estimate,
    lowValue: low,
    highValue: high,
    rangePercent: measured ? ((measured.high - measured.low) / 2 / measured.estimate) * 100 : width,
    dispersionPercent: reference.origin === "comparables" ? (evidence?.dispersionPct ?? null) : null,
    ...counts,
    confidence: reliable ? reference.citation.confidence : "low",
    note:
      measured?.level === "region" && reference.dataset
        ? w.say("value.broad", {
            place: measured.place,
            scale: (reference.value / reference.dataset.value).toFixed(2),
            tested: measured.error.tested,
            area: areaWord,
            less,
            statement: measured.statement,
            doubt,
          })
        : measured
          ? w.say("value.measured", {
              n: reference.compsUsed,
              place: measured.level === "project" ? w.say("method.project", { name: measured.place }) : measured.place,
              area: areaWord,
              less,
              statement: measured.statement,
              doubt,
            })
          : w.say("value.reference", {
              area: areaWord,
              less: asking ? less : w.say("value.appraisal"),
              range: spread ? w.say("value.middleHalf") : `±${width.toFixed(1)}%`,
              doubt,
            }),
    citations,
  };
}
