/** The PDF's own words in the reader's language, from the phrase catalogue (figures and cited texts come from the report). */
import { CORRECTABLE_FIELDS, RatingSchema, RedFlagKeySchema } from "@suri/contracts";
import { DETAILED_WEIGHTS } from "../valuation/detailed-score";
import type { PhraseKey, Writer } from "../wording/writer";
import { writerFor } from "../wording/writer";

export type PdfLang = "en" | "tl";

const say = (w: Writer, key: string) => w.template(`pdf.${key}` as PhraseKey);
const group = <K extends string>(w: Writer, name: string, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, say(w, `${name}.${k}`)])) as Record<K, string>;

/** The detailed score's factors, in the order of their weights. */
const SCORE_FACTOR_KEYS = Object.keys(DETAILED_WEIGHTS) as (keyof typeof DETAILED_WEIGHTS)[];

function labels(w: Writer) {
  return {
    brand: say(w, "brand"),
    generated: say(w, "generated"),
    expires: say(w, "expires"),
    investmentScore: say(w, "investmentScore"),
    notRated: say(w, "notRated"),
    coverage: say(w, "coverage"),
    redFlags: say(w, "redFlags"),
    cappedAt: say(w, "cappedAt"),
    noRedFlags: say(w, "noRedFlags"),
    noData: say(w, "noData"),
    reportedBy: say(w, "reportedBy"),
    dateLocale: say(w, "dateLocale"),
    priceFairness: say(w, "priceFairness"),
    summary: say(w, "summary"),
    keyFigures: say(w, "keyFigures"),
    price: say(w, "price"),
    pricePerSqm: say(w, "pricePerSqm"),
    reference: say(w, "reference"),
    fairPrice: say(w, "fairPrice"),
    marketRange: say(w, "marketRange"),
    saleValue: say(w, "saleValue"),
    monthlyRent: say(w, "monthlyRent"),
    grossYield: say(w, "grossYield"),
    netYield: say(w, "netYield"),
    noi: say(w, "noi"),
    cashFlow: say(w, "cashFlow"),
    fiveYearValue: say(w, "fiveYearValue"),
    netGain: say(w, "netGain"),
    breakEven: say(w, "breakEven"),
    factors: say(w, "factors"),
    factor: say(w, "factor"),
    weight: say(w, "weight"),
    score: say(w, "score"),
    weighted: say(w, "weighted"),
    costs: say(w, "costs"),
    item: say(w, "item"),
    rate: say(w, "rate"),
    amount: say(w, "amount"),
    purchase: say(w, "purchase"),
    yearly: say(w, "yearly"),
    exit: say(w, "exit"),
    financing: say(w, "financing"),
    scenario: say(w, "scenario"),
    down: say(w, "down"),
    loan: say(w, "loan"),
    monthly: say(w, "monthly"),
    invested: say(w, "invested"),
    cashOnCash: say(w, "cashOnCash"),
    projection: say(w, "projection"),
    roi: say(w, "roi"),
    year: say(w, "year"),
    shortTerm: say(w, "shortTerm"),
    location: say(w, "location"),
    risks: say(w, "risks"),
    hazards: say(w, "hazards"),
    developments: say(w, "developments"),
    economy: say(w, "economy"),
    gdp: say(w, "gdp"),
    inflation: say(w, "inflation"),
    policyRate: say(w, "policyRate"),
    population: say(w, "population"),
    ofw: say(w, "ofw"),
    caveats: say(w, "caveats"),
    sources: say(w, "sources"),
    disclaimer: say(w, "disclaimer"),
    page: say(w, "page"),
    corrected: say(w, "corrected"),
    correctedIntro: say(w, "correctedIntro"),
    readAs: say(w, "readAs"),
    notStated: say(w, "notStated"),
    forSale: say(w, "forSale"),
    forRent: say(w, "forRent"),
    factorNames: group(w, "factorNames", SCORE_FACTOR_KEYS),
    ratings: group(w, "ratings", RatingSchema.options),
    flags: group(w, "flags", RedFlagKeySchema.options),
    listingSays: say(w, "listingSays"),
    fields: group(w, "fields", CORRECTABLE_FIELDS),
    confidence: group(w, "confidence", ["high", "medium", "low"] as const),
    nightly: say(w, "nightly"),
    occupancy: say(w, "occupancy"),
    grossYear: say(w, "grossYear"),
    netYear: say(w, "netYear"),
    na: say(w, "na"),
    termYears: say(w, "termYears"),
    category: group(w, "category", ["fair", "overpriced", "underpriced", "insufficient_data"] as const),
    severity: group(w, "severity", ["slight", "moderate", "significant", "extreme"] as const),
    level: group(w, "level", ["low", "medium", "high"] as const),
    typeLabels: group(w, "typeLabel", ["condo", "house_and_lot", "townhouse", "lot", "commercial"] as const),
    hazardTypes: {
      flood: w.say("hazard.flood"),
      earthquake: w.say("hazard.earthquake"),
      typhoon: w.say("hazard.typhoon"),
      volcano: w.say("hazard.volcano"),
      landslide: w.say("hazard.landslide"),
    },
    legend: [say(w, "legend.low"), say(w, "legend.base"), say(w, "legend.high")] as [string, string, string],
  };
}

export type PdfLabels = ReturnType<typeof labels>;

/** The PDF's labels in each language. */
export const PDF_LABELS: Record<PdfLang, PdfLabels> = { en: labels(writerFor("en")), tl: labels(writerFor("tl")) };
