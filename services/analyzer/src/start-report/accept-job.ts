import type { ListingDetails, ReportSource, ReportSourceKind } from "@suri/contracts";
import { AppError, makeEvent, newId, type RpcContext, type ServiceStore } from "@suri/kit";
import type { JobRow } from "../report-job/job";
import { reserveCredit } from "./reserve-credit";

export interface JobRequest {
  userId: string;
  /** The caller's id (an Idempotency-Key's); a retry with it returns the same job. */
  jobId?: string | undefined;
  /** The link to fetch; empty for an upload or a pasted text. */
  propertyLink: string;
  sourceKind: ReportSourceKind;
  /** What the scraper reads instead of the link (absent on link reports, as before uploads existed). */
  source?: ReportSource;
  /** The reading the user confirmed before the job (a pasted text): applied over what the scraper reads. */
  confirmed?: ListingDetails | undefined;
}

/**
 * The part every way in shares: a retried job id returns its job untouched; otherwise reserve one
 * credit through the ledger (402 when there is none, and nothing is recorded), then record the job
 * and its ReportRequested event in one transaction.
 */
export async function acceptJob(
  service: ServiceStore,
  req: JobRequest,
  ctx: RpcContext,
): Promise<{ jobId: string; created: boolean }> {
  const { rt } = service;
  const jobId = req.jobId ?? newId();
  const existing = (await rt.db.knex(service.t("jobs")).where({ id: jobId }).first()) as JobRow | undefined;
  if (existing) {
    if (existing.user_id !== req.userId) throw AppError.conflict("Job id already in use", "job_id_taken");
    return { jobId, created: false };
  }
  await reserveCredit(service, req.userId, jobId, ctx);
  const at = rt.now();
  await service.commit(async (trx) => {
    // The account was deleted while this request was on its way: nothing is recorded for it.
    if (await trx(service.t("forgotten_users")).where({ user_id: req.userId }).first()) {
      throw AppError.unauthorized();
    }
    await trx(service.t("jobs")).insert({
      id: jobId,
      user_id: req.userId,
      property_link: req.propertyLink,
      source_kind: req.sourceKind,
      stage: "queued",
      ...(req.confirmed ? { confirmed: JSON.stringify(req.confirmed) } : {}),
      created_at: at,
      updated_at: at,
    });
    const event = makeEvent(
      "ReportRequested",
      {
        jobId,
        userId: req.userId,
        propertyLink: req.propertyLink,
        requestedAt: at.toISOString(),
        ...(req.source ? { source: req.source } : {}),
      },
      { correlationId: ctx.correlationId },
      at,
    );
    return { result: undefined, events: [event] };
  });
  return { jobId, created: true };
}
