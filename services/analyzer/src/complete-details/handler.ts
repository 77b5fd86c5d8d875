import { type ListingDetails, ListingSchema } from "@suri/contracts";
import { AppError, idFromName, makeEvent, type RpcContext, type ServiceStore } from "@suri/kit";
import { applyDetails, recordedChanges } from "../correct-report/apply-details";
import { type JobRow, json } from "../report-job/job";
import { reserveCredit } from "../start-report/reserve-credit";
import { lockJob } from "../value-listing/prepare-report";

/** The id of the job that goes on from a needs_details job: one per job, so a retry never reserves twice. */
export function continuationJobId(jobId: string): string {
  return idFromName(`details:${jobId}`);
}

const notFound = () =>
  AppError.notFound("Report job not found. The job might have been deleted or never existed.", "job_not_found");

/**
 * The figures a needs_details job asked for. The listing as read, with the user's values applied (400
 * when a place is unknown or a figure is still missing), becomes a new job: its credit is reserved
 * exactly as for any report (the free report first, 402 when there is none, and nothing is recorded),
 * then the job and its ReportDetailsProvided event are committed together and the listing is valued as
 * it arrives. Someone else's job is a 404; a job already completed this way answers its new job.
 */
export async function completeJobDetails(
  service: ServiceStore,
  req: { userId: string; jobId: string; details: ListingDetails },
  ctx: RpcContext,
): Promise<{ jobId: string }> {
  const { rt } = service;
  const job = (await rt.db.knex(service.t("jobs")).where({ id: req.jobId }).first()) as JobRow | undefined;
  if (!job || job.user_id !== req.userId) throw notFound();
  if (job.continued_job_id) return { jobId: job.continued_job_id };
  if (job.stage !== "needs_details" || !job.listing) {
    throw AppError.conflict("This report job is not waiting for any details.", "job_not_waiting_for_details");
  }
  const applied = applyDetails(ListingSchema.parse(json(job.listing)), req.details);
  const nextJobId = continuationJobId(job.id);
  await reserveCredit(service, req.userId, nextJobId, ctx);
  const at = rt.now();
  return service.commit(async (trx) => {
    const locked = (await lockJob(trx, service, job.id))!;
    if (locked.continued_job_id) return { result: { jobId: locked.continued_job_id }, events: [] };
    await trx(service.t("jobs")).insert({
      id: nextJobId,
      user_id: job.user_id,
      property_link: job.property_link,
      source_kind: job.source_kind ?? "link",
      stage: "valuing",
      listing: JSON.stringify(applied.listing),
      previous_job_id: job.id,
      created_at: at,
      updated_at: at,
    });
    await trx(service.t("jobs")).where({ id: job.id }).update({ continued_job_id: nextJobId, updated_at: at });
    const provided = makeEvent(
      "ReportDetailsProvided",
      {
        jobId: nextJobId,
        userId: job.user_id,
        previousJobId: job.id,
        propertyLink: job.property_link,
        requestedAt: at.toISOString(),
        listing: applied.listing,
        details: recordedChanges(applied),
      },
      { correlationId: ctx.correlationId },
      at,
    );
    return { result: { jobId: nextJobId }, events: [provided] };
  });
}
