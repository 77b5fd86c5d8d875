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
  asComparable,
  COMPARABLES_MEDIUM_CONFIDENCE_MIN,
  COMPARABLES_MEDIUM_DISPERSION_MAX_PCT,
  COMPARABLES_MIN,
  type ComparableInput,
  choosePriceReference,
  comparableCandidates,
  comparablePricesPerSqm,
  median,
  type PriceReference,
  similarityWeight,
} from "./comparables";
export { buildingAssessmentLevelPct, exitCostLines, purchaseCostLines } from "./costs";
export {
  combineFactors,
  DETAILED_WEIGHTS,
  type DetailedScore,
  detailedScore,
  RATED_COVERAGE_MIN_PCT,
  RED_FLAG_CAPS,
  redFlags,
} from "./detailed-score";
export {
  clamp,
  type FairnessCategory,
  type FairnessSeverity,
  type FairnessVerdict,
  fairnessSeverity,
  NO_VERDICT,
  type PriceRange,
  priceDeltaPercent,
  priceVerdict,
  rangePosition,
  verdictScore,
} from "./fairness";
export { type InvestmentPlan, investmentPlan, runScenario } from "./investment";
export { gatherMarketInputs, type MarketInputs } from "./market-inputs";
export { DATASET_RANGE_PCT, MIN_RANGE_PCT, marketValueAssessment, rangePercent } from "./market-value";
export { type GrowthScenarios, growthScenarios, PROJECTION_YEARS, projectValue, roiTimeline } from "./projection";
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
export { outlierIndexes, weightedMedian } from "./robust-stats";
export {
  normaliseGrowth,
  normaliseYield,
  ratingForScore,
  type ScoreFactor,
} from "./score";
export { type Valuation, type ValuationCore, valueCore, valueListing } from "./value-listing";
