/**
 * The figures a narrative may state, read from the finished report and formatted once, so both the
 * deterministic writers and the model see exactly the numbers the report holds (pesos without
 * decimals, percentages with one, kilometres with one).
 */
import { formatPercent, formatPeso, type ReportData } from "@suri/contracts";
import { type Writer, writerFor } from "../wording/writer";

export const peso = formatPeso;
export const pct = (value: number | null | undefined) =>
  formatPercent(value === null || value === undefined ? value : Math.abs(value));
export const km = (value: number) => `${value.toFixed(1)} km`;

export interface NarrativeFacts {
  readonly r: ReportData;
  readonly fa: ReportData["financialAnalysis"];
  readonly pf: ReportData["priceFairness"];
  readonly place: string;
  readonly typeLabel: string;
  readonly sizeSqm: number | null;
  readonly cash: NonNullable<ReportData["financialAnalysis"]["financing"]>[number] | null;
  readonly fiveYear: ReportData["financialAnalysis"]["roiTimeline"][number] | null;
  readonly rentKnown: boolean;
  readonly isLot: boolean;
  /** A rental listing (its asking rent), not a sale. */
  readonly rentListing: boolean;
}

export function narrativeFacts(r: ReportData, w: Writer = writerFor("en")): NarrativeFacts {
  const fa = r.financialAnalysis;
  const isLot = r.priceFairness.areaBasis === "lot" || r.overview.propertyType === "lot";
  const sizeSqm = isLot ? r.overview.lotAreaSqm : (r.overview.floorAreaSqm ?? r.overview.lotAreaSqm);
  return {
    r,
    fa,
    pf: r.priceFairness,
    place: r.marketArea ?? r.city ?? w.say("narrative.thisArea"),
    typeLabel: r.overview.type?.toLowerCase() ?? w.say("type.property.lower"),
    sizeSqm,
    cash: fa.financing?.find((s) => s.kind === "cash") ?? null,
    fiveYear: fa.roiTimeline.find((p) => p.year === (fa.projection?.years ?? 5)) ?? null,
    rentKnown: fa.netOperatingIncome !== null && fa.netOperatingIncome !== undefined,
    isLot,
    rentListing: fa.rentalIncome.citation?.kind === "listing",
  };
}

/** "1.5" for 1.5 and "45" for 45.0: areas as the listing gives them. */
export function sqm(value: number): string {
  return `${Number(value.toFixed(1))} sqm`;
}
