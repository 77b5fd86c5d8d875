import { causedBy, consumeIdempotently, type ServiceStore } from "@suri/kit";
import { handleAccountCommand } from "../account/handle-command";

/**
 * A deleted account is closed in the books: its entries stay under the account id (which no longer
 * leads to anyone once auth has forgotten the user), so replays and the audit still balance; the
 * closing entry records the paid credits left unspent, and nothing more can be reserved.
 */
export function closeAccountsOnDeletion(service: ServiceStore) {
  const { rt } = service;
  return consumeIdempotently({
    bus: rt.bus,
    db: rt.db,
    schema: service.schema,
    durable: "ledger-account-deletions",
    context: "auth",
    afterCommit: service.relay.kick,
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
