import type { UploadSource } from "@suri/contracts";
import { AppError, makeEvent, newId, type RpcContext, type ServiceStore } from "@suri/kit";
import type { JobRow } from "../report-job/job";

/**
 * Accept a report job for a file the gateway has checked and stored: reserve the credit exactly as
 * for a link (402 when there is none), then record the job and a ReportRequested event whose
 * source names the stored file. A retry with the same job id returns the same job.
 */
export async function startReportFromFile(
  service: ServiceStore,
  req: { userId: string; file: UploadSource; jobId?: string },
  ctx: RpcContext,
) {
  const { rt } = service;
  const jobId = req.jobId ?? newId();
  const existing = (await rt.db.knex(service.t("jobs")).where({ id: jobId }).first()) as JobRow | undefined;
  if (existing) {
    if (existing.user_id !== req.userId) throw AppError.conflict("Job id already in use", "job_id_taken");
    return { jobId, created: false };
  }
  await rt.rpc.call("ledger", "ReserveCredit", { accountId: req.userId, jobId }, { correlationId: ctx.correlationId });
  const at = rt.now();
  await service.commit(async (trx) => {
    // An upload has no link; the report shows no "Source" link for it.
    await trx(service.t("jobs")).insert({
      id: jobId,
      user_id: req.userId,
      property_link: "",
      source_kind: "upload",
      stage: "queued",
      created_at: at,
      updated_at: at,
    });
    const event = makeEvent(
      "ReportRequested",
      { jobId, userId: req.userId, propertyLink: "", requestedAt: at.toISOString(), source: req.file },
      { correlationId: ctx.correlationId },
      at,
    );
    return { result: undefined, events: [event] };
  });
  return { jobId, created: true };
}
