import type { ServiceStore } from "@suri/kit";
import { consumeAsAccountCommands, postReservation, voidReservation } from "../account/handle-command";

/**
 * Issue 27: a screening of a search page holds one credit under its screening id, like a report job:
 * posted when its table is made, voided when it fails (the page could not be read, or nothing on it
 * could be valued).
 */
export function settleReservationsOnScreeningOutcome(service: ServiceStore) {
  return consumeAsAccountCommands(service, "ledger-screening-outcomes", "screening", {
    ScreeningCompleted: (data) => postReservation(data.userId, data.screeningId),
    ScreeningFailed: (data) => voidReservation(data.userId, data.screeningId, data.errorCode),
  });
}
