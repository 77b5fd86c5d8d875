import { causedBy, type ServiceStore } from "@suri/kit";
import { handleAccountCommand } from "../account/handle-command";

/**
 * Issue 27: a screening of a search page holds one credit under its screening id, like a report job:
 * posted when its table is made, voided when it fails (the page could not be read, or nothing on it
 * could be valued).
 */
export function settleReservationsOnScreeningOutcome(service: ServiceStore) {
  return service.consume({
    durable: "ledger-screening-outcomes",
    context: "screening",
    handlers: {
      ScreeningCompleted: async (data, envelope, trx) => {
        await handleAccountCommand(
          service,
          { type: "PostReservation", accountId: data.userId, jobId: data.screeningId },
          causedBy(envelope),
          trx,
        );
      },
      ScreeningFailed: async (data, envelope, trx) => {
        await handleAccountCommand(
          service,
          { type: "VoidReservation", accountId: data.userId, jobId: data.screeningId, reason: data.errorCode },
          causedBy(envelope),
          trx,
        );
      },
    },
  });
}
