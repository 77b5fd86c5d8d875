import { describe, expect, it } from "vitest";
import { normaliseCity, normaliseRegion } from "./places";
import { inferPropertyType } from "./property-type";
import { parseAreaSqm, parseBedrooms, parsePriceCentavos } from "./quantities";

describe("parsePriceCentavos", () => {
  it.each([
    ["₱12,500,000", 1_250_000_000],
    ["PHP 408,690.00", 40_869_000],
    ["Php 1.2M", 120_000_000],
    ["12.5M", 1_250_000_000],
    ["₱ 3.5 million", 350_000_000],
    ["12,500,000.00", 1_250_000_000],
    ["P2,500,000", 250_000_000],
    ["₱25,000/month", 2_500_000],
    ["950k", 95_000_000],
  ])("%s → %i centavos", (text, centavos) => {
    expect(parsePriceCentavos(text)).toBe(centavos);
  });

  it.each(["Price upon request", "Call for price", "Phase 2", ""])("%s → none", (text) => {
    expect(parsePriceCentavos(text)).toBeNull();
  });
});

describe("parseAreaSqm", () => {
  it.each([
    ["36 sqm", 36],
    ["1,200 sq.m.", 1200],
    ["45 sq. m.", 45],
    ["80 m²", 80],
    ["80m2", 80],
    ["500 sq ft", 46.45],
    ["2 hectares", 20_000],
    ["1.5 ha", 15_000],
    ["120 square meters", 120],
  ])("%s → %d m²", (text, sqm) => {
    expect(parseAreaSqm(text)).toBeCloseTo(sqm, 2);
  });

  it("reads a bare number in the label's unit only when told to", () => {
    expect(parseAreaSqm("36.00")).toBeNull();
    expect(parseAreaSqm("36.00", "sqm")).toBe(36);
  });
});

describe("parseBedrooms", () => {
  it.each([
    ["2BR condo", 2],
    ["3 Bedrooms, 2 baths", 3],
    ["1 bedroom unit", 1],
    ["Studio for rent", 0],
    ["4-BR house", 4],
  ])("%s → %i", (text, count) => {
    expect(parseBedrooms(text)).toBe(count);
  });
  it("finds none in 'Lot 5 Block 2'", () => {
    expect(parseBedrooms("Lot 5 Block 2")).toBeNull();
  });
});

describe("normaliseCity", () => {
  it.each([
    ["Iloilo", "Iloilo City"],
    ["ILOILO CITY", "Iloilo City"],
    ["Makati City", "Makati"],
    ["City of Makati", "Makati"],
    ["Quezon City", "Quezon City"],
    ["Taguig City", "Taguig"],
    ["Pasig", "Pasig"],
    ["City of Manila", "Manila"],
    ["Mandaluyong City", "Mandaluyong"],
    ["Cebu", "Cebu City"],
    ["Davao", "Davao City"],
    ["Paranaque", "Parañaque"],
    ["OTON", "Oton"],
    ["Santa Barbara", "Santa Barbara"],
  ])("%s → %s", (raw, city) => {
    expect(normaliseCity(raw)).toBe(city);
  });

  it("reads a bare Quezon as Quezon City only in Metro Manila", () => {
    expect(normaliseCity("Quezon", "Cubao, Quezon, Metro Manila")).toBe("Quezon City");
    expect(normaliseCity("Quezon", "Quezon, Bukidnon")).toBe("Quezon");
  });
});

describe("normaliseRegion", () => {
  it.each([
    ["REGION 6 (WESTERN VISAYAS)", "Western Visayas"],
    ["NCR", "Metro Manila"],
    ["Metro Manila", "Metro Manila"],
    ["Region IV-A", "CALABARZON"],
    ["Central Visayas", "Central Visayas"],
    ["Iloilo", undefined],
  ])("%s → %s", (raw, region) => {
    expect(normaliseRegion(raw)).toBe(region);
  });
});

describe("inferPropertyType", () => {
  it.each([
    ["Commercial Lot For Sale in Banuyao", "lot"],
    ["House and Lot for sale in Jaro", "house_and_lot"],
    ["Land For Sale in Balabag", "lot"],
    ["Condo For Sale in Mandurriao", "condo"],
    ["Townhouse For Sale in Balabag", "townhouse"],
    ["Row House", "townhouse"],
    ["Office space for lease in Ortigas", "commercial"],
    ["Lot 03 Blk. 18 Phase I LUMINA ILOILO", undefined],
  ])("%s → %s", (name, type) => {
    expect(inferPropertyType({ name })?.type).toBe(type);
  });
});
