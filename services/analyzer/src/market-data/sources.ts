/**
 * The publications behind the dataset, keyed as in /work/shared/research/market-data.md
 * ("S6" …; working-notes sources without an S-key are named "notes:…").
 */
import type { Figure } from "./types";

interface SourceRef {
  /** The key as written in market-data.md ("S6", "S21, S26 [DERIVED]", "notes:…"). */
  readonly key: string;
  readonly source: string;
  readonly url?: string;
}

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
  S22: {
    key: "S22",
    source: "Bangko Sentral ng Pilipinas RPPI via Philstar",
    url: "https://www.philstar.com/business/2025/06/28/2453780",
  },
  S24: {
    key: "S24",
    source: "Bangko Sentral ng Pilipinas RPPI via Daily Tribune",
    url: "https://tribune.net.ph/amp/story/2025/12/28/residential-price-growth-slows-sharply-in-q3",
  },
  S33: {
    key: "S33",
    source: "Respicio & Co. commentary on the NIRC (capital gains tax, documentary stamp tax)",
    url: "https://respicio.ph/commentaries/capital-gains-tax-3-million-condo-sale-philippines",
  },
  S34: {
    key: "S34",
    source: "Quezon City Assessor's Office (Local Government Code, real property tax)",
    url: "https://assessorsoffice.quezoncity.gov.ph/LevyRPT.php",
  },
  S34_LEVELS: {
    key: "S34 (assessment levels)",
    source: "Local Government Code (RA 7160) Sec. 218 assessment levels, via SCP",
    url: "https://scp-ph.com/blogsite/?p=200",
  },
  S36: {
    key: "S36",
    source: "Pag-IBIG Fund housing loan rates via MoneySense",
    url: "https://moneysense.ph/?p=127030",
  },
  S37: {
    key: "S37",
    source: "Bank home-loan fixed rates (BDO, Metrobank, PSBank, China Bank) via EasyPropertyMatch",
    url: "https://easypropertymatch.com/?p=4988",
  },
  S38_AIRBTICS: {
    key: "S38",
    source: "Airbtics short-term rental data, Metro Manila",
    url: "https://airbtics.com/annual-airbnb-revenue-in-metro-manila-philippines",
  },
  S38_AIRROI_MM: {
    key: "S38",
    source: "AirROI short-term rental data, Metro Manila cities",
    url: "https://airroi.com/report/world/philippines/metro-manila",
  },
  S38_AIRROI_CEBU: {
    key: "S38",
    source: "AirROI short-term rental data, Cebu City",
    url: "https://airroi.com/report/world/philippines/central-visayas/cebu-city",
  },
  S40: {
    key: "S40",
    source: "Philippine Statistics Authority via Reuters/CNA",
    url: "https://www.channelnewsasia.com/business/philippines-q4-gdp-up-3-year-below-forecast-5892701",
  },
  S41: {
    key: "S41",
    source: "Bangko Sentral ng Pilipinas inflation statistics",
    url: "https://www.bsp.gov.ph/statistics/Prices/tab34_inf_2018_data.aspx",
  },
  S42: {
    key: "S42",
    source: "Bangko Sentral ng Pilipinas policy decision via Manila Bulletin",
    url: "https://mb.com.ph/2026/02/19/bsp-cuts-key-rate-to-425-to-support-stuttering-growth",
  },
  S43: {
    key: "S43",
    source: "Philippine Statistics Authority 2024 census via PTV News",
    url: "https://ptvnews.ph/ph-population-reaches-1127-m-psa",
  },
  S44: {
    key: "S44",
    source: "PHIVOLCS Valley Fault System scenario via Daily Tribune",
    url: "https://tribune.net.ph/amp/story/2025/03/31/phivolcs-big-one-could-topple-168k-buildings-kill-over-33000",
  },
  S45: {
    key: "S45",
    source: "DENR Mines and Geosciences Bureau flood susceptibility (as summarised in market-data.md)",
    url: "https://github.com/jaymordevera/Flood-Hazard-Analysis-using-UP-NOAH-Dataset",
  },
  S46: {
    key: "S46",
    source: "SunStar Cebu, M6.9 Bogo earthquake coverage",
    url: "https://www.sunstar.com.ph/cebu/live-updates-cebu-m69-earthquake",
  },
  S47: {
    key: "S47",
    source: "PAGASA tropical cyclone climatology (Cinco 2010) and Sendong geohazard notes",
    url: "https://windph.blogspot.com/2010/03/updating-tropical-cyclone-climatology.html",
  },
  S48: {
    key: "S48",
    source: "PHIVOLCS Kanlaon alert via Manila Shimbun",
    url: "https://www.manila-shimbun.com/category/english/news280548.html",
  },
  S49: {
    key: "S49",
    source: "Mines and Geosciences Bureau (CAR) via Bulatlat",
    url: "https://www.bulatlat.com/2006/08/12/baguio-is-the-riskiest-city-in-rp-gov%E2%80%99t-geologists-say/",
  },
  S58: {
    key: "S58",
    source: "Colliers Philippines via BusinessWorld",
    url: "https://www.bworldonline.com/property/2025/08/05/689411",
  },
  S9: {
    key: "S9",
    source: "Colliers Philippines via Manila Bulletin",
    url: "https://mb.com.ph/2026/05/18/metro-manila-residential-market-shows-early-recovery-in-q1colliers",
  },
  PEERS_ASKING: {
    key: "peers.md (asking-to-sale discount)",
    source: "iBrixon guide to estimating a Philippine property's value",
    url: "https://ibrixon.com/post/diy-guide-estimating-your-philippine-property-s-value",
  },
  PEERS_STR_BANS: {
    key: "peers.md (short-term rental bans)",
    source: "UPropertyPH guide to Airbnb and short-term rentals in the Philippines",
    url: "https://upropertyph.com/airbnb-and-short-term-rentals-in-the-philippines-what-landlords-and-investors-need-to-know/",
  },
  PEERS_PRESELLING: {
    key: "peers.md (pre-selling delays)",
    source: "Life According to Jamie, pre-selling condo as an OFW investment",
    url: "https://lifeaccordingtojamie.com/2019/07/24/how-safe-or-risky-is-a-pre-selling-condo-as-an-ofw-investment/",
  },
  PAGIBIG_CAP: {
    key: "suri:pagibig-cap",
    source: "Pag-IBIG Fund regular housing loan, maximum loanable amount, via PhilNews",
    url: "https://philnews.ph/2024/01/31/pag-ibig-fund-offers-p6-million-loanable-amount-housing-loan/",
  },
  AIRBNB_FEE: {
    key: "suri:airbnb-host-fee",
    source: "Airbnb Help Center, service fees (host-only fee, typical rate)",
    url: "https://www.airbnb.com/help/article/1857",
  },
  COHOST_SPLIT: {
    key: "suri:cohost-split",
    source: "Cuartos PH host notes: co-host split of net income",
    url: "https://cuartos.ph/blogs/news/freshman-airbnb-host",
  },
  CLEANING_PASSTHROUGH: {
    key: "suri:cleaning-fee",
    source: "Issa Suites host notes: cleaning fee charged to guests at the housekeeper's cost",
    url: "https://www.issasuites.com/faq-aspiring-airbnb-hosts-ask/",
  },
  BROKER_FEE: {
    key: "suri:broker-fee",
    source: "Marsh Real Estate Agency guide to taxes, commissions and fees (seller pays broker, usually 5%)",
    url: "https://www.marsh-realestateagency.com/Guide_to_Taxes_Commissions__Fees/page_2600046.html",
  },
  FIRE_INSURANCE: {
    key: "suri:fire-insurance",
    source: "CLIMBS fire insurance premium matrix (Zone I, Class A: fire 0.115% + allied perils 0.172%)",
    url: "https://dev.websiteprojectupdates.com/climbs/product/fire-insurance",
  },
  MAINTENANCE_RULE: {
    key: "suri:maintenance",
    source: "Landlord rule of thumb: one month's rent a year as a repairs reserve (Abode FAQ)",
    url: "https://abodeltd.co.uk/faqs/maintenance-costs/",
  },
  SPEC_DEMO_ROI: {
    key: "SPEC §9 demo ROI example",
    source: "Suri product specification, demo ROI example (management 5% long-term)",
  },
  SUBWAY: {
    key: "suri:mmsp",
    source: "ABS-CBN News (2023) and SunStar (Oct 2025) on the Metro Manila Subway",
    url: "https://www.sunstar.com.ph/pampanga/local-news/exec-dotr-committed-to-timely-completion-of-nscr-mmsp",
  },
  NSCR: {
    key: "suri:nscr",
    source: "Malaya Business Insight and SunStar (2025) on the North–South Commuter Railway",
    url: "https://malaya.com.ph/business/business-news/marcos-approves-north-south-commuter-railway-operations-project",
  },
  OSM_PLACES: {
    key: "suri:places",
    source: "OpenStreetMap contributors: rail station and business-district positions (approximate, ±0.3 km)",
    url: "https://www.openstreetmap.org",
  },
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
