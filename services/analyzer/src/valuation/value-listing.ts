/**
 * Every number of a report, computed from the listing and the dataset, before any wording.
 * buildReport turns this into ReportData; tests can inspect it directly.
 */
import type { Listing } from "@suri/contracts";
import { type ResolvedArea, resolveArea } from "../market-data";
import { centavosToPesos, pricePerSqm, type ValuationBasis, valuationBasis } from "./basis";
import { choosePriceReference, type PriceReference } from "./comparables";
import { type FairnessVerdict, priceFairness } from "./fairness";
import { gatherMarketInputs, type MarketInputs } from "./market-inputs";
import { type NetGain, netGainOverYears, PROJECTION_YEARS, projectValue, roiTimeline } from "./projection";
import { grossRentalYieldPct, listedMonthlyRent, monthlyRentEstimate, type RentEstimate } from "./rent";
import { type SimplifiedScore, simplifiedScore } from "./score";

export interface Valuation {
  readonly resolved: ResolvedArea;
  readonly basis: ValuationBasis;
  /** Sale price in pesos; null for rent listings and listings without a (positive) price. */
  readonly price: number | null;
  /** A rent listing's asking rent per month, in pesos. */
  readonly listedRent: number | null;
  readonly subjectPerSqm: number | null;
  readonly market: MarketInputs;
  /** What the verdict compares with: live comparables when there are enough, else the dataset row. */
  readonly priceReference: PriceReference | null;
  readonly fairness: FairnessVerdict;
  readonly rent: RentEstimate | null;
  readonly grossYieldPct: number | null;
  readonly growthPct: number | null;
  readonly futureValue: number | null;
  readonly recentTrendFutureValue: number | null;
  readonly timeline: { year: number; value: number }[];
  readonly monthlyDues: number | null;
  readonly netGain: NetGain;
  readonly score: SimplifiedScore;
}

function salePrice(listing: Listing): number | null {
  if (listing.offerType !== "sale" || listing.priceCentavos === undefined || listing.priceCentavos <= 0) return null;
  return centavosToPesos(listing.priceCentavos);
}

function rentListingAmount(listing: Listing): number | null {
  if (listing.offerType !== "rent" || listing.priceCentavos === undefined || listing.priceCentavos <= 0) return null;
  return listedMonthlyRent(centavosToPesos(listing.priceCentavos), listing.rentPeriod);
}

export function valueListing(listing: Listing, comparables: readonly Listing[] = []): Valuation {
  const resolved = resolveArea(listing.address);
  const basis = valuationBasis(listing);
  const price = salePrice(listing);
  const listedRent = rentListingAmount(listing);
  const subjectPerSqm = pricePerSqm({ price, areaSqm: basis.areaSqm });
  const market = gatherMarketInputs(resolved.area, basis, listing.status);
  const priceReference = choosePriceReference({
    subject: listing,
    subjectArea: resolved.area,
    basis,
    comparables,
    dataset: market.reference,
  });
  const fairness = priceFairness({ price, subjectPerSqm, medianPerSqm: priceReference?.value ?? null });
  const floorAreaSqm = basis.areaBasis === "floor" ? basis.areaSqm : null;
  const rent = monthlyRentEstimate({
    floorAreaSqm,
    rentPerSqmMonth: market.rentPerSqmMonth,
    referencePerSqm: market.reference,
    grossYieldPct: market.grossYieldPct,
  });
  const monthlyRent = listedRent ?? rent?.monthlyRent ?? null;
  const grossYieldPct = grossRentalYieldPct({ monthlyRent, price });
  const growthPct = market.growthPct?.value ?? null;
  const canProject = price !== null && growthPct !== null;
  const futureValue = canProject
    ? projectValue({ startValue: price, annualGrowthPct: growthPct, years: PROJECTION_YEARS })
    : null;
  const recent = market.recentGrowthPct?.value;
  const recentTrendFutureValue =
    price !== null && recent !== undefined
      ? projectValue({ startValue: price, annualGrowthPct: recent, years: PROJECTION_YEARS })
      : null;
  const monthlyDues =
    market.duesPerSqmMonth && floorAreaSqm !== null ? market.duesPerSqmMonth.value * floorAreaSqm : null;
  const netGain = netGainOverYears({
    price,
    futureValue,
    monthlyRent: price === null ? null : monthlyRent,
    vacancyPct: market.vacancyPct?.value ?? null,
    monthlyDues,
  });
  const score = simplifiedScore({
    yieldPct: grossYieldPct,
    appreciationPct: growthPct,
    deltaPercent: fairness.dataValid ? fairness.deltaPercent : null,
  });
  return {
    resolved,
    basis,
    price,
    listedRent,
    subjectPerSqm,
    market,
    priceReference,
    fairness,
    rent,
    grossYieldPct,
    growthPct,
    futureValue,
    recentTrendFutureValue,
    timeline: canProject ? roiTimeline({ price, annualGrowthPct: growthPct }) : [],
    monthlyDues,
    netGain,
    score,
  };
}
