import { AppError, newId, type Runtime } from "@suri/kit";
import { eventually } from "@suri/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AnalyzerAlone, MAKATI_POST, startAnalyzerAlone } from "../../test/support/analyzer-alone";
import { SCHEMA } from "../migrations";

/**
 * The analyzer alone (stand-in ledger) when a user deletes their account: their reports, corrections,
 * share links, jobs and an upload the scraper has not read yet are removed; a late listing event for
 * their job and a job started in the last moment record nothing; the report streams stay append-only for
 * everyone else.
 */
let alone: AnalyzerAlone;
let rt: Runtime;

beforeAll(async () => {
  alone = await startAnalyzerAlone("analyzer-forget-test");
  rt = alone.rt;
}, 60_000);
afterAll(() => alone?.stop());

const rows = (table: string, userId: string) => rt.db.knex(`${SCHEMA}.${table}`).where({ user_id: userId });
const processed = (eventId: string) =>
  eventually(() =>
    rt.db
      .knex(`${SCHEMA}.processed_messages`)
      .where({ consumer: "analyzer-account-deletions", event_id: eventId })
      .first(),
  );

const completedReport = async (userId: string) => (await alone.reportFromText(userId, MAKATI_POST)).id;

describe("a deleted account in the analyzer", () => {
  it("removes reports, corrections, share links, jobs and unread uploads; late events write nothing", async () => {
    const userId = newId();
    const bystander = newId();
    const reportId = await completedReport(userId);
    const theirs = await completedReport(bystander);
    await rt.rpc.call("analyzer", "CorrectReport", {
      userId,
      reportId,
      revision: 1,
      changes: { floorAreaSqm: 70 },
      correctionId: newId(),
    });
    const { token } = await rt.rpc.call("analyzer", "CreateShareLink", { userId, reportId, sharedBy: "Ana" });
    const objectKey = await rt.objects.put(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), "image/jpeg");
    const upload = await rt.rpc.call("analyzer", "StartReportFromFile", {
      userId,
      file: { kind: "upload", objectKey, contentType: "image/jpeg", bytes: 4 },
    });
    expect(await rt.db.knex(`${SCHEMA}.events`).where({ stream_id: `report-${reportId}` })).toHaveLength(1);

    const deleted = await alone.publish("AccountDeleted", { userId, deletedAt: new Date().toISOString() });
    await processed(deleted.id);

    for (const table of ["reports", "jobs", "share_links"]) expect(await rows(table, userId), table).toHaveLength(0);
    expect(await rt.db.knex(`${SCHEMA}.events`).where({ stream_id: `report-${reportId}` })).toHaveLength(0);
    expect(await rt.objects.get(objectKey)).toBeNull();
    const shared = await rt.rpc.call("analyzer", "GetSharedReport", { token }).catch((e: unknown) => e);
    expect(shared).toMatchObject({ status: 404 });
    // The bystander keeps everything.
    expect(await rows("reports", bystander)).toHaveLength(1);
    expect((await rt.rpc.call("analyzer", "GetReport", { userId: bystander, reportId: theirs })).id).toBe(theirs);

    // The upload's listing arrives late: nothing is recorded for a job that is gone.
    const late = await alone.publish("ListingExtracted", {
      jobId: upload.jobId,
      userId,
      listing: MAKATI_POST.listing,
      comparables: [],
    });
    await eventually(() =>
      rt.db.knex(`${SCHEMA}.processed_messages`).where({ consumer: "analyzer-listings", event_id: late.id }).first(),
    );
    expect(await rows("reports", userId)).toHaveLength(0);
    // A job started in the last moment (its session checked just before the deletion) is refused.
    const refused = await rt.rpc
      .call("analyzer", "StartReportFromText", { userId, text: "2BR condo for sale in Makati, 60 sqm, 9M. Call me." })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(await rows("jobs", userId)).toHaveLength(0);

    // The same deletion again (another event id) finds nothing to remove and does not fail.
    await processed((await alone.publish("AccountDeleted", { userId, deletedAt: new Date().toISOString() })).id);
  });

  it("keeps report streams append-only outside an account's erasure", async () => {
    const reportId = await completedReport(newId());
    const owner = (await rt.db.knex(`${SCHEMA}.reports`).where({ id: reportId }).first()).user_id as string;
    await rt.rpc.call("analyzer", "CorrectReport", {
      userId: owner,
      reportId,
      revision: 1,
      changes: { floorAreaSqm: 65 },
      correctionId: newId(),
    });
    const stream = () => rt.db.knex(`${SCHEMA}.events`).where({ stream_id: `report-${reportId}` });
    await expect(stream().delete()).rejects.toThrow(/events are immutable/);
    await expect(stream().update({ type: "Changed" })).rejects.toThrow(/events are immutable/);
    expect(await stream()).toHaveLength(1);
  });
});
