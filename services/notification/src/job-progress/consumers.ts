import { type Envelope, isTerminalStage, JobProgressMessageSchema, subjects } from "@suri/contracts";
import type { EventHandlers, Knex, ServiceStore } from "@suri/kit";
import { applyStageChange, type ProgressRow, type StageChange, toPush } from "./projection";

/**
 * Told, in the transaction that records it, of each job's end (the mail about it is written there);
 * `written` is called once that transaction committed.
 */
export interface JobEnds {
  onEnded(trx: Knex.Transaction, row: ProgressRow): Promise<void>;
  written(): void;
}

/**
 * Turn job events into per-user push messages, sent after the projection row that produced them
 * committed. The push is transient (core NATS): a browser that misses one catches up by polling.
 */
export async function pushJobProgress(service: ServiceStore, ends?: JobEnds) {
  const { rt } = service;
  const table = service.t("job_progress");
  const toSend = new Map<string, ProgressRow>();

  const record = async (trx: Knex.Transaction, envelope: Envelope, change: Omit<StageChange, "at">) => {
    // A job that was under way when its user deleted the account: nothing about it is kept or sent.
    if (await trx(service.t("forgotten_users")).where({ user_id: change.userId }).first()) return;
    const row = await applyStageChange(trx, table, { ...change, at: new Date(envelope.occurredAt) });
    if (!row) return;
    toSend.set(envelope.id, row);
    if (ends && isTerminalStage(row.stage)) await ends.onEnded(trx, row);
  };
  const send = (envelope: Envelope) => {
    const row = toSend.get(envelope.id);
    toSend.delete(envelope.id);
    if (row) void rt.bus.publishTransient(subjects.userPush(row.user_id), JobProgressMessageSchema.parse(toPush(row)));
  };
  const consume = (context: string, durable: string, handlers: EventHandlers) =>
    service.consume({
      durable,
      context,
      handlers,
      afterCommit: (envelope) => {
        send(envelope);
        ends?.written();
      },
    });

  const reports = await consume("report", "notification-report-events", {
    ReportRequested: (d, e, trx) =>
      record(trx, e, { jobId: d.jobId, userId: d.userId, stage: "queued", propertyLink: d.propertyLink }),
    ReportCompleted: (d, e, trx) =>
      record(trx, e, { jobId: d.jobId, userId: d.userId, stage: "completed", reportId: d.reportId }),
    ReportFailed: (d, e, trx) =>
      record(trx, e, {
        jobId: d.jobId,
        userId: d.userId,
        stage: "failed",
        errorCode: d.errorCode,
        errorMessage: d.message,
      }),
    ReportNeedsDetails: (d, e, trx) =>
      record(trx, e, {
        jobId: d.jobId,
        userId: d.userId,
        stage: "needs_details",
        errorMessage: d.message,
        needsDetails: { missing: d.missing, reading: d.reading },
      }),
    // The job that goes on with the user's figures starts with its listing known: it is being valued.
    ReportDetailsProvided: (d, e, trx) =>
      record(trx, e, { jobId: d.jobId, userId: d.userId, stage: "valuing", propertyLink: d.propertyLink }),
  });
  const listings = await consume("listing", "notification-listing-events", {
    ListingFetchStarted: (d, e, trx) =>
      record(trx, e, { jobId: d.jobId, userId: d.userId, stage: "fetching", propertyLink: d.url }),
    ListingExtracted: (d, e, trx) => record(trx, e, { jobId: d.jobId, userId: d.userId, stage: "valuing" }),
  });
  return [reports, listings];
}
