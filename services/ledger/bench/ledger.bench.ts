/**
 * Ledger throughput over the machine's NATS JetStream and PostgreSQL.
 *   npm run bench:ledger                      # 2,000 reservations, 32 in flight; audit of 100,000 entries
 *   npm run bench:ledger -- --reservations 5000 --concurrency 64 --audit-entries 200000
 * Prints reservations/s and p50/p95 of a ReserveCredit RPC, posts/s through ReportCompleted events,
 * and the seconds the finance audit needs to replay the given number of entries.
 */
import { parseArgs } from "node:util";
import {
  createRuntime,
  EventStore,
  makeEvent,
  newId,
  type Runtime,
  ServiceStore,
  startServices,
  subjectOf,
} from "@suri/kit";
import { baseConfig, modeEnv, testLogger } from "@suri/testkit";
import { handleAccountCommand } from "../src/account/handle-command";
import { auditLedger } from "../src/audit/audit";
import { replayBalances } from "../src/balances/projection";
import { SCHEMA } from "../src/migrations";
import { startLedger } from "../src/service";

const { values } = parseArgs({
  options: {
    reservations: { type: "string", default: "2000" },
    concurrency: { type: "string", default: "32" },
    accounts: { type: "string", default: "200" },
    "audit-entries": { type: "string", default: "100000" },
  },
});
const total = Number(values.reservations);
const concurrency = Number(values.concurrency);
const accountsN = Number(values.accounts);
const auditEntries = Number(values["audit-entries"]);
const pct = (s: number[], p: number) => s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;

async function reservations(rt: Runtime, store: ServiceStore) {
  const perAccount = Math.ceil(total / accountsN) + 1;
  const accounts = Array.from({ length: accountsN }, () => newId());
  for (const accountId of accounts) {
    await handleAccountCommand(
      store,
      { type: "GrantCredits", accountId, amount: perAccount, reason: "purchase", reference: newId() },
      { correlationId: "bench" },
    );
  }
  const jobs: { accountId: string; jobId: string }[] = [];
  const latencies: number[] = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (;;) {
        const i = next++;
        if (i >= total) return;
        const job = { accountId: accounts[i % accountsN]!, jobId: newId() };
        const s = performance.now();
        await rt.rpc.call("ledger", "ReserveCredit", job);
        latencies.push(performance.now() - s);
        jobs.push(job);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      bench: "reserve",
      reservations: total,
      concurrency,
      perSec: Math.round(total / seconds),
      p50Ms: +pct(latencies, 50).toFixed(1),
      p95Ms: +pct(latencies, 95).toFixed(1),
    }),
  );

  // Posts arrive as the analyzer's ReportCompleted events, through JetStream and the ledger's consumer.
  const t1 = performance.now();
  for (const j of jobs) {
    await rt.bus.publish(
      subjectOf("ReportCompleted"),
      makeEvent(
        "ReportCompleted",
        { jobId: j.jobId, userId: j.accountId, reportId: newId() },
        { correlationId: "bench" },
      ),
    );
  }
  for (;;) {
    const { n } = (await rt.db
      .knex(`${SCHEMA}.reservations`)
      .where({ status: "posted" })
      .count({ n: "*" })
      .first()) as { n: number };
    if (Number(n) >= jobs.length) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const postSeconds = (performance.now() - t1) / 1000;
  console.log(
    JSON.stringify({ bench: "post-via-events", posts: jobs.length, perSec: Math.round(jobs.length / postSeconds) }),
  );
}

async function audit(rt: Runtime) {
  // A synthetic history: per account a purchase, then reserve/post pairs, inserted in bulk.
  const perAccount = 10;
  const accounts = Math.ceil(auditEntries / perAccount);
  const at = new Date().toISOString();
  const rows: Record<string, unknown>[] = [];
  for (let a = 0; a < accounts; a++) {
    const accountId = newId();
    const stream = `account-${accountId}`;
    rows.push({
      stream_id: stream,
      version: 1,
      event_id: newId(),
      type: "CreditsGranted",
      data: JSON.stringify({ accountId, amount: 5, reason: "purchase", reference: newId() }),
      occurred_at: at,
    });
    for (let k = 0; k < (perAccount - 1) / 2; k++) {
      const jobId = newId();
      const d = { accountId, jobId, source: "paid", amount: 1 };
      rows.push({
        stream_id: stream,
        version: 2 + 2 * k,
        event_id: newId(),
        type: "CreditReserved",
        data: JSON.stringify({ ...d, expiresAt: at }),
        occurred_at: at,
      });
      rows.push({
        stream_id: stream,
        version: 3 + 2 * k,
        event_id: newId(),
        type: "ReservationPosted",
        data: JSON.stringify(d),
        occurred_at: at,
      });
    }
  }
  for (let i = 0; i < rows.length; i += 2000) await rt.db.knex(`${SCHEMA}.events`).insert(rows.slice(i, i + 2000));
  const live = await replayBalances(new EventStore(SCHEMA).readAll(rt.db.knex, { pageSize: 5000 }));
  const liveRows = [...live.values()];
  await rt.db.knex(`${SCHEMA}.balances`).del();
  for (let i = 0; i < liveRows.length; i += 2000)
    await rt.db.knex(`${SCHEMA}.balances`).insert(liveRows.slice(i, i + 2000));
  const t0 = performance.now();
  const result = await auditLedger(rt.db.knex, SCHEMA);
  const seconds = (performance.now() - t0) / 1000;
  console.log(
    JSON.stringify({
      bench: "audit-replay",
      entries: result.events,
      accounts: result.accounts,
      discrepancies: result.discrepancies.length,
      seconds: +seconds.toFixed(2),
    }),
  );
}

const { env, cleanup } = await modeEnv("distributed", { DATABASE_POOL_MAX: "20", LOG_LEVEL: "silent" });
const rt = await createRuntime(baseConfig(env), testLogger(), "ledger-bench", env);
const system = await startServices(rt, [startLedger]);
try {
  await reservations(rt, new ServiceStore(rt, SCHEMA));
  await audit(rt);
} finally {
  await system.stop();
  await cleanup();
}
process.exit(0);
