import type { MissingDetail } from "@suri/contracts";
import type { Knex } from "@suri/kit";
import type { ProgressRow } from "../job-progress/projection";
import type { Mailer } from "../mail/mailer";
import type { MailFacts, MailKind } from "../mail/messages/kinds";
import type { Recipients } from "../recipients/store";

/** What a mail may say of the listing: its web address, shortened; nothing for a pasted text or a file. */
export function listingLabel(link: string): string | null {
  if (!/^https?:\/\//i.test(link)) return null;
  return link.length > 120 ? `${link.slice(0, 117)}...` : link;
}

const missingOf = (row: ProgressRow): MissingDetail[] => {
  const stored = typeof row.needs_details === "string" ? JSON.parse(row.needs_details) : row.needs_details;
  const missing = (stored as { missing?: MissingDetail[] } | null)?.missing;
  return missing?.length ? missing : ["price"];
};

/**
 * A job ended: write its mail, due after `delayMs` so that an open page showing the end (ReportEndShown)
 * can drop it first. Nothing when the user turned report mails off or their address is not known here.
 * Runs in the transaction that records the end, before its push goes out, so the drop always finds it.
 */
export async function scheduleReportMail(
  trx: Knex.Transaction,
  row: ProgressRow,
  deps: { recipients: Recipients; mailer: Mailer; now: Date; delayMs: number },
): Promise<void> {
  const to = await deps.recipients.get(trx, row.user_id);
  if (!to?.email || !to.email_notifications) return;
  const recipient = { userId: row.user_id, email: to.email, language: to.language };
  const opts = { at: deps.now, notBefore: new Date(deps.now.getTime() + deps.delayMs), jobId: row.job_id };
  const listing = listingLabel(row.property_link);
  const pending = deps.mailer.link(`/pending-report/${row.job_id}`);
  const write = <K extends MailKind>(kind: K, facts: MailFacts[K]) =>
    deps.mailer.write(trx, kind, recipient, facts, opts);
  if (row.stage === "completed" && row.report_id) {
    await write("report_ready", { link: deps.mailer.link(`/report/${row.report_id}`), listing });
  } else if (row.stage === "failed") {
    await write("report_failed", { link: pending, listing, reason: row.error_message });
  } else if (row.stage === "needs_details") {
    await write("report_needs_details", { link: pending, listing, missing: missingOf(row) });
  }
}
