import type { ServiceStore } from "@suri/kit";
import { consumeAsAccountCommands, postReservation, voidReservation } from "../account/handle-command";

/**
 * Post the job's reservation when its report completes; void it when the report fails or the job ends
 * asking the user for the listing's missing figures (nothing is spent until a report is made).
 */
export function settleReservationsOnReportOutcome(service: ServiceStore) {
  return consumeAsAccountCommands(service, "ledger-report-outcomes", "report", {
    ReportCompleted: (data) => postReservation(data.userId, data.jobId),
    ReportFailed: (data) => voidReservation(data.userId, data.jobId, data.errorCode),
    ReportNeedsDetails: (data) => voidReservation(data.userId, data.jobId, "needs_details"),
  });
}
