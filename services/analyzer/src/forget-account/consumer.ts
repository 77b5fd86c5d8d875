/**
 * A user deleted their account (issue 20): the analyzer removes everything it holds about them — their
 * reports with their corrections, their share links (which stop at once), their jobs with what they
 * pasted or uploaded, and the copies of its events about them left in its outbox — in one transaction,
 * together with the record of having done it. The user's id is kept in `forgotten_users`, so a report
 * job started in the last moment is refused and a late event of one already under way writes nothing.
 * A redelivered AccountDeleted finds nothing left to remove.
 */
import type { ReportSource } from "@suri/contracts";
import { type Knex, type Runtime, type ServiceStore, subjectOf } from "@suri/kit";
import { reportStream } from "../correct-report/handler";

export function forgetDeletedAccounts(service: ServiceStore) {
  return service.consume({
    durable: "analyzer-account-deletions",
    context: "auth",
    handlers: {
      AccountDeleted: (data, _envelope, trx) => forgetUser(service, trx, data.userId, new Date(data.deletedAt)),
    },
  });
}

export async function forgetUser(service: ServiceStore, trx: Knex.Transaction, userId: string, at: Date) {
  const t = (name: string) => service.t(name);
  await trx(t("forgotten_users")).insert({ user_id: userId, forgotten_at: at }).onConflict("user_id").ignore();
  const aboutUser = (q: Knex.QueryBuilder) => q.whereRaw("envelope->'data'->>'userId' = ?", [userId]);
  // Files of jobs the scraper has not read yet: the scraper would delete them after reading; now nobody will.
  const requested = (await aboutUser(trx(t("outbox")).where({ subject: subjectOf("ReportRequested") })).select(
    "envelope",
  )) as { envelope: unknown }[];
  await deleteUploads(service.rt, requested);

  const reportIds = (await trx(t("reports")).where({ user_id: userId }).pluck("id")) as string[];
  await trx(t("share_links")).where({ user_id: userId }).delete();
  if (reportIds.length > 0) {
    // Report streams hold the user's corrections; events may be deleted only inside this erasure.
    await trx.raw("select set_config('suri.erasure', 'on', true)");
    await trx(t("events")).whereIn("stream_id", reportIds.map(reportStream)).delete();
    await trx.raw("select set_config('suri.erasure', 'off', true)");
  }
  await trx(t("reports")).where({ user_id: userId }).delete();
  await trx(t("jobs")).where({ user_id: userId }).delete();
  await trx(t("screenings")).where({ user_id: userId }).delete();
  // The outbox is transport: rows the bus already took need not stay. Unsent ones go out as they are.
  await aboutUser(trx(t("outbox")).whereNotNull("published_at")).delete();
}

async function deleteUploads(rt: Runtime, rows: { envelope: unknown }[]) {
  for (const row of rows) {
    const envelope = (typeof row.envelope === "string" ? JSON.parse(row.envelope) : row.envelope) as {
      data?: { source?: ReportSource };
    };
    const source = envelope.data?.source;
    if (source?.kind === "upload") await rt.objects.delete(source.objectKey);
  }
}
