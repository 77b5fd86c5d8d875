/** The report PDF: a real PDF with several pages, in English or Tagalog, with a safe file name. */
import { describe, expect, it } from "vitest";
import { NOW } from "../../test/support/hand";
import { DEMO_LISTING, demoReport } from "../demo-report/handler";
import { pdfFilename } from "./handler";
import { pdfText } from "./layout";
import { renderReportPdf } from "./render";

const demo = demoReport(NOW);
const record = {
  id: "0f9a3c52-1111-4222-8333-444455556666",
  userId: "2b7f3a10-0000-4000-8000-000000000001",
  jobId: "3c8f3a10-0000-4000-8000-000000000002",
  propertyLink: "https://example.ph/listing",
  createdAt: demo.generatedAt,
  generatedAt: demo.generatedAt,
  status: "completed" as const,
  reportData: demo.reportData,
  parsedData: demo.parsedData,
  expiresAt: "2026-12-21T08:00:00.000Z",
};

const pages = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type \/Page\b/g) ?? []).length;

describe("renderReportPdf", () => {
  it("renders every section on several A4 pages, numbered without blank extra pages", async () => {
    const pdf = await renderReportPdf(record, "en");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pages(pdf)).toBeGreaterThanOrEqual(3);
    expect(pages(pdf)).toBeLessThanOrEqual(6);
  });

  it("writes the Tagalog version", async () => {
    const tl = await renderReportPdf(record, "tl");
    expect(tl.subarray(0, 5).toString()).toBe("%PDF-");
    expect(tl.equals(await renderReportPdf(record, "en"))).toBe(false);
  });
});

describe("helpers", () => {
  it("maps characters the built-in fonts lack", () => {
    expect(pdfText("₱1,000 − ≤5% → ≈ ñ")).toBe("PHP 1,000 - <=5% -> ~ ñ");
  });

  it("names the file from the title, ASCII only", () => {
    expect(pdfFilename(record)).toBe("suri-report-sample-2-bedroom-condo-in-salcedo-village-makati-0f9a3c52.pdf");
  });
});

describe("demo report", () => {
  it("is a computed report of a listing marked as a sample", () => {
    expect(demo.sample).toBe(true);
    expect(demo.notice).toMatch(/Sample report/);
    expect(DEMO_LISTING.title).toMatch(/^Sample:/);
    expect(demo.reportData.price).toBe(16_000_000);
    // Valued from Makati condos of the listing data, like any listing without live comparables.
    const fairness = demo.reportData.priceFairness;
    expect(fairness.compsUsed).toBeGreaterThanOrEqual(5);
    expect(fairness.comps?.length).toBeGreaterThanOrEqual(5);
    expect(fairness.methodology).toMatch(/most similar listings of the listing data/);
  });
});
