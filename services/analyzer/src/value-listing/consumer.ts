import { performance } from "node:perf_hooks";
import { canAdvanceStage, type JobStage, type Listing, type ReportData } from "@suri/contracts";
import { causedBy, consumeIdempotently, enqueue, type Knex, makeEvent, newId, type ServiceStore } from "@suri/kit";
import { withNarrative } from "../narrative";
import type { JobRow } from "../report-job/job";
import { buildReport } from "../valuation";
import type { NarrativeWriter } from "../write-narrative/model-writer";
import { failureMessage } from "./failure-messages";
import { comparablesFor } from "./stored-comparables";

async function lockJob(trx: Knex.Transaction, service: ServiceStore, jobId: string) {
  return (await trx(service.t("jobs")).where({ id: jobId }).forUpdate().first()) as JobRow | undefined;
}

/**
 * The report of an extracted listing, built outside any transaction: comparables from the store, the
 * pure valuation (timed), then — when a model is configured — its checked narrative.
 */
async function prepareReport(
  service: ServiceStore,
  narrate: NarrativeWriter | null,
  listing: Listing,
  onPage: Listing[],
) {
  const comparables = await comparablesFor(service.rt, listing, onPage);
  const at = service.rt.now();
  const started = performance.now();
  const built = buildReport(listing, { now: at, comparables });
  const timed: ReportData = {
    ...built,
    priceFairness: { ...built.priceFairness, timeToComputeMs: performance.now() - started },
  };
  const reportData = narrate ? withNarrative(timed, await narrate(timed)) : timed;
  return { at, reportData };
}

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
        apply: async (data, envelope, trx, { at, reportData }: Awaited<ReturnType<typeof prepareReport>>) => {
          const job = await lockJob(trx, service, data.jobId);
          if (!job || !canAdvanceStage(job.stage, "completed")) return;
          const reportId = newId();
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
