import type { EndedJob } from "@suri/contracts";
import { AppError, type RpcContext, type ServiceStore } from "@suri/kit";
import { handleAccountCommand } from "../account/handle-command";
import { addressVerified, askAuthWhetherVerified } from "../verified-address/projection";

export interface ReserveDeps {
  service: ServiceStore;
  reservationTtlMs: number;
}

type ReserveRequest = {
  accountId: string;
  jobId: string;
  endedJobs?: EndedJob[] | undefined;
  paidOnly?: boolean | undefined;
};

/**
 * Hold one credit for a report job: the free report first, then a paid credit; 402 when neither.
 *
 * A job's outcome reaches the ledger as an event, a moment after the user already sees the job
 * failed ("no credit was used") and may try again. So before refusing, the ledger settles the pending
 * reservations of the jobs the request says have ended (the analyzer sends how the account's latest jobs
 * ended with it), exactly as their outcome events will, then decides once more. Nothing is asked back.
 */
export async function reserveCredit(deps: ReserveDeps, req: ReserveRequest, ctx: RpcContext) {
  const verified = await addressVerified(deps.service, req.accountId);
  try {
    return await reserveOnce(deps, req, ctx, verified);
  } catch (err) {
    if (err instanceof AppError && err.code === "email_not_verified") {
      if (!(await askAuthWhetherVerified(deps.service, req.accountId, ctx.correlationId))) throw err;
      return await reserveOnce(deps, req, ctx, true);
    }
    if (!(err instanceof AppError) || err.status !== 402) throw err;
    await settleEndedJobs(deps, req, ctx);
    // Decide again even when nothing was settled here: the outcome event may have settled it meanwhile.
    return await reserveOnce(deps, req, ctx, verified);
  }
}

async function reserveOnce(deps: ReserveDeps, req: ReserveRequest, ctx: RpcContext, emailVerified: boolean) {
  const { state } = await handleAccountCommand(
    deps.service,
    {
      type: "ReserveCredit",
      accountId: req.accountId,
      jobId: req.jobId,
      at: deps.service.rt.now(),
      ttlMs: deps.reservationTtlMs,
      emailVerified,
      paidOnly: req.paidOnly === true,
    },
    { correlationId: ctx.correlationId },
  );
  const reservation = state.reservations[req.jobId];
  if (!reservation) throw new AppError("internal", "reservation missing after reserve", 500);
  return { source: reservation.source, expiresAt: reservation.expiresAt };
}

/**
 * Settles the account's pending reservations whose jobs the request says have ended, exactly as their
 * outcome events will (void on failure or missing details, post on completion; both idempotent).
 */
async function settleEndedJobs(deps: ReserveDeps, req: ReserveRequest, ctx: RpcContext): Promise<void> {
  const { service } = deps;
  const ended = new Map((req.endedJobs ?? []).map((job) => [job.jobId, job]));
  if (ended.size === 0) return;
  const pending: { job_id: string }[] = await service.rt.db
    .knex(service.t("reservations"))
    .where({ account_id: req.accountId, status: "pending" })
    .whereNot({ job_id: req.jobId })
    .whereIn("job_id", [...ended.keys()])
    .select("job_id");
  for (const { job_id: jobId } of pending) {
    const job = ended.get(jobId)!;
    const command =
      job.status === "completed"
        ? ({ type: "PostReservation", accountId: req.accountId, jobId } as const)
        : ({
            type: "VoidReservation",
            accountId: req.accountId,
            jobId,
            reason: job.status === "failed" ? (job.errorCode ?? "failed") : "needs_details",
          } as const);
    await handleAccountCommand(service, command, { correlationId: ctx.correlationId });
  }
}
