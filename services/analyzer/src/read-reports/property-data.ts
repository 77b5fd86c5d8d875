/** SPEC §3 "Property data" from a stored report and its listing: the same figures under the SPEC's names. */
import type { PropertyData, ReportRecord } from "@suri/contracts";

const STATUS_LABELS = { ready_for_occupancy: "Ready for occupancy", pre_selling: "Pre-selling" } as const;

export function toPropertyData(record: ReportRecord): PropertyData {
  const r = record.reportData;
  const l = record.parsedData;
  const developer = l.developer ?? null;
  const status = l.status ?? null;
  return {
    id: record.id,
    title: r.title,
    address: r.address,
    price: r.price,
    imageUrl: r.imageUrl,
    propertyType: r.overview.propertyType ?? l.propertyType ?? null,
    developer,
    status,
    overview: {
      type: r.overview.type,
      bedrooms: r.overview.bedrooms,
      bathrooms: r.overview.bathrooms,
      squareFeet: r.overview.squareFeet,
      yearBuilt: null,
      developer,
      status: status ? STATUS_LABELS[status] : null,
    },
    investmentScore: r.investmentScore,
    investmentFactors: r.investmentScore.factors,
    // One score everywhere (issue 20): the older second score is never shown.
    simplifiedScore: null,
    priceFairness: r.priceFairness,
    financialAnalysis: r.financialAnalysis,
    neighborhoodAnalysis: r.neighborhoodAnalysis ?? null,
    locationAnalysis: r.locationAnalysis ?? null,
    investmentRisks: r.investmentRisks ?? null,
    securitySafety: r.securitySafety ?? null,
    futureDevelopments: r.futureDevelopments ?? null,
    macroeconomicData: r.macroeconomicData ?? null,
    amenities: r.amenities ?? null,
    marketValueAssessment: r.marketValueAssessment ?? null,
    constructionQuality: r.constructionQuality ?? null,
    ofwGuide: r.ofwGuide ?? null,
    generatedAt: record.generatedAt,
    expiresAt: record.expiresAt ?? null,
  };
}
