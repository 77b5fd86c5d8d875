import {
  type Comparable,
  canAdvanceStage,
  type Envelope,
  type EventData,
  type JobStage,
  type Listing,
  type MissingDetail,
  missingDetails,
  readingOf,
} from "@suri/contracts";
import { causedBy, enqueue, type Knex, makeEvent, type ServiceStore } from "@suri/kit";
import { needsDetailsMessage } from "../complete-details/messages";
import { confirmedOf, withConfirmed } from "../start-report/confirmed-reading";
import type { NarrativeWriter } from "../write-narrative/model-writer";
import { failureMessage } from "./failure-messages";
import { comparablesToValueWith, keepComparables } from "./kept-comparables";
import { lockJob, type PreparedReport, prepareReport, recordReport } from "./prepare-report";

type FailedReading = Pick<EventData<"ListingExtractionFailed">, "jobId" | "reason" | "listingCount" | "candidates">;

/** The listing a job goes on with (as read, the user's confirmed reading set over it) and what it still lacks. */
type Outcome = { listing: Listing; missing: MissingDetail[]; comparables: Comparable[]; report?: PreparedReport };

/** Follow the scraper's progress; value the extracted listing and finish the job. */
export function valueListingsAsTheyArrive(service: ServiceStore, narrate: NarrativeWriter | null = null) {
  const { rt } = service;
  const advance = (trx: Knex.Transaction, jobId: string, stage: JobStage, patch: Record<string, unknown> = {}) =>
    trx(service.t("jobs"))
      .where({ id: jobId })
      .update({ stage, updated_at: rt.now(), ...patch });

  /**
   * Outside any transaction: the reading the user confirmed before the job (never changed once the job is
   * recorded) set over the listing; a listing then complete is valued, one lacking a figure is not.
   */
  const prepare = async (
    jobId: string,
    read: Listing,
    missing: MissingDetail[],
    onPage: Listing[],
    stored: Comparable[] = [],
  ): Promise<Outcome> => {
    const job = (await rt.db.knex(service.t("jobs")).where({ id: jobId }).first("confirmed")) as
      | { confirmed?: unknown }
      | undefined;
    const confirmed = confirmedOf(job?.confirmed);
    const listing = withConfirmed(read, confirmed);
    const lacking = confirmed ? missingDetails(listing) : missing;
    const comparables = comparablesToValueWith(listing, onPage, stored, rt.now());
    if (lacking.length) return { listing, missing: lacking, comparables };
    return { listing, missing: [], comparables, report: await prepareReport(service, narrate, listing, comparables) };
  };

  /** The job ends asking for the missing figures, and the ledger voids the reservation. */
  const askForDetails = async (trx: Knex.Transaction, jobId: string, outcome: Outcome, cause: Envelope) => {
    const job = await lockJob(trx, service, jobId);
    if (!job || !canAdvanceStage(job.stage, "needs_details")) return;
    const needs = { missing: outcome.missing, reading: readingOf(outcome.listing) };
    const message = needsDetailsMessage(outcome.missing);
    await advance(trx, job.id, "needs_details", {
      listing: JSON.stringify(outcome.listing),
      needs_details: JSON.stringify(needs),
      error_message: message,
    });
    await keepComparables(trx, service, job.id, outcome.comparables);
    const asked = makeEvent(
      "ReportNeedsDetails",
      { jobId: job.id, userId: job.user_id, ...needs, message },
      causedBy(cause),
      rt.now(),
    );
    await enqueue(trx, service.schema, [asked]);
  };

  const finish = async (trx: Knex.Transaction, jobId: string, outcome: Outcome, cause: Envelope) => {
    if (!outcome.report) return askForDetails(trx, jobId, outcome, cause);
    const job = await lockJob(trx, service, jobId);
    if (!job || !canAdvanceStage(job.stage, "completed")) return;
    await recordReport(trx, service, job, outcome.listing, outcome.report, cause);
  };

  /** The job fails, worded for what the user gave (a link, a file, a text); the ledger releases its credit. */
  const fail = async (trx: Knex.Transaction, data: FailedReading, envelope: Envelope) => {
    const job = await lockJob(trx, service, data.jobId);
    if (!job || !canAdvanceStage(job.stage, "failed")) return;
    const message = failureMessage(data.reason, job.source_kind, data.listingCount);
    await advance(trx, job.id, "failed", {
      error_code: data.reason,
      error_message: message,
      ...(data.candidates?.length ? { candidates: JSON.stringify(data.candidates) } : {}),
    });
    const failed = makeEvent(
      "ReportFailed",
      { jobId: job.id, userId: job.user_id, errorCode: data.reason, message },
      causedBy(envelope),
      rt.now(),
    );
    await enqueue(trx, service.schema, [failed]);
  };

  return service.consume({
    durable: "analyzer-listings",
    context: "listing",
    // A report the database refuses to keep fails its job now instead of at the job timeout.
    onUnwritable: async (envelope, err) => {
      const { jobId } = envelope.data as { jobId: string };
      rt.log.error({ err, jobId }, "a report could not be written; failing its job");
      await service.commit(async (trx) => {
        await fail(trx, { jobId, reason: "unstorable" }, envelope);
        return { result: undefined, events: [] };
      });
      service.relay.kick();
    },
    handlers: {
      ListingFetchStarted: async (data, _env, trx) => {
        const job = await lockJob(trx, service, data.jobId);
        if (job && canAdvanceStage(job.stage, "fetching")) await advance(trx, data.jobId, "fetching");
      },
      ListingExtracted: {
        // The model is asked outside the transaction: a slow answer holds no lock.
        prepare: (data) => prepare(data.jobId, data.listing, [], data.comparables, data.stored),
        apply: (data, envelope, trx, outcome: Outcome) => finish(trx, data.jobId, outcome, envelope),
      },
      // A listing without its price or area asks for them, unless the reading the user confirmed gave them.
      ListingIncomplete: {
        prepare: (data) => prepare(data.jobId, data.listing, data.missing, [], data.stored),
        apply: (data, envelope, trx, outcome: Outcome) => finish(trx, data.jobId, outcome, envelope),
      },
      ListingExtractionFailed: (data, envelope, trx) => fail(trx, data, envelope),
    },
  });
}
