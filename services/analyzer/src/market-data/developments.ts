/**
 * Large public projects under construction that change a place's access, with their cited cost and
 * target dates (cited additions to market-data.md, 2023–2025 press). `serves` lists the dataset area
 * ids, city names (normalised) or provinces along each line.
 */
import { citeNote, type SourceNote } from "./sources";

export interface Development {
  readonly name: string;
  readonly description: string;
  readonly status: string;
  /** Cited total project cost in pesos; null when none is cited. */
  readonly costPesos: number | null;
  readonly serves: readonly string[];
  readonly source: SourceNote;
}

export const DEVELOPMENTS: readonly Development[] = [
  {
    name: "Metro Manila Subway",
    description:
      "A 33 km, 17-station underground line from Valenzuela through Quezon City, Ortigas and BGC to FTI Taguig and NAIA, linked to MRT-3, LRT-2 and the commuter railway.",
    status: "Under construction; the DOTr targets completion by 2032 (earlier targets: 2029).",
    costPesos: 488_000_000_000,
    serves: ["valenzuela", "quezon-city", "eastwood", "pasig", "ortigas", "taguig", "bgc", "pasay", "paranaque"],
    source: citeNote("SUBWAY", {
      period: "Jul 2023–Oct 2025",
      asOf: "2025-10",
      confidence: "medium",
      note: "ABS-CBN News (10 Jul 2023): 33 km, 17 stations; Philstar (2022): PHP 488 billion; SunStar (20 Oct 2025): completion targeted by 2032",
    }),
  },
  {
    name: "North–South Commuter Railway (NSCR)",
    description:
      "A 147 km, 35-station elevated railway from Clark, Pampanga through Bulacan and Metro Manila to Calamba, Laguna, with an airport express to Clark.",
    status:
      "Under construction; Clark–Valenzuela partial operations planned from December 2027, the south segment to Calamba by 2032.",
    costPesos: 873_600_000_000,
    serves: [
      "pampanga",
      "central-luzon",
      "bulacan",
      "valenzuela",
      "caloocan",
      "manila",
      "makati",
      "taguig",
      "paranaque",
      "muntinlupa",
      "ayala-alabang",
      "laguna",
    ],
    source: citeNote("NSCR", {
      period: "Sep–Oct 2025",
      asOf: "2025-10",
      confidence: "medium",
      note: "Malaya Business Insight: PHP 873.6 billion, 147 km, 35 stations, partial operations Clark–Valenzuela from Dec 2027; SunStar (20 Oct 2025): north segment Q1 2028, south segment 2032",
    }),
  },
];
