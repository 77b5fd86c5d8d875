import { canAdvanceStage, type JobStage, readingOf } from "@suri/contracts";
import { causedBy, consumeIdempotently, enqueue, type Knex, makeEvent, type ServiceStore } from "@suri/kit";
import { needsDetailsMessage } from "../complete-details/messages";
import type { NarrativeWriter } from "../write-narrative/model-writer";
import { failureMessage } from "./failure-messages";
import { lockJob, type PreparedReport, prepareReport, recordReport } from "./prepare-report";

/** Follow the scraper's progress; value the extracted listing and finish the job. */
export function valueListingsAsTheyArrive(service: ServiceStore, narrate: NarrativeWriter | null = null) {
  const { rt } = service;
  const advance = (trx: Knex.Transaction, jobId: string, stage: JobStage, patch: Record<string, unknown> = {}) =>
    trx(service.t("jobs"))
      .where({ id: jobId })
      .update({ stage, updated_at: rt.now(), ...patch });

  return consumeIdempotently({
    bus: rt.bus,
    db: rt.db,
    schema: service.schema,
    durable: "analyzer-listings",
    context: "listing",
    afterCommit: service.relay.kick,
    handlers: {
      ListingFetchStarted: async (data, _env, trx) => {
        const job = await lockJob(trx, service, data.jobId);
        if (job && canAdvanceStage(job.stage, "fetching")) await advance(trx, data.jobId, "fetching");
      },
      ListingExtracted: {
        // The comparables store and the model are asked outside the transaction: a slow answer holds no lock.
        prepare: (data) => prepareReport(service, narrate, data.listing, data.comparables),
        apply: async (data, envelope, trx, prepared: PreparedReport) => {
          const job = await lockJob(trx, service, data.jobId);
          if (!job || !canAdvanceStage(job.stage, "completed")) return;
          await recordReport(trx, service, job, data.listing, prepared, envelope);
        },
      },
      // A listing without its price or area: the job ends asking for them, and the ledger voids the reservation.
      ListingIncomplete: async (data, envelope, trx) => {
        const job = await lockJob(trx, service, data.jobId);
        if (!job || !canAdvanceStage(job.stage, "needs_details")) return;
        const needs = { missing: data.missing, reading: readingOf(data.listing) };
        const message = needsDetailsMessage(data.missing);
        await advance(trx, job.id, "needs_details", {
          listing: JSON.stringify(data.listing),
          needs_details: JSON.stringify(needs),
          error_message: message,
        });
        const asked = makeEvent(
          "ReportNeedsDetails",
          { jobId: job.id, userId: job.user_id, ...needs, message },
          causedBy(envelope),
          rt.now(),
        );
        await enqueue(trx, service.schema, [asked]);
      },
      ListingExtractionFailed: async (data, envelope, trx) => {
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
      },
    },
  });
}
