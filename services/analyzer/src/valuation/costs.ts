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
import type { ValuationBasis } from "./basis";
import { plainCitation } from "./citations";

const SURVEYED_RATE_CITY_IDS = new Set(["san-juan", "pasay", "taguig"]);

function line(key: string, label: string, base: number, figure: Figure, extraNote?: string): CostLine {
  return {
    key,
    label,
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

export function purchaseCostLines(price: number, cityPlace: boolean): CostLine[] {
  const transfer = cityPlace ? TAXES.transferTaxCityPct : TAXES.transferTaxProvincePct;
  return [
    line("documentaryStampTax", "Documentary stamp tax", price, TAXES.documentaryStampTaxPct),
    line("transferTax", "Local transfer tax", price, transfer),
    line("registrationFee", "Registration fee", price, TAXES.registrationFeePct),
  ];
}

export function exitCostLines(saleValue: number): CostLine[] {
  return [
    line("capitalGainsTax", "Capital gains tax", saleValue, TAXES.capitalGainsTaxPct),
    line("brokerCommission", "Broker's commission", saleValue, TAXES.brokerCommissionPct),
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

export function propertyTaxLine(price: number, basis: ValuationBasis, area: AreaProfile, cityPlace: boolean): CostLine {
  const rate = propertyTaxRate(area, cityPlace);
  const land = basis.areaBasis === "lot";
  const level = land ? PROPERTY_TAX.landAssessmentLevelPct.value : buildingAssessmentLevelPct(price);
  const levelText = land
    ? `land assessed at ${level}%`
    : `building assessed at ${level}% (LGC Sec. 218 bracket for this value)`;
  return {
    key: "propertyTax",
    label: "Real property tax",
    amount: (price * level * rate.value) / 10_000,
    ratePercent: (level * rate.value) / 100,
    citation: plainCitation(
      rate,
      `${levelText} × ${rate.value}% on the price as market value — an upper bound until the assessor's schedule is known`,
    ),
  };
}

export function insuranceLine(price: number, basis: ValuationBasis): CostLine | null {
  if (basis.areaBasis === "lot") return null;
  return line("insurance", "Fire and allied-perils insurance", price, OWNING.fireInsurancePct);
}
