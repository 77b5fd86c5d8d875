/**
 * Splits that cannot flatter (issue 27, point 1): the grouping (project or building, the same unit
 * posted again, the same title), the grouped split's and the portal splits' disjointness on the
 * real rows, the city × type table rebuilt from each split's training side only, and the headline as
 * the worse of the two. The valuation over the splits runs in
 * `npm run valuation:accuracy` (about a minute); these tests only split.
 */
import { describe, expect, it } from "vitest";
import { buildFromRecords, DEFAULT_LISTINGS_DIR, readListingsDir } from "../market-data/listing-build/build";
import type { SaleRow } from "../market-data/listing-build/sources";
import { type DataRow, publisherOf } from "./listing-comparables";
import { allRows, headline, type SplitRun, splitDataSet, summariseSplit } from "./split-accuracy";
import {
  groupedSplit,
  listingGroups,
  portalOf,
  portalSplits,
  projectKey,
  SAME_AREA_SHARE,
  SAME_PRICE_SHARE,
  TITLE_TEMPLATE_MIN,
  trainsOn,
} from "./splits";
import type { HeldOutResult } from "./valuation-accuracy";

const SOURCE = { key: "lamudi-houses-2023", title: "t", repository: "r", commit: "c", period: "p" };
const OTHER_PORTAL = { ...SOURCE, key: "cebu-dotproperty-2026" };

function row(index: number, fields: Partial<DataRow> = {}): DataRow {
  return {
    index,
    source: SOURCE,
    type: "condo",
    price: 5_000_000 + index * 1_000_000,
    area: 30 + index * 10,
    bedrooms: 1,
    city: "Cebu City",
    province: "Cebu",
    barangay: null,
    project: null,
    month: "2026-06",
    url: `https://example.test/${index}`,
    lotArea: null,
    titleKey: null,
    ...fields,
  };
}

const sameGroup = (groups: number[], a: number, b: number) => groups[a] === groups[b];

describe("listing groups", () => {
  it("joins a project however its name is spelled, within one place", () => {
    const groups = listingGroups([
      row(0, { project: "Avida Towers Riala" }),
      row(1, { project: "AVIDA Riala Tower" }),
      row(2, { project: "avida towers riala" }),
      row(3, { project: "Avida Towers Riala", city: "Mandaue" }),
      row(4, { project: "The Tower" }),
      row(5, { project: "Tower" }),
      row(6, { project: "Avida Towers Sola" }),
    ]);
    expect(sameGroup(groups, 0, 1) && sameGroup(groups, 0, 2)).toBe(true);
    expect(sameGroup(groups, 0, 3)).toBe(false); // another city's project of that name
    expect(sameGroup(groups, 4, 5)).toBe(false); // "tower" alone names no project
    expect(sameGroup(groups, 0, 6)).toBe(false);
  });

  it("joins the same unit posted again on another portal: area within 1 %, price within 2 %", () => {
    const unit = { area: 50, price: 6_000_000 };
    const groups = listingGroups([
      row(0, unit),
      row(1, { area: 50.4, price: 5_900_000, source: OTHER_PORTAL }),
      row(2, { area: 50 * (1 + SAME_AREA_SHARE) * 1.01, price: 6_000_000 }),
      row(3, { area: 50, price: 6_000_000 * (1 + SAME_PRICE_SHARE) * 1.01 }),
      row(4, { ...unit, type: "house" }),
      row(5, { ...unit, city: "Mandaue" }),
    ]);
    expect(groups.slice(0, 2)).toEqual([0, 0]);
    expect(new Set(groups).size).toBe(5);
  });

  it("joins the same title, unless a portal's template gives it to many listings", () => {
    const template = Array.from({ length: TITLE_TEMPLATE_MIN }, (_, i) => row(10 + i, { titleKey: "cafe0001" }));
    const groups = listingGroups([row(0, { titleKey: "beef0001" }), row(1, { titleKey: "beef0001" }), ...template]);
    expect(sameGroup(groups, 0, 1)).toBe(true);
    expect(new Set(groups.slice(2)).size).toBe(TITLE_TEMPLATE_MIN);
  });
});

describe("splits of the real rows", () => {
  const rows = allRows();

  it("grouped: a fifth held out, and no project, title or reposted unit on both sides", () => {
    const { train, test } = groupedSplit(rows);
    expect(rows).toHaveLength(13_478);
    expect([test.length, train.length]).toEqual([2_696, 10_782]);
    expect(new Set([...train, ...test]).size).toBe(rows.length);
    const keys = (side: readonly DataRow[], key: (r: DataRow) => string | null) =>
      new Set(side.map(key).filter((k): k is string => k !== null));
    const overlap = (a: Set<string>, b: Set<string>) => [...a].filter((k) => b.has(k));
    expect(overlap(keys(train, projectKey), keys(test, projectKey))).toEqual([]);
    const titles = new Map<string, number>();
    for (const r of rows) if (r.titleKey) titles.set(r.titleKey, (titles.get(r.titleKey) ?? 0) + 1);
    const ownTitle = (r: DataRow) => (r.titleKey && titles.get(r.titleKey)! < TITLE_TEMPLATE_MIN ? r.titleKey : null);
    expect(overlap(keys(train, ownTitle), keys(test, ownTitle))).toEqual([]);
    // Every held-out row against every kept row of its place and type: none is the same unit posted again.
    const kept = new Map<string, DataRow[]>();
    const place = (r: DataRow) => `${r.city ?? r.province}|${r.type}`;
    for (const r of train) {
      const same = kept.get(place(r));
      if (same) same.push(r);
      else kept.set(place(r), [r]);
    }
    const reposts = test.filter((t) =>
      (kept.get(place(t)) ?? []).some((k) => {
        const [small, large] = k.area <= t.area ? [k, t] : [t, k];
        return (
          large.area <= small.area * (1 + SAME_AREA_SHARE) &&
          Math.abs(large.price - small.price) <= SAME_PRICE_SHARE * Math.min(large.price, small.price)
        );
      }),
    );
    expect(reposts).toEqual([]);
  });

  it("grouped: the same seed draws the same split, another seed another", () => {
    const again = groupedSplit(rows);
    expect(again.test.map((r) => r.index)).toEqual(groupedSplit(rows).test.map((r) => r.index));
    expect(groupedSplit(rows, "another seed").test.map((r) => r.index)).not.toEqual(again.test.map((r) => r.index));
  });

  it("one portal out: each portal's listings valued only from the others'", () => {
    const splits = portalSplits(rows);
    expect(splits.map((s) => [s.name, s.test.length])).toEqual([
      ["Dot Property", 2_736],
      ["Hoppler", 903],
      ["Lamudi", 7_076],
      ["OnePropertee", 2_763],
    ]);
    for (const split of splits) {
      expect(split.test.every((r) => portalOf(r) === split.name)).toBe(true);
      expect(split.train.some((r) => portalOf(r) === split.name)).toBe(false);
      expect(split.train.length + split.test.length).toBe(rows.length);
    }
  });
});

describe("the city × type table of a split's training side", () => {
  const sale = (fields: Partial<SaleRow>): SaleRow => ({
    source: "lamudi-houses-2022",
    id: "https://example.test/other",
    hasUrl: true,
    type: "condo",
    price: 9_000_000,
    area: 90,
    basis: "floor",
    place: { city: "Cebu City", province: "Cebu" },
    ...fields,
  });

  it("leaves out the held-out portal's rows in a leave-one-portal-out split", () => {
    const keep = trainsOn({ name: "Lamudi", portal: "Lamudi", train: [], test: [] });
    expect(keep(sale({}))).toBe(false);
    expect(keep(sale({ source: "cebu-dotproperty-2026" }))).toBe(true);
  });

  it("leaves out a held-out listing (its URL, or its place, type, price and area) and its project in the grouped split", () => {
    const held = row(0, {
      url: "https://example.test/held",
      project: "Avida Towers Riala",
      price: 5_000_000,
      area: 30,
    });
    const keep = trainsOn({ name: "grouped", train: [], test: [held] });
    expect(keep(sale({}))).toBe(true);
    expect(keep(sale({ id: "https://example.test/held" }))).toBe(false);
    expect(keep(sale({ price: 5_000_000, area: 30 }))).toBe(false); // the same unit, posted on a portal without URLs
    expect(keep(sale({ project: "Avida Towers Riala" }))).toBe(false);
    expect(keep(sale({ project: "Avida Towers Riala", place: { city: "Mandaue", province: "Cebu" } }))).toBe(true);
  });

  it("is built from the raw listing files without a single row of the held-out portal (real data)", () => {
    const records = readListingsDir(DEFAULT_LISTINGS_DIR);
    const committed = buildFromRecords(records).referenceTable as { cells: { sources: string[] }[] };
    const portalsIn = (cells: { sources: string[] }[]) =>
      new Set(cells.flatMap((c) => c.sources.map((s) => publisherOf(s.split(":")[0]!))));
    // The committed table holds Lamudi's rows: valued from it, a Lamudi listing would meet its own portal.
    expect(portalsIn(committed.cells).has("Lamudi")).toBe(true);
    // The table the accuracy run values Lamudi's listings with (splitDataSet, as valueSplit uses it) holds none.
    const lamudi = portalSplits(allRows()).find((s) => s.name === "Lamudi")!;
    const table = splitDataSet(lamudi).table!.table as unknown as { cells: { sources: string[] }[] };
    expect(table.cells.length).toBeGreaterThan(0);
    expect(portalsIn(table.cells).has("Lamudi")).toBe(false);
    expect(portalsIn(table.cells)).toEqual(new Set(["Dot Property", "OnePropertee"]));
  });
});

describe("split figures", () => {
  const result = (price: number, judged: HeldOutResult["judged"], estimate: number | null = 100) =>
    ({ row: row(0, { price }), judged, estimate }) as unknown as HeldOutResult;

  it("count the error and the range where a verdict is given, the share given one, and the share resting on the table", () => {
    const s = summariseSplit([
      result(110, { estimate: 100, low: 90, high: 120 }),
      // No comparables' estimate: the verdict rests on the city × type table.
      result(70, { estimate: 100, low: 80, high: 120 }, null),
      result(100, null, null),
    ]);
    expect(s).toEqual({ listings: 3, verdictPct: 66.7, medianAbsErrorPct: 20, rangeCoveragePct: 50, fallbackPct: 50 });
  });

  it("quote the worse of the splits", () => {
    const run = (name: string, price: number): SplitRun => ({
      name,
      results: [result(price, { estimate: 100, low: 50, high: 200 })],
    });
    expect(headline([run("grouped fifth", 110), run("leave one portal out", 130)]).run.name).toBe(
      "leave one portal out",
    );
    expect(headline([run("grouped fifth", 140), run("leave one portal out", 130)]).run.name).toBe("grouped fifth");
  });
});
