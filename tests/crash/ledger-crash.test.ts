import { type Envelope, subjects } from "@suri/contracts";
import { BaseConfigSchema, createRuntime, loadConfig, newId, type Runtime } from "@suri/kit";
import {
  createTestDatabase,
  destroyNamespace,
  eventually,
  TEST_NATS_URL,
  testLogger,
  uniqueSuffix,
} from "@suri/testkit";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServiceProcess, spawnService, stopService } from "../support/processes";

/**
 * The ledger process dies between committing a reservation and publishing its event. After a
 * restart exactly one entry exists, and its event reaches a consumer exactly once.
 */
describe("ledger killed between append and publish (NATS + PostgreSQL)", () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let env: Record<string, string>;
  let client: Runtime;
  let ledger: ServiceProcess | undefined;
  // Below the kernel's ephemeral range (32768–60999), so an outgoing connection never holds it.
  const port = 26_000 + Math.floor(Math.random() * 2000);
  const namespace = `lc${uniqueSuffix()}`;

  beforeAll(async () => {
    db = await createTestDatabase();
    env = { DATABASE_URL: db.url, NATS_URL: TEST_NATS_URL, NATS_NAMESPACE: namespace, OUTBOX_POLL_MS: "100" };
    client = await createRuntime(
      loadConfig(BaseConfigSchema, env as NodeJS.ProcessEnv),
      testLogger(),
      "crash-client",
      env,
    );
  }, 60_000);
  afterAll(async () => {
    if (ledger) await stopService(ledger);
    await client?.bus.close();
    await client?.db.close();
    await db?.drop();
    await destroyNamespace(namespace);
  }, 60_000);

  async function entries(accountId: string) {
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    const events = await c.query("select event_id, type from ledger.events where stream_id = $1", [
      `account-${accountId}`,
    ]);
    const outbox = await c.query("select event_id, published_at from ledger.outbox");
    await c.end();
    return { events: events.rows, outbox: outbox.rows };
  }

  it("leaves exactly one entry, published exactly once after restart", async () => {
    ledger = await spawnService("ledger", port, { ...env, SURI_FAULT: "exit-after-commit:ledger" });
    const received: Envelope[] = [];
    const sub = await client.bus.consume({
      durable: "crash-observer",
      filterSubject: subjects.eventsOf("ledger"),
      maxDeliver: 5,
      backoffMs: [100],
      concurrency: 1,
      handler: async ({ envelope }) => void received.push(envelope),
    });
    const accountId = newId();
    const jobId = newId();
    // The account's address is confirmed (auth's EmailVerified as the ledger keeps it): the free report is its.
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    await c.query("insert into ledger.verified_addresses (account_id, verified_at) values ($1, now())", [accountId]);
    await c.end();
    const exited = new Promise((r) => ledger!.child.once("exit", r));
    await expect(
      client.rpc.call("ledger", "ReserveCredit", { accountId, jobId }, { timeoutMs: 3000 }),
    ).rejects.toBeTruthy();
    await exited;
    const afterCrash = await entries(accountId);
    expect(afterCrash.events.map((e) => e.type)).toEqual(["CreditReserved"]);
    expect(afterCrash.outbox.filter((o) => o.published_at === null)).toHaveLength(1);
    expect(received).toHaveLength(0);

    ledger = await spawnService("ledger", port, env);
    // Generous: the respawned service starts under tsx on a busy 2-core machine before its outbox relay runs.
    await eventually(async () => received.length >= 1, 60_000);
    // The client retries with the same job id: no second reservation.
    expect(await client.rpc.call("ledger", "ReserveCredit", { accountId, jobId })).toMatchObject({ source: "free" });
    await new Promise((r) => setTimeout(r, 1500));
    const final = await entries(accountId);
    expect(final.events).toHaveLength(1);
    expect(received.filter((e) => e.id === final.events[0].event_id)).toHaveLength(1);
    expect(received).toHaveLength(1);
    await sub.stop();
  }, 150_000);
});
