import { createRuntime, EventStore, newId, type Runtime, type System, startServices } from "@suri/kit";
import { baseConfig, MODES, modeEnv, testLogger } from "@suri/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replayBalances } from "../src/balances/projection";
import { SCHEMA } from "../src/migrations";
import { startLedger } from "../src/service";

describe.each(MODES)("ledger service (%s)", (mode) => {
  let rt: Runtime;
  let system: System;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const m = await modeEnv(mode);
    cleanup = m.cleanup;
    rt = await createRuntime(baseConfig(m.env), testLogger(), `ledger-test-${mode}`, m.env);
    system = await startServices(rt, [startLedger]);
  }, 60_000);
  afterAll(async () => {
    await system.stop();
    await cleanup();
  });

  it("lets exactly one of 30 racing reservations take the free report; the rest get 402", async () => {
    const accountId = newId();
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () => rt.rpc.call("ledger", "ReserveCredit", { accountId, jobId: newId() })),
    );
    const ok = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected" && (r.reason as { status?: number }).status === 402);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(29);
    expect(await rt.rpc.call("ledger", "GetBalance", { accountId })).toEqual({
      credits: 0,
      reserved: 0,
      freeReportAvailable: false,
      reportsGenerated: 0,
    });
  });

  it("reserves idempotently by job id", async () => {
    const accountId = newId();
    const jobId = newId();
    const first = await rt.rpc.call("ledger", "ReserveCredit", { accountId, jobId });
    const again = await rt.rpc.call("ledger", "ReserveCredit", { accountId, jobId });
    expect(again).toEqual(first);
    const events = await new EventStore(SCHEMA).readStream(rt.db.knex, `account-${accountId}`);
    expect(events.map((e) => e.type)).toEqual(["CreditReserved"]);
  });

  it("rebuilds the balance projection from the event log exactly", async () => {
    const store = new EventStore(SCHEMA);
    const replayed = await replayBalances(store.readAll(rt.db.knex));
    const live = await rt.db
      .knex(`${SCHEMA}.balances`)
      .select(
        "account_id",
        "available",
        "reserved",
        "free_report_used",
        "free_report_held",
        "reports_generated",
        "closed",
        "version",
      );
    expect(live.length).toBeGreaterThan(0);
    for (const row of live) expect(replayed.get(row.account_id)).toEqual(row);
    expect(replayed.size).toBe(live.length);
  });
});
