/** The dataset's integrity, its place resolution and its reference lookups. */
import { describe, expect, it } from "vitest";
import { referenceMedianPerSqm } from "../valuation";
import { AREAS, type AreaFigureKey, areaById, DATASET_VERSION, type Figure, findFigure, resolveArea } from ".";

const FIGURE_KEYS: AreaFigureKey[] = [
  "condoPricePerSqm",
  "housePricePerSqm",
  "lotPricePerSqm",
  "rentPerSqmMonth",
  "grossYieldPct",
  "grossYieldPrimaryPct",
  "annualGrowthPct",
  "recentGrowthPct",
  "lotGrowthPct",
  "vacancyPct",
  "associationDuesPerSqmMonth",
];

const allFigures: { areaId: string; key: AreaFigureKey; figure: Figure }[] = AREAS.flatMap((a) =>
  FIGURE_KEYS.flatMap((key) => {
    const figure = a[key];
    return figure ? [{ areaId: a.id, key, figure }] : [];
  }),
);

describe("dataset integrity", () => {
  it("is versioned", () => {
    expect(DATASET_VERSION).toMatch(/^\d{4}-\d{2}-ph-\d+$/);
  });

  it("has unique ids and every parent exists, ending at the national row", () => {
    const ids = AREAS.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const a of AREAS) if (a.parentId) expect(() => areaById(a.parentId as string)).not.toThrow();
    expect(AREAS.filter((a) => a.parentId === null).map((a) => a.id)).toEqual(["philippines"]);
  });

  it("covers the required places", () => {
    for (const id of [
      "makati",
      "taguig",
      "bgc",
      "pasig",
      "ortigas",
      "mandaluyong",
      "quezon-city",
      "manila",
      "paranaque",
      "pasay",
      "metro-manila",
      "cebu-city",
      "iloilo-city",
      "philippines",
      "laguna",
      "lanang-bajada",
    ]) {
      expect(() => areaById(id)).not.toThrow();
    }
  });

  it.each(allFigures.map((f) => [`${f.areaId}.${f.key}`, f.figure] as const))("%s is cited", (_, figure) => {
    expect(figure.value).toBeGreaterThan(0);
    expect(Number.isFinite(figure.value)).toBe(true);
    expect(figure.source.length).toBeGreaterThan(3);
    expect(figure.sourceKey).toMatch(/^(S\d+|notes:)/);
    expect(figure.period.length).toBeGreaterThan(0);
    expect(figure.asOf).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
    expect(["high", "medium", "low"]).toContain(figure.confidence);
    if (figure.url) expect(figure.url).toMatch(/^https:\/\//);
  });

  it("marks every aggregator or listing-site figure low confidence", () => {
    const aggregators = allFigures.filter((f) => /aggregator|listing site/i.test(f.figure.source));
    expect(aggregators.length).toBeGreaterThan(5);
    for (const f of aggregators) expect(f.figure.confidence).toBe("low");
  });

  it("documents every derived figure (midpoints, compound growth) in its note", () => {
    for (const f of allFigures.filter((x) => x.figure.derived)) {
      expect(f.figure.note ?? "").toMatch(/midpoint|compound|chained/i);
    }
  });

  it("keeps figures the research lacks missing instead of guessing", () => {
    const iloilo = areaById("iloilo-city");
    expect(iloilo.condoPricePerSqm).toBeNull();
    expect(iloilo.lotPricePerSqm).toBeNull();
    expect(iloilo.rentPerSqmMonth).toBeNull();
    expect(iloilo.gaps.length).toBeGreaterThan(0);
    expect(areaById("davao-city").condoPricePerSqm).toBeNull();
    expect(areaById("mandaluyong").condoPricePerSqm).toBeNull();
  });

  it("uses the cited values for key rows", () => {
    expect(areaById("bgc").rentPerSqmMonth?.value).toBe(1_191);
    expect(areaById("bgc").condoPricePerSqm?.value).toBe(247_500); // midpoint of 220,000–275,000
    expect(areaById("metro-manila").grossYieldPct?.value).toBe(4.6);
    expect(areaById("metro-manila").grossYieldPrimaryPct?.value).toBe(3.8);
    expect(areaById("metro-manila").vacancyPct?.value).toBe(24.7);
    expect(areaById("philippines").annualGrowthPct?.value).toBe(4.1);
    expect(areaById("laguna").lotPricePerSqm?.value).toBe(18_000);
  });

  it("derived growth rates follow from the cited index levels", () => {
    expect(((172.6 / 122.8) ** (1 / 8.5) - 1) * 100).toBeCloseTo(4.1, 1);
    const ncr2024 = 151.1 * 1.161 * 1.043 * 0.996;
    expect(((ncr2024 / 143.9) ** 0.25 - 1) * 100).toBeCloseTo(areaById("metro-manila").recentGrowthPct?.value ?? 0, 1);
    const aoncr2024 = 136.7 * 1.045 * 1.078 * 1.093;
    expect(((aoncr2024 / 130.1) ** 0.25 - 1) * 100).toBeCloseTo(
      areaById("outside-metro-manila").recentGrowthPct?.value ?? 0,
      1,
    );
  });
});

describe("resolveArea", () => {
  it.each([
    [{ city: "Taguig", text: "Uptown Parksuites, Bonifacio Global City" }, "bgc", "district"],
    [{ city: "Taguig City" }, "taguig", "city"],
    [{ city: "BGC" }, "bgc", "district"],
    [{ text: "1BR in BGC, Taguig, Metro Manila" }, "bgc", "district"],
    [{ city: "Makati City", barangay: "Forbes Park" }, "forbes-park", "district"],
    [{ city: "Pasig", text: "Ortigas Center" }, "ortigas", "district"],
    [{ city: "Mandaluyong", text: "near Ortigas" }, "mandaluyong", "city"],
    [{ city: "Quezon City" }, "quezon-city", "city"],
    [{ city: "Parañaque" }, "paranaque", "city"],
    [{ city: "Manila" }, "manila", "city"],
    [{ text: "Malate, City of Manila" }, "manila", "city"],
    [{ city: "Marikina" }, "metro-manila", "region"],
    [{ region: "NCR" }, "metro-manila", "region"],
    [{ city: "Cebu City", province: "Cebu" }, "cebu-city", "city"],
    [{ city: "Iloilo", province: "Iloilo" }, "iloilo-city", "city"],
    [{ city: "Iloilo City", text: "Iloilo Business Park, Mandurriao" }, "iloilo-business-park", "district"],
    [{ city: "Davao City", barangay: "Poblacion" }, "davao-poblacion", "district"],
    [{ city: "Lambunao", barangay: "Poblacion", province: "Iloilo" }, "outside-metro-manila", "default-region"],
    [{ city: "Santa Rosa", province: "Laguna" }, "laguna", "province"],
    // Issue 5 added Bulacan, Pampanga and Rizal as provinces (coverage the issue requires).
    [{ city: "San Fernando", province: "Pampanga" }, "pampanga", "province"],
    [{ city: "Antipolo", province: "Rizal" }, "rizal", "province"],
    [{ city: "San Juan", province: "Batangas" }, "batangas", "province"],
    [{ city: "San Juan" }, "san-juan", "city"],
    [{ city: "Roxas City", province: "Capiz" }, "outside-metro-manila", "default-region"],
    [{}, "philippines", "none"],
    [{ text: "Unit 5, Some Tower" }, "philippines", "none"],
  ])("%o → %s", (location, id, matchedBy) => {
    const resolved = resolveArea(location);
    expect(resolved.area.id).toBe(id);
    expect(resolved.matchedBy).toBe(matchedBy);
  });
});

describe("fallback ladder", () => {
  it("borrows a region figure with low confidence and says so", () => {
    const found = findFigure(areaById("mandaluyong"), "condoPricePerSqm");
    expect(found?.area.id).toBe("metro-manila");
    expect(found?.fallback).toBe(true);
    expect(found?.confidence).toBe("low");
    expect(found?.fallbackNote).toMatch(/Metro Manila/);
  });

  it("lets a district use its city's figure as its own", () => {
    const found = findFigure(areaById("rockwell"), "rentPerSqmMonth");
    expect(found?.area.id).toBe("makati");
    expect(found?.fallback).toBe(false);
  });

  it("keeps national-by-design growth at its own confidence", () => {
    const found = findFigure(areaById("cebu-city"), "annualGrowthPct");
    expect(found?.area.id).toBe("philippines");
    expect(found?.fallback).toBe(false);
    expect(found?.confidence).toBe("medium");
  });

  it("uses Metro Manila's yield and vacancy as a low-confidence proxy elsewhere", () => {
    const found = findFigure(areaById("iloilo-city"), "vacancyPct");
    expect(found?.area.id).toBe("metro-manila");
    expect(found?.confidence).toBe("low");
  });
});

describe("referenceMedianPerSqm(city, propertyType)", () => {
  it.each([
    ["Makati", "condo", 282_000, "low"],
    ["BGC", "condo", 247_500, "low"],
    ["Quezon City", "condo", 125_000, "low"],
    ["Cebu City", "condo", 137_500, "low"],
    ["Metro Manila", "condo", 127_884, "medium"],
    ["Mandaluyong", "condo", 127_884, "low"], // Metro Manila fallback
    ["Makati", "house_and_lot", 127_884, "low"],
    ["Laguna", "lot", 18_000, "high"],
    ["Forbes Park", "lot", 825_000, "high"],
  ] as const)("%s %s → %d (%s)", (city, type, value, confidence) => {
    const ref = referenceMedianPerSqm(city, type);
    expect(ref?.value).toBe(value);
    expect(ref?.citation.confidence).toBe(confidence);
    expect(ref?.citation.kind).toBe("dataset");
  });

  it.each([
    ["Iloilo City", "condo"], // no Iloilo level; the all-areas-outside-NCR average is too broad
    ["Iloilo City", "lot"],
    ["Davao City", "condo"],
    ["Makati", "lot"], // land outside the named villages has no reference
    ["Roxas City", "house_and_lot"],
    ["", "condo"], // unknown place: the national average is too broad
    ["Makati", "commercial"],
  ] as const)("%s %s → none", (city, type) => {
    expect(referenceMedianPerSqm(city, type)).toBeNull();
  });
});
