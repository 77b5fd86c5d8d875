/**
 * Tagalog through and through (issue 20): one writer words every sentence of a report from a phrase
 * catalogue per language. The Tagalog catalogue has every phrase of the English one with the same
 * placeholders, and a Tagalog report — reports of every kind, read as a Tagalog reader reads them — holds no
 * English sentence of the catalogue, while the English report is made of them.
 */
import { inLanguage, type Listing, ListingSchema, type ReportData } from "@suri/contracts";
import { describe, expect, it } from "vitest";
import { NOW } from "../../test/support/hand";
import { buildReport } from "../valuation";
import { EN, type PhraseKey, TL } from "./catalogue";
import { englishFragments, englishIn, isDatasetText } from "./english-fragments";

const listing = (input: Partial<Listing> & { address: Listing["address"] }) =>
  ListingSchema.parse({ sourceSite: "test", ...input });

/** Listings of every kind a report can take. */
const KINDS: Record<string, Listing> = {
  makatiCondo: listing({
    title: "2BR Condo for Sale in Salcedo Village",
    priceCentavos: 16_000_000_00,
    floorAreaSqm: 64,
    bedrooms: 2,
    propertyType: "condo",
    address: { city: "Makati", region: "Metro Manila", barangay: "Salcedo Village" },
  }),
  foreclosure: listing({
    priceCentavos: 2_450_000_00,
    floorAreaSqm: 90,
    lotAreaSqm: 150,
    propertyType: "house_and_lot",
    conditions: ["occupied", "legal_case", "title_pending"],
    address: { city: "Binangonan", province: "Rizal" },
  }),
  // What a bank's foreclosure page states, in its own words (the scraper's conditions and quotes).
  foreclosureQuoted: listing({
    priceCentavos: 2_450_000_00,
    floorAreaSqm: 90,
    lotAreaSqm: 150,
    propertyType: "house_and_lot",
    conditions: ["occupied", "title_encumbered", "rights_only", "agrarian", "as_is", "tenanted", "foreclosed"],
    conditionEvidence: [
      {
        condition: "occupied",
        quote: "Physical Status - Bank has full control of the property - With stay-in caretaker",
      },
      { condition: "title_encumbered", quote: "Notice of Levy on Attachment - Title bears annotation of the levy" },
      { condition: "rights_only", quote: "Tax declaration only, the title is in the name of the mother" },
      { condition: "as_is", quote: 'All sales on an "AS-IS, WHERE-IS" and "NO RECOURSE" basis.' },
    ],
    address: { city: "Binangonan", province: "Rizal" },
  }),
  farBelow: listing({
    priceCentavos: 900_000_00,
    floorAreaSqm: 90,
    lotAreaSqm: 150,
    propertyType: "house_and_lot",
    address: { city: "Binangonan", province: "Rizal" },
  }),
  lot: listing({
    priceCentavos: 4_800_000_00,
    lotAreaSqm: 300,
    propertyType: "lot",
    address: { city: "Santa Rosa", province: "Laguna" },
  }),
  thin: listing({ priceCentavos: 1_800_000_00, floorAreaSqm: 60, address: {} }),
  uncertainPlace: listing({
    priceCentavos: 6_000_000_00,
    floorAreaSqm: 40,
    address: { city: "Mandaluyong" },
    place: { from: "prose", confidence: 0.4, uncertain: true, conflicting: ["Binangonan"] },
  }),
  rent: listing({
    offerType: "rent",
    priceCentavos: 35_000_00,
    rentPeriod: "month",
    floorAreaSqm: 45,
    propertyType: "condo",
    address: { city: "Taguig", region: "Metro Manila" },
  }),
  noPrice: listing({ floorAreaSqm: 105, propertyType: "condo", address: { city: "Cebu City", province: "Cebu" } }),
  preSelling: listing({
    priceCentavos: 7_500_000_00,
    floorAreaSqm: 30,
    propertyType: "condo",
    status: "pre_selling",
    associationDuesCentavos: 4_000_00,
    address: { city: "Quezon City", region: "Metro Manila" },
  }),
  davaoHouse: listing({
    priceCentavos: 5_200_000_00,
    floorAreaSqm: 110,
    lotAreaSqm: 120,
    bedrooms: 3,
    propertyType: "house_and_lot",
    address: { city: "Davao City", province: "Davao del Sur" },
  }),
};

/** What a Tagalog reader reads of a report: its sentences in Tagalog, the Tagalog narrative and OFW guide. */
function tagalogText(report: ReportData): string {
  const { narrative, translations: _t, ofwGuide, ...rest } = inLanguage(report, "tl");
  return JSON.stringify([rest, narrative?.tl, ofwGuide?.items.map((i) => i.tl)]);
}
function englishText(report: ReportData): string {
  const { narrative, translations: _t, ...rest } = report;
  return JSON.stringify([rest, narrative?.en]);
}

/**
 * Phrases that read the same in both languages on purpose: punctuation, names, loanwords Filipinos use as
 * they are, and figures. Anything else equal to its English has not been translated.
 */
const SAME_IN_BOTH = new Set<PhraseKey>([
  "join.comma",
  "join.semicolon",
  "join.sentence",
  "type.condo",
  "type.house_and_lot",
  "type.house_and_lot.lower",
  "type.townhouse",
  "type.condo.lower",
  "type.townhouse.lower",
  "method.floorArea",
  "method.lotArea",
  "value.lot",
  "value.floor",
  "factor.risk.preSelling",
  "factor.risk.conditions",
  "cost.documentaryStampTax",
  "cost.capitalGainsTax",
  "cost.dues",
  "money.scenario.pagibig",
  "money.scenario.bank",
  "place.overview",
  "caveat.fallback",
  "figure.grossYield",
  "figure.dues",
  "calibrated.type.condo",
  "calibrated.type.townhouse",
  "listings.notes",
  "narrative.perSqm",
  "pdf.investmentScore",
  "pdf.grossYield",
  "pdf.netYield",
  "pdf.score",
  "pdf.rate",
  "pdf.down",
  "pdf.cashOnCash",
  "pdf.fields.floorAreaSqm",
  "pdf.fields.lotAreaSqm",
  "pdf.fields.barangay",
  "pdf.occupancy",
  "pdf.typeLabel.condo",
  "pdf.typeLabel.house_and_lot",
  "pdf.typeLabel.townhouse",
]);

/** English function words: a sentence with several of them is English. */
const ENGLISH_WORDS = /\b(the|and|of|is|are|to|for|with|from|not|this|that|by|on|at|in|a|an|be|it|no|or|per)\b/gi;
/** The listing's own words and the parts that carry both languages themselves. */
const NOT_WRITTEN =
  /^\/(title|address|imageUrl|ofwGuide|narrative|translations)\b|\/url$|\/comps\/\d+\/title$|\/redFlags\/\d+\/quote$/;

/**
 * Sentences of the Tagalog report equal to the English report's at the same place: written in English by
 * code that bypassed the catalogue, unless they are the dataset's own words (cited notes, hazard records).
 */
function untranslated(en: unknown, tl: unknown, path = ""): string[] {
  if (typeof tl === "string") {
    if (en !== tl || NOT_WRITTEN.test(path)) return [];
    return tl
      .split(/(?<=[.;])\s+/)
      .filter((s) => (s.match(ENGLISH_WORDS)?.length ?? 0) >= 4 && !isDatasetText(s.replace(/[.;]$/, "")))
      .map((s) => `${path}: ${s}`);
  }
  if (Array.isArray(tl)) return tl.flatMap((v, i) => untranslated((en as unknown[])?.[i], v, `${path}/${i}`));
  if (tl && typeof tl === "object") {
    return Object.entries(tl).flatMap(([k, v]) =>
      untranslated((en as Record<string, unknown>)?.[k], v, `${path}/${k}`),
    );
  }
  return [];
}

describe("the phrase catalogues", () => {
  const placeholders = (t: string) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  it("have the same phrases, each with the same placeholders, none empty", () => {
    expect(Object.keys(TL).sort()).toEqual(Object.keys(EN).sort());
    for (const key of Object.keys(EN) as PhraseKey[]) {
      expect(placeholders(TL[key]), key).toEqual(placeholders(EN[key]));
      if (EN[key].trim()) expect(TL[key].trim(), key).not.toBe("");
    }
  });

  it("translate every phrase but names, loanwords and punctuation", () => {
    const same = (Object.keys(EN) as PhraseKey[]).filter((key) => EN[key] === TL[key] && !SAME_IN_BOTH.has(key));
    expect(same).toEqual([]);
  });
});

describe("a report in Tagalog", () => {
  const fragments = englishFragments();
  const reports = Object.entries(KINDS).map(([kind, l]) => [kind, buildReport(l, { now: NOW })] as const);

  it("has English fragments enough to tell (the check can fail)", () => {
    expect(fragments.length).toBeGreaterThan(300);
    const seen = new Set(reports.flatMap(([, r]) => englishIn(englishText(r), fragments).map((f) => f.key)));
    expect(seen.size).toBeGreaterThan(120);
  });

  it.each(Object.keys(KINDS))("%s: leaves no sentence the writer made in English", (kind) => {
    const report = reports.find(([k]) => k === kind)![1];
    expect(untranslated(report, inLanguage(report, "tl"))).toEqual([]);
  });

  it.each(Object.keys(KINDS))("%s: holds no English sentence of the catalogue", (kind) => {
    const report = reports.find(([k]) => k === kind)![1];
    expect(englishIn(tagalogText(report), fragments).map((f) => `${f.key}: ${f.text}`)).toEqual([]);
    // The Tagalog text is the report's own: the same figures, another language.
    expect(report.translations?.tl && Object.keys(report.translations.tl).length).toBeGreaterThan(20);
  });
});
