import { EventStore, type Knex } from "@suri/kit";
import { type BalanceRow, replayBalances } from "../balances/projection";

export interface Discrepancy {
  accountId: string;
  field: keyof BalanceRow | "missing_in_live" | "missing_in_replay";
  live: unknown;
  replayed: unknown;
}

const FIELDS: (keyof BalanceRow)[] = [
  "available",
  "reserved",
  "free_report_used",
  "free_report_held",
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
  const counted = async function* () {
    for await (const e of new EventStore(schema).readAll(knex, { pageSize: 5000 })) {
      events++;
      yield e;
    }
  };
  const replayed = await replayBalances(counted());
  const live = new Map<string, BalanceRow>();
  for (const row of (await knex(`${schema}.balances`).select(...FIELDS, "account_id")) as BalanceRow[])
    live.set(row.account_id, row);
  const discrepancies: Discrepancy[] = [];
  for (const [accountId, r] of replayed) {
    const l = live.get(accountId);
    if (!l) {
      discrepancies.push({ accountId, field: "missing_in_live", live: null, replayed: r.available });
      continue;
    }
    for (const f of FIELDS) if (l[f] !== r[f]) discrepancies.push({ accountId, field: f, live: l[f], replayed: r[f] });
  }
  for (const [accountId, l] of live) {
    if (!replayed.has(accountId))
      discrepancies.push({ accountId, field: "missing_in_replay", live: l.available, replayed: null });
  }
  return { accounts: replayed.size, events, discrepancies };
}
