/**
 * The price reference a verdict uses: the similarity-weighted median asking price per sqm of live
 * comparables when at least COMPARABLES_MIN of them pass the filters (outlier trimming then keeps
 * the extremes out of the median but never demotes the evidence: it trims fewer than half, and
 * more agreeing evidence must not send the verdict back to the wider dataset range); otherwise the
 * cited dataset figure. A comparable counts only if it is for sale, of the same type,
 * valued on the same area basis and in the same market (same dataset district/city/province, or the
 * same city name where the dataset knows only the region). Its weight is the product of:
 *   size      exp(−(ln(area ratio))² / (2·ln(1.5)²))   (1.5× the size → 0.61, 2× → 0.23)
 *   bedrooms  1 when equal or unknown, 0.7 one apart, 0.4 two or more apart
 *   recency   0.5^(age in days / 365) from when it was seen or posted; 0.75 when undated
 * Outliers (robust z > 3) are dropped before weighing. Comparables are asking prices, not sales.
 */
import type { Citation, Comparable, ComparableUsed, Listing } from "@suri/contracts";
import { type AreaProfile, normalizePlace, resolveArea } from "../market-data";
import { type Writer, writerFor } from "../wording/writer";
import { centavosToPesos, pricePerSqm, type ValuationBasis, valuationBasis } from "./basis";
import type { MeasuredRange } from "./data-reference";
import type { ReferenceValue } from "./reference";
import { median, outlierIndexes, weightedMedian } from "./robust-stats";

export { median } from "./robust-stats";

export const COMPARABLES_MIN = 5;
export const COMPARABLES_MEDIUM_CONFIDENCE_MIN = 10;
/** Above this weighted dispersion (percent of the median) comparables never reach medium confidence. */
export const COMPARABLES_MEDIUM_DISPERSION_MAX_PCT = 25;
const SIZE_SIGMA = Math.log(1.5);
const UNDATED_WEIGHT = 0.75;
const RECENCY_HALF_LIFE_DAYS = 365;
const MS_PER_DAY = 86_400_000;

/** A comparable as the store returns it (with its page and when it was seen), or a bare listing from the same page. */
export type ComparableInput = Comparable | Listing;

export interface ComparableEvidence {
  /** Every comparable that passed the filters, heaviest first, outliers flagged. */
  readonly comps: ComparableUsed[];
  readonly considered: number;
  readonly used: number;
  readonly outliers: number;
  /** Median absolute deviation from the weighted median, percent of it. */
  readonly dispersionPct: number;
}

export interface PriceReference {
  readonly value: number;
  readonly citation: Citation;
  readonly origin: "dataset" | "comparables";
  /** For report text: "Sep 2025, low confidence" / "9 comparable listings, low confidence". */
  readonly label: string;
  readonly compsUsed: number;
  /** The cited dataset reference, also when comparables were preferred (context). */
  readonly dataset: ReferenceValue | null;
  /** The comparables weighed (also when too few survived to be the reference). */
  readonly evidence: ComparableEvidence | null;
  /** Listing-data valuations: the range and accuracy measured for valuations like this one. */
  readonly measured?: MeasuredRange;
}

export function asComparable(input: ComparableInput): Comparable {
  if ("listing" in input) return input;
  return { listing: input, url: input.url ?? "", seenAt: input.postedAt ?? "" };
}

/** Same dataset district/city/province, or — when the dataset knows only the region — the same city name. */
function sameMarket(subject: Listing, subjectArea: AreaProfile, comp: Listing): boolean {
  const regional = subjectArea.level === "region" || subjectArea.level === "national";
  if (!regional) return resolveArea(comp.address).area.id === subjectArea.id;
  const city = normalizePlace(subject.address.city);
  return city !== "" && normalizePlace(comp.address.city) === city;
}

function isSelf(subject: Listing, comp: Comparable): boolean {
  return comp.listing === subject || (subject.url !== undefined && comp.url === subject.url);
}

export function similarityWeight(input: {
  subjectAreaSqm: number | null;
  subjectBedrooms: number | null;
  compAreaSqm: number;
  compBedrooms: number | null;
  seenAt: string | null;
  now: Date;
}): number {
  const { subjectAreaSqm, subjectBedrooms, compAreaSqm, compBedrooms, seenAt, now } = input;
  const ratio = subjectAreaSqm && subjectAreaSqm > 0 ? Math.log(compAreaSqm / subjectAreaSqm) : 0;
  const size = Math.exp(-(ratio * ratio) / (2 * SIZE_SIGMA * SIZE_SIGMA));
  const apart = subjectBedrooms === null || compBedrooms === null ? 0 : Math.abs(subjectBedrooms - compBedrooms);
  const bedrooms = apart === 0 ? 1 : apart === 1 ? 0.7 : 0.4;
  const seen = seenAt ? Date.parse(seenAt) : Number.NaN;
  const ageDays = Number.isFinite(seen) ? Math.max(0, (now.getTime() - seen) / MS_PER_DAY) : null;
  const recency = ageDays === null ? UNDATED_WEIGHT : 0.5 ** (ageDays / RECENCY_HALF_LIFE_DAYS);
  return size * bedrooms * recency;
}

interface SelectionInput {
  subject: Listing;
  subjectArea: AreaProfile;
  basis: ValuationBasis;
  comparables: readonly ComparableInput[];
  now: Date;
}

/** The comparables that pass the filters, with price per sqm and similarity weight. */
export function comparableCandidates(input: SelectionInput): ComparableUsed[] {
  const { subject, subjectArea, basis, now } = input;
  if (basis.propertyType === null || basis.areaBasis === null) return [];
  const out: ComparableUsed[] = [];
  for (const raw of input.comparables) {
    const comp = asComparable(raw);
    const l = comp.listing;
    if (l.offerType !== "sale" || !l.priceCentavos || isSelf(subject, comp)) continue;
    const compBasis = valuationBasis(l);
    if (compBasis.propertyType !== basis.propertyType || compBasis.areaBasis !== basis.areaBasis) continue;
    if (!sameMarket(subject, subjectArea, l) || compBasis.areaSqm === null) continue;
    const price = centavosToPesos(l.priceCentavos);
    const ppsm = pricePerSqm({ price, areaSqm: compBasis.areaSqm });
    if (ppsm === null) continue;
    const seenAt = comp.seenAt || l.postedAt || null;
    const weight = similarityWeight({
      subjectAreaSqm: basis.areaSqm,
      subjectBedrooms: subject.bedrooms ?? null,
      compAreaSqm: compBasis.areaSqm,
      compBedrooms: l.bedrooms ?? null,
      seenAt,
      now,
    });
    out.push({
      url: comp.url,
      title: l.title ?? null,
      seenAt,
      price,
      areaSqm: compBasis.areaSqm,
      pricePerSqm: ppsm,
      bedrooms: l.bedrooms ?? null,
      weight,
      outlier: false,
    });
  }
  return out;
}

/** Price per sqm of every comparable that passes the filters (before trimming). */
export function comparablePricesPerSqm(input: SelectionInput): number[] {
  return comparableCandidates(input).map((c) => c.pricePerSqm);
}

function evidenceFrom(candidates: ComparableUsed[]): { evidence: ComparableEvidence; value: number | null } {
  const outliers = outlierIndexes(candidates.map((c) => c.pricePerSqm));
  const comps = candidates
    .map((c, i) => ({ ...c, outlier: outliers.has(i) }))
    .sort((a, b) => Number(a.outlier) - Number(b.outlier) || b.weight - a.weight);
  const kept = comps.filter((c) => !c.outlier).map((c) => ({ value: c.pricePerSqm, weight: c.weight }));
  const value = weightedMedian(kept);
  // Unweighted: one heavy comparable must not make a scattered set look tight. Over every comparable
  // considered, outliers included (the median absolute deviation is robust to them already): trimming
  // first would let one more agreeing listing trim others and so, now and then, widen the range.
  const dispersionPct = value
    ? ((median(candidates.map((c) => Math.abs(c.pricePerSqm - value))) ?? 0) / value) * 100
    : 0;
  return {
    value,
    evidence: { comps, considered: candidates.length, used: kept.length, outliers: outliers.size, dispersionPct },
  };
}

function comparablesReference(
  value: number,
  evidence: ComparableEvidence,
  place: string,
  dataset: ReferenceValue | null,
  w: Writer,
): PriceReference {
  const n = evidence.used;
  const medium =
    n >= COMPARABLES_MEDIUM_CONFIDENCE_MIN && evidence.dispersionPct <= COMPARABLES_MEDIUM_DISPERSION_MAX_PCT;
  const confidence = medium ? "medium" : "low";
  const trimmed = evidence.outliers > 0 ? w.say("comps.outliersLeftOut", { n: evidence.outliers }) : "";
  return {
    value,
    origin: "comparables",
    compsUsed: n,
    label: `${n} comparable listings, ${confidence} confidence`,
    dataset,
    evidence,
    citation: {
      kind: "comparables",
      source: w.say("comps.source", { n, place }),
      period: w.say("comps.period"),
      confidence,
      note: w.say("comps.note", { trimmed }),
    },
  };
}

export function choosePriceReference(
  input: SelectionInput & { dataset: ReferenceValue | null; writer?: Writer },
): PriceReference | null {
  const { dataset } = input;
  const w = input.writer ?? writerFor("en");
  const candidates = comparableCandidates(input);
  const { evidence, value } = evidenceFrom(candidates);
  if (value !== null && evidence.considered >= COMPARABLES_MIN) {
    const place = input.subject.address.city ?? input.subjectArea.name;
    return comparablesReference(value, evidence, place, dataset, w);
  }
  if (!dataset) return null;
  return {
    value: dataset.value,
    citation: dataset.citation,
    origin: "dataset",
    label: `${dataset.found.figure.period}, ${dataset.found.confidence} confidence`,
    compsUsed: 0,
    dataset,
    evidence: candidates.length > 0 ? evidence : null,
  };
}
