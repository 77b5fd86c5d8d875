/**
 * The report's other forms, end to end in both modes: SPEC §3 property data, the PDF download
 * (owner only), the open demo report, and retention — a report older than REPORT_RETENTION_DAYS
 * answers 410 with a clear message on every form.
 */
import { MODES } from "@suri/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../support/client";
import { startListingServer } from "../support/listing-server";
import { generateReport } from "../support/site";
import { startTestSystem } from "../support/system";

describe.each(MODES)("report documents (%s)", (mode) => {
  let listings: Awaited<ReturnType<typeof startListingServer>>;
  let sys: Awaited<ReturnType<typeof startTestSystem>>;
  let owner: ApiClient;
  let reportId = "";

  beforeAll(async () => {
    listings = await startListingServer();
    // The retention test moves a report's date in the database behind the services' back: the gateway
    // keeps no answer (READ_MODEL_MAX_AGE_MS=0), as no event or write would tell it of that change.
    sys = await startTestSystem(mode, listings.host, { REPORT_RETENTION_DAYS: "30", READ_MODEL_MAX_AGE_MS: "0" });
    owner = new ApiClient(sys.url);
    await owner.register(`docs-${mode}-${Date.now()}@example.ph`);
    reportId = await generateReport(owner, listings.url("/property/makati-2br-salcedo"));
  }, 60_000);
  afterAll(async () => {
    await sys?.stop();
    await listings?.close();
  });

  it("serves the full report with every section and an expiry date", async () => {
    const res = await owner.get(`/api/reports/${reportId}`);
    expect(res.status).toBe(200);
    const data = res.body.reportData;
    expect(data.investmentScore.method).toBe("detailed");
    expect(data.investmentScore.factors.map((f: { weight: number }) => f.weight)).toEqual([30, 20, 15, 15, 10, 5, 5]);
    // One score (issue 20): no second "quick" score, and the property data carries the same one.
    expect(data.simplifiedScore).toBeUndefined();
    expect(data.investmentScore.coveragePercent).toBeGreaterThanOrEqual(50);
    expect(data.narrative.en.summary).toBe(data.summary);
    expect(data.narrative.tl.summary.length).toBeGreaterThan(40);
    expect(data.financialAnalysis.financing.map((s: { kind: string }) => s.kind)).toEqual(["cash", "pagibig", "bank"]);
    expect(data.priceFairness.timeToComputeMs).toBeGreaterThanOrEqual(0);
    expect(Date.parse(res.body.expiresAt) - Date.parse(res.body.createdAt)).toBe(30 * 86_400_000);
  });

  it("serves SPEC §3 property data to the owner only", async () => {
    const res = await owner.get(`/api/property-data/${reportId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: reportId, propertyType: "condo", overview: { bedrooms: 2, yearBuilt: null } });
    expect(res.body.investmentFactors).toHaveLength(7);
    expect(res.body.locationAnalysis.distanceToCBD.name).toMatch(/Makati/);
    const stranger = new ApiClient(sys.url);
    await stranger.register(`stranger-${mode}-${Date.now()}@example.ph`);
    expect((await stranger.get(`/api/property-data/${reportId}`)).status).toBe(404);
    expect((await new ApiClient(sys.url).get(`/api/property-data/${reportId}`)).status).toBe(401);
  });

  it("downloads the PDF as an attachment, owner only", async () => {
    const res = await owner.get(`/api/reports/${reportId}/pdf?lang=tl`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="suri-report-.*\.pdf"$/);
    expect(String(res.body).startsWith("%PDF-")).toBe(true);
    const stranger = new ApiClient(sys.url);
    await stranger.register(`pdf-stranger-${mode}-${Date.now()}@example.ph`);
    expect((await stranger.get(`/api/reports/${reportId}/pdf`)).status).toBe(404);
    expect((await owner.get("/api/reports/not-a-uuid/pdf")).status).toBe(404);
  });

  it("serves the demo report to anyone, marked as a sample", async () => {
    const res = await new ApiClient(sys.url).get("/api/demo-report");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sample: true, parsedData: { sourceSite: "sample" } });
    expect(res.body.reportData.title).toMatch(/^Sample:/);
  });

  it("answers 410 with a clear message once the report is past its retention period", async () => {
    await sys.system.runtime.db
      .knex("analyzer.reports")
      .where({ id: reportId })
      .update({ created_at: new Date(Date.now() - 31 * 86_400_000) });
    for (const path of [`/api/reports/${reportId}`, `/api/property-data/${reportId}`, `/api/reports/${reportId}/pdf`]) {
      const res = await owner.get(path);
      expect(res.status).toBe(410);
      expect(res.body).toMatchObject({ code: "report_expired" });
      expect(res.body.message).toMatch(/expired: reports stay available for 30 days/);
    }
  });
});
