import { createTestDatabase, destroyNamespace, eventually, TEST_NATS_URL, uniqueSuffix } from "@suri/testkit";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailboxTokens, watchSystemLinks } from "../support/account-mail";
import { ApiClient } from "../support/client";
import { startListingServer } from "../support/listing-server";
import { type Mailbox, mailServerSettings, startMailbox } from "../support/mailbox";
import { type ServiceProcess, spawnService, stopService } from "../support/processes";

const SERVICES = ["ledger", "auth", "analyzer", "scraper", "notification", "gateway"] as const;
// Below the kernel's ephemeral range (32768–60999), so an outgoing connection never holds a service's port.
const basePort = 24_000 + Math.floor(Math.random() * 2000);

/**
 * Six services as six processes over the machine's NATS JetStream and PostgreSQL. A service is
 * SIGKILLed in the middle of a job and restarted: the job completes and the account shows exactly
 * one reservation, posted once.
 */
describe("crash in the middle of a job (six processes, NATS + PostgreSQL)", () => {
  let listings: Awaited<ReturnType<typeof startListingServer>>;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let env: Record<string, string>;
  let mailbox: Mailbox;
  const procs = new Map<string, ServiceProcess>();
  const namespace = `crash${uniqueSuffix()}`;

  beforeAll(async () => {
    listings = await startListingServer({ slowMs: 2500 });
    db = await createTestDatabase();
    mailbox = await startMailbox();
    env = {
      DATABASE_URL: db.url,
      NATS_URL: TEST_NATS_URL,
      NATS_NAMESPACE: namespace,
      SCRAPER_ALLOW_HOSTS: listings.host,
      BUS_ACK_WAIT_MS: "3000",
      OUTBOX_POLL_MS: "100",
      WEB_DIST_DIR: "/nonexistent",
      DATABASE_POOL_MAX: "4",
      // Mail goes to a test SMTP server: accounts confirm their address through the mailed link.
      ...mailServerSettings(mailbox),
    };
    const started = await Promise.all(SERVICES.map((name, i) => spawnService(name, basePort + i, env)));
    for (const p of started) procs.set(p.name, p);
    watchSystemLinks(`http://127.0.0.1:${procs.get("gateway")!.port}`, mailboxTokens(mailbox));
  }, 120_000);

  afterAll(async () => {
    await Promise.all([...procs.values()].map((p) => stopService(p)));
    await listings?.close();
    await mailbox?.stop();
    await db?.drop();
    await destroyNamespace(namespace);
  }, 60_000);

  async function ledgerEntries(accountId: string) {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query("select type, data from ledger.events where stream_id = $1 order by version", [
      `account-${accountId}`,
    ]);
    await client.end();
    return rows as { type: string; data: { jobId: string } }[];
  }

  it.each(["scraper", "analyzer"] as const)(
    "SIGKILL of the %s mid-job: the job completes, charged exactly once",
    async (victim) => {
      const api = new ApiClient(`http://127.0.0.1:${procs.get("gateway")!.port}`);
      const user = await api.register(`crash-${victim}-${uniqueSuffix()}@example.ph`);
      const started = await api.post("/api/generate-report", {
        propertyLink: listings.url(`/property/makati-2br-${victim}`),
      });
      expect(started.status).toBe(202);
      const { jobId } = started.body;
      // The scraper is now waiting on the slow listing page.
      await eventually(async () => (await api.get(`/api/report-jobs/${jobId}`)).body.stage === "fetching", 45_000);

      const old = procs.get(victim)!;
      await stopService(old, "SIGKILL");
      procs.set(victim, await spawnService(victim, old.port, env));

      const job = await eventually(
        async () => {
          const j = (await api.get(`/api/report-jobs/${jobId}`)).body;
          return j.status === "completed" || j.status === "failed" ? j : undefined;
        },
        60_000,
        200,
      );
      expect(job.status).toBe("completed");
      expect((await api.get(`/api/reports/${job.reportId}`)).status).toBe(200);

      const entries = await eventually(async () => {
        const e = await ledgerEntries(user.id);
        return e.some((x) => x.type === "ReservationPosted") ? e : undefined;
      }, 30_000);
      // Give any duplicate delivery time to show itself before counting.
      await new Promise((r) => setTimeout(r, 1500));
      // The account's entries about this job (its first, the free-report decision, is about no job).
      const final = (await ledgerEntries(user.id)).filter((e) => e.type !== "FreeReportGranted");
      expect(final.map((e) => e.type)).toEqual(["CreditReserved", "ReservationPosted"]);
      expect(final.every((e) => e.data.jobId === jobId)).toBe(true);
      expect(entries.filter((e) => e.type !== "FreeReportGranted").length).toBe(2);
      expect((await api.get("/api/user")).body).toMatchObject({ reportsGenerated: 1, creditsRemaining: 0 });
    },
    120_000,
  );
});
