import type { LedgerEntry } from "@suri/contracts";
import { EventStore, type ServiceStore } from "@suri/kit";
import type { AccountEvent } from "../account/decider";
import { streamOf } from "../account/handle-command";

/** One account's entries, newest first, as the user (and finance) reads them. */
export async function creditHistory(service: ServiceStore, accountId: string): Promise<{ entries: LedgerEntry[] }> {
  const events = await new EventStore(service.schema).readStream(service.rt.db.knex, streamOf(accountId));
  const entries = events.map((e) => toEntry(e.id, e.occurredAt, { type: e.type, data: e.data } as AccountEvent));
  return { entries: entries.reverse() };
}

export function toEntry(id: string, at: string, e: AccountEvent): LedgerEntry {
  const entry = (kind: LedgerEntry["kind"], amount: number, reason: string, reference: string): LedgerEntry => ({
    id,
    at,
    kind,
    amount,
    reason,
    reference,
  });
  /** What a paid reservation's end gives back (a free report's gives nothing). */
  const paidBack = (d: { source: string; amount: number }) => (d.source === "paid" ? d.amount : 0);
  switch (e.type) {
    case "CreditReserved": {
      const kind = e.data.source === "free" ? "free_report_reserved" : "credit_reserved";
      return entry(kind, e.data.source === "paid" ? -e.data.amount : 0, "report requested", `job:${e.data.jobId}`);
    }
    case "ReservationPosted":
      return entry("reservation_posted", 0, "report delivered", `job:${e.data.jobId}`);
    case "ReservationVoided":
      return entry("reservation_voided", paidBack(e.data), `report failed (${e.data.reason})`, `job:${e.data.jobId}`);
    case "ReservationExpired":
      return entry("reservation_expired", paidBack(e.data), "report not finished in time", `job:${e.data.jobId}`);
    case "CreditsGranted": {
      const kind = e.data.reason === "purchase" ? "purchase" : "grant";
      return entry(kind, e.data.amount, e.data.reason, e.data.reference);
    }
    case "CreditsRevoked":
      return entry("revoke", -e.data.amount, e.data.reason, e.data.reference);
    case "CreditRestored":
      return entry("restoration", e.data.amount, e.data.reason, `refund:${e.data.jobId}`);
    case "FreeReportRestored":
      return entry("free_report_restored", 0, e.data.reason, `refund:${e.data.jobId}`);
    case "AccountClosed":
      return entry("account_closed", 0, "account deleted", "account");
    case "FreeReportGranted":
      return entry("free_report_granted", 0, "first report free", "account");
    case "FreeReportWithheld":
      return entry("free_report_withheld", 0, "this e-mail has had its free report", "account");
    default: {
      const _exhaustive: never = e;
      throw new Error("unknown ledger event");
    }
  }
}
