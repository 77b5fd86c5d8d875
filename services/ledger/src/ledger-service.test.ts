import { EMAIL_NOT_VERIFIED_MESSAGE } from "@suri/contracts";
import {
  createRuntime,
  EventStore,
  makeEvent,
  newId,
  type Runtime,
  type System,
  startServices,
  subjectOf,
} from "@suri/kit";
import { baseConfig, eventually, MODES, modeEnv, testLogger } from "@suri/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveFakeAuth } from "../test/support/fake-auth";
import { BALANCE_FIELDS } from "./audit/audit";
import { replayBalances } from "./balances/projection";
import { SCHEMA } from "./migrations";
import { startLedger } from "./service";

/** Accounts whose address auth has not confirmed. */
const unverified = new Set<string>();

describe.each(MODES)("ledger service (%s)", (mode) => {
  let rt: Runtime;
  let system: System;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const m = await modeEnv(mode);
    cleanup = m.cleanup;
    rt = await createRuntime(baseConfig(m.env), testLogger(), `ledger-test-${mode}`, m.env);
    system = await startServices(rt, [startLedger]);
    await serveFakeAuth(rt, unverified);
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

  it("gives back the credit of a job that already failed before refusing the next one (the outcome event still on its way)", async () => {
    const accountId = newId();
    const failed = newId();
    expect(await rt.rpc.call("ledger", "ReserveCredit", { accountId, jobId: failed })).toMatchObject({
      source: "free",
    });
    // Still running (the analyzer names no ended job): the next job is refused, nothing is settled.
    await expect(rt.rpc.call("ledger", "ReserveCredit", { accountId, jobId: newId() })).rejects.toMatchObject({
      status: 402,
    });
    // Another account's request naming this job as ended settles nothing of this account's.
    const stranger = newId();
    const claim = { jobId: failed, status: "failed" as const, errorCode: "not_a_listing" };
    await rt.rpc.call("ledger", "ReserveCredit", { accountId: stranger, jobId: newId(), endedJobs: [claim] });
    const stream = () => new EventStore(SCHEMA).readStream(rt.db.knex, `account-${accountId}`);
    expect((await stream()).map((e) => e.type)).toEqual(["CreditReserved"]);
    // The user sees it failed and tries again at once; the analyzer's request says how it ended (its
    // event still on the way): the free report is theirs again.
    const retry = newId();
    expect(await rt.rpc.call("ledger", "ReserveCredit", { accountId, jobId: retry, endedJobs: [claim] })).toMatchObject(
      { source: "free" },
    );
    const events = await stream();
    expect(events.map((e) => e.type)).toEqual(["CreditReserved", "ReservationVoided", "CreditReserved"]);
    expect(events[1]?.data).toMatchObject({ jobId: failed, reason: "not_a_listing" });
  });

  it("keeps the free report from an unconfirmed address until auth's EmailVerified arrives; nothing is written before", async () => {
    const accountId = newId();
    unverified.add(accountId);
    await expect(rt.rpc.call("ledger", "ReserveCredit", { accountId, jobId: newId() })).rejects.toMatchObject({
      status: 403,
      code: "email_not_verified",
      message: EMAIL_NOT_VERIFIED_MESSAGE,
    });
    expect(await new EventStore(SCHEMA).readStream(rt.db.knex, `account-${accountId}`)).toEqual([]);
    expect(await rt.rpc.call("ledger", "GetBalance", { accountId })).toMatchObject({ freeReportAvailable: true });
    const verifiedAt = new Date().toISOString();
    const event = makeEvent(
      "EmailVerified",
      { userId: accountId, email: "x@example.ph", verifiedAt },
      { correlationId: "t" },
    );
    await rt.bus.publish(subjectOf("EmailVerified"), event);
    await eventually(() => rt.db.knex(`${SCHEMA}.verified_addresses`).where({ account_id: accountId }).first());
    expect(await rt.rpc.call("ledger", "ReserveCredit", { accountId, jobId: newId() })).toMatchObject({
      source: "free",
    });
  });

  it("asks auth before refusing: an address confirmed a moment ago gets its free report before the event arrives", async () => {
    const accountId = newId();
    unverified.add(accountId);
    await expect(rt.rpc.call("ledger", "ReserveCredit", { accountId, jobId: newId() })).rejects.toMatchObject({
      status: 403,
    });
    unverified.delete(accountId);
    expect(await rt.rpc.call("ledger", "ReserveCredit", { accountId, jobId: newId() })).toMatchObject({
      source: "free",
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
    const live = await rt.db.knex(`${SCHEMA}.balances`).select("account_id", ...BALANCE_FIELDS);
    expect(live.length).toBeGreaterThan(0);
    for (const row of live) expect(replayed.get(row.account_id)).toEqual(row);
    expect(replayed.size).toBe(live.length);
  });
});
