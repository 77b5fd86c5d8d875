import { AppError, createRuntime, EventStore, migrate, newId, type Runtime, ServiceStore } from "@suri/kit";
import { baseConfig, modeEnv, testLogger } from "@suri/testkit";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLedger } from "../audit/audit";
import { replayBalances } from "../balances/projection";
import { migrations, SCHEMA } from "../migrations";
import type { AccountCommand } from "./decider";
import { handleAccountCommand } from "./handle-command";

const DAY_MS = 24 * 3600_000;
const TTL_MS = 3600_000;

type Op =
  | { kind: "purchase"; credits: number }
  | { kind: "reserve"; job: number }
  | { kind: "post"; job: number }
  | { kind: "void"; job: number }
  | { kind: "expire"; job: number }
  | { kind: "restore"; job: number }
  | { kind: "revoke"; credits: number }
  | { kind: "wait"; hours: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant("purchase" as const), credits: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constant("reserve" as const), job: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ kind: fc.constant("post" as const), job: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ kind: fc.constant("void" as const), job: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ kind: fc.constant("expire" as const), job: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ kind: fc.constant("restore" as const), job: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ kind: fc.constant("revoke" as const), credits: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant("wait" as const), hours: fc.integer({ min: 1, max: 96 }) }),
);

/** A deliberately simple model of the account, written apart from the decider. */
class Model {
  available = 0;
  reserved = 0;
  freeUsed = false;
  freeHeld = false;
  reports = 0;
  jobs = new Map<
    number,
    { source: "free" | "paid"; status: string; at: number; restored: boolean; postedAt?: number }
  >();
  restorations: number[] = [];

  apply(op: Op, now: number): void {
    const j = "job" in op ? this.jobs.get(op.job) : undefined;
    const release = (r: NonNullable<typeof j>, status: string) => {
      r.status = status;
      if (r.source === "paid") {
        this.available++;
        this.reserved--;
      } else this.freeHeld = false;
    };
    switch (op.kind) {
      case "purchase":
        this.available += op.credits;
        return;
      case "revoke":
        if (this.available >= op.credits) this.available -= op.credits;
        return;
      case "wait":
        return;
      case "reserve":
        if (j) return;
        if (!this.freeUsed && !this.freeHeld) {
          this.freeHeld = true;
          this.jobs.set(op.job, { source: "free", status: "pending", at: now, restored: false });
        } else if (this.available > 0) {
          this.available--;
          this.reserved++;
          this.jobs.set(op.job, { source: "paid", status: "pending", at: now, restored: false });
        }
        return;
      case "post":
        if (j?.status !== "pending") return;
        j.status = "posted";
        j.postedAt = now;
        this.reports++;
        if (j.source === "paid") this.reserved--;
        else {
          this.freeHeld = false;
          this.freeUsed = true;
        }
        return;
      case "void":
        if (j?.status === "pending") release(j, "voided");
        return;
      case "expire":
        if (j?.status === "pending" && now >= j.at + TTL_MS) release(j, "expired");
        return;
      case "restore": {
        const recent = this.restorations.filter((t) => now - t < 30 * DAY_MS).length;
        if (j?.status === "posted" && !j.restored && now - j.postedAt! <= 7 * DAY_MS && recent < 3) {
          j.restored = true;
          if (j.source === "paid") this.available++;
          else this.freeUsed = false;
          this.restorations.push(now);
        }
        return;
      }
    }
  }
}

/** The account command an operation sends (none for waiting). */
function commandOf(op: Op, accountId: string, jobIds: string[], at: Date): AccountCommand | null {
  switch (op.kind) {
    case "purchase":
      return { type: "GrantCredits", accountId, amount: op.credits, reason: "purchase", reference: `pay-${newId()}` };
    case "revoke":
      return {
        type: "RevokeCredits",
        accountId,
        amount: op.credits,
        reason: "chargeback",
        reference: `rev-${newId()}`,
      };
    case "reserve":
      return { type: "ReserveCredit", accountId, jobId: jobIds[op.job]!, at, ttlMs: TTL_MS, emailVerified: true };
    case "post":
      return { type: "PostReservation", accountId, jobId: jobIds[op.job]! };
    case "void":
      return { type: "VoidReservation", accountId, jobId: jobIds[op.job]!, reason: "failed" };
    case "expire":
      return { type: "ExpireReservation", accountId, jobId: jobIds[op.job]!, at };
    case "restore":
      return { type: "RestoreCredit", accountId, jobId: jobIds[op.job]!, reason: "wrong data", at };
    case "wait":
      return null;
  }
}

describe("ledger under random interleavings (fast-check)", () => {
  let rt: Runtime;
  let cleanup: () => Promise<void>;
  let clock = Date.parse("2026-11-21T00:00:00Z");

  beforeAll(async () => {
    const m = await modeEnv("embedded");
    cleanup = m.cleanup;
    rt = await createRuntime(baseConfig(m.env), testLogger(), "ledger-property", m.env);
    rt.now = () => new Date(clock);
    await migrate(rt.db, SCHEMA, migrations);
  }, 60_000);
  afterAll(async () => {
    await rt.db.close();
    await cleanup();
  });

  it("keeps live balances equal to the replayed log and to a model, never negative", async () => {
    const store = new ServiceStore(rt, SCHEMA);
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 5, maxLength: 30 }), async (ops) => {
        const accountId = newId();
        const jobIds = Array.from({ length: 3 }, () => newId());
        const model = new Model();
        for (const op of ops) {
          if (op.kind === "wait") clock += op.hours * 3600_000;
          const at = new Date(clock);
          const command = commandOf(op, accountId, jobIds, at);
          if (command) {
            try {
              await handleAccountCommand(store, command, { correlationId: "prop" });
            } catch (e) {
              if (!(e instanceof AppError)) throw e;
            }
          }
          model.apply(op, clock);
          const live = await rt.db.knex(`${SCHEMA}.balances`).where({ account_id: accountId }).first();
          if (live) {
            expect(live.available).toBeGreaterThanOrEqual(0);
            expect(live.reserved).toBeGreaterThanOrEqual(0);
          }
        }
        const live = await rt.db.knex(`${SCHEMA}.balances`).where({ account_id: accountId }).first();
        const expected = {
          available: model.available,
          reserved: model.reserved,
          free_report_used: model.freeUsed,
          free_report_held: model.freeHeld,
          free_report_withheld: false,
          reports_generated: model.reports,
          closed: false,
        };
        expect(
          live ? { ...live, account_id: undefined, version: undefined, updated_at: undefined } : undefined,
        ).toEqual(live ? { ...expected, account_id: undefined, version: undefined, updated_at: undefined } : undefined);
        if (!live) expect(expected).toMatchObject({ available: 0, reserved: 0, reports_generated: 0 });
        const events = new EventStore(SCHEMA).readStream(rt.db.knex, `account-${accountId}`);
        const replayed = await replayBalances(
          (async function* () {
            for (const e of await events) yield e;
          })(),
        );
        if (live) expect(replayed.get(accountId)).toMatchObject({ ...expected, version: live.version });
      }),
      {
        numRuns: 120,
        examples: [
          [
            [
              { kind: "reserve", job: 0 },
              { kind: "post", job: 0 },
              { kind: "wait", hours: 72 },
              { kind: "restore", job: 0 },
              { kind: "wait", hours: 120 },
              { kind: "restore", job: 0 },
            ],
          ],
        ],
      },
    );
    expect((await auditLedger(rt.db.knex, SCHEMA)).discrepancies).toEqual([]);
  }, 120_000);
});
