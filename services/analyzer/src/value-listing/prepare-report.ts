import { performance } from "node:perf_hooks";
import type { Comparable, Envelope, Listing, ReportData } from "@suri/contracts";
import { causedBy, enqueue, type Knex, makeEvent, newId, type ServiceStore } from "@suri/kit";
import { withNarrative } from "../narrative";
import type { JobRow } from "../report-job/job";
import { buildReport } from "../valuation";
import type { NarrativeWriter } from "../write-narrative/model-writer";
import { keepComparables } from "./kept-comparables";

export type PreparedReport = Awaited<ReturnType<typeof prepareReport>>;

/**
 * The report of a listing, built outside any transaction: the pure valuation against the comparables it
 * came with (timed), then — when a model is configured — its checked narrative.
 */
export async function prepareReport(
  service: ServiceStore,
  narrate: NarrativeWriter | null,
  listing: Listing,
  comparables: Comparable[],
) {
  const at = service.rt.now();
  const started = performance.now();
  const built = buildReport(listing, { now: at, comparables });
  const timed: ReportData = {
    ...built,
    priceFairness: { ...built.priceFairness, timeToComputeMs: performance.now() - started },
  };
  const reportData = narrate ? withNarrative(timed, await narrate(timed)) : timed;
  return { at, reportData, comparables };
}

export async function lockJob(trx: Knex.Transaction, service: ServiceStore, jobId: string) {
  return (await trx(service.t("jobs")).where({ id: jobId }).forUpdate().first()) as JobRow | undefined;
}

/** Store the report of a (locked) job, mark the job completed and emit ReportCompleted, in the caller's transaction. */
export async function recordReport(
  trx: Knex.Transaction,
  service: ServiceStore,
  job: JobRow,
  listing: Listing,
  { at, reportData, comparables }: PreparedReport,
  cause: Envelope,
): Promise<string> {
  const reportId = newId();
  await keepComparables(trx, service, job.id, comparables);
  await trx(service.t("reports")).insert({
    id: reportId,
    user_id: job.user_id,
    job_id: job.id,
    property_link: job.property_link,
    report_data: JSON.stringify(reportData),
    listing: JSON.stringify(listing),
    created_at: at,
  });
  await trx(service.t("jobs"))
    .where({ id: job.id })
    .update({ stage: "completed", report_id: reportId, updated_at: service.rt.now() });
  const done = makeEvent("ReportCompleted", { jobId: job.id, userId: job.user_id, reportId }, causedBy(cause), at);
  await enqueue(trx, service.schema, [done]);
  return reportId;
}
