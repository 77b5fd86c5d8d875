/**
 * Natural hazards per place, from market-data.md §7. Keys are dataset area ids, normalised city
 * names (for places the dataset does not list as areas), "town|province" for towns whose names recur
 * elsewhere, or province names; a listing collects the
 * rows of every key on its chain (district → city → province → region), plus the typhoon baseline of
 * its island group. Only what the research states is here; a city without a row has no cited hazard
 * beyond typhoons, and the report says so.
 */
import { citeNote, type SourceNote } from "./sources";

export type HazardType = "flood" | "earthquake" | "typhoon" | "volcano" | "landslide";
export type HazardLevel = "low" | "medium" | "high";

export interface HazardRow {
  readonly type: HazardType;
  readonly level: HazardLevel;
  readonly description: string;
  readonly source: SourceNote;
  /** Dataset areas inside the keyed place that the row does not describe (BGC is not lakeside Taguig). */
  readonly notFor?: readonly string[];
}

const text = (period: string, asOf: string, note: string) => ({ period, asOf, confidence: "medium", note }) as const;

const westValleyFault = (place: string): HazardRow => ({
  type: "earthquake",
  level: "high",
  description: `The West Valley Fault runs through or beside ${place}; PHIVOLCS' M7.2 scenario projects about 168,000 collapsed buildings and 33,000 deaths across Metro Manila.`,
  source: citeNote("S44", text("2025", "2025-03", "PHIVOLCS Valley Fault System scenario (last major movement 1658)")),
});

const highFlood = (place: string): HazardRow => ({
  type: "flood",
  level: "high",
  description: `${place} is rated highly susceptible to flooding (over 1 m) by the Mines and Geosciences Bureau.`,
  source: citeNote("S45", text("2012", "2012-09", "MGB flood susceptibility; UP-NOAH 100-year flood maps")),
});

const moderateFlood = (place: string): HazardRow => ({
  type: "flood",
  level: "medium",
  description: `Parts of ${place} are rated low to moderately susceptible to flooding by the Mines and Geosciences Bureau.`,
  source: citeNote("S45", text("2012", "2012-09", "MGB flood susceptibility")),
});

const floodProvince = (place: string, rank: string): HazardRow => ({
  type: "flood",
  level: "high",
  description: `${place} is ${rank} among the most flood-prone provinces (DENR-MGB).`,
  source: citeNote("S45", text("2012", "2012-09", "DENR-MGB ranking of flood-prone provinces")),
});

export const HAZARDS: Readonly<Record<string, readonly HazardRow[]>> = {
  "quezon-city": [westValleyFault("Quezon City")],
  marikina: [westValleyFault("Marikina"), highFlood("Marikina")],
  makati: [westValleyFault("Makati")],
  pasig: [westValleyFault("Pasig"), highFlood("Pasig")],
  taguig: [westValleyFault("Taguig"), { ...highFlood("Lakeside Taguig"), notFor: ["bgc"] }],
  muntinlupa: [westValleyFault("Muntinlupa")],
  navotas: [highFlood("Navotas")],
  malabon: [highFlood("Malabon")],
  pateros: [highFlood("Pateros")],
  manila: [moderateFlood("Manila")],
  pasay: [moderateFlood("Pasay")],
  paranaque: [moderateFlood("Parañaque")],
  "rodriguez|rizal": [
    {
      type: "earthquake",
      level: "high",
      description:
        "The West Valley Fault crosses Rodriguez and the East Valley Fault (M6.2 scenario) runs through Rodriguez and San Mateo.",
      source: citeNote("S44", text("2025", "2025-03", "PHIVOLCS Valley Fault System")),
    },
  ],
  "san mateo|rizal": [
    {
      type: "earthquake",
      level: "high",
      description: "The East Valley Fault (M6.2 scenario) runs through San Mateo and Rodriguez.",
      source: citeNote("S44", text("2025", "2025-03", "PHIVOLCS Valley Fault System")),
    },
  ],
  bulacan: [floodProvince("Bulacan", "ranked")],
  pampanga: [floodProvince("Pampanga", "first")],
  ...Object.fromEntries(
    [
      ["san jose del monte|bulacan", "San Jose del Monte"],
      ["norzagaray|bulacan", "Norzagaray"],
      ["dona remedios trinidad|bulacan", "Doña Remedios Trinidad"],
      ["san pedro|laguna", "San Pedro"],
      ["binan|laguna", "Biñan"],
      ["santa rosa|laguna", "Santa Rosa"],
      ["cabuyao|laguna", "Cabuyao"],
      ["calamba|laguna", "Calamba"],
      ["carmona|cavite", "Carmona"],
      ["general mariano alvarez|cavite", "General Mariano Alvarez"],
      ["silang|cavite", "Silang"],
    ].map(([key, name]) => [key, [westValleyFault(name as string)]]),
  ),
  "cebu-city": [
    {
      type: "earthquake",
      level: "medium",
      description:
        "The M6.9 Bogo earthquake of 30 September 2025, the strongest recorded in Cebu, was felt at intensity VI in Cebu City.",
      source: citeNote("S46", text("Sep 2025", "2025-10", "SunStar Cebu; 69+ deaths province-wide")),
    },
  ],
  "cagayan-de-oro": [
    {
      type: "flood",
      level: "high",
      description:
        "Tropical Storm Sendong's flash flood (December 2011) killed 1,268 people, most in Cagayan de Oro and Iligan.",
      source: citeNote("S47", text("Dec 2011", "2011-12", "NDRRMC toll via geohazard notes")),
    },
  ],
  bacolod: [
    {
      type: "volcano",
      level: "medium",
      description: "Kanlaon Volcano has been at Alert Level 3 since its December 2024 eruption; ash can reach Bacolod.",
      source: citeNote("S48", text("Dec 2024", "2024-12", "PHIVOLCS alert level")),
    },
  ],
  baguio: [
    {
      type: "landslide",
      level: "high",
      description: "The Mines and Geosciences Bureau rates 60–70% of Baguio as prone to landslides.",
      source: citeNote("S49", text("2006", "2006-08", "MGB Cordillera")),
    },
    {
      type: "earthquake",
      level: "medium",
      description: "The 1990 Luzon earthquake (M7.8) struck Baguio hard; the Cordillera remains seismically active.",
      source: citeNote("S49", text("2006", "2006-08", "MGB Cordillera")),
    },
  ],
};

const typhoonSource = citeNote("S47", text("1948–2005", "2005-12", "PAGASA: ~20 cyclones a year, ~9 landfalls"));

/** Typhoon exposure by island group: landfalls cluster in NE Luzon, Bicol and Eastern Visayas; Mindanao rarely. */
export function typhoonBaseline(islandGroup: "luzon" | "visayas" | "mindanao"): HazardRow {
  if (islandGroup === "mindanao") {
    return {
      type: "typhoon",
      level: "low",
      description: "Mindanao lies mostly south of the typhoon belt; direct hits are rare but not unknown.",
      source: typhoonSource,
    };
  }
  return {
    type: "typhoon",
    level: "medium",
    description: `About 20 tropical cyclones enter Philippine waters a year and about 9 make landfall; ${islandGroup === "luzon" ? "Luzon" : "the Visayas"} is regularly in their path.`,
    source: typhoonSource,
  };
}

const MINDANAO_KEYS = new Set([
  "davao-city",
  "lanang-bajada",
  "davao-poblacion",
  "cagayan-de-oro",
  "davao del sur",
  "davao del norte",
  "misamis oriental",
  "bukidnon",
  "zamboanga del sur",
  "south cotabato",
]);
const VISAYAS_KEYS = new Set([
  "cebu-city",
  "iloilo-city",
  "iloilo-business-park",
  "bacolod",
  "cebu",
  "iloilo",
  "capiz",
  "aklan",
  "antique",
  "guimaras",
  "negros occidental",
  "negros oriental",
  "bohol",
  "leyte",
  "samar",
]);

export function islandGroupOf(keys: readonly string[]): "luzon" | "visayas" | "mindanao" {
  if (keys.some((k) => MINDANAO_KEYS.has(k))) return "mindanao";
  if (keys.some((k) => VISAYAS_KEYS.has(k))) return "visayas";
  return "luzon";
}
