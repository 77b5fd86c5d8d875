/**
 * Valuation from the listing data's similar listings (issue 17): the split, the error figures, the
 * verdict rule and the report's comparables, pinned with real rows of the listing data.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type Listing, ListingSchema, ReportDataSchema } from "@suri/contracts";
import { describe, expect, it } from "vitest";
import { isHoldout } from "../market-data/listing-build/aggregate";
import { DEFAULT_LISTINGS_DIR } from "../market-data/listing-build/build";
import {
  buildComparables,
  portalLink,
  readComparableSources,
  serialiseComparables,
} from "../market-data/listing-build/comparables";
import { buildReport } from ".";
import {
  adjustedPerSqm,
  DATA_ROWS,
  type DataRow,
  FLOOR_ELASTICITY,
  indexRows,
  LOT_ELASTICITY,
  portalOfSite,
  valueFromData,
} from "./listing-comparables";
import { buildErrorTable, ERROR_TABLE, errorFor, errorStats, measureRows, rangeVerdict } from "./measured-error";
import { HOLDOUT_ROWS, inMetroWithData, listingOf, summarise, valueHeldOut } from "./valuation-accuracy";

const REFERENCES = join(import.meta.dirname, "../market-data/listing-references");
const now = new Date("2026-11-25T08:00:00Z");

describe("the split", () => {
  it("keeps every fifth listing out, by a hash of its URL, and never a listing in both parts", () => {
    expect(DATA_ROWS.length).toBe(10_758);
    expect(HOLDOUT_ROWS.length).toBe(2_720);
    const linked = (rows: typeof DATA_ROWS) => rows.filter((r) => r.url).map((r) => r.url!);
    expect(linked(HOLDOUT_ROWS).every((url) => isHoldout(url))).toBe(true);
    expect(linked(DATA_ROWS).some((url) => isHoldout(url))).toBe(false);
    const calibration = new Set(linked(DATA_ROWS));
    expect(linked(HOLDOUT_ROWS).filter((url) => calibration.has(url))).toEqual([]);
  });

  it.runIf(existsSync(DEFAULT_LISTINGS_DIR))("is current: a rebuild from the CSVs writes the same files", () => {
    const built = buildComparables(readComparableSources(DEFAULT_LISTINGS_DIR));
    expect(serialiseComparables(built.calibration)).toBe(readFileSync(join(REFERENCES, "comparables.json"), "utf8"));
    expect(serialiseComparables(built.holdout)).toBe(
      readFileSync(join(REFERENCES, "comparables-holdout.json"), "utf8"),
    );
  });

  it("has a current error table: every calibration listing valued from the others gives the same figures", () => {
    const rows = DATA_ROWS;
    const table = buildErrorTable(measureRows(rows, indexRows(rows), (row) => row.month));
    expect(table.groups).toEqual(ERROR_TABLE.groups);
    expect(table.places).toEqual(ERROR_TABLE.places);
  });

  it("links a comparable only on its own portal's site", () => {
    expect(portalLink("cebu-dotproperty-2026", "https://www.dotproperty.com.ph/ads/x")).toBe(
      "https://www.dotproperty.com.ph/ads/x",
    );
    expect(portalLink("cebu-dotproperty-2026", "https://evil.example/ads/x")).toBeNull();
    expect(portalLink("hoppler-ncr-2024", "https://hoppler.com.ph.evil.example/x")).toBeNull();
    expect(portalLink("lamudi-houses-2022", "http://www.lamudi.com.ph/x")).toBeNull();
    expect(portalLink("lamudi-houses-2024", "title|123|45")).toBeNull();
    for (const row of [...DATA_ROWS, ...HOLDOUT_ROWS]) {
      if (row.url) expect(portalLink(row.source.key, row.url)).toBe(row.url);
    }
  });
});

describe("the error figures", () => {
  it("are percentiles of asking ÷ estimate and the share within ±10 % and ±20 %", () => {
    expect(errorStats([0.5, 0.9, 1, 1.1, 2])).toEqual({
      tested: 5,
      p10: 0.66,
      p50: 1,
      p90: 1.64,
      medianAbsErrorPct: 10,
      within10Pct: 60,
      within20Pct: 60,
    });
  });

  it("fall back from type × level × comparables to type × level to type", () => {
    expect(errorFor("condo", "city", 40)?.scope).toBe("condo|city|20+");
    const stats = ERROR_TABLE.groups.lot!;
    const table = { method: "", places: {}, groups: { lot: stats, "lot|city": stats } };
    expect(errorFor("lot", "city", 6, table)?.scope).toBe("lot|city");
    expect(errorFor("lot", "project", 6, table)?.scope).toBe("lot");
    expect(ERROR_TABLE.groups.condo?.tested).toBeGreaterThan(2_000);
  });

  it("hold on held-out listings: the 80 % range holds 75–85 %, condos and metro houses within 20 %, all within 30 %, nearly all valued", () => {
    const results = HOLDOUT_ROWS.map(valueHeldOut);
    const all = summarise(results);
    expect(all.valuedPct).toBeGreaterThanOrEqual(90);
    expect(all.medianAbsErrorPct!).toBeLessThanOrEqual(30);
    expect(all.rangeCoveragePct!).toBeGreaterThanOrEqual(75);
    expect(all.rangeCoveragePct!).toBeLessThanOrEqual(85);
    const condos = summarise(results.filter((r) => r.row.type === "condo"));
    expect(condos.medianAbsErrorPct!).toBeLessThanOrEqual(20);
    // Condos and houses in the Metro Cebu and Metro Manila cities with enough data: within 20 % each.
    for (const type of ["condo", "house"]) {
      const metro = summarise(results.filter((r) => r.row.type === type && inMetroWithData(r.row)));
      expect(metro.listings).toBeGreaterThan(400);
      expect(metro.medianAbsErrorPct!).toBeLessThanOrEqual(20);
    }
  });
});

describe("the verdict on a real held-out listing", () => {
  // A real Makati condo of the held-out part, valued as a user's listing would be.
  const row = HOLDOUT_ROWS.find((r) => r.type === "condo" && r.city === "Makati" && r.bedrooms === 1)!;
  const at = (price: number): Listing => ({ ...listingOf(row), priceCentavos: Math.round(price * 100) });
  const report = (price: number) => ReportDataSchema.parse(buildReport(at(price), { now }));
  const first = report(row.price);
  const { lowValue: low, highValue: high } = first.marketValueAssessment ?? { lowValue: null, highValue: null };

  it("is valued from Makati condos of the listing data, each shown with its place, size, price and date", () => {
    expect(first.priceFairness.compsUsed).toBeGreaterThanOrEqual(5);
    const comps = first.priceFairness.comps ?? [];
    expect(comps.length).toBeGreaterThanOrEqual(5);
    for (const comp of comps) {
      expect(comp.title).toMatch(/Makati.*\((?:Hoppler|Lamudi|Dot Property|OnePropertee)\)$/);
      expect(comp.seenAt).toMatch(/^\d{4}-\d{2}$/);
      expect(comp.areaSqm).toBeGreaterThan(0);
      expect(comp.url === "" || /^https:\/\/(?:www\.)?(?:hoppler|lamudi|dotproperty)\./.test(comp.url)).toBe(true);
    }
    expect(first.priceFairness.methodology).toMatch(/within ±\d+% of the asking price for half of the \d+ listings/);
  });

  it("is in line inside the measured range, under- or over-priced outside it", () => {
    const valued = valueFromData({
      type: "condo",
      areaSqm: row.area,
      bedrooms: row.bedrooms,
      city: "Makati",
      province: "Metro Manila",
      barangay: row.barangay,
      projectText: row.project,
      month: "2026-11",
      // As the report knows it: the portal of its site, whose price level the comparables are moved to.
      portal: portalOfSite(listingOf(row).sourceSite),
    })!;
    const error = errorFor("condo", valued.level, valued.used)!;
    const [from, to] = [valued.estimate * error.p10, valued.estimate * error.p90];
    expect(rangeVerdict(from * 1.01, from, to)).toBe("fair");
    expect(report(valued.estimate).priceFairness.category).toBe("fair");
    expect(report(to * 1.1).priceFairness.category).toBe("overpriced");
    expect(report(from * 0.9).priceFairness.category).toBe("underpriced");
    expect(low).not.toBeNull();
    expect(high).not.toBeNull();
  });

  it("never values a listing from itself", () => {
    const subject = DATA_ROWS.find((r) => r.type === "condo" && r.city === "Pasig")!;
    const valued = valueFromData({
      type: subject.type,
      areaSqm: subject.area,
      bedrooms: subject.bedrooms,
      city: subject.city,
      province: subject.province,
      barangay: subject.barangay,
      projectText: subject.project,
      month: subject.month,
      self: subject,
    })!;
    expect(valued.comps.some((c) => c.row === subject)).toBe(false);
  });

  it("never crosses types: a lot is valued from lots only, on its lot area", () => {
    const valued = valueFromData({
      type: "lot",
      areaSqm: 150,
      bedrooms: null,
      city: "Makati",
      province: "Metro Manila",
      barangay: null,
      projectText: null,
      month: "2026-11",
    });
    expect(valued?.comps.every((c) => c.row.type === "lot")).toBe(true);
    const lot = ListingSchema.parse({
      sourceSite: "test",
      priceCentavos: 3_000_000_00,
      lotAreaSqm: 150,
      propertyType: "lot",
      address: { city: "Makati" },
    });
    const r = ReportDataSchema.parse(buildReport(lot, { now }));
    expect(r.priceFairness.methodology).toMatch(/× lot area/);
  });
});

describe("size and place of house comparables", () => {
  // Real Cebu City houses of the listing data, with their floor and lot areas.
  const house = DATA_ROWS.find((r) => r.type === "house" && r.city === "Cebu City" && r.lotArea !== null)!;
  const subject = {
    type: "house" as const,
    areaSqm: house.area * 2,
    bedrooms: null,
    city: "Cebu City",
    province: "Cebu",
    barangay: null,
    projectText: null,
    month: "2026-06",
    lotAreaSqm: house.lotArea! * 2,
  };

  it("moves a comparable's ₱/sqm to the subject's size: a house twice as large asks less per sqm of floor, more for its land", () => {
    const perSqm = house.price / house.area;
    const expected = perSqm * 2 ** (FLOOR_ELASTICITY - 1) * 2 ** LOT_ELASTICITY;
    expect(adjustedPerSqm(subject, house)).toBeCloseTo(expected, 6);
    // Without a lot on both sides only the floor counts.
    expect(adjustedPerSqm({ ...subject, lotAreaSqm: null }, house)).toBeCloseTo(
      perSqm * 2 ** (FLOOR_ELASTICITY - 1),
      6,
    );
    // Condos price in step with size.
    const condo = DATA_ROWS.find((r) => r.type === "condo")!;
    expect(adjustedPerSqm({ ...subject, type: "condo", areaSqm: condo.area * 2 }, condo)).toBe(
      condo.price / condo.area,
    );
  });

  it("shows each comparable at its own ₱/sqm, not the adjusted one", () => {
    const valued = valueFromData({ ...subject, areaSqm: house.area, lotAreaSqm: house.lotArea })!;
    for (const comp of valued.comps) expect(comp.pricePerSqm).toBeCloseTo(comp.row.price / comp.row.area, 6);
  });

  it("reads the barangay of Dot Property's location line ('tisa cebu') into the row", () => {
    const tisa = DATA_ROWS.filter((r: DataRow) => r.source.key === "cebu-dotproperty-2026" && r.barangay === "Tisa");
    expect(tisa.length).toBeGreaterThan(5);
    expect(new Set(tisa.map((r) => r.city))).toEqual(new Set(["Cebu City"]));
  });

  it("falls back to the wider place when trimming leaves a barangay too few comparables", () => {
    // Five barangay rows, two of them wild: trimmed to three, so the city decides.
    const base = DATA_ROWS.filter((r) => r.type === "condo" && r.city === "Makati").slice(0, 40);
    const odd = base.slice(0, 5).map((r, i) => ({
      ...r,
      index: 100_000 + i,
      barangay: "Testbarangay",
      area: 50,
      price: i < 2 ? 50 * 1_000_000 : 50 * 150_000 + i,
    }));
    const valued = valueFromData(
      {
        ...subject,
        type: "condo",
        areaSqm: 50,
        city: "Makati",
        province: "Metro Manila",
        barangay: "Testbarangay",
        lotAreaSqm: null,
      },
      indexRows([...base, ...odd]),
    );
    expect(valued?.level).toBe("city");
  });
});
