import { makeEvent, newId, repeatEvery, type ServiceStore } from "@suri/kit";
import type { ScreeningRowRecord } from "./handlers";

export const SCREENING_TIMEOUT_MESSAGE =
  "Screening this search page took too long to complete. No credit was used; please try again in a few minutes.";
const RUNNING = ["queued", "reading", "valuing"];

/**
 * Fail screenings that made no progress within the job time limit (a listing's event lost, a service down
 * too long): the user is told, and the ledger voids the screening's credit on ScreeningFailed.
 */
export function startScreeningTimeoutSweeper(service: ServiceStore, opts: { timeoutMs: number; intervalMs: number }) {
  const { rt } = service;
  const sweep = async () => {
    const cutoff = new Date(rt.now().getTime() - opts.timeoutMs);
    const stale = (await rt.db
      .knex(service.t("screenings"))
      .whereIn("stage", RUNNING)
      .andWhere("updated_at", "<", cutoff)
      .limit(100)) as ScreeningRowRecord[];
    for (const screening of stale) {
      await service.commit(async (trx) => {
        const updated = await trx(service.t("screenings"))
          .where({ id: screening.id })
          .whereIn("stage", RUNNING)
          .update({
            stage: "failed",
            error_code: "timeout",
            error_message: SCREENING_TIMEOUT_MESSAGE,
            updated_at: rt.now(),
          });
        if (!updated) return { result: undefined, events: [] };
        const failed = makeEvent(
          "ScreeningFailed",
          {
            screeningId: screening.id,
            userId: screening.user_id,
            errorCode: "timeout",
            message: SCREENING_TIMEOUT_MESSAGE,
          },
          { correlationId: `timeout-${newId()}` },
          rt.now(),
        );
        return { result: undefined, events: [failed] };
      });
    }
  };
  return repeatEvery(opts.intervalMs, sweep, (err) => rt.log.error({ err }, "screening timeout sweep failed"));
}
