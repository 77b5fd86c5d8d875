/** The analyzer's pure valuation domain: listing in, report out; no I/O, no clock but `now`. */
export { formatPercent, formatPeso, formatPesoCompact, scoreColor } from "@suri/contracts";
export {
  type AreaBasis,
  areaBasisFor,
  centavosToPesos,
  inferPropertyType,
  pricePerSqm,
  propertyTypeLabel,
  SQFT_PER_SQM,
  squareFeet,
  type ValuationBasis,
  valuationBasis,
} from "./basis";
export { collectCaveats, FIGURE_AGE_CAVEAT_MONTHS } from "./caveats";
export {
  COMPARABLES_MEDIUM_CONFIDENCE_MIN,
  COMPARABLES_MIN,
  choosePriceReference,
  comparablePricesPerSqm,
  median,
  type PriceReference,
} from "./comparables";
export {
  clamp,
  FAIR_BAND_PCT,
  FAIR_PRICE_DELTA_CAP_PCT,
  type FairnessCategory,
  type FairnessSeverity,
  type FairnessVerdict,
  fairnessCategory,
  fairnessSeverity,
  fairPrice,
  INVALID_DELTA_PCT,
  isFairnessDataValid,
  priceDeltaPercent,
  priceFairness,
  SUSPECT_DELTA_PCT,
  verdictPhrase,
} from "./fairness";
export { gatherMarketInputs, type MarketInputs } from "./market-inputs";
export { type NetGain, netGainOverYears, PROJECTION_YEARS, projectValue, roiTimeline } from "./projection";
export { type ReferenceValue, referenceFigureKey, referenceForArea, referenceMedianPerSqm } from "./reference";
export {
  type CitedValue,
  grossRentalYieldPct,
  listedMonthlyRent,
  monthlyRentEstimate,
  type RentEstimate,
  type RentMethod,
} from "./rent";
export { type BuildReportOptions, buildReport } from "./report";
export {
  normaliseFairness,
  normaliseGrowth,
  normaliseYield,
  ratingForScore,
  SCORE_WEIGHTS,
  type ScoreFactor,
  type ScoreInput,
  SIMPLIFIED_SCORE_DEFAULTS,
  type SimplifiedScore,
  simplifiedScore,
} from "./score";
export { writeSummary } from "./summary";
export { type Valuation, valueListing } from "./value-listing";
