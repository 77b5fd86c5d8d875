import { createRuntime, newId, type Runtime, ServiceStore, type System, startServices } from "@suri/kit";
import { baseConfig, modeEnv, testLogger } from "@suri/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveFakeAuth } from "../../test/support/fake-auth";
import { handleAccountCommand } from "../account/handle-command";
import { auditLedger } from "../audit/audit";
import { SCHEMA } from "../migrations";
import { startLedger } from "../service";

/** Double-spend tests over the machine's real PostgreSQL (the ledger runs as in production). */
describe("reservations racing on one account (PostgreSQL)", () => {
  let rt: Runtime;
  let system: System;
  let cleanup: () => Promise<void>;
  let store: ServiceStore;

  beforeAll(async () => {
    const m = await modeEnv("distributed", { DATABASE_POOL_MAX: "20" });
    cleanup = m.cleanup;
    rt = await createRuntime(baseConfig(m.env), testLogger(), "ledger-race-test", m.env);
    system = await startServices(rt, [startLedger]);
    await serveFakeAuth(rt);
    store = new ServiceStore(rt, SCHEMA);
  }, 60_000);
  afterAll(async () => {
    await system.stop();
    await cleanup();
  });

  /** An account whose free report is used, holding `paid` credits. */
  async function accountWith(paid: number) {
    const accountId = newId();
    const meta = { correlationId: "setup" };
    const jobId = newId();
    await handleAccountCommand(
      store,
      { type: "ReserveCredit", accountId, jobId, at: new Date(), ttlMs: 60_000, emailVerified: true },
      meta,
    );
    await handleAccountCommand(store, { type: "PostReservation", accountId, jobId }, meta);
    await handleAccountCommand(
      store,
      { type: "GrantCredits", accountId, amount: paid, reason: "purchase", reference: `pay-${newId()}` },
      meta,
    );
    return accountId;
  }

  async function race(accountId: string, n: number) {
    const results = await Promise.allSettled(
      Array.from({ length: n }, () => rt.rpc.call("ledger", "ReserveCredit", { accountId, jobId: newId() })),
    );
    return {
      ok: results.filter((r) => r.status === "fulfilled").length,
      paymentRequired: results.filter(
        (r) => r.status === "rejected" && (r.reason as { status?: number }).status === 402,
      ).length,
      other: results.filter((r) => r.status === "rejected" && (r.reason as { status?: number }).status !== 402),
    };
  }

  it.each([1, 3])(
    "50 parallel reservations against %i paid credit(s): exactly that many succeed, the rest get 402",
    async (paid) => {
      const accountId = await accountWith(paid);
      const r = await race(accountId, 50);
      expect(r.other).toEqual([]);
      expect(r.ok).toBe(paid);
      expect(r.paymentRequired).toBe(50 - paid);
      expect(await rt.rpc.call("ledger", "GetBalance", { accountId })).toMatchObject({ credits: 0, reserved: paid });
      const { discrepancies } = await auditLedger(rt.db.knex, SCHEMA);
      expect(discrepancies).toEqual([]);
    },
  );
});
