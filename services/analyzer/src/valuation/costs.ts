/**
 * Taxes and fees of buying, owning and selling, from the cited national rules (market-data/finance).
 *   purchase   documentary stamp tax 1.5% + transfer tax (0.75% in cities, 0.5% in provinces) + registration 0.25%
 *   exit       capital gains tax 6% + broker's commission 5% of the sale value
 *   property tax  as the assessor computes it (LGC Secs. 201, 218, 233, 235): the assessor's market value of
 *              the building (floor area × unit construction cost; a condominium unit as part of its building,
 *              its land taxed to the condominium corporation) and of the land (at most its market value: the
 *              asking price, or what is left of it after the building) → assessment level (residential land
 *              20%; buildings by the LGC Sec. 218 bracket of the building's own value) → × the rate (basic
 *              + 1% Special Education Fund): 2.5% QC, San Juan, Pasay, Taguig; 3% other cities; 2% provinces
 *   insurance  0.287% a year of the price for built units (fire + allied perils); none for land
 */
import { type CostLine, formatPercent, formatPeso } from "@suri/contracts";
import {
  type AreaProfile,
  areaChain,
  BUILDING_ASSESSMENT_LEVELS,
  type Figure,
  isInMetroManila,
  normalizePlace,
  OWNING,
  PROPERTY_TAX,
  TAXES,
} from "../market-data";
import { type PhraseKey, type Writer, writerFor } from "../wording/writer";
import type { ValuationBasis } from "./basis";
import { plainCitation } from "./citations";

const SURVEYED_RATE_CITY_IDS = new Set(["san-juan", "pasay", "taguig"]);

function line(key: string, w: Writer, base: number, figure: Figure, extraNote?: string): CostLine {
  return {
    key,
    label: w.say(`cost.${key}` as PhraseKey),
    amount: (base * figure.value) / 100,
    ratePercent: figure.value,
    citation: plainCitation(figure, extraNote),
  };
}

/** A city (or a district of one) levies city rates; a municipality in a province, provincial ones. */
export function isCityPlace(area: AreaProfile, cityField: string | undefined): boolean {
  if (isInMetroManila(area) || area.level === "city" || area.level === "district") return true;
  return /\bcity\b/.test(normalizePlace(cityField)) || normalizePlace(cityField).startsWith("city of ");
}

export function purchaseCostLines(price: number, cityPlace: boolean, w: Writer = writerFor("en")): CostLine[] {
  const transfer = cityPlace ? TAXES.transferTaxCityPct : TAXES.transferTaxProvincePct;
  return [
    line("documentaryStampTax", w, price, TAXES.documentaryStampTaxPct),
    line("transferTax", w, price, transfer),
    line("registrationFee", w, price, TAXES.registrationFeePct),
  ];
}

export function exitCostLines(saleValue: number, w: Writer = writerFor("en")): CostLine[] {
  return [
    line("capitalGainsTax", w, saleValue, TAXES.capitalGainsTaxPct),
    line("brokerCommission", w, saleValue, TAXES.brokerCommissionPct),
  ];
}

export function totalRatePercent(lines: readonly CostLine[]): number {
  return lines.reduce((sum, l) => sum + (l.ratePercent ?? 0), 0);
}

export function buildingAssessmentLevelPct(marketValue: number): number {
  const bracket = BUILDING_ASSESSMENT_LEVELS.find((b) => marketValue <= b.upToPesos);
  return bracket?.levelPct ?? 60;
}

function propertyTaxRate(area: AreaProfile, cityPlace: boolean): Figure {
  if (isInMetroManila(area)) {
    // Each city is cited to its own assessor or ordinance, or to the law's ceiling: never another city's office.
    if (areaChain(area).some((a) => a.id === "quezon-city")) return PROPERTY_TAX.quezonCityPct;
    const surveyed = areaChain(area).some((a) => SURVEYED_RATE_CITY_IDS.has(a.id));
    return surveyed ? PROPERTY_TAX.metroManilaSurveyedPct : PROPERTY_TAX.metroManilaCityPct;
  }
  return cityPlace ? PROPERTY_TAX.outsideCityPct : PROPERTY_TAX.provincePct;
}

/**
 * The most real property tax a year takes of the asking price. The assessor's values modelled here stay under it
 * for any property whose price covers its land and building; above it, the building is old or a figure is off.
 */
export const PROPERTY_TAX_SHARE_MAX_PCT = 1;

/** How the assessor sees the property: a unit in a building, a house on its land, or land alone. */
export type AssessedKind = "unit" | "house" | "land";

export function assessedKind(basis: ValuationBasis): AssessedKind | null {
  if (basis.areaBasis === "lot") return "land";
  if (basis.areaBasis !== "floor") return null;
  return basis.propertyType === "house_and_lot" || basis.propertyType === "townhouse" ? "house" : "unit";
}

/** The assessor's values, levels and tax for one property (pesos a year, percent). */
export interface PropertyTaxAssessment {
  readonly kind: AssessedKind;
  /** Floor area × unit construction cost, at most the asking price; 0 for land. */
  readonly buildingValue: number;
  readonly buildingLevelPct: number;
  /** At most its market value: the asking price for land, the rest of it under a house; 0 for a unit. */
  readonly landValue: number;
  readonly landLevelPct: number;
  readonly assessedValue: number;
  readonly ratePct: number;
  readonly annualTax: number;
  readonly shareOfPricePct: number;
}

export function unitConstructionCost(kind: AssessedKind): Figure | null {
  if (kind === "land") return null;
  return kind === "unit" ? PROPERTY_TAX.condoUnitValuePerSqm : PROPERTY_TAX.houseValuePerSqm;
}

/** LGC Sec. 218 applied to the assessor's values (never to the asking price), then the rate (basic + SEF). */
export function assessProperty(
  price: number,
  kind: AssessedKind,
  areaSqm: number,
  ratePct: number,
): PropertyTaxAssessment {
  const cost = unitConstructionCost(kind);
  // The whole property is worth its price: the building cannot be worth more (LGC Sec. 201, market value).
  const buildingValue = cost ? Math.min(areaSqm * cost.value, price) : 0;
  const landValue = kind === "unit" ? 0 : price - buildingValue;
  const buildingLevelPct = buildingValue > 0 ? buildingAssessmentLevelPct(buildingValue) : 0;
  const landLevelPct = PROPERTY_TAX.landAssessmentLevelPct.value;
  const assessedValue = (buildingValue * buildingLevelPct + landValue * landLevelPct) / 100;
  const annualTax = (assessedValue * ratePct) / 100;
  return {
    kind,
    buildingValue,
    buildingLevelPct,
    landValue,
    landLevelPct,
    assessedValue,
    ratePct,
    annualTax,
    shareOfPricePct: price > 0 ? (annualTax * 100) / price : 0,
  };
}

function valueText(a: PropertyTaxAssessment, areaSqm: number, w: Writer): string {
  const building = {
    area: areaSqm,
    perSqm: formatPeso(unitConstructionCost(a.kind)?.value),
    building: formatPeso(a.buildingValue),
    buildingLevel: a.buildingLevelPct,
  };
  if (a.kind === "unit") return w.say("cost.rpt.unitValue", building);
  const land = { land: formatPeso(a.landValue), landLevel: a.landLevelPct };
  return a.kind === "house" ? w.say("cost.rpt.houseValue", { ...building, ...land }) : w.say("cost.rpt.lotValue", land);
}

function assessmentNote(a: PropertyTaxAssessment, areaSqm: number, w: Writer): string {
  const sentences = [
    w.say("cost.propertyTaxNote", {
      valueText: valueText(a, areaSqm, w),
      assessed: formatPeso(a.assessedValue),
      rate: a.ratePct,
      share: formatPercent(a.shareOfPricePct, 2),
    }),
  ];
  const cost = unitConstructionCost(a.kind);
  if (cost) sentences.push(w.say("cost.rpt.costSource", { period: cost.period }));
  if (a.kind !== "unit") sentences.push(w.say("cost.rpt.landAtMarket"));
  return sentences.join(" ");
}

function unestimated(rate: Figure, note: string, w: Writer): CostLine {
  return {
    key: "propertyTax",
    label: w.say("cost.propertyTax"),
    amount: null,
    ratePercent: null,
    citation: plainCitation(rate, note),
  };
}

export function propertyTaxLine(
  price: number,
  basis: ValuationBasis,
  area: AreaProfile,
  cityPlace: boolean,
  w: Writer = writerFor("en"),
): CostLine {
  const rate = propertyTaxRate(area, cityPlace);
  const kind = assessedKind(basis);
  if (kind === null || basis.areaSqm === null || price <= 0) return unestimated(rate, w.say("cost.rpt.noArea"), w);
  const a = assessProperty(price, kind, basis.areaSqm, rate.value);
  if (a.shareOfPricePct > PROPERTY_TAX_SHARE_MAX_PCT) {
    // The price leaves nothing for the land: the building is old (depreciated by the assessor) or a figure is off.
    const cost = unitConstructionCost(kind)?.value ?? 0;
    const note = w.say("cost.rpt.outOfLine", {
      area: basis.areaSqm,
      cost: formatPeso(basis.areaSqm * cost),
      price: formatPeso(price),
    });
    return unestimated(rate, note, w);
  }
  return {
    key: "propertyTax",
    label: w.say("cost.propertyTax"),
    amount: a.annualTax,
    ratePercent: a.shareOfPricePct,
    citation: plainCitation(rate, assessmentNote(a, basis.areaSqm, w)),
  };
}

export function insuranceLine(price: number, basis: ValuationBasis, w: Writer = writerFor("en")): CostLine | null {
  if (basis.areaBasis === "lot") return null;
  return line("insurance", w, price, OWNING.fireInsurancePct);
}
