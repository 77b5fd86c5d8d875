/**
 * Metro Manila cities and districts. Condo price levels here come only from an aggregator
 * (Bamboo Routes, Sep 2025, [LOW]); we take the midpoint of each published range and say so.
 * Consultant luxury figures (SKF, Colliers) describe the top segment only and are not used as medians.
 */
import { cite } from "./sources";
import { type AreaProfile, area, cityNames, type Figure, gap } from "./types";

function aggregatorCondoPrice(low: number, high: number): Figure {
  return cite("S60", {
    value: (low + high) / 2,
    unit: "PHP/sqm",
    period: "Sep 2025",
    asOf: "2025-09",
    confidence: "low",
    derived: true,
    note: `Midpoint of the aggregator range PHP ${low.toLocaleString("en-PH")}–${high.toLocaleString("en-PH")}/sqm`,
  });
}

function lpcRent(value: number, note: string): Figure {
  return cite("S6", {
    value,
    unit: "PHP/sqm/month",
    period: "Oct 2024",
    asOf: "2024-10",
    confidence: "high",
    note,
  });
}

function lamudiRent(value: number, place: string): Figure {
  return cite("LAMUDI_2017", {
    value,
    unit: "PHP/sqm/month",
    period: "2016",
    asOf: "2016-12",
    confidence: "low",
    note: `Listing-site average condo rent for ${place}, 2016 data`,
  });
}

function villageLand(key: "S13" | "S14", value: number, period: string, asOf: string, note: string): Figure {
  return cite(key, { value, unit: "PHP/sqm", period, asOf, confidence: "high", note });
}

export const METRO_MANILA_AREAS: readonly AreaProfile[] = [
  area({
    id: "makati",
    name: "Makati",
    level: "city",
    parentId: "metro-manila",
    aliases: cityNames("makati"),
    textAliases: ["makati"],
    condoPricePerSqm: aggregatorCondoPrice(200_000, 364_000),
    rentPerSqmMonth: lpcRent(1_001, "Makati average residential rent"),
    gaps: [
      gap("condo", "Luxury-only figures (SKF Q1 2025: 490,000/sqm; >572,000 ultra-luxury) are not medians."),
      gap("vacancy", "No Makati vacancy."),
    ],
  }),
  area({
    id: "rockwell",
    name: "Rockwell Center, Makati",
    level: "district",
    parentId: "makati",
    aliases: [],
    textAliases: ["rockwell center", "rockwell centre", "rockwell"],
    vacancyPct: cite("S10", { value: 10, unit: "%", period: "H1 2025", asOf: "2025-06", confidence: "high" }),
  }),
  area({
    id: "forbes-park",
    name: "Forbes Park, Makati",
    level: "district",
    parentId: "makati",
    aliases: [],
    textAliases: ["forbes park"],
    lotPricePerSqm: villageLand("S14", 825_000, "Q1 2025", "2025-03", "Prime village land value (+15% y/y)"),
  }),
  area({
    id: "dasmarinas-village",
    name: "Dasmariñas Village, Makati",
    level: "district",
    parentId: "makati",
    aliases: [],
    textAliases: ["dasmarinas village", "dasma village"],
    lotPricePerSqm: villageLand("S14", 740_000, "Q1 2025", "2025-03", "Prime village land value"),
  }),
  area({
    id: "magallanes-village",
    name: "Magallanes Village, Makati",
    level: "district",
    parentId: "makati",
    aliases: [],
    textAliases: ["magallanes village"],
    lotPricePerSqm: villageLand("S14", 370_000, "Q1 2025", "2025-03", "Prime village land value"),
  }),
  area({
    id: "taguig",
    name: "Taguig",
    level: "city",
    parentId: "metro-manila",
    aliases: cityNames("taguig"),
    textAliases: ["taguig"],
    rentPerSqmMonth: lpcRent(843, "Taguig average residential rent (BGC has its own row)"),
    gaps: [gap("condo", "No Taguig-wide condo price per sqm; Metro Manila applies outside BGC.")],
  }),
  area({
    id: "bgc",
    name: "Bonifacio Global City, Taguig",
    level: "district",
    parentId: "taguig",
    aliases: ["bgc", "bonifacio global city", "fort bonifacio"],
    textAliases: ["bgc", "bonifacio global city", "fort bonifacio"],
    condoPricePerSqm: aggregatorCondoPrice(220_000, 275_000),
    rentPerSqmMonth: lpcRent(1_191, "BGC average residential rent"),
    vacancyPct: cite("S11", { value: 10, unit: "%", period: "H1 2025", asOf: "2025-06", confidence: "high" }),
    gaps: [gap("condo", "SKF luxury figure (340,000/sqm, Q1 2025) is not a median.")],
  }),
  area({
    id: "pasig",
    name: "Pasig",
    level: "city",
    parentId: "metro-manila",
    aliases: cityNames("pasig"),
    textAliases: ["pasig"],
    condoPricePerSqm: aggregatorCondoPrice(120_000, 170_000),
    rentPerSqmMonth: cite("S6", {
      value: 765,
      unit: "PHP/sqm/month",
      period: "Oct 2024",
      asOf: "2024-10",
      confidence: "medium",
      note: "Ortigas–Mandaluyong average residential rent applied to Pasig as a whole",
    }),
  }),
  area({
    id: "ortigas",
    name: "Ortigas Center",
    level: "district",
    parentId: "pasig",
    aliases: [],
    textAliases: ["ortigas center", "ortigas centre", "ortigas"],
    condoPricePerSqm: aggregatorCondoPrice(150_000, 200_000),
    rentPerSqmMonth: lpcRent(765, "Ortigas–Mandaluyong average residential rent"),
    vacancyPct: cite("S8", {
      value: 6.4,
      unit: "%",
      period: "Q4 2025",
      asOf: "2025-12",
      confidence: "high",
      note: "Colliers, lowest submarket; LPC put Ortigas in an 18–25% group in H1 2025 (S11); the later Colliers figure is used",
    }),
  }),
  area({
    id: "mandaluyong",
    name: "Mandaluyong",
    level: "city",
    parentId: "metro-manila",
    aliases: cityNames("mandaluyong"),
    textAliases: ["mandaluyong"],
    rentPerSqmMonth: lpcRent(765, "Ortigas–Mandaluyong average residential rent"),
    gaps: [gap("condo", "No Mandaluyong condo price per sqm; Metro Manila applies.")],
  }),
  area({
    id: "quezon-city",
    name: "Quezon City",
    level: "city",
    parentId: "metro-manila",
    aliases: ["quezon city", "qc", "city of quezon"],
    textAliases: ["quezon city"],
    condoPricePerSqm: aggregatorCondoPrice(100_000, 150_000),
    rentPerSqmMonth: lamudiRent(614, "Quezon City"),
    vacancyPct: cite("S11", {
      value: 21.5,
      unit: "%",
      period: "H1 2025",
      asOf: "2025-06",
      confidence: "medium",
      derived: true,
      note: "Midpoint of LPC's 18–25% for Ortigas, QC, Alabang and Manila Bay",
    }),
  }),
  area({
    id: "eastwood",
    name: "Eastwood City, Quezon City",
    level: "district",
    parentId: "quezon-city",
    aliases: [],
    textAliases: ["eastwood city", "eastwood"],
    vacancyPct: cite("S10", { value: 5.7, unit: "%", period: "H1 2025", asOf: "2025-06", confidence: "high" }),
  }),
  area({
    id: "green-meadows",
    name: "Green Meadows, Quezon City",
    level: "district",
    parentId: "quezon-city",
    aliases: [],
    textAliases: ["green meadows"],
    lotPricePerSqm: villageLand("S13", 288_000, "Q2 2025", "2025-06", "Prime village land value"),
  }),
  area({
    id: "manila",
    name: "Manila",
    level: "city",
    parentId: "metro-manila",
    aliases: cityNames("manila"),
    textAliases: ["city of manila", "manila city"],
    condoPricePerSqm: aggregatorCondoPrice(90_000, 140_000),
    rentPerSqmMonth: lamudiRent(610, "Manila"),
  }),
  ...[
    { id: "pasay", name: "Pasay", city: "pasay" },
    { id: "paranaque", name: "Parañaque", city: "paranaque" },
  ].map(({ id, name, city }) =>
    area({
      id,
      name,
      level: "city",
      parentId: "metro-manila",
      aliases: cityNames(city),
      textAliases: [city],
      ...(id === "paranaque" ? { condoPricePerSqm: aggregatorCondoPrice(80_000, 130_000) } : {}),
      gaps: id === "pasay" ? [gap("condo", "No Pasay condo price per sqm; Metro Manila applies.")] : [],
    }),
  ),
  ...["pasay", "paranaque"].map((cityId) =>
    area({
      id: `bay-area-${cityId}`,
      name: "Manila Bay Area",
      level: "district",
      parentId: cityId,
      aliases: [],
      textAliases: ["manila bay area", "bay area", "entertainment city", "aseana", "mall of asia", "moa complex"],
      rentPerSqmMonth: cite("S5", {
        value: 700,
        unit: "PHP/sqm/month",
        period: "Q2 2025",
        asOf: "2025-06",
        confidence: "medium",
        note: "Colliers Bay Area studio rent (~700, from 1,200 pre-2020); studios only",
      }),
      vacancyPct: cite("S8", {
        value: 57.3,
        unit: "%",
        period: "Q4 2025",
        asOf: "2025-12",
        confidence: "high",
        note: "Colliers Bay Area vacancy after the POGO exit",
      }),
    }),
  ),
  area({
    id: "muntinlupa",
    name: "Muntinlupa",
    level: "city",
    parentId: "metro-manila",
    aliases: cityNames("muntinlupa"),
    textAliases: ["muntinlupa"],
  }),
  area({
    id: "ayala-alabang",
    name: "Ayala Alabang, Muntinlupa",
    level: "district",
    parentId: "muntinlupa",
    aliases: [],
    textAliases: ["ayala alabang"],
    lotPricePerSqm: villageLand("S14", 380_000, "Q1 2025", "2025-03", "Prime village land value (+14% y/y)"),
  }),
  area({
    id: "san-juan",
    name: "San Juan",
    level: "city",
    parentId: "metro-manila",
    aliases: cityNames("san juan"),
    textAliases: [],
    rentPerSqmMonth: lamudiRent(470, "San Juan"),
  }),
  area({
    id: "las-pinas",
    name: "Las Piñas",
    level: "city",
    parentId: "metro-manila",
    aliases: cityNames("las pinas"),
    textAliases: ["las pinas"],
    rentPerSqmMonth: lamudiRent(478, "Las Piñas"),
  }),
];
