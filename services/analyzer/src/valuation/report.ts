/** buildReport: a normalised listing (and its comparables) in, a complete report (ReportData) out. Pure. */
import {
  type Citation,
  type ConditionEvidence,
  type InvestmentScore,
  type Listing,
  type ListingAddress,
  type ReportData,
  textOverlay,
} from "@suri/contracts";
import { DATASET_VERSION } from "../market-data";
import { withNarrative, writeNarrative } from "../narrative";
import { type PhraseKey, type Writer, writerFor } from "../wording/writer";
import { assumptionCaveats, assumptionSection } from "./assumption";
import { squareFeet } from "./basis";
import { collectCaveats, placeEvidenceText } from "./caveats";
import { mergedCitations, weakestConfidence } from "./citations";
import type { ComparableInput } from "./comparables";
import {
  amenitiesSection,
  constructionSection,
  developmentsSection,
  locationSection,
  macroSection,
  neighbourhoodSection,
  risksSection,
  safetySection,
} from "./context-sections";
import { quotedFlags } from "./detailed-score";
import { financialSection } from "./financial-section";
import { marketValueAssessment } from "./market-value";
import { ofwGuide } from "./ofw-guide";
import { plainReport } from "./plain-sources";
import { fairnessSection } from "./sections";
import { type Valuation, valueListing } from "./value-listing";

export interface BuildReportOptions {
  /** The report time; the only clock the valuation reads (figure ages, comparables' age, generatedAt). */
  readonly now: Date;
  /** Stored by the caller; not part of ReportData, accepted so callers can pass it through. */
  readonly reportId?: string;
  /**
   * Comparable listings: from the comparables store (each with its page and when it was seen) or the
   * other listings of the same search page. At least five of the same type in the same market make
   * the fairness reference.
   */
  readonly comparables?: readonly ComparableInput[];
  /**
   * Value from the listing data's similar listings when live comparables are fewer than five, and
   * rent condos from condo rent data (default). Off, the last resort — the city × type table and
   * cited figures — is used: the hand-computed tests of that path use it.
   */
  readonly listingData?: boolean;
}

function addressText(address: ListingAddress, url: string | undefined, w: Writer): string {
  if (address.text?.trim()) return address.text.trim();
  const parts = [address.street, address.barangay, address.city, address.province].filter((p) => p?.trim());
  if (parts.length > 0) return parts.join(", ");
  return url ?? w.say("report.noAddress");
}

const typeName = (type: Valuation["basis"]["propertyType"], w: Writer) =>
  type === null ? null : w.say(`type.${type}` as PhraseKey);

function title(listing: Listing, v: Valuation, w: Writer): string {
  if (listing.title?.trim()) return listing.title.trim();
  const label = typeName(v.basis.propertyType, w) ?? w.say("report.titleProperty");
  const place = listing.address.city ?? (v.resolved.matchedBy === "none" ? null : v.resolved.area.name);
  return place ? w.say("report.titleIn", { type: label, place }) : w.say("report.titleNone");
}

/**
 * The report's one score. Confidence: low when a quarter or more of the weight had no data (or no score
 * could be given), at most medium when any factor lacked data, else the weakest of the main inputs.
 */
function investmentScore(
  v: Valuation,
  inputs: readonly (Citation | null | undefined)[],
  evidence: readonly ConditionEvidence[],
): InvestmentScore {
  const d = v.detailed;
  const cited = weakestConfidence(inputs.filter((c): c is Citation => Boolean(c)));
  const confidence =
    d.score === null || d.coveragePercent < 75 ? "low" : d.coveragePercent < 100 && cited === "high" ? "medium" : cited;
  return {
    score: d.score,
    rating: d.rating,
    factors: d.factors,
    method: "detailed",
    confidence,
    coveragePercent: d.coveragePercent,
    redFlags: quotedFlags(d.redFlags, evidence),
    uncappedScore: d.uncappedScore,
  };
}

function allCitations(r: Omit<ReportData, "citations">, v: Valuation): Citation[] {
  const fa = r.financialAnalysis;
  return mergedCitations([
    r.priceFairness.citation,
    v.priceReference?.origin === "comparables" ? v.priceReference.dataset?.citation : null,
    ...(r.marketValueAssessment?.citations ?? []),
    fa.rentalIncome.citation,
    ...(v.rent?.inputs ?? []),
    fa.rentalYieldDetail.citation,
    fa.fiveYearValue.citation,
    fa.fiveYearValue.recentTrend?.citation,
    fa.projection?.low?.citation,
    fa.projection?.high?.citation,
    fa.projection?.rentGrowthCitation,
    fa.vacancyCitation,
    ...(fa.purchaseCosts?.lines ?? []).map((l) => l.citation),
    ...(fa.operatingCosts?.lines ?? []).map((l) => l.citation),
    ...(fa.exitCosts?.lines ?? []).map((l) => l.citation),
    ...(fa.financing ?? []).flatMap((s) => s.citations),
    ...(fa.shortTermRental?.citations ?? []),
    r.locationAnalysis?.citation,
    ...(r.securitySafety?.hazards ?? []).map((h) => h.citation),
    ...(r.futureDevelopments?.projects ?? []).map((p) => p.citation),
    ...Object.values(r.macroeconomicData ?? {}).map((m) => m?.citation),
  ]);
}

/**
 * The report in English — the stored text — with its Tagalog under `translations.tl` and a narrative in
 * both: one writer words the same valuation twice, once per phrase catalogue.
 */
export function buildReport(listing: Listing, opts: BuildReportOptions): ReportData {
  const en = writeReport(listing, opts, writerFor("en"));
  const tl = writeReport(listing, opts, writerFor("tl"));
  const narrative = {
    writer: "deterministic" as const,
    en: writeNarrative(en, writerFor("en")),
    tl: writeNarrative(tl, writerFor("tl")),
  };
  const report = withNarrative(en, narrative);
  return { ...report, translations: { tl: textOverlay(report, tl) } };
}

/** Every section of the report worded by `w`, without a narrative. */
export function writeReport(listing: Listing, opts: BuildReportOptions, w: Writer): ReportData {
  const v = valueListing(listing, opts.comparables ?? [], opts.now, {
    listingData: opts.listingData ?? true,
    writer: w,
  });
  const priceFairness = fairnessSection(v, w);
  const financialAnalysis = financialSection(v, w);
  const primaryAreaSqm = listing.floorAreaSqm ?? listing.lotAreaSqm ?? null;
  const city = listing.address.city ?? (v.resolved.area.level === "city" ? v.resolved.area.name : null);
  // The listing's own words for its red flags, quoted at the top of the report and in its risks.
  const evidence = listing.conditionEvidence ?? [];
  const score = investmentScore(v, [priceFairness.citation, financialAnalysis.rentalIncome.citation], evidence);
  const body: Omit<ReportData, "citations"> = {
    title: title(listing, v, w),
    address: addressText(listing.address, listing.url, w),
    imageUrl: listing.images[0] ?? null,
    price: v.price,
    currency: "PHP",
    overview: {
      type: typeName(v.basis.propertyType, w),
      bedrooms: listing.bedrooms ?? null,
      bathrooms: listing.bathrooms ?? null,
      squareFeet: squareFeet(primaryAreaSqm),
      floorAreaSqm: listing.floorAreaSqm ?? null,
      lotAreaSqm: listing.lotAreaSqm ?? null,
      propertyType: v.basis.propertyType,
    },
    city,
    // A fallback region ("outside Metro Manila") is no place name: only a matched place is named.
    marketArea:
      v.resolved.matchedBy === "none" || v.resolved.matchedBy === "default-region" ? null : v.resolved.area.name,
    placeEvidence: listing.place
      ? {
          ...listing.place,
          conflicting: [...listing.place.conflicting],
          text: placeEvidenceText(listing, w) ?? "",
        }
      : null,
    investmentScore: score,
    priceFairness,
    marketValueAssessment: marketValueAssessment(v.basis, v.priceReference, v.comparison.reliable, w),
    financialAnalysis,
    locationAnalysis: locationSection(v, w),
    neighborhoodAnalysis: neighbourhoodSection(v, city, w),
    amenities: amenitiesSection(v, w),
    investmentRisks: risksSection(v, w, evidence),
    securitySafety: safetySection(v, w),
    futureDevelopments: developmentsSection(v, w),
    macroeconomicData: macroSection(),
    constructionQuality: constructionSection(v, w),
    ofwGuide: ofwGuide(v),
    assumption: assumptionSection(listing, v, w),
    summary: "",
    caveats: [...assumptionCaveats(v, w), ...collectCaveats(listing, v, opts.now, w)],
    datasetVersion: DATASET_VERSION,
    generatedAt: opts.now.toISOString(),
  };
  // Sources and sentences in the reader's words (no research keys) before the narrative quotes them.
  return plainReport({ ...body, citations: allCitations(body, v) });
}
