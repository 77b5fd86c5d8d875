/**
 * Real property tax (amilyar) as the assessor computes it, worked by hand: the assessor's market value of the
 * building (floor area × unit construction cost: ₱20,258/sqm for a condominium unit, ₱10,172/sqm for a house,
 * PSA averages of Q1 2021) and of the land (its market value: the price, or what the building leaves of it),
 * the assessment level (land 20%; a building by the LGC Sec. 218 bracket of the building's own value), then
 * the rate (basic + Special Education Fund). Never more than 1% of the asking price a year.
 */
import { describe, expect, it } from "vitest";
import { report } from "../../test/support/hand";
import { resolveArea } from "../market-data";
import { writerFor } from "../wording/writer";
import type { ValuationBasis } from "./basis";
import {
  assessProperty,
  buildingAssessmentLevelPct,
  isCityPlace,
  PROPERTY_TAX_SHARE_MAX_PCT,
  propertyTaxLine,
} from "./costs";

const basis = (propertyType: ValuationBasis["propertyType"], areaSqm: number | null): ValuationBasis => ({
  propertyType,
  typeInferred: false,
  land: false,
  areaBasis: propertyType === "lot" ? "lot" : "floor",
  areaSqm,
});

function taxLine(
  price: number,
  b: ValuationBasis,
  place: { city: string; province?: string },
  lang: "en" | "tl" = "en",
) {
  const area = resolveArea(place).area;
  return propertyTaxLine(price, b, area, isCityPlace(area, place.city), writerFor(lang));
}

const shareOf = (amount: number | null, price: number) => ((amount ?? Number.NaN) * 100) / price;

describe("LGC Sec. 218 brackets for residential buildings", () => {
  it.each([
    [175_000, 0],
    [175_001, 10],
    [486_192, 20],
    [607_740, 25],
    [911_610, 30],
    [1_377_544, 35],
    [2_000_001, 40],
    [5_000_001, 50],
    [10_000_001, 60],
  ])("a building the assessor values at ₱%i is assessed at %i%%", (value, level) => {
    expect(buildingAssessmentLevelPct(value)).toBe(level);
  });
});

describe("₱22,000,000 condo of 68 sqm in Makati", () => {
  const price = 22_000_000;
  const line = taxLine(price, basis("condo", 68), { city: "Makati" });
  const unit = 68 * 20_258; // ₱1,377,544: the assessor's value of the unit, not the ₱22M price
  const tax = unit * 0.35 * 0.03; // 35% bracket (₱1M–2M) × Metro Manila city ceiling 3% (2% + 1% SEF)

  it("taxes the unit's assessed value, not 60% of the price", () => {
    expect(line.amount).toBeCloseTo(tax, 6); // ₱14,464.21 a year, not ₱396,000
    expect(line.ratePercent).toBeCloseTo((tax * 100) / price, 9);
    expect(shareOf(line.amount, price)).toBeLessThanOrEqual(PROPERTY_TAX_SHARE_MAX_PCT);
    expect(shareOf(line.amount, price)).toBeCloseTo(0.0657, 4);
  });

  it("states its assumptions in plain words and cites the law for the rate", () => {
    const note = line.citation?.note ?? "";
    expect(line.citation?.source).toMatch(/^Local Government Code of 1991/);
    expect(note).toContain("68 sqm × ₱20,258");
    expect(note).toContain("= ₱1,377,544, assessed at 35%");
    expect(note).toContain("condominium corporation");
    expect(note).toContain(`Assessed value ₱482,140 × 3% a year`);
    expect(note).toContain("Special Education Fund");
    expect(note).toContain("= 0.07% of the asking price");
    expect(note).toContain("Philippine Statistics Authority, Q1 2021");
  });

  it("says the same in Tagalog", () => {
    const tl = taxLine(price, basis("condo", 68), { city: "Makati" }, "tl");
    expect(tl.amount).toBeCloseTo(tax, 6);
    expect(tl.citation?.note).toContain("tinasa sa 35%");
    expect(tl.citation?.note).toContain("ng hinihinging presyo kada taon");
  });

  it("flows into the report's yearly costs", () => {
    const r = report({
      priceCentavos: price * 100,
      floorAreaSqm: 68,
      propertyType: "condo",
      address: { city: "Makati" },
    });
    const reported = r.financialAnalysis.operatingCosts?.lines.find((l) => l.key === "propertyTax");
    expect(reported?.amount).toBeCloseTo(tax, 6);
  });
});

describe("house and lot in a Cebu municipality: ₱6,500,000, 120 sqm of floor", () => {
  const price = 6_500_000;
  const place = { city: "Consolacion", province: "Cebu" };
  const line = taxLine(price, basis("house_and_lot", 120), place);
  const building = 120 * 10_172; // ₱1,220,640 → 35% bracket
  const land = price - building; // ₱5,279,360 at its market value → 20%
  const assessed = building * 0.35 + land * 0.2; // ₱1,483,096
  const tax = assessed * 0.02; // province ceiling: 1% basic + 1% SEF

  it("values the building at its construction cost and the land at the rest of the price", () => {
    expect(isCityPlace(resolveArea(place).area, place.city)).toBe(false);
    expect(line.amount).toBeCloseTo(tax, 6); // ₱29,661.92
    expect(shareOf(line.amount, price)).toBeCloseTo(0.4563, 4);
    expect(shareOf(line.amount, price)).toBeLessThanOrEqual(PROPERTY_TAX_SHARE_MAX_PCT);
    expect(line.citation?.note).toContain("the land at the rest of the price, ₱5,279,360, assessed at 20%");
    expect(line.citation?.note).toContain("× 2% a year");
  });
});

describe("lot in a province: 150 sqm at ₱2,400,000 in Silang, Cavite", () => {
  const price = 2_400_000;
  const line = taxLine(price, basis("lot", 150), { city: "Silang", province: "Cavite" });

  it("assesses land at 20% of its market value and levies the provincial 2%", () => {
    expect(line.amount).toBeCloseTo(price * 0.2 * 0.02, 6); // ₱9,600
    expect(shareOf(line.amount, price)).toBeCloseTo(0.4, 9);
    expect(line.citation?.note).toContain("the land at the asking price, ₱2,400,000, assessed at 20%");
    expect(line.citation?.note).toContain("LGC Sec. 201");
  });
});

describe("₱3,000,000 condo of 24 sqm in Cebu City, below the first brackets", () => {
  const price = 3_000_000;
  const line = taxLine(price, basis("condo", 24), { city: "Cebu City", province: "Cebu" });
  const unit = 24 * 20_258; // ₱486,192: the 20% bracket, where the price alone would sit in the 40% one

  it("assesses the unit in its own bracket", () => {
    expect(buildingAssessmentLevelPct(price)).toBe(40);
    expect(line.amount).toBeCloseTo(unit * 0.2 * 0.03, 6); // ₱2,917.15
    expect(shareOf(line.amount, price)).toBeLessThan(0.1);
  });

  it("exempts a unit the assessor values at ₱175,000 or less (0% level)", () => {
    const small = assessProperty(price, "unit", 8, 3); // 8 × 20,258 = ₱162,064
    expect(small.buildingLevelPct).toBe(0);
    expect(small.annualTax).toBe(0);
  });
});

describe("the per-LGU rates already cited are kept", () => {
  it.each([
    ["Quezon City", /^Quezon City Assessor's Office/],
    ["Taguig", /San Juan, Pasay and Taguig/],
    ["Pasay", /San Juan, Pasay and Taguig/],
  ])("%s levies 2.5%%", (city, source) => {
    const line = taxLine(5_000_000, basis("condo", 40), { city });
    expect(line.amount).toBeCloseTo(40 * 20_258 * 0.3 * 0.025, 6); // ₱810,320 → 30% bracket
    expect(line.citation?.source).toMatch(source);
  });
});

describe("the 1% guard", () => {
  it("keeps any plausible property under 1% of its price", () => {
    for (const kind of ["unit", "house", "land"] as const) {
      for (const price of [1_000_000, 3_000_000, 8_000_000, 25_000_000, 120_000_000]) {
        for (const perSqm of [40_000, 80_000, 250_000]) {
          const a = assessProperty(price, kind, price / perSqm, 3);
          expect(a.shareOfPricePct).toBeLessThanOrEqual(PROPERTY_TAX_SHARE_MAX_PCT);
        }
      }
    }
  });

  it("gives no figure when the floor area and the price cannot both be right", () => {
    // 900 sqm of house for ₱8M: building it new alone would cost ₱9.2M, and the 1% bound breaks.
    expect(assessProperty(8_000_000, "house", 900, 3).shareOfPricePct).toBeGreaterThan(PROPERTY_TAX_SHARE_MAX_PCT);
    const line = taxLine(8_000_000, basis("house_and_lot", 900), { city: "Cebu City", province: "Cebu" });
    expect(line.amount).toBeNull();
    expect(line.citation?.note).toContain("the floor area or the price is wrong");
  });

  it("gives no figure without the area the assessor values by", () => {
    const line = taxLine(8_000_000, basis("condo", null), { city: "Makati" });
    expect(line.amount).toBeNull();
    expect(line.citation?.note).toContain("states no floor area");
  });
});
