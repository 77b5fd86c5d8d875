import type { ServiceStore } from "@suri/kit";

/**
 * A user deleted their account (issue 20). The scraper keeps nothing per user except, in its outbox, the
 * copies of the listings it read for them (a pasted text or an uploaded file read into a listing): the
 * rows the bus already took go. Idempotent; unsent rows go out as they are.
 */
export function forgetDeletedAccounts(service: ServiceStore) {
  return service.consumeEvent("scraper-account-deletions", "AccountDeleted", async (data, trx) => {
    await trx(service.t("outbox"))
      .whereNotNull("published_at")
      .whereRaw("envelope->'data'->>'userId' = ?", [data.userId])
      .delete();
  });
}
