/**
 * Condo asking rents with floor areas from Lifenavi's Metro Manila search cards (provenance and
 * caveats in /work/shared/data/listings/README.md): rent or sale and the type come from the URL
 * (`/for-rent/<type>/`), the city from the URL's city segment. One brokerage posted about 98 % of
 * the rows, high-end stock, so the file describes the upper market of BGC and Makati.
 * Every rule below drops or moves rows and is counted, so the build can say what it did.
 */
import type { CsvRecord } from "@suri/kit/csv";
import type { ListingSource } from "./sources";
import { num } from "./sources";

export const LIFENAVI_RENT_SOURCE: ListingSource = {
  key: "lifenavi-ncr-rent-2025",
  file: "ncr_rent_lifenavi_2025-12.csv",
  title: "Lifenavi rent listings, Metro Manila",
  repository: "https://github.com/nik-2002/metro-cebu-property-valuation",
  path: "thesis_main/Data/web_scraping/lifenavi_batch_1.csv … _4.csv (rent rows)",
  commit: "da8f38b6e08442c45b505ea9a7a38dbe0e8127c0",
  // Cards carry day and month only (10 Jul – 21 Dec); the files were committed 2026-03-17.
  period: "Jul–Dec 2025",
  asOf: "2025-12",
};

/** The URL's city segment → the house spelling; other cities hold too few condo rentals. */
const CITY_SLUGS: Readonly<Record<string, string>> = {
  "makati-city": "Makati",
  taguig: "Taguig",
  pasig: "Pasig",
  "quezon-city": "Quezon City",
  "mandaluyong-city": "Mandaluyong",
  mandaluyong: "Mandaluyong",
  muntinlupa: "Muntinlupa",
  paranaque: "Parañaque",
  "pasay-city": "Pasay",
  pasay: "Pasay",
  manila: "Manila",
  "san-juan-city": "San Juan",
  "san-juan": "San Juan",
};

const MONTHLY_BOUNDS = [3_000, 1_000_000] as const;
const AREA_BOUNDS = [15, 1_000] as const;
const PER_SQM_BOUNDS = [100, 3_000] as const;

/** Why rows were dropped (or moved), in the order the rules run. */
export const LIFENAVI_RULES = {
  notCondoRental: "not a condo rental (URL type house-and-lot, commercial, office …)",
  cityNotRead: "city outside the Metro Manila cities read",
  notMonthly: "price not a month's rent (a sale price, or a year's rent)",
  noArea: 'no floor area ("00 m²")',
  notCondoUnit: "a house, a house in a village or a bedspace filed as a condo",
  rentBounds: "rent outside ₱3,000–1,000,000 a month (a sale price posted as rent)",
  areaBounds: "floor area outside 15–1,000 sqm",
  perSqmBounds: "rent outside ₱100–3,000 per sqm a month (a mistyped area)",
  sameUrl: "the same URL twice",
  repost: "a repost: same city, address, bedrooms, area and rent under a new URL",
  movedToMakati: "moved to Makati: Perea Street is in Legazpi Village, Makati",
  movedToTaguig: "moved to Taguig: a BGC address filed under Makati",
} as const;
export type LifenaviRule = keyof typeof LIFENAVI_RULES;

export interface LifenaviRent {
  readonly url: string;
  readonly city: string;
  /** 0 for a studio; 3 stands for three or more. */
  readonly bedrooms: number | null;
  readonly area: number;
  readonly rent: number;
}

const within = (value: number, [low, high]: readonly [number, number]) =>
  Number.isFinite(value) && value >= low && value <= high;

/** Houses, town houses and gated house villages; Legazpi and Salcedo Villages are Makati's business district. */
const NOT_A_CONDO_UNIT =
  /\b(?:house|townhouse|hosue|duplex|bedspace|dorm)\b|\b(?!legazpi|legaspi|salcedo)\w+ village\b/;
/**
 * BGC's street grid (numbered avenues and streets, McKinley Parkway, Forbestown Road, Burgos
 * Circle), its 1630s postal codes, or the title naming it: brokers still file these under Makati.
 */
const BGC_ADDRESS =
  /\b(?:\d+(?:st|nd|rd|th) (?:avenue|ave|street|st)|mckinley|forbestown|forbeswood|burgos circle|163\d)\b/i;
const BGC_TITLE = /\b(?:bgc|bonifacio|serendra|mckinley|taguig)\b/;
/** A Makati district named in the address or title outweighs a title's "Taguig" ("… Rockwell Center Taguig"). */
const MAKATI_DISTRICT = /\b(?:rockwell|estrella|legazpi|legaspi|salcedo|poblacion|ayala)\b/i;

function bedroomsOf(text: string | undefined): number | null {
  if (/studio/i.test(text ?? "")) return 0;
  const n = Number.parseInt(text ?? "", 10);
  return Number.isInteger(n) && n >= 1 && n <= 10 ? Math.min(n, 3) : null;
}

function cityOf(slugCity: string, location: string, words: string): { city: string; moved?: LifenaviRule } {
  if (/\bperea\b/i.test(location) && slugCity !== "Makati") return { city: "Makati", moved: "movedToMakati" };
  const bgcTitle = BGC_TITLE.test(words) && !MAKATI_DISTRICT.test(`${location} ${words}`);
  if (slugCity === "Makati" && (BGC_ADDRESS.test(location) || bgcTitle)) {
    return { city: "Taguig", moved: "movedToTaguig" };
  }
  return { city: slugCity };
}

/** One card → a rent, or the rule that drops it. */
function readCard(r: CsvRecord): { row: LifenaviRent; moved?: LifenaviRule } | LifenaviRule {
  const url = r.url ?? "";
  const path = /\/properties\/([^/]+)\/for-rent\/([^/]+)\/([^/?#]+)/.exec(url);
  if (path?.[2] !== "condo") return "notCondoRental";
  const slugCity = CITY_SLUGS[path[1]!];
  if (!slugCity) return "cityNotRead";
  const price = r.price ?? "";
  if (!/\/\s*month\s*$/i.test(price)) return "notMonthly";
  const rent = num(price.replace(/^PHP|\/\s*month\s*$/gi, ""));
  const area = num((r.area ?? "").replace(/m²|sqm/gi, ""));
  if (!(area > 0)) return "noArea";
  const words = path[3]!.replace(/-/g, " ");
  if (NOT_A_CONDO_UNIT.test(words)) return "notCondoUnit";
  if (!within(rent, MONTHLY_BOUNDS)) return "rentBounds";
  if (!within(area, AREA_BOUNDS)) return "areaBounds";
  if (!within(rent / area, PER_SQM_BOUNDS)) return "perSqmBounds";
  const location = r.location ?? "";
  const { city, moved } = cityOf(slugCity, location, `${words} ${(r.title ?? "").toLowerCase()}`);
  const row = { url, city, bedrooms: bedroomsOf(r.bedrooms), area, rent };
  return moved ? { row, moved } : { row };
}

export interface LifenaviRead {
  readonly rows: readonly LifenaviRent[];
  readonly read: number;
  /** Rows each rule dropped or moved. */
  readonly rules: Readonly<Record<LifenaviRule, number>>;
  /** Share of the kept rentals posted by the account that posted most of them, in percent. */
  readonly topPosterSharePct: number;
}

/** The clean, deduplicated condo rentals of the file, with what each rule did. */
export function readLifenaviRents(records: readonly CsvRecord[]): LifenaviRead {
  const rules = Object.fromEntries(Object.keys(LIFENAVI_RULES).map((k) => [k, 0])) as Record<LifenaviRule, number>;
  const seen = new Set<string>();
  const rows: LifenaviRent[] = [];
  const posters = new Map<string, number>();
  for (const record of records) {
    const card = readCard(record);
    if (typeof card === "string") {
      rules[card]++;
      continue;
    }
    const { row, moved } = card;
    // The same unit posted again (a new URL, often a new title) keeps its address and figures.
    const content = [row.city, (record.location ?? "").trim().toLowerCase(), row.bedrooms, row.area, row.rent].join(
      "|",
    );
    if (seen.has(`url:${row.url}`)) rules.sameUrl++;
    else if (seen.has(`content:${content}`)) rules.repost++;
    else {
      seen.add(`url:${row.url}`);
      seen.add(`content:${content}`);
      if (moved) rules[moved]++;
      rows.push(row);
      posters.set(record.agent_name ?? "", (posters.get(record.agent_name ?? "") ?? 0) + 1);
    }
  }
  const top = Math.max(0, ...posters.values());
  const topPosterSharePct = rows.length ? Math.round((top / rows.length) * 1000) / 10 : 0;
  return { rows, read: records.length, rules, topPosterSharePct };
}
