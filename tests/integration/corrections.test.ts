import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eventually, MODES } from "@suri/testkit";
import { describe, expect, it } from "vitest";
import { pdfText } from "../../services/scraper/src/read-upload/pdf-text";
import { ApiClient } from "../support/client";
import { systemAlone } from "../support/listing-system";

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * A real Lamudi listing as a user copies it (a 197 sqm house on 288 sqm in Carcar City), without its
 * price line: readable, but a report cannot be made from it.
 */
const BOLINAWAN_WITHOUT_PRICE = readFileSync(
  path.join(here, "../../services/scraper/test/fixtures/pasted-texts/lamudi-bolinawan.txt"),
  "utf8",
)
  .split("\n")
  .filter((line) => !/price/i.test(line))
  .join("\n");

type Job = {
  jobId: string;
  status: string;
  stage: string;
  reportId: string | null;
  message: string;
  needsDetails?: { missing: string[]; reading: { fields: Record<string, { value: unknown; snippet?: string }> } };
  continuedJobId?: string;
};

/** The ledger once the asked-for price has made the report: the first reservation voided, the second posted. */
const ENTRIES_AFTER_GIVEN_PRICE = [
  "FreeReportGranted",
  "CreditReserved",
  "ReservationVoided",
  "CreditReserved",
  "ReservationPosted",
];

/**
 * The user's word on a listing, end to end in both modes: a pasted listing without its price ends asking
 * for it (its reservation voided, nothing spent); the price given makes the report with one credit; a
 * corrected area values it again as a new revision without touching the ledger; the PDF follows.
 */
describe.each(MODES)("what we read and the user's corrections (%s)", (mode) => {
  const env = systemAlone(mode);

  const knex = () => env.sys.system.runtime.db.knex;
  const ledgerEntries = async (userId: string) =>
    (
      await knex()("ledger.events")
        .where({ stream_id: `account-${userId}` })
        .orderBy("version")
    ).map((e: { type: string }) => e.type);
  const settled = (client: ApiClient, jobId: string) =>
    eventually(async () => {
      const j = (await client.get(`/api/report-jobs/${jobId}`)).body as Job;
      return ["completed", "failed", "needs_details"].includes(j.status) ? j : undefined;
    }, 20_000);

  it("asks for a missing price, makes the report from it, and re-values a corrected area for free", async () => {
    const ana = new ApiClient(env.sys.url);
    const user = await ana.register(`ana-${mode}-${Date.now()}@example.ph`);
    const socket = await ana.openSocket();

    const started = await ana.post("/api/generate-report-from-text", { text: BOLINAWAN_WITHOUT_PRICE });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const asking = await settled(ana, started.body.jobId);
    expect(asking).toMatchObject({ status: "needs_details", stage: "needs_details", reportId: null });
    expect(asking.message).toMatch(/does not state a price/);
    expect(asking.needsDetails?.missing).toEqual(["price"]);
    expect(asking.needsDetails?.reading.fields.lotAreaSqm).toMatchObject({ value: 288 });
    expect(asking.needsDetails?.reading.fields.lotAreaSqm?.snippet).toMatch(/Lot Area/);
    // The push says so too, with what was read to pre-fill the form.
    const pushed = await eventually(async () =>
      socket.messages
        .map((m) => (m as { job?: Job }).job)
        .find((j) => j?.jobId === asking.jobId && j.status === "needs_details"),
    );
    expect(pushed?.needsDetails?.missing).toEqual(["price"]);
    socket.close();
    // Nothing spent: the free report's reservation is voided.
    await eventually(async () => {
      const c = (await ana.get("/api/credits")).body;
      return c.reserved === 0 && c.freeReportAvailable ? c : undefined;
    });
    expect(await ledgerEntries(user.id)).toEqual(["FreeReportGranted", "CreditReserved", "ReservationVoided"]);

    // A price out of bounds changes nothing.
    const bad = await ana.post(`/api/report-jobs/${asking.jobId}/details`, { priceCentavos: 5 });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: "validation", fieldErrors: { priceCentavos: [expect.any(String)] } });

    const given = await ana.post(`/api/report-jobs/${asking.jobId}/details`, { priceCentavos: 1_100_000_000 });
    expect(given.status, JSON.stringify(given.body)).toBe(202);
    const again = await ana.post(`/api/report-jobs/${asking.jobId}/details`, { priceCentavos: 1_100_000_000 });
    expect(again.body).toEqual(given.body);
    const done = await settled(ana, given.body.jobId);
    expect(done.status).toBe("completed");
    expect((await ana.get(`/api/report-jobs/${asking.jobId}`)).body.continuedJobId).toBe(given.body.jobId);
    await eventually(async () => ((await ana.get("/api/user")).body.reportsGenerated === 1 ? true : undefined));
    expect(await ledgerEntries(user.id)).toEqual(ENTRIES_AFTER_GIVEN_PRICE);
    const balance = (await ana.get("/api/credits")).body;
    expect(balance).toMatchObject({ freeReportAvailable: false, reserved: 0 });

    const first = (await ana.get(`/api/reports/${done.reportId}`)).body;
    expect(first).toMatchObject({ revision: 1, parsedData: { priceCentavos: 1_100_000_000, lotAreaSqm: 288 } });
    expect(first.reading.fields.priceCentavos).toMatchObject({ value: 1_100_000_000, source: "user" });
    expect(first.reading.fields.lotAreaSqm).toMatchObject({ value: 288, source: "text" });

    // A stranger cannot correct it.
    const ben = new ApiClient(env.sys.url);
    await ben.register(`ben-${mode}-${Date.now()}@example.ph`);
    const stranger = await ben.post(`/api/reports/${done.reportId}/corrections`, { revision: 1, floorAreaSqm: 150 });
    expect(stranger.status).toBe(404);

    // The floor area was 197 sqm: the owner says 150. A new revision, valued again, for free.
    const corrected = await ana.post(`/api/reports/${done.reportId}/corrections`, { revision: 1, floorAreaSqm: 150 });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body).toMatchObject({
      revision: 2,
      parsedData: { floorAreaSqm: 150 },
      corrections: { floorAreaSqm: { value: 150, original: 197, revision: 2 } },
    });
    expect(corrected.body.reading).toEqual(first.reading);
    expect(corrected.body.reportData.financialAnalysis.pricePerSqm).not.toBe(
      first.reportData.financialAnalysis.pricePerSqm,
    );
    // A stale revision is refused, and nothing changes.
    const stale = await ana.post(`/api/reports/${done.reportId}/corrections`, { revision: 1, floorAreaSqm: 170 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("stale_revision");
    const read = (await ana.get(`/api/reports/${done.reportId}`)).body;
    expect(read).toMatchObject({ revision: 2, parsedData: { floorAreaSqm: 150 } });
    expect(read.reportData).toEqual(corrected.body.reportData);

    // The ledger was not touched: same entries, same balance.
    expect(await ledgerEntries(user.id)).toEqual(ENTRIES_AFTER_GIVEN_PRICE);
    expect((await ana.get("/api/credits")).body).toEqual(balance);
    // The PDF is the corrected report, and says which value is the user's.
    const pdf = await ana.bytes(`/api/reports/${done.reportId}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const text = await pdfText(pdf.bytes, { pdfPagesMax: 20, textCharsMax: 200_000 });
    expect(text).toMatch(/Corrected by you/);
    expect(text).toMatch(/Floor area: 150 sqm \(the listing said 197 sqm\)/);
  });
});
