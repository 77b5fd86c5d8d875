import { canAdvanceStage, type JobStage, type Listing } from "@suri/contracts";
import { causedBy, consumeIdempotently, enqueue, type Knex, makeEvent, newId, type ServiceStore } from "@suri/kit";
import type { JobRow } from "../report-job/job";
import { buildReport } from "../valuation";
import { failureMessage } from "./failure-messages";
import { comparablesFor } from "./stored-comparables";

async function lockJob(trx: Knex.Transaction, service: ServiceStore, jobId: string) {
  return (await trx(service.t("jobs")).where({ id: jobId }).forUpdate().first()) as JobRow | undefined;
}

/** Follow the scraper's progress; value the extracted listing and finish the job. */
export function valueListingsAsTheyArrive(service: ServiceStore) {
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
        // The comparables store is asked outside the transaction: a slow answer holds no lock.
        prepare: (data) => comparablesFor(rt, data.listing, data.comparables),
        apply: async (data, envelope, trx, comparables: Listing[]) => {
          const job = await lockJob(trx, service, data.jobId);
          if (!job || !canAdvanceStage(job.stage, "completed")) return;
          const reportId = newId();
          const at = rt.now();
          const reportData = buildReport(data.listing, { now: at, reportId, comparables });
          await trx(service.t("reports")).insert({
            id: reportId,
            user_id: job.user_id,
            job_id: job.id,
            property_link: job.property_link,
            report_data: JSON.stringify(reportData),
            listing: JSON.stringify(data.listing),
            created_at: at,
          });
          await advance(trx, job.id, "completed", { report_id: reportId });
          const done = makeEvent(
            "ReportCompleted",
            { jobId: job.id, userId: job.user_id, reportId },
            causedBy(envelope),
            at,
          );
          await enqueue(trx, service.schema, [done]);
        },
      },
      ListingExtractionFailed: async (data, envelope, trx) => {
        const job = await lockJob(trx, service, data.jobId);
        if (!job || !canAdvanceStage(job.stage, "failed")) return;
        const message = failureMessage(data.reason, job.source_kind);
        await advance(trx, job.id, "failed", { error_code: data.reason, error_message: message });
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
