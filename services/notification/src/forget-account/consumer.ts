import type { ServiceStore } from "@suri/kit";

/**
 * A user deleted their account (issue 20): their jobs' progress (links, messages, what was read) goes,
 * and their id is kept only so that a late event of a job under way records nothing. Idempotent.
 */
export function forgetDeletedAccounts(service: ServiceStore) {
  return service.consumeEvent("notification-account-deletions", "AccountDeleted", async (data, trx) => {
    await trx(service.t("forgotten_users"))
      .insert({ user_id: data.userId, forgotten_at: new Date(data.deletedAt) })
      .onConflict("user_id")
      .ignore();
    await trx(service.t("job_progress")).where({ user_id: data.userId }).delete();
  });
}
