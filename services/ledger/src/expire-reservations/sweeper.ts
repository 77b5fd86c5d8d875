import { newId, repeatEvery, type ServiceStore } from "@suri/kit";
import { handleAccountCommand } from "../account/handle-command";

/**
 * Expire pending reservations nobody resolved in time (a job lost for good), returning the
 * credit. Runs on every ledger replica; the decider makes a double expiry a no-op.
 */
export function startExpirySweeper(service: ServiceStore, intervalMs: number) {
  const { rt } = service;
  const sweep = async () => {
    const due = await rt.db
      .knex(service.t("reservations"))
      .where({ status: "pending" })
      .andWhere("expires_at", "<=", rt.now())
      .limit(100)
      .select("job_id", "account_id");
    for (const r of due) {
      await handleAccountCommand(
        service,
        { type: "ExpireReservation", accountId: r.account_id, jobId: r.job_id, at: rt.now() },
        { correlationId: `expiry-${newId()}` },
      ).catch((err) => rt.log.error({ err, jobId: r.job_id }, "reservation expiry failed"));
    }
    return due.length;
  };
  const repeated = repeatEvery(intervalMs, sweep, (err) => rt.log.error({ err }, "expiry sweep failed"));
  return { sweep, stop: repeated.stop };
}
