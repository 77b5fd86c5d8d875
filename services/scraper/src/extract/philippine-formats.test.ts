import { describe, expect, it } from "vitest";
import { listingFromText } from "./from-text";
import { findPesoAmounts, parseAreaSqm, parseBathrooms, parseBedrooms, parsePriceCentavos } from "./quantities";

/** Prices as Philippine listings write them → integer centavos. */
const PRICES: [string, number][] = [
  ["₱12,500,000", 1_250_000_000],
  ["₱ 12,500,000", 1_250_000_000],
  ["PHP 12,500,000.00", 1_250_000_000],
  ["Php 4,850,000.00", 485_000_000],
  ["php 950,000", 95_000_000],
  ["P2,500,000", 250_000_000],
  ["P 2.5M", 250_000_000],
  ["12.5M", 1_250_000_000],
  ["₱12.5M", 1_250_000_000],
  ["₱3.5 million", 350_000_000],
  ["₱1.2B", 120_000_000_000],
  ["12,500,000.00", 1_250_000_000],
  ["₱35k/mo", 3_500_000],
  ["₱35K per month", 3_500_000],
  ["PHP 25,000/month", 2_500_000],
  ["950k", 95_000_000],
  ["₱8,960.50", 896_050],
  ["Selling price: Php 3,125,000.00 only", 312_500_000],
  ["TCP ₱6.8M (negotiable)", 680_000_000],
  ["₱ 220,000,000", 22_000_000_000],
];

/** Areas → square metres: sqm, sq.m., m², m2, sq ft, hectares. */
const AREAS: [string, number][] = [
  ["36 sqm", 36],
  ["36sqm", 36],
  ["1,200 sq.m.", 1200],
  ["45 sq. m.", 45],
  ["45 sq m", 45],
  ["80 m²", 80],
  ["80m2", 80],
  ["120 square meters", 120],
  ["120 square metres", 120],
  ["500 sq ft", 46.45],
  ["1,560 sqft", 144.93],
  ["2 hectares", 20_000],
  ["1.5 ha", 15_000],
  ["28.5 sqm", 28.5],
];

/** Rooms: "2BR", "Studio", "2 Bedrooms", "1 T&B". */
const BEDROOMS: [string, number][] = [
  ["2BR", 2],
  ["2 BR condo", 2],
  ["3 Bedrooms", 3],
  ["1 bedroom unit", 1],
  ["Studio", 0],
  ["Studio type, 24 sqm", 0],
  ["4-BR house", 4],
  ["2 beds", 2],
];
const BATHROOMS: [string, number][] = [
  ["1 T&B", 1],
  ["2 T & B", 2],
  ["2 baths", 2],
  ["3 Bathrooms", 3],
];

describe("Philippine listing formats", () => {
  it("has at least 40 cases", () => {
    expect(PRICES.length + AREAS.length + BEDROOMS.length + BATHROOMS.length).toBeGreaterThanOrEqual(40);
  });
  it.each(PRICES)("price %s → %i centavos", (text, centavos) => {
    expect(parsePriceCentavos(text)).toBe(centavos);
  });
  it.each(AREAS)("area %s → %d m²", (text, sqm) => {
    expect(parseAreaSqm(text)).toBeCloseTo(sqm, 2);
  });
  it.each(BEDROOMS)("bedrooms %s → %i", (text, count) => {
    expect(parseBedrooms(text)).toBe(count);
  });
  it.each(BATHROOMS)("bathrooms %s → %i", (text, count) => {
    expect(parseBathrooms(text)).toBe(count);
  });
  it("finds no price in phase, lot and block numbers", () => {
    expect(findPesoAmounts("Phase 2, Lot 5 Block 3, P 12")).toEqual([]);
  });
});

describe("the same rules on plain text (OCR and PDF)", () => {
  it.each([
    [
      "RFO 2BR unit ₱35k/mo in BGC",
      {
        offerType: "rent",
        rentPeriod: "month",
        priceCentavos: 3_500_000,
        bedrooms: 2,
        status: "ready_for_occupancy",
        address: { city: "Taguig" },
      },
    ],
    [
      "Pre-selling Studio, 24 sqm, ₱3.2M, Mandaue",
      {
        status: "pre_selling",
        bedrooms: 0,
        floorAreaSqm: 24,
        priceCentavos: 320_000_000,
        propertyType: "condo",
        address: { city: "Mandaue", region: "Central Visayas" },
      },
    ],
    [
      "Lot for sale 300 sq.m. Php 1,500,000 Brgy. Tabuc Suba, Jaro, Iloilo City",
      { propertyType: "lot", lotAreaSqm: 300, priceCentavos: 150_000_000, address: { barangay: "Tabuc Suba" } },
    ],
  ] as const)("%s", (text, expected) => {
    expect(listingFromText(text, { source: "text", sourceSite: "upload" })).toMatchObject(expected);
  });
});
