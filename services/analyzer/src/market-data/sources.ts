/**
 * The publications behind the dataset, keyed as in research/market-data.md in the shared project material
 * ("S6" …; working-notes sources without an S-key are named "notes:…").
 */
import { COST_AND_PLACE_SOURCES } from "./sources-costs-places";
import type { Figure, SourceRef } from "./types";

export type { SourceRef } from "./types";

export const SOURCES = {
  S3: {
    key: "S3",
    source: "Leechiu Property Consultants via BusinessWorld",
    url: "https://5ginvestmentnews.com/?p=174569",
  },
  S4: {
    key: "S4",
    source: "Leechiu Property Consultants via Manila Bulletin",
    url: "https://mb.com.ph/2026/05/01/leechiu-property-reports-real-estate-gains-amid-cautious-times",
  },
  S5: {
    key: "S5",
    source: "Colliers Philippines via Ziggurat Real Estate",
    url: "https://zigguratrealestate.ph/blog/tags/yield",
  },
  S6: {
    key: "S6",
    source: "Leechiu Property Consultants via Inquirer Biz Buzz",
    url: "https://business.inquirer.net/484773",
  },
  S8: {
    key: "S8",
    source: "Colliers Philippines via Philippine Tribune",
    url: "https://philippinetribune.net/manila-condo-oversupply-seen-keeping-vacancy-high-this-year-colliers",
  },
  S10: {
    key: "S10",
    source: "Colliers Philippines via Manila Bulletin",
    url: "https://mb.com.ph/2025/09/04/ncr-residential-markets-recovery-seen-in-2026",
  },
  S11: {
    key: "S11",
    source: "Leechiu Property Consultants via Realgram",
    url: "https://news.realgram.net/office-market-rebounds-while-residential-sector-struggles-says-leechiu-property-consultants",
  },
  S13: {
    key: "S13",
    source: "Leechiu Property Consultants via Daily Tribune",
    url: "https://tribune.net.ph/2025/07/10/metro-manila-condo-oversupply-eases-but-82k-units-remain-unsold",
  },
  S14: {
    key: "S14",
    source: "Santos Knight Frank via Malaya Business Insight",
    url: "https://malaya.com.ph/weekly-features/property/manila-among-top-10-prime-global-cities",
  },
  S20: {
    key: "S20",
    source: "Bangko Sentral ng Pilipinas RREPI (avg appraised value) via Headtopics",
    url: "https://headtopics.com/ph/housing-prices-rose-faster-in-2nd-quarter-bsp-survey-47756116",
  },
  RREPI_LONG: {
    key: "S21, S26 [DERIVED]",
    source: "Bangko Sentral ng Pilipinas RREPI index levels (Q2 2016 122.8; Q4 2024 172.6), our arithmetic",
    url: "https://sobaoo.com/property-prices-rebound-in-q4-56770",
  },
  RREPI_NCR: {
    key: "S21, S25, notes:RREPI Q4 2023 [DERIVED]",
    source:
      "Bangko Sentral ng Pilipinas RREPI: NCR index Q4 2020 143.9, Q4 2021 151.1, then y/y +16.1% (Q4 2022), +4.3% (Q4 2023), −0.4% (Q4 2024); our arithmetic",
    url: "https://propertyreport.ph/news-and-events/2022/03/28/25185",
  },
  RREPI_AONCR: {
    key: "S21, S25, notes:RREPI Q4 2023 [DERIVED]",
    source:
      "Bangko Sentral ng Pilipinas RREPI: AONCR index Q4 2020 130.1, Q4 2021 136.7, then y/y +4.5% (Q4 2022), +7.8% (Q4 2023), +9.3% (Q4 2024); our arithmetic",
    url: "https://propertyreport.ph/news-and-events/2022/03/28/25185",
  },
  RREPI_RECENT: {
    key: "S21, S26 [DERIVED]",
    source: "Bangko Sentral ng Pilipinas RREPI index levels (Q4 2020 134.4; Q4 2024 172.6), our arithmetic",
    url: "https://sobaoo.com/property-prices-rebound-in-q4-56770",
  },
  S28: {
    key: "S28",
    source: "Colliers Philippines via Inquirer Property",
    url: "https://plus.inquirer.net/property/laguna-priming-a-real-estate-juggernaut",
  },
  S29: {
    key: "S29",
    source: "Colliers Philippines via Inquirer Property",
    url: "https://plus.inquirer.net/property/lot-only-projects-gargantuan-price-appreciation-potential",
  },
  S30: {
    key: "S30",
    source: "PropertyReport.ph",
    url: "https://propertyreport.ph/news-and-events/2024/08/16/35425",
  },
  S32: {
    key: "S32",
    source: "Prime Philippines via Mindanao Times",
    url: "https://mindanaotimes.com.ph/prices-of-prime-lots-up-25-in-2-years-report/",
  },
  S39: {
    key: "S39",
    source: "Bamboo Routes (aggregator)",
    url: "https://bambooroutes.com/blogs/news/condo-fees-philippines",
  },
  S60: {
    key: "S60",
    source: "Bamboo Routes (aggregator)",
    url: "https://bambooroutes.com/blogs/news/average-condo-price-manila",
  },
  BAMBOO_CEBU: {
    key: "notes:bambooroutes Sep 2025",
    source: "Bamboo Routes (aggregator), Cebu figures in market-data.md working notes",
  },
  LAMUDI_2017: {
    key: "notes:Rents (Lamudi 2017 guide)",
    source: "Lamudi rent price guide 2017 (listing site)",
    url: "https://lamudi.com.ph/journal/price-guide-condos-rent-metro-manila-2017",
  },
  MEGAWORLD_IBP: {
    key: "notes:Iloilo (Megaworld IBP)",
    source: "Megaworld via Inquirer Business",
    url: "https://business.inquirer.net/196353",
  },
  ...COST_AND_PLACE_SOURCES,
} as const satisfies Record<string, SourceRef>;

export type SourceKey = keyof typeof SOURCES;

/** A figure from a registered source (`id` is the registry name); `rest` carries value, unit, period, asOf, confidence and notes. */
export function cite(id: SourceKey, rest: Omit<Figure, "source" | "sourceKey" | "url">): Figure {
  const ref: SourceRef = SOURCES[id];
  return { ...rest, source: ref.source, sourceKey: ref.key, ...(ref.url ? { url: ref.url } : {}) };
}

/** A cited statement without a number (a hazard, a law): source, period and how sure it is. */
export type SourceNote = Omit<Figure, "value" | "unit" | "derived">;

export function citeNote(id: SourceKey, rest: Omit<SourceNote, "source" | "sourceKey" | "url">): SourceNote {
  const ref: SourceRef = SOURCES[id];
  return { ...rest, source: ref.source, sourceKey: ref.key, ...(ref.url ? { url: ref.url } : {}) };
}
