import type { ServiceStore } from "@suri/kit";
import { consumeAsAccountCommands } from "../account/handle-command";

/**
 * A deleted account is closed in the books: its entries stay under the account id (which no longer
 * leads to anyone once auth has forgotten the user), so replays and the audit still balance; the
 * closing entry records the paid credits left unspent, and nothing more can be reserved.
 */
export function closeAccountsOnDeletion(service: ServiceStore) {
  return consumeAsAccountCommands(service, "ledger-account-deletions", "auth", {
    AccountDeleted: (data) => ({ type: "CloseAccount", accountId: data.userId, at: new Date(data.deletedAt) }),
  });
}
