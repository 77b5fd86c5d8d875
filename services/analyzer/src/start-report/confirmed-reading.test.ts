import { type Listing, ListingSchema, type ReportRecord } from "@suri/contracts";
import { AppError, newId, type Runtime } from "@suri/kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AnalyzerAlone, startAnalyzerAlone } from "../../test/support/analyzer-alone";

/**
 * A pasted text's reading, confirmed by the user before the job is charged, travels with the job: the
 * analyzer alone with a stand-in ledger, the listing arriving as the scraper reads it.
 */
let alone: AnalyzerAlone;
let rt: Runtime;

const TEXT = "Condo for sale, 45 sqm, 1 bathroom, 12M. Near BGC, Fort Bonifacio, Taguig. Message me po.";

/**
 * A 45 sqm condo at ₱12M as a post is read: the type only guessed, the town found in running text only,
 * one bathroom where the unit has two.
 */
const READ: Listing = ListingSchema.parse({
  sourceSite: "pasted-text",
  priceCentavos: 1_200_000_000,
  floorAreaSqm: 45,
  bathrooms: 1,
  propertyType: "condo",
  address: { city: "Taguig", barangay: "Fort Bonifacio" },
  provenance: {
    priceCentavos: { source: "text", confidence: 0.85, snippet: "12M" },
    floorAreaSqm: { source: "text", confidence: 0.85, snippet: "45 sqm" },
    bathrooms: { source: "text", confidence: 0.5, snippet: "1 bathroom" },
    propertyType: { source: "text", confidence: 0.4, snippet: "Condo" },
    "address.city": { source: "text", confidence: 0.4, snippet: "Near BGC, Fort Bonifacio, Taguig" },
    "address.barangay": { source: "text", confidence: 0.4, snippet: "Fort Bonifacio" },
  },
  place: { from: "prose", confidence: 0.4, uncertain: true, conflicting: [] },
});

/** What the user confirmed: every field as shown, the bathrooms fixed. */
const CONFIRMED = {
  priceCentavos: 1_200_000_000,
  offerType: "sale" as const,
  propertyType: "condo" as const,
  floorAreaSqm: 45,
  bathrooms: 2,
  city: "Taguig",
  barangay: "Fort Bonifacio",
};

beforeAll(async () => {
  alone = await startAnalyzerAlone("analyzer-confirmed-test");
  rt = alone.rt;
}, 60_000);
afterAll(() => alone?.stop());

/** A pasted-text job, confirmed or not, whose listing the "scraper" reads as READ. */
const reportOf = (userId: string, confirmed?: Record<string, unknown>): Promise<ReportRecord> =>
  alone.reportFromText(userId, { text: TEXT, listing: READ, ...(confirmed ? { confirmed } : {}) });

const UNCLEAR = /not stated clearly|only found in the description/;

describe("a pasted text's confirmed reading", () => {
  it("replaces what was read with the user's values, each counted as stated", async () => {
    const asRead = await reportOf(newId());
    expect(asRead.parsedData.bathrooms).toBe(1);
    expect(asRead.reading?.fields.bathrooms).toMatchObject({ value: 1, source: "text", uncertain: true });
    expect(asRead.reportData.priceFairness.unreliableReasons?.join(" ")).toMatch(UNCLEAR);

    const confirmed = await reportOf(newId(), CONFIRMED);
    expect(confirmed.parsedData).toMatchObject({ bathrooms: 2, floorAreaSqm: 45, propertyType: "condo" });
    expect(confirmed.parsedData.address).toMatchObject({ city: "Taguig", barangay: "Fort Bonifacio" });
    // The fixed field is the user's; one confirmed as read is the user's too, and keeps the words it was read from.
    expect(confirmed.parsedData.provenance.bathrooms).toEqual({ source: "user", confidence: 1 });
    expect(confirmed.parsedData.provenance.floorAreaSqm).toEqual({ source: "user", confidence: 1, snippet: "45 sqm" });
    expect(confirmed.parsedData.place).toMatchObject({ uncertain: false, setByUser: true, confidence: 1 });
    for (const field of Object.keys(CONFIRMED) as (keyof typeof CONFIRMED)[]) {
      expect(confirmed.reading?.fields[field], field).toMatchObject({
        value: CONFIRMED[field],
        source: "user",
        confidence: 1,
        uncertain: false,
      });
    }
    // Nothing the user confirmed is called unclear by the verdict's reasons.
    expect(confirmed.reportData.priceFairness.unreliableReasons?.join(" ") ?? "").not.toMatch(UNCLEAR);
    // It is what the job was made from, not a correction: the report is as first made.
    expect(confirmed).toMatchObject({ revision: 1, corrections: {} });
  });

  it("gives an incomplete listing the figure it lacked: the report is made, not asked for", async () => {
    const userId = newId();
    const { priceCentavos: _price, ...withoutPrice } = READ;
    const { jobId } = await rt.rpc.call("analyzer", "StartReportFromText", {
      userId,
      text: TEXT,
      confirmed: CONFIRMED,
    });
    await alone.publish("ListingIncomplete", {
      jobId,
      userId,
      listing: { ...withoutPrice, provenance: {} },
      missing: ["price"],
    });
    const done = await alone.settled(userId, jobId);
    expect(done.status).toBe("completed");
    const report = await rt.rpc.call("analyzer", "GetReport", { userId, reportId: done.reportId! });
    expect(report.parsedData).toMatchObject({ priceCentavos: 1_200_000_000, bathrooms: 2 });
    expect(report.reading?.fields.priceCentavos).toMatchObject({ source: "user", uncertain: false });
  });

  it("refuses a town we do not know with a correction's 400, before any credit is touched", async () => {
    const userId = newId();
    const error = await rt.rpc
      .call("analyzer", "StartReportFromText", { userId, text: TEXT, confirmed: { ...CONFIRMED, city: "Atlantis" } })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      status: 400,
      code: "unknown_city",
      message: 'We do not know a Philippine city or municipality called "Atlantis". Please check the spelling.',
    });
    expect(alone.reservations.filter((r) => r.accountId === userId)).toEqual([]);
    expect(await rt.db.knex("analyzer.jobs").where({ user_id: userId }).count()).toEqual([{ count: 0 }]);
  });
});
