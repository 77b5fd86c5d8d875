/** buildReport: a normalised listing in, a complete first report (ReportData) out. Pure. */
import type { Listing, ListingAddress, ReportData } from "@suri/contracts";
import { DATASET_VERSION } from "../market-data";
import { propertyTypeLabel, squareFeet } from "./basis";
import { collectCaveats } from "./caveats";
import { uniqueCitations } from "./citations";
import { fairnessSection, financialSection } from "./sections";
import { writeSummary } from "./summary";
import { type Valuation, valueListing } from "./value-listing";

export interface BuildReportOptions {
  /** The report time; the only clock the valuation reads (figure ages, generatedAt). */
  readonly now: Date;
  /** Stored by the caller; not part of ReportData today, accepted so callers can pass it through. */
  readonly reportId?: string;
  /**
   * Other listings seen with this one (ListingExtracted.comparables). When at least five are the same
   * type in the same market, their median asking price per sqm is the fairness reference.
   */
  readonly comparables?: readonly Listing[];
}

function addressText(address: ListingAddress, url: string | undefined): string {
  if (address.text?.trim()) return address.text.trim();
  const parts = [address.street, address.barangay, address.city, address.province].filter((p) => p?.trim());
  if (parts.length > 0) return parts.join(", ");
  return url ?? "Address not stated";
}

function title(listing: Listing, v: Valuation): string {
  if (listing.title?.trim()) return listing.title.trim();
  const label = propertyTypeLabel(v.basis.propertyType) ?? "Property";
  const place = listing.address.city ?? (v.resolved.matchedBy === "none" ? null : v.resolved.area.name);
  return place ? `${label} in ${place}` : "Property Report";
}

export function buildReport(listing: Listing, opts: BuildReportOptions): ReportData {
  const v = valueListing(listing, opts.comparables ?? []);
  const fairness = fairnessSection(v);
  const financial = financialSection(v);
  const primaryAreaSqm = listing.floorAreaSqm ?? listing.lotAreaSqm ?? null;
  return {
    title: title(listing, v),
    address: addressText(listing.address, listing.url),
    imageUrl: listing.images[0] ?? null,
    price: v.price,
    currency: "PHP",
    overview: {
      type: propertyTypeLabel(v.basis.propertyType),
      bedrooms: listing.bedrooms ?? null,
      bathrooms: listing.bathrooms ?? null,
      squareFeet: squareFeet(primaryAreaSqm),
      floorAreaSqm: listing.floorAreaSqm ?? null,
      lotAreaSqm: listing.lotAreaSqm ?? null,
      propertyType: v.basis.propertyType,
    },
    city: listing.address.city ?? (v.resolved.area.level === "city" ? v.resolved.area.name : null),
    investmentScore: {
      score: v.score.score,
      rating: v.score.rating,
      factors: v.score.factors,
      method: "simplified",
    },
    priceFairness: fairness,
    financialAnalysis: financial,
    summary: writeSummary(v),
    citations: uniqueCitations([
      fairness.citation,
      v.priceReference?.origin === "comparables" ? v.priceReference.dataset?.citation : null,
      financial.rentalIncome.citation,
      ...(v.rent?.inputs ?? []),
      financial.rentalYieldDetail.citation,
      financial.fiveYearValue.citation,
      financial.fiveYearValue.recentTrend?.citation,
      financial.vacancyCitation,
      financial.expensesCitation,
    ]),
    caveats: collectCaveats(listing, v, opts.now),
    datasetVersion: DATASET_VERSION,
    generatedAt: opts.now.toISOString(),
  };
}
