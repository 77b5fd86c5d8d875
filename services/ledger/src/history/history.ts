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
  const base = { id, at };
  switch (e.type) {
    case "CreditReserved":
      return {
        ...base,
        kind: e.data.source === "free" ? "free_report_reserved" : "credit_reserved",
        amount: e.data.source === "paid" ? -e.data.amount : 0,
        reason: "report requested",
        reference: `job:${e.data.jobId}`,
      };
    case "ReservationPosted":
      return {
        ...base,
        kind: "reservation_posted",
        amount: 0,
        reason: "report delivered",
        reference: `job:${e.data.jobId}`,
      };
    case "ReservationVoided":
      return {
        ...base,
        kind: "reservation_voided",
        amount: e.data.source === "paid" ? e.data.amount : 0,
        reason: `report failed (${e.data.reason})`,
        reference: `job:${e.data.jobId}`,
      };
    case "ReservationExpired":
      return {
        ...base,
        kind: "reservation_expired",
        amount: e.data.source === "paid" ? e.data.amount : 0,
        reason: "report not finished in time",
        reference: `job:${e.data.jobId}`,
      };
    case "CreditsGranted":
      return {
        ...base,
        kind: e.data.reason === "purchase" ? "purchase" : "grant",
        amount: e.data.amount,
        reason: e.data.reason,
        reference: e.data.reference,
      };
    case "CreditsRevoked":
      return { ...base, kind: "revoke", amount: -e.data.amount, reason: e.data.reason, reference: e.data.reference };
    case "CreditRestored":
      return {
        ...base,
        kind: "restoration",
        amount: e.data.amount,
        reason: e.data.reason,
        reference: `refund:${e.data.jobId}`,
      };
    case "FreeReportRestored":
      return {
        ...base,
        kind: "free_report_restored",
        amount: 0,
        reason: e.data.reason,
        reference: `refund:${e.data.jobId}`,
      };
    case "AccountClosed":
      return { ...base, kind: "account_closed", amount: 0, reason: "account deleted", reference: "account" };
    case "FreeReportGranted":
      return { ...base, kind: "free_report_granted", amount: 0, reason: "first report free", reference: "account" };
    case "FreeReportWithheld":
      return {
        ...base,
        kind: "free_report_withheld",
        amount: 0,
        reason: "this e-mail has had its free report",
        reference: "account",
      };
    default: {
      const _exhaustive: never = e;
      throw new Error("unknown ledger event");
    }
  }
}
