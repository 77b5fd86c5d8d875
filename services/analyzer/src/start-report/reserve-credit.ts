import type { EndedJob } from "@suri/contracts";
import type { RpcContext, ServiceStore } from "@suri/kit";

/** As many of the account's latest jobs as the ledger takes with a reservation request. */
const ENDED_JOBS_MAX = 20;

/**
 * Hold a credit for `jobId`. The request carries how the account's latest jobs ended here: a job's outcome
 * reaches the ledger as an event a moment after the user sees it ("no credit was used") and may try again,
 * and the ledger settles those jobs from this list rather than asking the analyzer back.
 */
export async function reserveCredit(
  service: ServiceStore,
  userId: string,
  jobId: string,
  ctx: RpcContext,
  opts: { paidOnly?: boolean } = {},
) {
  const endedJobs = await endedJobsOf(service, userId);
  await service.rt.rpc.call(
    "ledger",
    "ReserveCredit",
    {
      accountId: userId,
      jobId,
      ...(endedJobs.length ? { endedJobs } : {}),
      ...(opts.paidOnly ? { paidOnly: true } : {}),
    },
    { correlationId: ctx.correlationId },
  );
}

async function endedJobsOf(service: ServiceStore, userId: string): Promise<EndedJob[]> {
  const rows = (await service.rt.db
    .knex(service.t("jobs"))
    .where({ user_id: userId })
    .whereIn("stage", ["completed", "failed", "needs_details"])
    .orderBy("created_at", "desc")
    .limit(ENDED_JOBS_MAX)
    .select("id", "stage", "error_code")) as { id: string; stage: EndedJob["status"]; error_code: string | null }[];
  return rows.map((row) => ({ jobId: row.id, status: row.stage, errorCode: row.error_code }));
}
