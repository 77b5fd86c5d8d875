/**
 * Sources added for the full report (issue 5): BSP RPPI readings, tax law commentary, lending
 * rates, short-term-rental data, macro statistics, hazards, rail projects, map positions, and the
 * few cited rules of thumb the cost model uses (each marked as such where it is used).
 */
import type { SourceRef } from "./types";

export const COST_AND_PLACE_SOURCES = {
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
  MM_RATES_2020: {
    key: "S34 (city survey)",
    source:
      "Residential real property tax rates of San Juan, Pasay and Taguig under their tax ordinances, as surveyed in 2020",
  },
  LGC_233: {
    key: "LGC Sec. 233",
    source: "Local Government Code of 1991 (Republic Act No. 7160), Sec. 233: rates of levy",
    url: "https://lawphil.net/statutes/repacts/ra1991/ra_7160_1991.html",
  },
  S34_LEVELS: {
    key: "S34 (assessment levels)",
    source: "Local Government Code (RA 7160) Sec. 218 assessment levels, via SCP",
    url: "https://scp-ph.com/blogsite/?p=200",
  },
  PSA_CONSTRUCTION_COST: {
    key: "suri:psa-construction-cost",
    source:
      "Philippine Statistics Authority, Construction Statistics from Approved Building Permits, Q1 2021 (average cost per sqm by type) via Ziggurat Real Estate",
    url: "https://www.zigguratrealestate.ph/post/average-construction-cost-per-square-meter-q1-2021",
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
    source: "DENR Mines and Geosciences Bureau flood susceptibility maps and UP NOAH flood hazard maps",
    url: "https://noah.up.edu.ph/",
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
  PEERS_VACANCY: {
    key: "peers.md (months a let unit stands empty)",
    source: "UPropertyPH guide to ROI, yield and risk for Philippine rental property",
    url: "https://upropertyph.com/guides/investing/roi-yield-risk/",
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
    // The premium matrix was read on a pre-release copy of the insurer's site: no public link to give.
    source:
      "CLIMBS Life and General Insurance Cooperative, fire insurance premium matrix (Zone I, Class A: fire 0.115% + allied perils 0.172%)",
  },
  MAINTENANCE_RULE: {
    key: "suri:maintenance",
    source: "Suri's assumption: a repairs reserve of one month's rent a year (a common landlords' rule of thumb)",
  },
  SPEC_DEMO_ROI: {
    key: "SPEC §9 demo ROI example",
    source: "Suri's assumption for letting from abroad (no Philippine statistic found)",
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
