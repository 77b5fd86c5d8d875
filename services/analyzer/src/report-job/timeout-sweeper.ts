import { makeEvent, newId, repeatEvery, type ServiceStore } from "@suri/kit";
import type { JobRow } from "./job";

export const JOB_TIMEOUT_MESSAGE =
  "The analysis took too long to complete. Please try again with a different property URL.";

/** The timeout in the words of what the user gave: a text or a file has no URL to change. */
const TIMEOUT_MESSAGES: Record<string, string> = {
  text: "The analysis took too long to complete. No credit was used; please try again in a few minutes.",
  upload: "The analysis took too long to complete. No credit was used; please try again, or upload a smaller file.",
};
export const jobTimeoutMessage = (sourceKind: string | undefined) =>
  (sourceKind && TIMEOUT_MESSAGES[sourceKind]) || JOB_TIMEOUT_MESSAGE;

/** Fail jobs that made no progress within the time limit, so their credit is released. */
export function startJobTimeoutSweeper(service: ServiceStore, opts: { jobTimeoutMs: number; intervalMs: number }) {
  const { rt } = service;
  const sweep = async () => {
    const cutoff = new Date(rt.now().getTime() - opts.jobTimeoutMs);
    const stale = (await rt.db
      .knex(service.t("jobs"))
      .whereNotIn("stage", ["completed", "failed", "needs_details"])
      .andWhere("updated_at", "<", cutoff)
      .limit(100)) as JobRow[];
    for (const job of stale) {
      const message = jobTimeoutMessage(job.source_kind);
      await service.commit(async (trx) => {
        const updated = await trx(service.t("jobs"))
          .where({ id: job.id })
          .whereNotIn("stage", ["completed", "failed", "needs_details"])
          .update({ stage: "failed", error_code: "timeout", error_message: message, updated_at: rt.now() });
        if (!updated) return { result: undefined, events: [] };
        const event = makeEvent(
          "ReportFailed",
          { jobId: job.id, userId: job.user_id, errorCode: "timeout", message },
          { correlationId: `timeout-${newId()}` },
          rt.now(),
        );
        return { result: undefined, events: [event] };
      });
    }
  };
  return repeatEvery(opts.intervalMs, sweep, (err) => rt.log.error({ err }, "job timeout sweep failed"));
}
