import { AppError, makeEvent, newId, type RpcContext, type ServiceStore } from "@suri/kit";
import { checkUrl, type GuardOptions } from "@suri/netguard";
import { type JobRow, toReportJob } from "../report-job/job";

export interface StartReportDeps {
  service: ServiceStore;
  guard: GuardOptions;
}

const URL_MESSAGES: Record<string, string> = {
  invalid_url: "Please enter a valid property URL",
  scheme: "Please enter a valid property URL",
  forbidden_address: "This link points to a private or local network address, so it cannot be analyzed.",
};

/**
 * Accept a report job: refuse links that can never be fetched before any credit is touched,
 * reserve the credit through the ledger (402 when there is none), then record the job and its
 * ReportRequested event together. A retry with the same job id returns the same job.
 */
export async function startReport(
  deps: StartReportDeps,
  req: { userId: string; propertyLink: string; jobId?: string },
  ctx: RpcContext,
) {
  const { service } = deps;
  const { rt } = service;
  const checked = checkUrl(req.propertyLink, deps.guard);
  if (!checked.ok) throw new AppError(checked.reason, URL_MESSAGES[checked.reason] ?? URL_MESSAGES.invalid_url!, 400);
  const jobId = req.jobId ?? newId();
  const existing = (await rt.db.knex(service.t("jobs")).where({ id: jobId }).first()) as JobRow | undefined;
  if (existing) {
    if (existing.user_id !== req.userId) throw AppError.conflict("Job id already in use", "job_id_taken");
    return { jobId };
  }
  await rt.rpc.call("ledger", "ReserveCredit", { accountId: req.userId, jobId }, { correlationId: ctx.correlationId });
  const propertyLink = checked.url.toString();
  const at = rt.now();
  await service.commit(async (trx) => {
    await trx(service.t("jobs")).insert({
      id: jobId,
      user_id: req.userId,
      property_link: propertyLink,
      stage: "queued",
      created_at: at,
      updated_at: at,
    });
    const event = makeEvent(
      "ReportRequested",
      { jobId, userId: req.userId, propertyLink, requestedAt: at.toISOString() },
      { correlationId: ctx.correlationId },
      at,
    );
    return { result: undefined, events: [event] };
  });
  return { jobId };
}

export async function getJob(service: ServiceStore, req: { userId: string; jobId: string }) {
  const row = (await service.rt.db.knex(service.t("jobs")).where({ id: req.jobId }).first()) as JobRow | undefined;
  // Someone else's job is reported as missing, so job ids cannot be probed.
  if (!row || row.user_id !== req.userId) {
    throw AppError.notFound("Report job not found. The job might have been deleted or never existed.", "job_not_found");
  }
  return toReportJob(row);
}
