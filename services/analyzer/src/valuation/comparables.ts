/**
 * The price reference a verdict uses: the median asking price per sqm of live comparables (other
 * listings the scraper saw on the same search page) when at least COMPARABLES_MIN of them are the
 * same type, valued on the same area basis, in the same market; otherwise the cited dataset figure.
 * Comparables are asking prices, not sales — the citation says so, and ten or more are needed for
 * medium confidence.
 */
import type { Citation, Listing } from "@suri/contracts";
import { type AreaProfile, normalizePlace, resolveArea } from "../market-data";
import { centavosToPesos, pricePerSqm, type ValuationBasis, valuationBasis } from "./basis";
import type { ReferenceValue } from "./reference";

export const COMPARABLES_MIN = 5;
export const COMPARABLES_MEDIUM_CONFIDENCE_MIN = 10;

export interface PriceReference {
  readonly value: number;
  readonly citation: Citation;
  readonly origin: "dataset" | "comparables";
  /** For report text: "Sep 2025, low confidence" / "9 comparable listings, low confidence". */
  readonly label: string;
  readonly compsUsed: number;
  /** The cited dataset reference, also when comparables were preferred (context). */
  readonly dataset: ReferenceValue | null;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] as number) + upper) / 2;
}

/** Same dataset district/city/province, or — when the dataset knows only the region — the same city name. */
function sameMarket(subject: Listing, subjectArea: AreaProfile, comp: Listing): boolean {
  const regional = subjectArea.level === "region" || subjectArea.level === "national";
  if (!regional) return resolveArea(comp.address).area.id === subjectArea.id;
  const city = normalizePlace(subject.address.city);
  return city !== "" && normalizePlace(comp.address.city) === city;
}

function isSelf(subject: Listing, comp: Listing): boolean {
  return comp === subject || (subject.url !== undefined && comp.url === subject.url);
}

export function comparablePricesPerSqm(input: {
  subject: Listing;
  subjectArea: AreaProfile;
  basis: ValuationBasis;
  comparables: readonly Listing[];
}): number[] {
  const { subject, subjectArea, basis, comparables } = input;
  if (basis.propertyType === null || basis.areaBasis === null) return [];
  const out: number[] = [];
  for (const comp of comparables) {
    if (comp.offerType !== "sale" || !comp.priceCentavos || isSelf(subject, comp)) continue;
    const compBasis = valuationBasis(comp);
    if (compBasis.propertyType !== basis.propertyType || compBasis.areaBasis !== basis.areaBasis) continue;
    if (!sameMarket(subject, subjectArea, comp)) continue;
    const ppsm = pricePerSqm({ price: centavosToPesos(comp.priceCentavos), areaSqm: compBasis.areaSqm });
    if (ppsm !== null) out.push(ppsm);
  }
  return out;
}

function comparablesReference(
  prices: readonly number[],
  place: string,
  dataset: ReferenceValue | null,
): PriceReference {
  const value = median(prices) as number;
  const confidence = prices.length >= COMPARABLES_MEDIUM_CONFIDENCE_MIN ? "medium" : "low";
  return {
    value,
    origin: "comparables",
    compsUsed: prices.length,
    label: `${prices.length} comparable listings, ${confidence} confidence`,
    dataset,
    citation: {
      kind: "comparables",
      source: `Median asking price per sqm of ${prices.length} comparable listings in ${place}`,
      period: "current listings",
      confidence,
      note: "Asking prices of listings of the same type seen with this one, not transaction prices",
    },
  };
}

export function choosePriceReference(input: {
  subject: Listing;
  subjectArea: AreaProfile;
  basis: ValuationBasis;
  comparables: readonly Listing[];
  dataset: ReferenceValue | null;
}): PriceReference | null {
  const { dataset } = input;
  const prices = comparablePricesPerSqm(input);
  if (prices.length >= COMPARABLES_MIN) {
    const place = input.subject.address.city ?? input.subjectArea.name;
    return comparablesReference(prices, place, dataset);
  }
  if (!dataset) return null;
  return {
    value: dataset.value,
    citation: dataset.citation,
    origin: "dataset",
    label: `${dataset.found.figure.period}, ${dataset.found.confidence} confidence`,
    compsUsed: 0,
    dataset,
  };
}
