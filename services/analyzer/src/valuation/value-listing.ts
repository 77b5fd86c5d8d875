/**
 * Every number of a report, computed from the listing, its comparables and the dataset, before any
 * wording. `ValuationCore` is the price, rent and market side; `Valuation` adds the investment
 * runs, projection scenarios, place facts and the investment score. buildReport turns it into ReportData;
 * tests can inspect it directly.
 */
import { formatPeso, type Hazard, type Listing, type ListingCondition, startValue } from "@suri/contracts";
import { DEVELOPMENTS, isInMetroManila, type ResolvedArea, resolveArea } from "../market-data";
import { type Writer, writerFor } from "../wording/writer";
import { type AssumedDeal, assumedDeal, comparedPrice } from "./assumption";
import { centavosToPesos, pricePerSqm, type ValuationBasis, valuationBasis } from "./basis";
import { broadReference, isBroad } from "./broad-reference";
import {
  type CalibratedReference,
  type CalibratedRent,
  calibratedReference,
  calibratedRent,
  isOwnCityCell,
} from "./calibrated";
import { type ComparableInput, choosePriceReference, type PriceReference } from "./comparables";
import { isCityPlace } from "./costs";
import { dataReference, type ListingDataSet } from "./data-reference";
import { type DetailedScore, detailedScore } from "./detailed-score";
import { type FairnessVerdict, priceVerdict } from "./fairness";
import { type InvestmentPlan, investmentPlan } from "./investment";
import { dataPlaceOf } from "./listing-comparables";
import { type LocationFacts, locationFacts, placeKeys } from "./location";
import { gatherMarketInputs, type MarketInputs } from "./market-inputs";
import { askingDiscountPct } from "./market-value";
import { ERROR_TABLE } from "./measured-error";
import { type GrowthScenarios, growthScenarios, PROJECTION_YEARS, projectValue } from "./projection";
import type { ReferenceValue } from "./reference";
import {
  type ComparisonCheck,
  comparisonCheck,
  type FairValueRange,
  fairValueRange,
  withheldVerdict,
  type YieldCheck,
  yieldCheck,
} from "./reliability";
import {
  type CitedValue,
  condoRentEstimate,
  grossRentalYieldPct,
  listedMonthlyRent,
  monthlyRentEstimate,
  type RentEstimate,
  withoutCondoRentData,
} from "./rent";
import { hazardsFor } from "./risks";

export interface ValuationCore {
  readonly resolved: ResolvedArea;
  readonly basis: ValuationBasis;
  readonly status: Listing["status"];
  /** Occupants, a pending case or an untransferred title, as the listing states them. */
  readonly conditions: readonly ListingCondition[];
  readonly inMetroManila: boolean;
  /** The town the listing states, as it states it (null when it names none). */
  readonly townStated: string | null;
  /** The place levies city rates (transfer tax, real property tax). */
  readonly cityPlace: boolean;
  /** Sale price in pesos; null for rent listings and listings without a (positive) price. A pasalo's is its total cost. */
  readonly price: number | null;
  /** A pasalo: its asked amount is the seller's equity (assumption.ts). */
  readonly assumption: AssumedDeal | null;
  /** A rent listing's asking rent per month, in pesos. */
  readonly listedRent: number | null;
  /** Monthly association dues the listing states, in pesos. */
  readonly listedDuesMonthly: number | null;
  readonly subjectPerSqm: number | null;
  readonly market: MarketInputs;
  /** What the verdict compares with: live comparables when there are enough, else the dataset row. */
  readonly priceReference: PriceReference | null;
  readonly fairness: FairnessVerdict;
  /**
   * What the unit would likely sell for today (the estimate less the asking discount), when a verdict is
   * given; the value projection grows from the lower of it and the price.
   */
  readonly likelySaleValue: number | null;
  /** Whether the price comparison can be trusted, and why not. */
  readonly comparison: ComparisonCheck;
  /** The unit's value across the reference's range: shown instead of a verdict when the comparison is unreliable. */
  readonly fairValueRange: FairValueRange | null;
  /** The rent the report works with: the listing's own when it states one (the estimate in its note), else the estimate. */
  readonly rent: RentEstimate | null;
  readonly grossYieldPct: number | null;
  /** A gross yield outside 2–15 % is shown flagged and kept out of the score. */
  readonly yieldCheck: YieldCheck;
  readonly growthPct: number | null;
  /** Dataset dues per sqm × floor area (condos with a rent estimate). */
  readonly monthlyDues: number | null;
}

export interface Valuation extends ValuationCore {
  readonly futureValue: number | null;
  readonly recentTrendFutureValue: number | null;
  readonly scenarios: GrowthScenarios | null;
  readonly plan: InvestmentPlan | null;
  readonly placeKeys: readonly string[];
  readonly location: LocationFacts;
  readonly hazards: Hazard[];
  readonly developments: typeof DEVELOPMENTS;
  readonly detailed: DetailedScore;
}

function salePrice(listing: Listing): number | null {
  if (listing.offerType !== "sale" || listing.priceCentavos === undefined || listing.priceCentavos <= 0) return null;
  return centavosToPesos(listing.priceCentavos);
}

function rentListingAmount(listing: Listing): number | null {
  if (listing.offerType !== "rent" || listing.priceCentavos === undefined || listing.priceCentavos <= 0) return null;
  return listedMonthlyRent(centavosToPesos(listing.priceCentavos), listing.rentPeriod);
}

/**
 * The rent a sale listing states for the unit ("also for rent at ₱80,000 a month"): the report uses it, cited
 * as the listing's, and keeps the market estimate beside it in the citation's note.
 */
function statedRent(listing: Listing, estimate: RentEstimate | null, w: Writer): RentEstimate | null {
  const stated = listing.listedRentCentavos;
  if (listing.offerType !== "sale" || stated === undefined || stated <= 0) return null;
  const words = listing.provenance.listedRentCentavos?.snippet;
  const beside = estimate
    ? w.say("rent.listedBeside", { estimate: formatPeso(estimate.monthlyRent), source: estimate.citation.source })
    : w.say("rent.listedNoEstimate");
  return {
    monthlyRent: centavosToPesos(stated),
    method: "listed",
    inputs: [],
    citation: {
      kind: "listing",
      source: w.say("rent.listedSource"),
      confidence: "medium",
      note: words ? w.say("rent.listedWords", { words, beside }) : beside,
    },
  };
}

/** The dataset reference a verdict falls back on (see calibrated.ts for the order). */
function datasetReference(calibrated: CalibratedReference | null, cited: ReferenceValue | null): ReferenceValue | null {
  const citedOwn = cited !== null && !cited.found.fallback && cited.found.area.level !== "region";
  // A district's own cited figure (BGC, Ortigas Center) describes a pricier market than its city's listings.
  if (citedOwn && cited.found.area.level === "district") return cited;
  if (isOwnCityCell(calibrated)) return calibrated;
  if (citedOwn) return cited;
  return calibrated ?? cited;
}

/** Rent per sqm: a cited figure of the place itself, else listing data, else a wider cited figure. */
function rentPerSqm(market: MarketInputs, calibrated: CalibratedRent | null): CitedValue | null {
  const citedRent = market.used.find((u) => u.label === "rent per sqm");
  if (market.rentPerSqmMonth && citedRent && !citedRent.found.fallback) return market.rentPerSqmMonth;
  if (calibrated) return { value: calibrated.value, citation: calibrated.citation };
  return market.rentPerSqmMonth;
}

/** A range always holds its own estimate (a reference's spread can sit to one side of its median). */
function spanning(range: FairValueRange, estimate: number): FairValueRange {
  return { low: Math.min(range.low, estimate), high: Math.max(range.high, estimate) };
}

export interface ValueOptions {
  /**
   * Value from the listing data's similar listings when live comparables are too few, and rent a
   * condo from condo rent data (default true); off, the cited figures and the city × type table.
   */
  readonly listingData?: boolean;
  /** Words whatever the valuation states in words (citations, reasons, cost lines); English when absent. */
  readonly writer?: Writer;
  /** The listing data to value from (accuracy splits); the committed calibration part when absent. */
  readonly data?: ListingDataSet;
}

export function valueCore(
  listing: Listing,
  comparables: readonly ComparableInput[],
  now: Date,
  options: ValueOptions = {},
): ValuationCore {
  const w = options.writer ?? writerFor("en");
  const resolved = resolveArea(listing.address);
  const basis = valuationBasis(listing);
  const assumption = assumedDeal(listing);
  const price = assumption ? comparedPrice(assumption) : salePrice(listing);
  const subjectPerSqm = pricePerSqm({ price, areaSqm: basis.areaSqm });
  const market = gatherMarketInputs(resolved.area, basis, listing.status, w);
  // House lots' tables and cited figures are no guide to land: only land (the listing data's) values it.
  const reference = basis.land
    ? null
    : datasetReference(calibratedReference(listing, basis, w, options.data?.table), market.reference);
  const live = choosePriceReference({
    subject: listing,
    subjectArea: resolved.area,
    basis,
    comparables,
    now,
    dataset: reference,
    writer: w,
  });
  // Fewer than five live comparables: the listing data's nearest similar listings, with their measured error.
  const fromData =
    live?.origin === "comparables" || options.listingData === false
      ? live
      : (dataReference(listing, basis, now, reference, w, options.data) ?? live);
  // None, or only a wide market's figure: that market's BSP figure as the listing data measures it.
  const broad = options.listingData !== false && (fromData === null || isBroad(fromData));
  const priceReference = broad
    ? (broadReference(listing, basis, options.data?.errors ?? ERROR_TABLE, w) ?? fromData)
    : fromData;
  const estimate =
    priceReference && basis.areaSqm !== null
      ? (priceReference.measured?.estimate ?? priceReference.value * basis.areaSqm)
      : null;
  // One range for the verdict and the report: the reference's, holding its own estimate.
  const referenceRange = fairValueRange(priceReference, basis.areaSqm);
  const range = referenceRange && estimate !== null ? spanning(referenceRange, estimate) : referenceRange;
  const computed = priceVerdict({ price, estimate, range: estimate !== null ? range : null });
  const comparison = comparisonCheck({
    listing,
    basis,
    fairness: computed,
    reference: priceReference,
    unmeasuredBroad: broad && isBroad(priceReference),
  });
  const fairness =
    comparison.reliable || computed.category === "insufficient_data" ? computed : withheldVerdict(computed);
  const floorAreaSqm = basis.areaBasis === "floor" ? basis.areaSqm : null;
  // A condo's rent from condo rent data where the city has it, else cited or listing-data rent per sqm.
  const isCondo = basis.propertyType === "condo";
  const dataPlace = dataPlaceOf(listing.address);
  const condoRent =
    isCondo && options.listingData !== false
      ? condoRentEstimate({ city: dataPlace.city, floorAreaSqm, bedrooms: listing.bedrooms ?? null }, w)
      : null;
  const marketRent = () =>
    monthlyRentEstimate(
      {
        floorAreaSqm,
        rentPerSqmMonth: rentPerSqm(market, calibratedRent(listing, basis, w)),
        referencePerSqm: reference,
        grossYieldPct: market.grossYieldPct,
      },
      w,
    );
  const rent = condoRent ?? (isCondo ? withoutCondoRentData(marketRent(), dataPlace, w) : marketRent());
  const listedRent = rentListingAmount(listing);
  const rentUsed = statedRent(listing, rent, w) ?? rent;
  const monthlyRent = listedRent ?? rentUsed?.monthlyRent ?? null;
  const dues = listing.associationDuesCentavos;
  const grossYieldPct = grossRentalYieldPct({ monthlyRent, price });
  return {
    resolved,
    basis,
    status: listing.status,
    conditions: listing.conditions ?? [],
    inMetroManila: isInMetroManila(resolved.area),
    townStated: listing.address.city ?? null,
    cityPlace: isCityPlace(resolved.area, listing.address.city),
    price,
    assumption,
    listedRent,
    listedDuesMonthly: dues !== undefined && dues > 0 ? centavosToPesos(dues) : null,
    subjectPerSqm,
    market,
    priceReference,
    fairness,
    likelySaleValue:
      fairness.dataValid && fairness.fairPrice !== null && priceReference
        ? fairness.fairPrice * (1 - askingDiscountPct(priceReference) / 100)
        : null,
    comparison,
    fairValueRange: range,
    rent: rentUsed,
    grossYieldPct,
    yieldCheck: yieldCheck(grossYieldPct),
    growthPct: market.growthPct?.value ?? null,
    monthlyDues: market.duesPerSqmMonth && floorAreaSqm !== null ? market.duesPerSqmMonth.value * floorAreaSqm : null,
  };
}

export function valueListing(
  listing: Listing,
  comparables: readonly ComparableInput[],
  now: Date,
  options: ValueOptions = {},
): Valuation {
  const core = valueCore(listing, comparables, now, options);
  const { price, market } = core;
  const start = price === null ? null : startValue({ price, marketValue: core.likelySaleValue });
  const scenarios =
    start !== null && market.growthPct
      ? growthScenarios({
          price: start,
          base: market.growthPct,
          latest: market.latestGrowthPct,
          recent: market.recentGrowthPct,
        })
      : null;
  const recent = market.recentGrowthPct?.value;
  const w = options.writer ?? writerFor("en");
  const plan = investmentPlan(core, w);
  const keys = placeKeys(listing, core);
  const location = locationFacts(listing, core, keys, w);
  const hazards = hazardsFor(keys);
  const developments = DEVELOPMENTS.filter((d) => d.serves.some((s) => keys.includes(s)));
  return {
    ...core,
    futureValue: scenarios?.base.futureValue ?? null,
    recentTrendFutureValue:
      start !== null && recent !== undefined
        ? projectValue({ startValue: start, annualGrowthPct: recent, years: PROJECTION_YEARS })
        : null,
    scenarios,
    plan,
    placeKeys: keys,
    location,
    hazards,
    developments,
    detailed: detailedScore({
      v: core,
      plan,
      locationScore: location.score,
      hazards,
      servedByDevelopment: developments.length > 0,
      w,
    }),
  };
}
