/**
 * Tagalog through and through (issue 20), on real material: reports of real listings of every kind (condos,
 * houses, lots, rentals, listings without a price or a place) made through the analyzer's own code, in
 * Tagalog as the app shows them and as the PDF prints them. Neither holds an English sentence of the phrase
 * catalogue; the English PDF of the same reports is made of them (so the check can fail).
 */
import { inLanguage, type Listing, ListingSchema, type ReportData, type ReportRecord } from "@suri/contracts";
import { describe, expect, it } from "vitest";
import { pdfText as printable } from "../../services/analyzer/src/report-pdf/layout";
import { renderReportPdf } from "../../services/analyzer/src/report-pdf/render";
import { buildReport } from "../../services/analyzer/src/valuation";
import { type EnglishFragment, englishFragments } from "../../services/analyzer/src/wording/english-fragments";
import { pdfText } from "../support/pdf-text";
import { labelledTexts, scorePages, scoreTexts } from "./real-material";

const NOW = new Date("2026-11-21T08:00:00Z");
/** Real listings read, this many of each kind (type × offer × with or without price and place). */
const PER_KIND = 4;

const kindOf = (l: Listing) =>
  [
    l.propertyType ?? "no type",
    l.offerType,
    l.priceCentavos ? "priced" : "no price",
    l.address.city ? "city" : "no city",
  ].join(" ");

const listings = (() => {
  const byKind = new Map<string, { id: string; listing: Listing }[]>();
  for (const item of [...scoreTexts(labelledTexts()), ...scorePages().scored]) {
    if (!item.listing) continue;
    const listing = ListingSchema.parse(item.listing);
    const kind = byKind.get(kindOf(listing)) ?? [];
    if (kind.length < PER_KIND) kind.push({ id: item.id, listing });
    byKind.set(kindOf(listing), kind);
  }
  return [...byKind.values()].flat();
})();

const record = (reportData: ReportData, parsedData: ReportRecord["parsedData"]): ReportRecord => ({
  id: "0f9a3c52-1111-4222-8333-444455556666",
  userId: "2b7f3a10-0000-4000-8000-000000000001",
  jobId: "3c8f3a10-0000-4000-8000-000000000002",
  propertyLink: "https://example.ph/listing",
  createdAt: NOW.toISOString(),
  generatedAt: NOW.toISOString(),
  status: "completed",
  reportData,
  parsedData,
  expiresAt: "2026-12-21T08:00:00.000Z",
});

/** Lines rejoined and spaces made one: a sentence the PDF wrapped reads whole again. */
const flat = (text: string) => text.replace(/\s+/g, " ");
const found = (text: string, fragments: readonly EnglishFragment[]) =>
  fragments.filter((f) => text.includes(flat(printable(f.text)))).map((f) => `${f.key}: ${f.text}`);

describe("reports of real listings in Tagalog", () => {
  const fragments = englishFragments();
  const reports = listings.map(({ id, listing }) => ({ id, listing, report: buildReport(listing, { now: NOW }) }));

  it("covers listings of every kind", () => {
    expect(reports.length).toBeGreaterThanOrEqual(20);
    const types = new Set(reports.map((r) => r.report.overview.propertyType ?? "none"));
    expect(types.size).toBeGreaterThanOrEqual(4);
    expect(reports.some((r) => r.report.price === null)).toBe(true);
  });

  it("show no English sentence of the catalogue in the app", () => {
    const english = reports.flatMap(({ id, report }) => {
      const { narrative, translations: _t, ofwGuide, ...rest } = inLanguage(report, "tl");
      const text = JSON.stringify([rest, narrative?.tl, ofwGuide?.items.map((i) => i.tl)]);
      return found(text, fragments).map((f) => `${id} ${f}`);
    });
    expect(english).toEqual([]);
  });

  it("print no English sentence of the catalogue in the PDF, while the English PDF is made of them", async () => {
    const english: string[] = [];
    const seen = new Set<string>();
    for (const { id, listing, report } of reports) {
      const tl = flat(await pdfText(await renderReportPdf(record(report, listing), "tl")));
      english.push(...found(tl, fragments).map((f) => `${id} ${f}`));
      const en = flat(await pdfText(await renderReportPdf(record(report, listing), "en")));
      for (const f of found(en, fragments)) seen.add(f);
    }
    expect(english).toEqual([]);
    expect(seen.size).toBeGreaterThan(100);
  }, 120_000);
});
