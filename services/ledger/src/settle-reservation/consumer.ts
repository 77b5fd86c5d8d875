import { causedBy, type ServiceStore } from "@suri/kit";
import { handleAccountCommand } from "../account/handle-command";

/**
 * Post the job's reservation when its report completes; void it when the report fails or the job ends
 * asking the user for the listing's missing figures (nothing is spent until a report is made).
 */
export function settleReservationsOnReportOutcome(service: ServiceStore) {
  return service.consume({
    durable: "ledger-report-outcomes",
    context: "report",
    handlers: {
      ReportCompleted: async (data, envelope, trx) => {
        await handleAccountCommand(
          service,
          { type: "PostReservation", accountId: data.userId, jobId: data.jobId },
          causedBy(envelope),
          trx,
        );
      },
      ReportFailed: async (data, envelope, trx) => {
        await handleAccountCommand(
          service,
          { type: "VoidReservation", accountId: data.userId, jobId: data.jobId, reason: data.errorCode },
          causedBy(envelope),
          trx,
        );
      },
      ReportNeedsDetails: async (data, envelope, trx) => {
        await handleAccountCommand(
          service,
          { type: "VoidReservation", accountId: data.userId, jobId: data.jobId, reason: "needs_details" },
          causedBy(envelope),
          trx,
        );
      },
    },
  });
}
