/**
 * The owner manages their reports (issue 20): a title of their own, and deleting a report. A deleted
 * report is gone for its owner — every read answers as if it never existed — and its share links stop
 * working; the row stays, so the ledger's entries keep pointing at a job and a report that existed.
 */
import type { ServiceStore } from "@suri/kit";
import { ownedRow, type RetentionPolicy } from "../read-reports/handlers";

export async function renameReport(
  service: ServiceStore,
  policy: RetentionPolicy,
  req: { userId: string; reportId: string; title: string },
): Promise<{ id: string; title: string }> {
  const row = await ownedRow(service, policy, req);
  const title = req.title.trim();
  await service.rt.db.knex(service.t("reports")).where({ id: row.id }).update({ custom_title: title });
  return { id: row.id, title };
}

export async function deleteReport(
  service: ServiceStore,
  policy: RetentionPolicy,
  req: { userId: string; reportId: string },
): Promise<{ id: string; deleted: true }> {
  const row = await ownedRow(service, policy, req);
  const now = service.rt.now();
  await service.rt.db.knex.transaction(async (trx) => {
    await trx(service.t("reports")).where({ id: row.id }).whereNull("deleted_at").update({ deleted_at: now });
    await trx(service.t("share_links"))
      .where({ report_id: row.id })
      .whereNull("revoked_at")
      .update({ revoked_at: now });
  });
  return { id: row.id, deleted: true };
}
