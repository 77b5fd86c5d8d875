/**
 * Condo rents from condo rent data (issue 17, point 4): the cells, their held-out error, and the
 * rent a report gives a condo in the cities the data covers.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { condoReport } from "../../../test/support/condo";
import { DATA_ROWS } from "../../valuation/listing-comparables";
import condoRentsJson from "../listing-references/condo-rents.json";
import { DEFAULT_LISTINGS_DIR } from "./build";
import { buildCondoRents, type CondoRentTable, readCondoRentSources, rentCellFor } from "./condo-rents";
import { formatJson } from "./json-format";

const TABLE = condoRentsJson as unknown as CondoRentTable;

const condo = (city: string, floorAreaSqm: number, bedrooms: number, price: number) =>
  condoReport({ city, province: "Metro Manila" }, floorAreaSqm, bedrooms, price);

describe("condo rent data", () => {
  it.runIf(existsSync(DEFAULT_LISTINGS_DIR))("is current: a rebuild from the CSVs writes the same table", () => {
    const areas = DATA_ROWS.flatMap((row) =>
      row.type === "condo" && row.city && row.bedrooms !== null
        ? [{ city: row.city, bedrooms: row.bedrooms, area: row.area }]
        : [],
    );
    const built = formatJson(buildCondoRents(readCondoRentSources(DEFAULT_LISTINGS_DIR), areas));
    expect(built).toBe(readFileSync(join(import.meta.dirname, "../listing-references/condo-rents.json"), "utf8"));
  });

  it("predicts held-out rentals: per sqm and per sqm derived from bedrooms within 25 % (median), by bedrooms alone worse", () => {
    const by = Object.fromEntries(TABLE.heldOut.map((m) => [m.basis, m]));
    expect(by.sqm?.tested).toBeGreaterThan(200);
    expect(by.sqm?.medianAbsErrorPct).toBeLessThanOrEqual(25);
    expect(by["sqm-derived"]?.tested).toBeGreaterThan(150);
    expect(by["sqm-derived"]?.medianAbsErrorPct).toBeLessThanOrEqual(25);
    expect(by.unit?.medianAbsErrorPct).toBeGreaterThan(by["sqm-derived"]!.medianAbsErrorPct);
  });

  it("uses rentals with their area first (the file with more of them), the bedrooms' rent over the city's sale sizes second", () => {
    expect(rentCellFor(TABLE.cells, "Quezon City", 40, 1)).toMatchObject({
      basis: "sqm",
      source: "rentpad-qc-condo-rent-2025",
    });
    expect(rentCellFor(TABLE.cells, "Makati", 40, 1)).toMatchObject({ basis: "sqm", source: "lifenavi-ncr-rent-2025" });
    const withoutAreas = TABLE.cells.filter((c) => c.basis !== "sqm");
    expect(rentCellFor(withoutAreas, "Makati", 40, 1)).toMatchObject({ basis: "sqm-derived", bedrooms: 1 });
    expect(rentCellFor(withoutAreas, "Makati", 120, 5)).toMatchObject({ basis: "sqm-derived", bedrooms: 3 });
    expect(rentCellFor(withoutAreas, "Makati", 40, null)).toBeNull();
    expect(rentCellFor(TABLE.cells, "Makati", null, 2)).toMatchObject({ basis: "unit", bedrooms: 2 });
  });

  it.each([
    ["Makati", /Lifenavi rent listings, Metro Manila/],
    ["Pasig", /Lifenavi rent listings, Metro Manila/],
    ["Quezon City", /Rentpad long-term condo asking rents/],
  ])("rents a %s condo from condo rent data, with its source and date", (city, source) => {
    const r = condo(city, 50, 1, 8_000_000);
    const citation = r.financialAnalysis.rentalIncome.citation;
    expect(citation?.kind).toBe("derived");
    expect(r.citations.some((c) => source.test(c.source) && /2025/.test(c.period ?? ""))).toBe(true);
    expect(r.financialAnalysis.monthlyRental).toBeGreaterThan(0);
  });

  it("leaves a city without condo rent data to the cited figures (Cebu City has none in these files)", () => {
    const r = condo("Cebu City", 50, 1, 8_000_000);
    expect(r.citations.some((c) => /Lamudi condo asking rents|Rentpad|Lifenavi/.test(c.source))).toBe(false);
  });
});
