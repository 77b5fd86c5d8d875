import { EventStore, type Knex } from "@suri/kit";
import { type BalanceRow, replayBalances } from "../balances/projection";

export interface Discrepancy {
  accountId: string;
  field: keyof BalanceRow | "missing_in_live" | "missing_in_replay" | "free_report_claim";
  live: unknown;
  replayed: unknown;
}

/** Every field of a balance row the audit compares (all but the account id). */
export const BALANCE_FIELDS: (keyof BalanceRow)[] = [
  "available",
  "reserved",
  "free_report_used",
  "free_report_held",
  "free_report_withheld",
  "reports_generated",
  "closed",
  "version",
];

/**
 * Finance's check: replay every ledger event into a scratch projection and compare it, account by
 * account and field by field, with the live balances. An empty list means the books agree.
 */
export async function auditLedger(
  knex: Knex,
  schema: string,
): Promise<{ accounts: number; events: number; discrepancies: Discrepancy[] }> {
  let events = 0;
  /** Which account each e-mail fingerprint's free report went to, by the log. */
  const claims = new Map<string, string>();
  const counted = async function* () {
    for await (const e of new EventStore(schema).readAll(knex, { pageSize: 5000 })) {
      events++;
      if (e.type === "FreeReportGranted") {
        const { emailFingerprint, accountId } = e.data as { emailFingerprint: string; accountId: string };
        claims.set(emailFingerprint, accountId);
      }
      yield e;
    }
  };
  const replayed = await replayBalances(counted());
  const live = new Map<string, BalanceRow>();
  for (const row of (await knex(`${schema}.balances`).select(...BALANCE_FIELDS, "account_id")) as BalanceRow[])
    live.set(row.account_id, row);
  const discrepancies: Discrepancy[] = [];
  for (const [accountId, r] of replayed) {
    const l = live.get(accountId);
    if (!l) {
      discrepancies.push({ accountId, field: "missing_in_live", live: null, replayed: r.available });
      continue;
    }
    for (const f of BALANCE_FIELDS)
      if (l[f] !== r[f]) discrepancies.push({ accountId, field: f, live: l[f], replayed: r[f] });
  }
  for (const [accountId, l] of live) {
    if (!replayed.has(accountId))
      discrepancies.push({ accountId, field: "missing_in_replay", live: l.available, replayed: null });
  }
  discrepancies.push(...(await claimDiscrepancies(knex, schema, claims)));
  return { accounts: replayed.size, events, discrepancies };
}

/** The free-report claims table against the grants in the log (a fingerprint is never shown). */
async function claimDiscrepancies(knex: Knex, schema: string, replayed: Map<string, string>): Promise<Discrepancy[]> {
  const live = new Map<string, string>();
  for (const row of (await knex(`${schema}.free_report_claims`).select("email_fingerprint", "account_id")) as {
    email_fingerprint: string;
    account_id: string;
  }[])
    live.set(row.email_fingerprint, row.account_id);
  const found: Discrepancy[] = [];
  for (const [fingerprint, accountId] of replayed) {
    const holder = live.get(fingerprint);
    if (holder !== accountId)
      found.push({ accountId, field: "free_report_claim", live: holder ?? null, replayed: accountId });
  }
  for (const [fingerprint, accountId] of live) {
    if (!replayed.has(fingerprint))
      found.push({ accountId, field: "free_report_claim", live: accountId, replayed: null });
  }
  return found;
}
