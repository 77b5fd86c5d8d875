import { EventStore, type Knex } from "@suri/kit";
import type { AccountEvent } from "../account/decider";
import { toEntry } from "../history/history";

const csvCell = (v: string | number) => {
  const s = String(v);
  // Quote always; neutralise spreadsheet formulas in free-text cells.
  const safe = /^[=+\-@\t\r]/.test(s) && typeof v === "string" ? `'${s}` : s;
  return `"${safe.replaceAll('"', '""')}"`;
};

/** Every ledger entry as CSV: account, time, kind, amount, reason, reference, entry id. */
export async function* exportLedgerCsv(knex: Knex, schema: string): AsyncGenerator<string> {
  yield "account_id,at,kind,amount,reason,reference,entry_id\n";
  for await (const e of new EventStore(schema).readAll(knex, { pageSize: 5000 })) {
    const entry = toEntry(e.id, e.occurredAt, { type: e.type, data: e.data } as AccountEvent);
    const accountId = e.streamId.replace(/^account-/, "");
    yield `${[accountId, entry.at, entry.kind, entry.amount, entry.reason, entry.reference, entry.id].map(csvCell).join(",")}\n`;
  }
}
