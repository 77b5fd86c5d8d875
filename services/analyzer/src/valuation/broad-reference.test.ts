/** A listing with no similar listings nearby: its wide market's BSP figure as the listing data measures it. */
import { ListingSchema } from "@suri/contracts";
import { describe, expect, it } from "vitest";
import { listingTableOf } from "../market-data/listing-references";
import { valuationBasis } from "./basis";
import { broadFigure, broadReference, measureBroad } from "./broad-reference";
import { type DataRow, indexRows } from "./listing-comparables";
import { buildErrorTable } from "./measured-error";
import { valueCore } from "./value-listing";

const source = { key: "lamudi-houses-2024", title: "Lamudi", repository: "r", commit: "c", period: "2024" };
const OUTSIDE = 54_496;

/** Houses of 100 sqm outside Metro Manila asking 1.0–1.8 × the BSP figure, evenly. */
const rows: DataRow[] = Array.from({ length: 41 }, (_, i) => ({
  index: i,
  source,
  type: "house",
  price: OUTSIDE * 100 * (1 + i / 50),
  area: 100,
  bedrooms: 3,
  city: "Calamba",
  province: "Laguna",
  barangay: null,
  project: null,
  month: "2024-03",
  url: null,
  lotArea: null,
  titleKey: null,
}));

const house = (price: number, province: string) =>
  ListingSchema.parse({
    sourceSite: "test",
    offerType: "sale",
    priceCentavos: price * 100,
    floorAreaSqm: 200,
    propertyType: "house_and_lot",
    address: { city: province === "Metro Manila" ? "Pasig" : "Tuguegarao", province },
  });

describe("the wide market's BSP figure, measured on the listing data", () => {
  const broad = measureBroad(rows);
  const errors = { ...buildErrorTable([]), broad };

  it("scales the figure by the median asking ÷ figure, and spreads the range as those ratios spread", () => {
    expect(broadFigure("house", "Laguna")?.figure.value).toBe(OUTSIDE);
    expect(broadFigure("lot", "Laguna")).toBeNull();
    const stats = broad["house|provinces outside Metro Manila"]!;
    expect(stats.tested).toBe(41);
    expect(stats.scale).toBeCloseTo(1.4, 6);
    expect(stats.p50).toBeCloseTo(1, 6);
    expect(stats.p10).toBeCloseTo(1.08 / 1.4, 4);
    expect(stats.p90).toBeCloseTo(1.72 / 1.4, 4);
    const listing = house(15_000_000, "Cagayan");
    const reference = broadReference(listing, valuationBasis(listing), errors)!;
    expect(reference.measured.estimate).toBeCloseTo(OUTSIDE * 1.4 * 200, 4);
    expect(reference.measured.low / (OUTSIDE * 1.08 * 200)).toBeCloseTo(1, 4);
    expect(reference.measured.high / (OUTSIDE * 1.72 * 200)).toBeCloseTo(1, 4);
    expect(reference.citation.confidence).toBe("low");
    expect(reference.citation.note).toContain("41 houses in provinces outside Metro Manila");
  });

  it("is not measured on fewer than 30 listings, nor across the wide markets", () => {
    expect(measureBroad(rows.slice(0, 29))).toEqual({});
    const listing = house(30_000_000, "Metro Manila");
    expect(broadReference(listing, valuationBasis(listing), errors)).toBeNull();
    const nowhere = ListingSchema.parse({ ...house(9_000_000, "Cagayan"), address: {} });
    expect(broadReference(nowhere, valuationBasis(nowhere), errors)).toBeNull();
  });

  it("gives the verdict where nothing nearer values the listing, and none on a region figure it cannot measure", () => {
    // No similar listings and an empty city × type table: only the cited figures remain.
    const index = indexRows([]);
    const data = { index, errors, table: listingTableOf({ sources: [], cells: [] }) };
    const now = new Date("2026-11-27T00:00:00Z");
    const far = valueCore(house(15_000_000, "Cagayan"), [], now, { data });
    expect(far.fairness.category).toBe("fair");
    expect(far.fairness.fairPrice).toBeCloseTo(OUTSIDE * 1.4 * 200, 4);
    const manila = valueCore(house(30_000_000, "Metro Manila"), [], now, { data });
    expect(manila.fairness.category).toBe("insufficient_data");
    expect(manila.comparison.reasons).toContainEqual(expect.objectContaining({ key: "reason.regionOnly" }));
  });
});
