/**
 * Red flags from the listing's own words: each raised at the top of the report with the words quoted,
 * capping the score, listed among the risks, and ruling out the loans no lender would make. The listing is
 * the shape the scraper reads from a Metrobank foreclosure page (a levy from a civil case, a stay-in
 * caretaker, sold as-is); the quotes are that page's wording.
 */
import { inLanguage, type Listing, RedFlagKeySchema, type ReportData } from "@suri/contracts";
import { describe, expect, it } from "vitest";
import { report } from "../../test/support/hand";
import { FORECLOSED_HOUSE } from "../../test/support/listings";
import { PDF_LABELS } from "../report-pdf/labels";

const HOUSE = FORECLOSED_HOUSE;
const LEVY =
  "Document Status - Notice of Levy on Attachment - Title bears annotation under Entry No. 76126, Civil Case No. NA";
const CARETAKER = "Physical Status - Bank has full control of the property - With stay-in caretaker";
const AS_IS = 'All sales on an "AS-IS, WHERE-IS" and "NO RECOURSE" basis.';

const metrobank: Partial<Listing> = {
  conditions: ["occupied", "legal_case", "title_encumbered", "as_is", "foreclosed"],
  conditionEvidence: [
    { condition: "occupied", quote: CARETAKER },
    { condition: "legal_case", quote: LEVY },
    { condition: "title_encumbered", quote: LEVY },
    { condition: "as_is", quote: AS_IS },
    { condition: "foreclosed", quote: CARETAKER },
  ],
};

/** Every sentence of a report (strings with a space): where a leaked code would show. */
function sentences(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string" && /\s/.test(value)) out.push(value);
  else if (Array.isArray(value)) for (const v of value) sentences(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) sentences(v, out);
  return out;
}
const CODE = /\b(?:[a-z]+_[a-z_]+)\b/;
const tagalog = (r: ReportData) => inLanguage(r, "tl");

describe("a foreclosure whose listing names a levy, a caretaker and an as-is sale", () => {
  const plain = report(HOUSE);
  const r = report({ ...HOUSE, ...metrobank });

  it("raises every flag at the top with the listing's words, a foreclosure itself being none", () => {
    expect(r.investmentScore.redFlags).toEqual([
      { key: "occupied", cap: 49, quote: CARETAKER },
      { key: "legal_case", cap: 39, quote: LEVY },
      { key: "title_encumbered", cap: 39, quote: LEVY },
      { key: "as_is", cap: 59, quote: AS_IS },
    ]);
  });

  it("caps the score at Poor and rates the risk High", () => {
    expect(r.investmentScore.score ?? 0).toBeLessThanOrEqual(39);
    expect(r.investmentScore.rating).toBe("Poor");
    expect(r.investmentRisks?.riskLevel).toBe("High");
  });

  it("lists each flag among the risks, quoting the listing", () => {
    const risks = r.investmentRisks?.risks ?? [];
    const of = (type: string) => risks.find((k) => k.type === type);
    expect(of("Burden on the title")?.assessment).toContain(`The listing says: “${LEVY}”.`);
    expect(of("Occupied property")?.assessment).toContain(CARETAKER);
    expect(of("Sold as-is-where-is")?.assessment).toContain(
      '“All sales on an "AS-IS, WHERE-IS" and "NO RECOURSE" basis”.',
    );
    expect(of("Pending legal case")?.severity).toBe("high");
    const tl = tagalog(r).investmentRisks?.risks ?? [];
    expect(tl.find((k) => k.type === "May pasanin ang titulo")?.assessment).toContain(`Sabi ng listing: “${LEVY}”.`);
  });

  it("runs no Pag-IBIG or bank loan, and says why in the financing, the calculator and the narrative", () => {
    expect(plain.financialAnalysis.financing?.map((s) => s.kind)).toEqual(["cash", "pagibig", "bank"]);
    expect(plain.financialAnalysis.calculatorDefaults?.noLoanReason).toBeUndefined();
    expect(r.financialAnalysis.financing?.map((s) => s.kind)).toEqual(["cash"]);
    const reason = r.financialAnalysis.calculatorDefaults?.noLoanReason ?? "";
    expect(reason).toMatch(/^No Pag-IBIG or bank loan is shown: the listing says the title carries a levy/);
    expect(tagalog(r).financialAnalysis.calculatorDefaults?.noLoanReason).toMatch(
      /^Walang ipinapakitang utang sa Pag-IBIG o sa bangko/,
    );
    expect(r.narrative?.en.sections.financing).toContain(reason);
    expect(r.narrative?.en.sections.financing).not.toMatch(/Without a sale price/);
    // The buying guide does not offer the loan either.
    const guide = (report: typeof r) => report.ofwGuide?.items.find((i) => i.id === "pagibig");
    expect(guide(r)?.en.body).toMatch(/rules a Pag-IBIG loan out/);
    expect(guide(r)?.tl.body).toMatch(/hindi ito mapapautang ng Pag-IBIG/);
    expect(guide(plain)?.en.body).not.toMatch(/rules a Pag-IBIG loan out/);
  });

  it("shows no internal code in any sentence, in English or in Tagalog", () => {
    for (const report of [r, tagalog(r)]) {
      const { translations: _t, ...shown } = report;
      expect(sentences(shown).filter((s) => CODE.test(s))).toEqual([]);
    }
  });
});

describe("which flags rule out a loan", () => {
  const kinds = (input: Partial<Listing>) =>
    report({ ...HOUSE, ...input }).financialAnalysis.financing?.map((s) => s.kind);
  it.each([
    ["a levy", ["title_encumbered"]],
    ["rights only", ["rights_only"]],
    ["agrarian land", ["agrarian"]],
    ["a court case", ["legal_case"]],
    ["occupants of a foreclosure", ["occupied", "foreclosed"]],
  ] as const)("no loan on %s", (_, conditions) => {
    expect(kinds({ conditions: [...conditions] })).toEqual(["cash"]);
  });
  it.each([
    ["occupants of a resale (the seller hands it over empty)", ["occupied"]],
    ["a tenant's lease", ["tenanted"]],
    ["an as-is sale", ["as_is"]],
    ["a title not yet transferred", ["title_pending"]],
  ] as const)("loans stay on %s", (_, conditions) => {
    expect(kinds({ conditions: [...conditions] })).toEqual(["cash", "pagibig", "bank"]);
  });
});

describe("milder flags", () => {
  it("caps a tenanted unit at Good and quotes the lease", () => {
    const quote = "The unit is tenanted until October 2025.";
    const r = report({ ...HOUSE, conditions: ["tenanted"], conditionEvidence: [{ condition: "tenanted", quote }] });
    expect(r.investmentScore.redFlags).toEqual([{ key: "tenanted", cap: 69, quote }]);
    expect(r.investmentScore.score ?? 0).toBeLessThanOrEqual(69);
  });

  it("flags a pre-selling unit with its turnover date words", () => {
    const quote = "Turnover: December 2028.";
    const r = report({
      priceCentavos: 7_500_000_00,
      floorAreaSqm: 30,
      propertyType: "condo",
      status: "pre_selling",
      address: { city: "Quezon City", region: "Metro Manila" },
      conditionEvidence: [{ condition: "pre_selling", quote }],
    });
    expect(r.investmentScore.redFlags).toContainEqual({ key: "pre_selling", cap: 69, quote });
    const risk = r.investmentRisks?.risks.find((k) => k.type === "Pre-selling delivery");
    expect(risk?.assessment).toMatch(/^The listing says: “Turnover: December 2028”\. Completion delays/);
  });

  it("reads a listing stored before quotes were kept: the flags, without words", () => {
    const r = report({ ...HOUSE, conditions: ["occupied", "legal_case"] });
    expect(r.investmentScore.redFlags).toEqual([
      { key: "occupied", cap: 49 },
      { key: "legal_case", cap: 39 },
    ]);
  });
});

describe("the PDF's words for the flags", () => {
  it("names every flag in both languages, no code", () => {
    for (const lang of ["en", "tl"] as const) {
      for (const key of RedFlagKeySchema.options) {
        expect(PDF_LABELS[lang].flags[key], `${lang} ${key}`).toMatch(/^[^_]+$/);
      }
    }
    expect(PDF_LABELS.en.flags.title_encumbered).not.toBe(PDF_LABELS.tl.flags.title_encumbered);
  });
});
