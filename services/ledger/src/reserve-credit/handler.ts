import { AppError, type RpcContext, type ServiceStore } from "@suri/kit";
import { handleAccountCommand } from "../account/handle-command";

export interface ReserveDeps {
  service: ServiceStore;
  reservationTtlMs: number;
}

/** Hold one credit for a report job: the free report first, then a paid credit; 402 when neither. */
export async function reserveCredit(deps: ReserveDeps, req: { accountId: string; jobId: string }, ctx: RpcContext) {
  const { state } = await handleAccountCommand(
    deps.service,
    {
      type: "ReserveCredit",
      accountId: req.accountId,
      jobId: req.jobId,
      at: deps.service.rt.now(),
      ttlMs: deps.reservationTtlMs,
    },
    { correlationId: ctx.correlationId },
  );
  const reservation = state.reservations[req.jobId];
  if (!reservation) throw new AppError("internal", "reservation missing after reserve", 500);
  return { source: reservation.source, expiresAt: reservation.expiresAt };
}
