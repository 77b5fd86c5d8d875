import { causedBy, type ServiceStore } from "@suri/kit";
import { handleAccountCommand } from "../account/handle-command";

/**
 * A deleted account is closed in the books: its entries stay under the account id (which no longer
 * leads to anyone once auth has forgotten the user), so replays and the audit still balance; the
 * closing entry records the paid credits left unspent, and nothing more can be reserved.
 */
export function closeAccountsOnDeletion(service: ServiceStore) {
  return service.consume({
    durable: "ledger-account-deletions",
    context: "auth",
    handlers: {
      AccountDeleted: async (data, envelope, trx) => {
        await handleAccountCommand(
          service,
          { type: "CloseAccount", accountId: data.userId, at: new Date(data.deletedAt) },
          causedBy(envelope),
          trx,
        );
      },
    },
  });
}
