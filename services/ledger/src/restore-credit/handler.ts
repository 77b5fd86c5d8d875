import type { RpcContext, ServiceStore } from "@suri/kit";
import { handleAccountCommand } from "../account/handle-command";

/** Give a report's credit back (the user reported a problem): once per report, within the window and limit. */
export async function restoreCredit(
  service: ServiceStore,
  req: { accountId: string; jobId: string; reason: string },
  ctx: RpcContext,
) {
  const { state, events } = await handleAccountCommand(
    service,
    { type: "RestoreCredit", accountId: req.accountId, jobId: req.jobId, reason: req.reason, at: service.rt.now() },
    { correlationId: ctx.correlationId },
  );
  const message =
    events[0]?.type === "FreeReportRestored"
      ? "Your free report is available again. Thank you for telling us."
      : "Your credit has been restored. Thank you for telling us.";
  return { restored: true, credits: state.available, message };
}
