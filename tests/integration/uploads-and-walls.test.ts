import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eventually, MODES, type Mode, TEST_NATS_URL } from "@suri/testkit";
import { afterAll, describe, expect, it } from "vitest";
import { pngBombHeader } from "../../services/scraper/test/support/png-bomb";
import { ApiClient } from "../support/client";
import { type ListingSystem, listingSystem } from "../support/listing-system";

const here = path.dirname(fileURLToPath(import.meta.url));
const uploads = path.join(here, "../../services/scraper/test/fixtures/uploads");
const dataUrl = (bytes: Buffer, claimed: string) => `data:${claimed};base64,${bytes.toString("base64")}`;
const SCREENSHOT = readFileSync(path.join(uploads, "listing-screenshot.png"));
const BROCHURE = readFileSync(path.join(uploads, "brochure.pdf"));

/** The uploads bucket of a distributed test system (testkit drops only the event streams). */
async function dropUploadBucket(namespace: string) {
  const { connect } = await import("@nats-io/transport-node");
  const { jetstreamManager } = await import("@nats-io/jetstream");
  const nc = await connect({ servers: TEST_NATS_URL });
  await (await jetstreamManager(nc)).streams.delete(`OBJ_${namespace}_suri_uploads`).catch(() => {});
  await nc.close();
}

/** A listing system whose uploads bucket goes too once it has stopped (registered first, so it runs last). */
function uploadSystem(mode: Mode, settings: Record<string, string>): ListingSystem {
  const env = {} as { system?: ListingSystem };
  afterAll(async () => {
    const namespace = env.system?.sys?.system.runtime.config.NATS_NAMESPACE;
    if (namespace) await dropUploadBucket(namespace);
  });
  env.system = listingSystem(mode, settings);
  return env.system;
}

type Job = { jobId: string; status: string; errorCode: string | null; error: string | null };

describe.each(MODES)("uploads and unreadable sites (%s)", (mode) => {
  const env = uploadSystem(mode, { OCR_TIMEOUT_MS: "30000" });
  const email = (name: string) => `${name}-${mode}-${Date.now()}@example.ph`;

  const credits = async (client: ApiClient) => (await client.get("/api/credits")).body;
  /** The reservation was voided: nothing reserved, and the free report is back. */
  const voided = (client: ApiClient) =>
    eventually(async () => {
      const c = await credits(client);
      return c.reserved === 0 && c.freeReportAvailable ? c : undefined;
    });

  it("turns a listing screenshot into a report (OCR), then spends no credit on refused files", async () => {
    const ana = new ApiClient(env.sys.url);
    await ana.register(email("ana"));
    // Refused before any credit is touched: not an image, too many pixels, too big, not a data URL.
    const html = Buffer.from("<!doctype html><html><body><h1>Not a picture</h1></body></html>");
    const refused = [
      [dataUrl(html, "image/png"), 415, "unsupported_file_type"],
      [dataUrl(pngBombHeader(), "image/png"), 422, "image_too_large"],
      [dataUrl(Buffer.alloc(10 * 1024 * 1024 + 1, 0x25), "application/pdf"), 413, "file_too_large"],
      ["hello", 400, "invalid_file"],
    ] as const;
    for (const [fileBase64, status, code] of refused) {
      const res = await ana.post("/api/generate-report-from-file", { fileBase64 });
      expect(res.status, code).toBe(status);
      expect(res.body.code, code).toBe(code);
    }
    expect(await credits(ana)).toMatchObject({ reserved: 0, freeReportAvailable: true });

    const res = await ana.post("/api/generate-report-from-file", { fileBase64: dataUrl(SCREENSHOT, "image/png") });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const report = await ana.get(`/api/reports/${res.body.reportId}`);
    expect(report.status).toBe(200);
    expect(report.body.parsedData).toMatchObject({
      sourceSite: "upload",
      priceCentavos: 650_000_000,
      floorAreaSqm: 52,
      bedrooms: 2,
      propertyType: "condo",
      address: { city: "Cebu City", barangay: "Apas" },
    });
    expect(report.body.parsedData.provenance.priceCentavos.source).toBe("ocr");
    expect(report.body.propertyLink).toBe("");
    expect(report.body.reportData.price).toBe(6_500_000);
    const after = await eventually(async () => {
      const u = (await ana.get("/api/user")).body;
      return u.reportsGenerated === 1 ? u : undefined;
    });
    expect(after.freeReportAvailable).toBe(false);
    // No credit left: 402, like a link report.
    const broke = await ana.post("/api/generate-report-from-file", {
      fileBase64: dataUrl(BROCHURE, "application/pdf"),
    });
    expect(broke.status).toBe(402);
    // Every stored file was deleted once read (or refused).
    await eventually(async () =>
      (await env.sys.system.runtime.objects.deleteOlderThan(new Date(Date.now() + 60_000))) === 0 ? true : undefined,
    );
  });

  it("reads a PDF brochure's text", async () => {
    const ben = new ApiClient(env.sys.url);
    await ben.register(email("ben"));
    const body = { fileBase64: dataUrl(BROCHURE, "application/octet-stream") };
    const key = { "idempotency-key": `brochure-${mode}` };
    const res = await ben.post("/api/generate-report-from-file", body, key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // A retry with the same key is the same job and the same report: no second credit, no stray file.
    const retry = await ben.post("/api/generate-report-from-file", body, key);
    expect(retry).toMatchObject({ status: 200, body: { jobId: res.body.jobId, reportId: res.body.reportId } });
    const report = await ben.get(`/api/reports/${res.body.reportId}`);
    expect(report.body.parsedData).toMatchObject({
      priceCentavos: 725_000_000,
      floorAreaSqm: 28.5,
      propertyType: "condo",
      status: "ready_for_occupancy",
      address: { city: "Makati", barangay: "San Antonio" },
    });
    expect(report.body.parsedData.provenance.floorAreaSqm.source).toBe("text");
  });

  it("ends a job on a file with no listing in it, and voids its reservation", async () => {
    const cara = new ApiClient(env.sys.url);
    await cara.register(email("cara"));
    const { makeBlankPdf } = await import("../support/blank-pdf");
    const res = await cara.post("/api/generate-report-from-file", {
      fileBase64: dataUrl(makeBlankPdf(), "application/pdf"),
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/^Could not generate the report from your file/);
    expect(res.body.code).toBe("not_a_listing");
    expect(await voided(cara)).toMatchObject({ reserved: 0, freeReportAvailable: true });
  });

  it.each([
    ["/blocked", "blocked", /preventing access.*screenshot or PDF.*paste the listing's text/],
    ["/rate-limited", "blocked", /preventing access.*screenshot or PDF.*paste the listing's text/],
    ["/login-wall", "login_wall", /behind a login.*screenshot or PDF.*paste the listing's text/],
    ["/captcha", "blocked", /preventing access.*screenshot or PDF.*paste the listing's text/],
    [
      "https://www.facebook.com/marketplace/item/1234567890/",
      "login_wall",
      /behind a login.*screenshot or PDF.*paste the listing's text/,
    ],
  ])(
    "%s ends the job as %s offering an upload or a pasted text, and voids the reservation",
    async (target, reason, message) => {
      const dee = new ApiClient(env.sys.url);
      await dee.register(email("dee"));
      const link = target.startsWith("/") ? env.listings.url(target) : target;
      const res = await dee.post("/api/generate-report", { propertyLink: link });
      expect(res.status).toBe(202);
      const job = await eventually(async () => {
        const j = (await dee.get(`/api/report-jobs/${res.body.jobId}`)).body as Job;
        return j.status === "failed" ? j : undefined;
      }, 20_000);
      expect(job.errorCode).toBe(reason);
      expect(job.error).toMatch(message);
      expect(await voided(dee)).toMatchObject({ reserved: 0, freeReportAvailable: true });
      expect((await dee.get("/api/user")).body.reportsGenerated).toBe(0);
    },
  );

  it("refuses a bank's list page without a charge and offers its listings; reads a detail page's own place", async () => {
    const fay = new ApiClient(env.sys.url);
    await fay.register(email("fay"));
    const list = await fay.post("/api/generate-report", { propertyLink: env.listings.url("/properties-for-sale") });
    expect(list.status).toBe(202);
    const failed = await eventually(async () => {
      const j = (await fay.get(`/api/report-jobs/${list.body.jobId}`)).body;
      return j.status === "failed" ? j : undefined;
    }, 20_000);
    expect(failed.errorCode).toBe("list_page");
    expect(failed.error).toBe("This looks like a list of 412 properties — open one listing and paste its link.");
    expect(failed.candidates).toHaveLength(8);
    expect(failed.candidates[0]).toEqual({
      url: env.listings.url("/properties-for-sale/details/res-2026-0412"),
      title: "Brgy. Pag-asa, Binangonan, Rizal",
      priceCentavos: 245_000_000,
    });
    expect(await voided(fay)).toMatchObject({ reserved: 0, freeReportAvailable: true });

    // The user picks the first card: a house in Binangonan, Rizal, whose page also names Pasay (a court remark)
    // and Mandaluyong (a filter dropdown).
    const pick = await fay.post("/api/generate-report", { propertyLink: failed.candidates[0].url });
    const done = await eventually(async () => {
      const j = (await fay.get(`/api/report-jobs/${pick.body.jobId}`)).body;
      return j.status === "completed" || j.status === "failed" ? j : undefined;
    }, 20_000);
    expect(done.status, done.error).toBe("completed");
    const report = (await fay.get(`/api/reports/${done.reportId}`)).body;
    expect(report.parsedData).toMatchObject({
      propertyType: "house_and_lot",
      address: { city: "Binangonan", province: "Rizal", region: "CALABARZON" },
      place: { uncertain: false },
    });
    expect(report.reportData.placeEvidence.text).toMatch(/^Location Binangonan, Rizal taken from /);
    expect(report.reportData.marketArea).not.toMatch(/Metro Manila|Pasay|Mandaluyong/);
    const fairness = report.reportData.priceFairness;
    if (fairness.category !== "insufficient_data") expect(fairness.deltaPercent).toBeGreaterThanOrEqual(-60);
    const yieldPct = report.reportData.financialAnalysis.rentalYield;
    if (yieldPct !== null && yieldPct > 15)
      expect(report.reportData.financialAnalysis.rentalYieldDetail.plausible).toBe(false);
  });
});

describe.each(MODES)("an upload whose report outlasts the wait (%s)", (mode) => {
  const env = uploadSystem(mode, { UPLOAD_WAIT_MS: "1" });

  it("answers 202 with the job id, and the job then completes like a link report", async () => {
    const eve = new ApiClient(env.sys.url);
    await eve.register(`eve-${mode}-${Date.now()}@example.ph`);
    const res = await eve.post("/api/generate-report-from-file", { fileBase64: dataUrl(BROCHURE, "application/pdf") });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ jobId: expect.any(String) });
    const job = await eventually(async () => {
      const j = (await eve.get(`/api/report-jobs/${res.body.jobId}`)).body;
      return j.status === "completed" ? j : undefined;
    }, 30_000);
    expect((await eve.get(`/api/reports/${job.reportId}`)).body.parsedData.priceCentavos).toBe(725_000_000);
  });
});
