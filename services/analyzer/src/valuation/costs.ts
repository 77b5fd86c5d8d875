/**
 * Taxes and fees of buying, owning and selling, from the cited national rules (market-data/finance).
 *   purchase   documentary stamp tax 1.5% + transfer tax (0.75% in cities, 0.5% in provinces) + registration 0.25%
 *   exit       capital gains tax 6% + broker's commission 5% of the sale value
 *   property tax  value × assessment level × rate: land 20%; buildings by LGC Sec. 218 brackets (0–60%);
 *              rate 2.5% (QC, San Juan, Pasay, Taguig), 3% other Metro Manila and other cities, 2% provinces
 *   insurance  0.287% a year of the price for built units (fire + allied perils); none for land
 * The price stands in for the assessor's and the BIR's values, which are not published per unit:
 * since RA 12001 (2024) the assessor's schedule moves to market values, so this is the upper bound.
 */
import type { CostLine } from "@suri/contracts";
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

export function propertyTaxLine(
  price: number,
  basis: ValuationBasis,
  area: AreaProfile,
  cityPlace: boolean,
  w: Writer = writerFor("en"),
): CostLine {
  const rate = propertyTaxRate(area, cityPlace);
  const land = basis.areaBasis === "lot";
  const level = land ? PROPERTY_TAX.landAssessmentLevelPct.value : buildingAssessmentLevelPct(price);
  const levelText = w.say(land ? "cost.landAssessed" : "cost.buildingAssessed", { level });
  return {
    key: "propertyTax",
    label: w.say("cost.propertyTax"),
    amount: (price * level * rate.value) / 10_000,
    ratePercent: (level * rate.value) / 100,
    citation: plainCitation(rate, w.say("cost.propertyTaxNote", { levelText, rate: rate.value })),
  };
}

export function insuranceLine(price: number, basis: ValuationBasis, w: Writer = writerFor("en")): CostLine | null {
  if (basis.areaBasis === "lot") return null;
  return line("insurance", w, price, OWNING.fireInsurancePct);
}
