import {
  type Comparable,
  type EndedJob,
  type Envelope,
  type Listing,
  ListingSchema,
  type ReportJob,
  type ReportRecord,
  STALE_REVISION_MESSAGE,
} from "@suri/contracts";
import { AppError, EventStore, newId, type Runtime } from "@suri/kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AnalyzerAlone, MAKATI_POST, startAnalyzerAlone } from "../../test/support/analyzer-alone";
import { continuationJobId } from "../complete-details/handler";
import { SCHEMA } from "../migrations";

/** The analyzer alone, its stand-in ledger recording every reservation: a correction that asked it for anything would show. */
let alone: AnalyzerAlone;
let rt: Runtime;
const CONDO = MAKATI_POST.listing;
/** What each reservation request said of the account's ended jobs, by the job it reserves for. */
const endedJobsSent = new Map<string, EndedJob[]>();
/** An account with one credit: its second reservation is refused. */
const oneCredit = newId();

beforeAll(async () => {
  alone = await startAnalyzerAlone("analyzer-corrections-test", (req, granted) => {
    const held = granted.filter((r) => r.accountId === req.accountId && r.jobId !== req.jobId);
    if (req.accountId === oneCredit && held.length > 0) {
      throw AppError.paymentRequired("You need to purchase credits to analyze more properties.");
    }
    endedJobsSent.set(req.jobId, req.endedJobs ?? []);
  });
  rt = alone.rt;
}, 60_000);
afterAll(() => alone?.stop());

const job = (userId: string, jobId: string) => rt.rpc.call("analyzer", "GetJob", { userId, jobId });

/** A pasted-text job whose listing the "scraper" then reads as `listing`. */
const reportOf = (userId: string, listing: Listing = CONDO, stored: Comparable[] = []): Promise<ReportRecord> =>
  alone.reportFromText(userId, { ...MAKATI_POST, listing, stored });

/** What the scraper's store held for Makati 2BR condos when a listing was read, sent with it. */
const makatiCondos = (): Comparable[] =>
  [54, 58, 60, 62, 66, 70].map((sqm, i) => ({
    url: `https://portal.example.ph/makati-condo-${i}`,
    seenAt: "2026-11-01T00:00:00.000Z",
    listing: ListingSchema.parse({
      ...CONDO,
      url: `https://portal.example.ph/makati-condo-${i}`,
      floorAreaSqm: sqm,
      priceCentavos: sqm * 15_000_000 + i * 10_000_000,
    }),
  }));

const correct = (
  userId: string,
  reportId: string,
  revision: number,
  changes: Record<string, unknown>,
  correctionId = newId(),
) => rt.rpc.call("analyzer", "CorrectReport", { userId, reportId, revision, changes, correctionId });

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const outbox = async (type: string) =>
  (await rt.db.knex(`${SCHEMA}.outbox`).select("envelope"))
    .map(
      (r: { envelope: unknown }) => (typeof r.envelope === "string" ? JSON.parse(r.envelope) : r.envelope) as Envelope,
    )
    .filter((e) => e.type === type);

describe("correcting a report", () => {
  it("values it again as a new revision, free, keeping what was read", async () => {
    const userId = newId();
    const original = await reportOf(userId);
    expect(original).toMatchObject({ revision: 1, corrections: {} });
    expect(original.reading?.fields.floorAreaSqm).toMatchObject({
      value: 60,
      source: "text",
      snippet: "Floor area: 60 sqm",
      uncertain: false,
    });
    // A low-confidence field and an uncertain place are flagged for the user to check.
    expect(original.reading?.fields.bedrooms?.uncertain).toBe(true);
    expect(original.reading?.fields.city?.uncertain).toBe(true);
    const reservedBefore = alone.reservations.length;

    const corrected = await correct(userId, original.id, 1, { floorAreaSqm: 120, city: "makati city" });
    expect(corrected.revision).toBe(2);
    expect(corrected.parsedData.floorAreaSqm).toBe(120);
    expect(corrected.parsedData.provenance.floorAreaSqm).toEqual({ source: "user", confidence: 1 });
    // The town in its house spelling, set by the user: no longer uncertain.
    expect(corrected.parsedData.address.city).toBe("Makati");
    expect(corrected.parsedData.place).toMatchObject({ uncertain: false, setByUser: true });
    expect(corrected.corrections?.floorAreaSqm).toMatchObject({ value: 120, original: 60, revision: 2 });
    expect(corrected.corrections?.city).toMatchObject({ value: "Makati", original: "Makati", revision: 2 });
    // The reading stays as it was read.
    expect(corrected.reading).toEqual(original.reading);
    // Twice the area at the same price: half the price per sqm, another verdict and another score.
    expect(corrected.reportData.overview.floorAreaSqm).toBe(120);
    expect(corrected.reportData.financialAnalysis.pricePerSqm).toBeCloseTo(
      original.reportData.financialAnalysis.pricePerSqm! / 2,
      0,
    );
    expect(corrected.reportData.investmentScore.score).not.toBe(original.reportData.investmentScore.score);
    expect(corrected.reportData.placeEvidence?.text).toBe("Location Makati, Metro Manila set by you.");
    // The ledger was not asked for anything.
    expect(alone.reservations).toHaveLength(reservedBefore);

    const events = await new EventStore(SCHEMA).readStream(rt.db.knex, `report-${original.id}`);
    expect(events.map((e) => [e.type, e.version])).toEqual([["ReportCorrected", 1]]);
    expect(events[0]?.data).toMatchObject({
      revision: 2,
      changes: { floorAreaSqm: 120, city: "Makati" },
      correctedBy: userId,
    });
    expect((await outbox("ReportCorrected")).some((e) => e.id === events[0]?.id)).toBe(true);

    // The next read, the property data and the PDF are the corrected report.
    const read = await rt.rpc.call("analyzer", "GetReport", { userId, reportId: original.id });
    expect(read).toEqual(corrected);
    const data = await rt.rpc.call("analyzer", "GetPropertyData", { userId, reportId: original.id });
    expect(data.overview.squareFeet).toBe(corrected.reportData.overview.squareFeet);
  });

  it("values a correction against the listings the report was first valued with, kept with it", async () => {
    const userId = newId();
    const stored = makatiCondos();
    const original = await reportOf(userId, CONDO, stored);
    const urls = (r: ReportRecord) => (r.reportData.priceFairness.comps ?? []).map((c) => c.url).sort();
    expect(urls(original)).toEqual(stored.map((c) => c.url).sort());
    // Nothing is asked back of the scraper when the owner corrects a figure: the same listings value it.
    const corrected = await correct(userId, original.id, 1, { bathrooms: 2 });
    expect(corrected.revision).toBe(2);
    expect(urls(corrected)).toEqual(urls(original));
    expect(corrected.reportData.priceFairness.compsUsed).toBe(original.reportData.priceFairness.compsUsed);
  });

  it("answers a retry with the report as it is, and a stale revision with 409", async () => {
    const userId = newId();
    const report = await reportOf(userId);
    const correctionId = newId();
    const first = await correct(userId, report.id, 1, { priceCentavos: 800_000_000 }, correctionId);
    expect(first.revision).toBe(2);
    // The same correction id, and the same changes sent again against revision 1: no new revision.
    expect((await correct(userId, report.id, 1, { priceCentavos: 800_000_000 }, correctionId)).revision).toBe(2);
    expect((await correct(userId, report.id, 1, { priceCentavos: 800_000_000 })).revision).toBe(2);
    // Other changes against revision 1, made while the report moved on: refused.
    const stale = await refusal(correct(userId, report.id, 1, { priceCentavos: 700_000_000 }));
    expect(stale).toMatchObject({ status: 409, code: "stale_revision", message: STALE_REVISION_MESSAGE });
    expect(await refusal(correct(userId, report.id, 5, { priceCentavos: 700_000_000 }))).toMatchObject({ status: 409 });
    // Two corrections racing from the same revision: one wins, the other is told to reload.
    const race = await Promise.allSettled([
      correct(userId, report.id, 2, { bedrooms: 3 }),
      correct(userId, report.id, 2, { bedrooms: 1 }),
    ]);
    expect(race.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const loser = race.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(loser.reason).toMatchObject({ status: 409, code: "stale_revision" });
    const latest = await rt.rpc.call("analyzer", "GetReport", { userId, reportId: report.id });
    expect(latest.revision).toBe(3);
    expect(latest.corrections?.priceCentavos).toMatchObject({ value: 800_000_000, original: 900_000_000, revision: 2 });
    const events = await new EventStore(SCHEMA).readStream(rt.db.knex, `report-${report.id}`);
    expect(events.map((e) => e.version)).toEqual([1, 2]);
  });

  it("is the owner's only, and refuses values a report cannot use with nothing changed", async () => {
    const userId = newId();
    const report = await reportOf(userId);
    expect(await refusal(correct(newId(), report.id, 1, { priceCentavos: 800_000_000 }))).toMatchObject({
      status: 404,
      code: "report_not_found",
    });
    expect(await refusal(correct(userId, report.id, 1, { city: "Atlantis" }))).toMatchObject({
      status: 400,
      code: "unknown_city",
    });
    expect(await refusal(correct(userId, report.id, 1, { city: "San Jose" }))).toMatchObject({
      status: 400,
      code: "place_mismatch",
    });
    expect(await refusal(correct(userId, report.id, 1, { floorAreaSqm: null }))).toMatchObject({
      status: 400,
      code: "details_missing",
    });
    // Out of bounds: the contract refuses it before anything is sent.
    await expect(correct(userId, report.id, 1, { priceCentavos: -5 })).rejects.toThrow(/from ₱1,000/);
    const after = await rt.rpc.call("analyzer", "GetReport", { userId, reportId: report.id });
    expect(after).toEqual(report);
    expect(await new EventStore(SCHEMA).readStream(rt.db.knex, `report-${report.id}`)).toEqual([]);
  });

  it("refuses another property with the reason and changes nothing, and stops after five corrections", async () => {
    const userId = newId();
    const report = await reportOf(userId);
    const another = await refusal(correct(userId, report.id, 1, { propertyType: "house_and_lot", city: "Cebu City" }));
    expect(another).toMatchObject({ status: 422, code: "another_property" });
    expect(another.message).toMatch(/please start a new report/);
    const price = await refusal(correct(userId, report.id, 1, { priceCentavos: 4_000_000_000 }));
    expect(price).toMatchObject({ status: 422, code: "price_not_a_misreading" });
    expect(price.message).toMatch(/^The listing gives a price of ₱9,000,000; ₱40,000,000 is not a misreading/);
    expect(await rt.rpc.call("analyzer", "GetReport", { userId, reportId: report.id })).toEqual(report);
    expect(await new EventStore(SCHEMA).readStream(rt.db.knex, `report-${report.id}`)).toEqual([]);

    // A misreading is still fixed, free, up to five times.
    const reservedBefore = alone.reservations.length;
    for (const [i, bedrooms] of [3, 1, 2, 4, 3].entries()) {
      expect((await correct(userId, report.id, i + 1, { bedrooms })).revision).toBe(i + 2);
    }
    expect(alone.reservations).toHaveLength(reservedBefore);
    const sixth = await refusal(correct(userId, report.id, 6, { bedrooms: 2 }));
    expect(sixth).toMatchObject({ status: 409, code: "corrections_used_up" });
    expect(sixth.message).toMatch(/corrected 5 times.*please start a new report/);
    expect((await rt.rpc.call("analyzer", "GetReport", { userId, reportId: report.id })).revision).toBe(6);
  });
});

describe("a listing without its price", () => {
  const { priceCentavos: _price, ...withoutPrice } = CONDO;
  const { priceCentavos: _read, ...provenance } = CONDO.provenance;
  const partial = ListingSchema.parse({ ...withoutPrice, provenance });

  async function askingJob(userId: string) {
    const { jobId } = await rt.rpc.call("analyzer", "StartReportFromText", {
      userId,
      text: "2BR condo for sale in Makati, 60 sqm. Message me for the price please, thank you.",
    });
    await alone.publish("ListingIncomplete", {
      jobId,
      userId,
      listing: partial,
      missing: ["price"],
      stored: makatiCondos(),
    });
    return alone.settled(userId, jobId);
  }

  it("ends the job asking for it, then makes the report from the user's price with a new reservation", async () => {
    const userId = newId();
    const asking: ReportJob = await askingJob(userId);
    expect(asking).toMatchObject({ status: "needs_details", stage: "needs_details", reportId: null, error: null });
    expect(asking.message).toMatch(/does not state a price/);
    expect(asking.needsDetails?.missing).toEqual(["price"]);
    expect(asking.needsDetails?.reading.fields.floorAreaSqm).toMatchObject({
      value: 60,
      snippet: "Floor area: 60 sqm",
    });
    expect(asking.needsDetails?.reading.fields.priceCentavos).toMatchObject({ value: null, uncertain: true });
    // The ledger voids the job's reservation on this event.
    const asked = (await outbox("ReportNeedsDetails")).find(
      (e) => (e.data as { jobId: string }).jobId === asking.jobId,
    );
    expect(asked?.data).toMatchObject({ userId, missing: ["price"] });

    // Still no price: 400, nothing reserved.
    const before = alone.reservations.length;
    const noPrice = await refusal(
      rt.rpc.call("analyzer", "CompleteJobDetails", { userId, jobId: asking.jobId, details: { bedrooms: 2 } }),
    );
    expect(noPrice).toMatchObject({ status: 400, code: "details_missing" });
    expect(
      await refusal(
        rt.rpc.call("analyzer", "CompleteJobDetails", {
          userId: newId(),
          jobId: asking.jobId,
          details: { priceCentavos: 850_000_000 },
        }),
      ),
    ).toMatchObject({ status: 404 });
    expect(alone.reservations).toHaveLength(before);

    const details = { priceCentavos: 850_000_000 };
    const { jobId } = await rt.rpc.call("analyzer", "CompleteJobDetails", { userId, jobId: asking.jobId, details });
    expect(jobId).toBe(continuationJobId(asking.jobId));
    expect(alone.reservations.slice(before)).toEqual([{ accountId: userId, jobId }]);
    // The request tells the ledger how the account's jobs ended: it settles from that, asking nothing back.
    expect(endedJobsSent.get(jobId)).toContainEqual({ jobId: asking.jobId, status: "needs_details", errorCode: null });
    // A retry is the same job: no second reservation.
    expect(await rt.rpc.call("analyzer", "CompleteJobDetails", { userId, jobId: asking.jobId, details })).toEqual({
      jobId,
    });
    expect(alone.reservations).toHaveLength(before + 1);

    const done = await alone.settled(userId, jobId);
    expect(done).toMatchObject({ status: "completed", sourceKind: "text" });
    expect((await job(userId, asking.jobId)).continuedJobId).toBe(jobId);
    const report = await rt.rpc.call("analyzer", "GetReport", { userId, reportId: done.reportId! });
    expect(report.parsedData.priceCentavos).toBe(850_000_000);
    expect(report.reading?.fields.priceCentavos).toMatchObject({ value: 850_000_000, source: "user" });
    expect(report.reading?.fields.floorAreaSqm).toMatchObject({ value: 60, source: "text" });
    expect(report.reportData.price).toBe(8_500_000);
    // Valued against what the store sent with the listing, kept while the job waited for the price.
    expect((report.reportData.priceFairness.comps ?? []).map((c) => c.url).sort()).toEqual(
      makatiCondos()
        .map((c) => c.url)
        .sort(),
    );
  });

  it("answers 402 without a credit and records nothing", async () => {
    const asking = await askingJob(oneCredit);
    const refused = await refusal(
      rt.rpc.call("analyzer", "CompleteJobDetails", {
        userId: oneCredit,
        jobId: asking.jobId,
        details: { priceCentavos: 850_000_000 },
      }),
    );
    expect(refused).toMatchObject({ status: 402, code: "insufficient_credits" });
    expect(await job(oneCredit, asking.jobId)).toMatchObject({ status: "needs_details" });
    expect(await rt.db.knex(`${SCHEMA}.jobs`).where({ id: continuationJobId(asking.jobId) })).toEqual([]);
  });
});
