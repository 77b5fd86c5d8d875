import type { Knex } from "@suri/kit";
import { type AccountEvent, type AccountState, evolve, initialState } from "../account/decider";

export interface BalanceRow {
  account_id: string;
  available: number;
  reserved: number;
  free_report_used: boolean;
  free_report_held: boolean;
  /** The e-mail had its free report under an earlier account. */
  free_report_withheld: boolean;
  reports_generated: number;
  /** The account's user deleted it. */
  closed: boolean;
  version: number;
}

export const toBalanceRow = (accountId: string, s: AccountState, version: number): BalanceRow => ({
  account_id: accountId,
  available: s.available,
  reserved: s.reserved,
  free_report_used: s.freeReportUsed,
  free_report_held: s.freeReportHeld,
  free_report_withheld: s.freeReportWithheld,
  reports_generated: s.reportsGenerated,
  closed: s.closed,
  version,
});

/** Write the balance row for an account, in the transaction that appended its events. */
export async function saveBalance(trx: Knex.Transaction, table: string, row: BalanceRow): Promise<void> {
  await trx(table)
    .insert({ ...row, updated_at: new Date() })
    .onConflict("account_id")
    .merge();
}

/** Keep the reservations index (used by the expiry sweeper) in step with the events. */
export async function saveReservations(trx: Knex.Transaction, table: string, events: AccountEvent[]): Promise<void> {
  for (const e of events) {
    if (e.type === "CreditReserved") {
      await trx(table).insert({
        job_id: e.data.jobId,
        account_id: e.data.accountId,
        source: e.data.source,
        status: "pending",
        expires_at: e.data.expiresAt,
      });
    } else if (e.type === "CreditRestored" || e.type === "FreeReportRestored") {
      await trx(table).where({ job_id: e.data.jobId }).update({ status: "restored" });
    } else if (e.type === "ReservationPosted" || e.type === "ReservationVoided" || e.type === "ReservationExpired") {
      const status = e.type === "ReservationPosted" ? "posted" : e.type === "ReservationVoided" ? "voided" : "expired";
      await trx(table).where({ job_id: e.data.jobId }).update({ status });
    }
  }
}

/**
 * Record which account had the free report of an e-mail fingerprint, in the transaction of the grant.
 * A second account granted the same fingerprint at the same moment fails here (primary key): its command
 * is decided again and finds the claim.
 */
export async function saveFreeReportClaims(trx: Knex.Transaction, table: string, events: AccountEvent[]) {
  for (const e of events) {
    if (e.type !== "FreeReportGranted") continue;
    await trx(table).insert({ email_fingerprint: e.data.emailFingerprint, account_id: e.data.accountId });
  }
}

/**
 * Replay every ledger event into balance rows, from nothing. Used by the audit to prove the
 * live projection equals what the log says.
 */
export async function replayBalances(
  events: AsyncIterable<{ streamId: string; version: number; type: string; data: unknown }>,
) {
  const states = new Map<string, { state: AccountState; version: number }>();
  for await (const e of events) {
    const accountId = e.streamId.replace(/^account-/, "");
    const current = states.get(accountId) ?? { state: initialState(), version: 0 };
    states.set(accountId, {
      state: evolve(current.state, { type: e.type, data: e.data } as AccountEvent),
      version: e.version,
    });
  }
  return new Map([...states].map(([id, { state, version }]) => [id, toBalanceRow(id, state, version)]));
}
