import { AppError, type RpcContext, type ServiceStore } from "@suri/kit";
import { handleAccountCommand } from "../account/handle-command";
import { addressVerified, askAuthWhetherVerified } from "../verified-address/projection";

export interface ReserveDeps {
  service: ServiceStore;
  reservationTtlMs: number;
}

/** How long a refusal waits for the analyzer to say how the account's pending jobs ended. */
const OUTCOME_LOOKUP_TIMEOUT_MS = 3_000;

/**
 * Hold one credit for a report job: the free report first, then a paid credit; 402 when neither.
 *
 * A job's outcome reaches the ledger as an event, a moment after the user already sees the job
 * failed ("no credit was used") and may try again. So before refusing, the ledger asks the analyzer
 * how the account's pending jobs ended and settles the ended ones exactly as their outcome events
 * will (void on failure or missing details, post on completion; both idempotent, so the events that
 * follow change nothing), then decides once more.
 */
export async function reserveCredit(deps: ReserveDeps, req: { accountId: string; jobId: string }, ctx: RpcContext) {
  const verified = await addressVerified(deps.service, req.accountId);
  try {
    return await reserveOnce(deps, req, ctx, verified);
  } catch (err) {
    if (err instanceof AppError && err.code === "email_not_verified") {
      if (!(await askAuthWhetherVerified(deps.service, req.accountId, ctx.correlationId))) throw err;
      return await reserveOnce(deps, req, ctx, true);
    }
    if (!(err instanceof AppError) || err.status !== 402) throw err;
    await settleEndedJobs(deps, req, ctx).catch((lookup) => {
      deps.service.rt.log.warn({ err: lookup, accountId: req.accountId }, "pending jobs' outcomes could not be read");
    });
    // Decide again even when nothing was settled here: the outcome event may have settled it meanwhile.
    return await reserveOnce(deps, req, ctx, verified);
  }
}

async function reserveOnce(
  deps: ReserveDeps,
  req: { accountId: string; jobId: string },
  ctx: RpcContext,
  emailVerified: boolean,
) {
  const { state } = await handleAccountCommand(
    deps.service,
    {
      type: "ReserveCredit",
      accountId: req.accountId,
      jobId: req.jobId,
      at: deps.service.rt.now(),
      ttlMs: deps.reservationTtlMs,
      emailVerified,
    },
    { correlationId: ctx.correlationId },
  );
  const reservation = state.reservations[req.jobId];
  if (!reservation) throw new AppError("internal", "reservation missing after reserve", 500);
  return { source: reservation.source, expiresAt: reservation.expiresAt };
}

/** Settles the account's pending reservations whose jobs have ended. */
async function settleEndedJobs(
  deps: ReserveDeps,
  req: { accountId: string; jobId: string },
  ctx: RpcContext,
): Promise<void> {
  const { service } = deps;
  const pending: { job_id: string }[] = await service.rt.db
    .knex(service.t("reservations"))
    .where({ account_id: req.accountId, status: "pending" })
    .whereNot({ job_id: req.jobId })
    .limit(20)
    .select("job_id");
  for (const { job_id: jobId } of pending) {
    const job = await service.rt.rpc.call(
      "analyzer",
      "GetJob",
      { userId: req.accountId, jobId },
      { correlationId: ctx.correlationId, timeoutMs: OUTCOME_LOOKUP_TIMEOUT_MS },
    );
    const command =
      job.status === "completed"
        ? ({ type: "PostReservation", accountId: req.accountId, jobId } as const)
        : job.status === "failed" || job.status === "needs_details"
          ? ({
              type: "VoidReservation",
              accountId: req.accountId,
              jobId,
              reason: job.status === "failed" ? (job.errorCode ?? "failed") : "needs_details",
            } as const)
          : null;
    if (!command) continue;
    await handleAccountCommand(service, command, { correlationId: ctx.correlationId });
  }
}
