/** The widening of the 80 % range for a portal outside the data, learned by leaving each portal out in turn. */
import { describe, expect, it } from "vitest";
import { type DataRow, indexRows } from "./listing-comparables";
import { buildErrorTable, measureRows } from "./measured-error";
import { learnPortalSpread } from "./portal-spread";

const portal = (key: string) => ({ key, title: key, repository: "r", commit: "c", period: "2024" });

/** Condos of one city: each portal's own listings spread ±`spread` around its price level `level` ₱/sqm. */
function condos(key: string, level: number, spread: number, n: number, from: number): DataRow[] {
  return Array.from({ length: n }, (_, i) => ({
    index: from + i,
    source: portal(key),
    type: "condo",
    price: level * (1 + spread * Math.sin(i * 1.7)) * 50,
    area: 50,
    bedrooms: 1,
    city: "Pasig",
    province: "Metro Manila",
    barangay: null,
    project: null,
    month: "2024-01",
    url: `https://${key}.example/${i}`,
    lotArea: null,
    titleKey: null,
  }));
}

const learn = (rows: DataRow[]) =>
  learnPortalSpread(rows, buildErrorTable(measureRows(rows, indexRows(rows), (row) => row.month)));

describe("learnPortalSpread", () => {
  it("widens a type's range when portals price it apart, beyond what leave one out within the data measured", () => {
    const rows = [...condos("hoppler-ncr-2024", 100_000, 0.05, 60, 0), ...condos("lamudi-x", 130_000, 0.05, 60, 60)];
    const spread = learn(rows);
    expect(spread.condo).toBeGreaterThan(1);
    // Too few houses, townhouses or lots valued: no widening learned for them.
    expect(spread.house).toBe(1);
    expect(spread.lot).toBe(1);
  });

  it("keeps it near as measured when the portals price alike", () => {
    const rows = [...condos("hoppler-ncr-2024", 100_000, 0.1, 60, 0), ...condos("lamudi-x", 100_000, 0.1, 60, 60)];
    expect(learn(rows).condo).toBeLessThanOrEqual(1.2);
  });
});
