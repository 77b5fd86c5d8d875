import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { jetstreamManager } from "@nats-io/jetstream";
import { connect, type NatsConnection } from "@nats-io/transport-node";
import { createTestDatabase, eventually, uniqueSuffix } from "@suri/testkit";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailboxTokens, watchSystemLinks } from "../support/account-mail";
import { ApiClient } from "../support/client";
import { startListingServer } from "../support/listing-server";
import { type Mailbox, mailServerSettings, startMailbox } from "../support/mailbox";
import { type ServiceProcess, spawnService, stopService } from "../support/processes";

/**
 * The system on a three-node NATS JetStream cluster (three nats-server processes on loopback,
 * R3 streams) and PostgreSQL, the six services as six processes. Report jobs run under steady
 * load while one NATS node is SIGKILLed (the events stream's leader) and restarted, then each
 * service is SIGKILLed once mid-job and restarted. Afterwards every accepted job has completed
 * or failed, each completed job has exactly one report and one posted reservation, each failed
 * one a released credit, balances match the jobs, and the ledger audit finds no discrepancy.
 *
 *   npm run test:cluster            (NATS_SERVER=/path/to/nats-server to use another binary)
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const NATS_SERVER = process.env.NATS_SERVER ?? "/usr/sbin/nats-server";
const SERVICES = ["ledger", "auth", "analyzer", "scraper", "notification", "gateway"] as const;
// 20000–29990: below the kernel's ephemeral range (32768–60999), so an outgoing connection never holds a port.
const base = 20_000 + Math.floor(Math.random() * 1000) * 10;
const node = (i: number) => ({ name: `n${i}`, client: base + i, cluster: base + 3 + i, monitor: base + 6 + i });
const NODES = [node(0), node(1), node(2)];
const LOAD_SECONDS = Number(process.env.CLUSTER_LOAD_SECONDS ?? 60);
const JOBS_PER_SECOND = Number(process.env.CLUSTER_JOBS_PER_SECOND ?? 3);
const USERS = 12;
const PASSWORD = "Cluster-fault-test-passw0rd!";
// The services run from the production build (npm run build:server), as in the image.
const build = path.join(root, ".tmp", `cluster-build-${process.pid}`);
const serviceCommand = [process.execPath, path.join(build, "main.js")];
const log = (...args: unknown[]) => console.log(`[cluster ${new Date().toISOString().slice(11, 19)}]`, ...args);

describe("three-node NATS cluster: node and service SIGKILLs under load", () => {
  let dir: string;
  const nats = new Map<string, ChildProcess>();
  const procs = new Map<string, ServiceProcess>();
  let listings: Awaited<ReturnType<typeof startListingServer>>;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let env: Record<string, string>;
  let mailbox: Mailbox;
  const namespace = `cluster${uniqueSuffix()}`;
  const eventsStream = `SURI_EVENTS_${namespace.toUpperCase()}`;
  const natsUrl = NODES.map((n) => `nats://127.0.0.1:${n.client}`).join(",");

  async function startNats(n: (typeof NODES)[number]) {
    // nats-server 2.9 (Debian) has no sync_interval; production (k8s/nats.conf) sets `always` on 2.12.
    const conf = `server_name: ${n.name}
listen: 127.0.0.1:${n.client}
http: 127.0.0.1:${n.monitor}
jetstream { store_dir: "${path.join(dir, n.name)}" }
cluster {
  name: suri_test
  listen: 127.0.0.1:${n.cluster}
  routes: [${NODES.map((o) => `nats://127.0.0.1:${o.cluster}`).join(", ")}]
}
`;
    const file = path.join(dir, `${n.name}.conf`);
    await writeFile(file, conf);
    const child = spawn(NATS_SERVER, ["-c", file], { stdio: "ignore" });
    nats.set(n.name, child);
    await eventually(
      async () => (await fetch(`http://127.0.0.1:${n.monitor}/healthz`).catch(() => null))?.ok,
      60_000,
      200,
    );
  }

  async function withNats<T>(fn: (nc: NatsConnection) => Promise<T>): Promise<T> {
    const nc = await connect({ servers: natsUrl.split(",") });
    try {
      return await fn(nc);
    } finally {
      await nc.close();
    }
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "suri-nats-cluster-"));
    const built = spawnSync(process.execPath, ["services/host/build.mjs"], {
      cwd: root,
      env: { ...process.env, SURI_BUILD_OUTDIR: build },
      encoding: "utf8",
    });
    if (built.status !== 0) throw new Error(`build:server failed: ${built.stderr}`);
    await Promise.all(NODES.map(startNats));
    // The events stream exists already as R1, as on a cluster that grew: the services must raise it.
    await eventually(
      () =>
        withNats(async (nc) => {
          const jsm = await jetstreamManager(nc);
          await jsm.streams.add({ name: eventsStream, subjects: [`${namespace}.suri.evt.>`], num_replicas: 1 });
          return true;
        }),
      60_000,
      500,
    );
    listings = await startListingServer({ slowMs: 400 });
    db = await createTestDatabase();
    mailbox = await startMailbox();
    env = {
      // Not production: the listing host is allowlisted and credits come from the demo checkout.
      SURI_ENV: "test",
      DATABASE_URL: db.url,
      NATS_URL: natsUrl,
      NATS_STREAM_REPLICAS: "3",
      NATS_NAMESPACE: namespace,
      SCRAPER_ALLOW_HOSTS: listings.host,
      SCRAPER_HOST_CONCURRENCY: "64",
      SCRAPER_HOST_INTERVAL_MS: "0",
      SCRAPER_CRAWL_PAGES_MAX: "0",
      AUTH_ATTEMPTS_PER_MINUTE: "10000",
      // 12 users share the steady load: each starts more reports a minute than a person would.
      REPORT_JOBS_PER_MINUTE: "10000",
      REPORT_JOBS_PER_HOUR: "100000",
      DEMO_CHECKOUT: "true",
      BUS_ACK_WAIT_MS: "5000",
      OUTBOX_POLL_MS: "200",
      JOB_TIMEOUT_MS: "60000",
      WEB_DIST_DIR: "/nonexistent",
      DATABASE_POOL_MAX: "4",
      // Mail goes to a test SMTP server: accounts confirm their address through the mailed link.
      ...mailServerSettings(mailbox),
    };
    for (const [i, name] of SERVICES.entries())
      procs.set(name, await spawnService(name, base + 100 + i, env, serviceCommand));
    watchSystemLinks(gatewayUrl(), mailboxTokens(mailbox));
  }, 300_000);

  afterAll(async () => {
    await Promise.all([...procs.values()].map((p) => stopService(p)));
    for (const child of nats.values()) if (child.exitCode === null && !child.signalCode) child.kill("SIGTERM");
    await listings?.close();
    await mailbox?.stop();
    await db?.drop();
    await rm(dir, { recursive: true, force: true });
    await rm(build, { recursive: true, force: true });
  }, 120_000);

  const gatewayUrl = () => `http://127.0.0.1:${procs.get("gateway")!.port}`;

  async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      return (await client.query(query, params)).rows as T[];
    } finally {
      await client.end();
    }
  }

  async function restartService(name: string) {
    const old = procs.get(name)!;
    await stopService(old, "SIGKILL");
    expect(old.child.signalCode, `${name} died of SIGKILL`).toBe("SIGKILL");
    procs.set(name, await spawnService(name, old.port, env, serviceCommand));
  }

  it("every accepted job completes or fails with its credit released; no credit lost or spent twice; no duplicated report", async () => {
    const replicas = await withNats(
      async (nc) => (await (await jetstreamManager(nc)).streams.info(eventsStream)).config.num_replicas,
    );
    expect(replicas, "the services raised the existing R1 stream to R3").toBe(3);

    // A pool of users with credits (demo checkout), and their balances before.
    const users: { api: ApiClient; id: string }[] = [];
    for (let i = 0; i < USERS; i++) {
      const api = new ApiClient(gatewayUrl());
      const user = await api.register(`cluster-${i}-${uniqueSuffix()}@example.ph`, PASSWORD);
      for (let k = 0; k < 3; k++) {
        const { sessionId } = (await api.post("/api/create-checkout-session", { packId: "credit_10" })).body;
        expect((await api.post("/api/demo-checkout/complete", { sessionId })).status).toBe(200);
      }
      users.push({ api, id: user.id });
    }
    const balance = async () => {
      let credits = 0;
      for (const u of users) {
        const me = (await u.api.get("/api/user")).body;
        credits += me.creditsRemaining + (me.freeReportAvailable ? 1 : 0);
      }
      return credits;
    };
    const creditsBefore = await balance();

    // Steady load; every request carries an idempotency key and is retried until answered, so a
    // request cut by a kill is never a second job.
    const accepted = new Map<string, { user: number }>();
    let refused = 0;
    let retries = 0;
    let stop = false;
    const submit = async (n: number) => {
      const u = n % USERS;
      const key = `job-${n}`;
      for (let attempt = 0; attempt < 60; attempt++) {
        const res = await users[u]!.api.post(
          "/api/generate-report",
          { propertyLink: listings.url(`/property/makati-2br-${n}`) },
          { "idempotency-key": key },
        ).catch(() => null);
        if (res?.status === 202) return void accepted.set(res.body.jobId, { user: u });
        if (res && res.status < 500) {
          refused++;
          return;
        }
        retries++;
        await new Promise((r) => setTimeout(r, 500));
      }
      refused++;
    };
    const inFlight: Promise<void>[] = [];
    const load = (async () => {
      const t0 = Date.now();
      for (let n = 0; !stop && Date.now() - t0 < LOAD_SECONDS * 1000; n++) {
        inFlight.push(submit(n));
        await new Promise((r) => setTimeout(r, 1000 / JOBS_PER_SECOND));
      }
    })();

    // Faults: the events stream's leader node, killed and restarted; then each service once.
    const faults: string[] = [];
    await new Promise((r) => setTimeout(r, 8_000));
    const leader = await withNats(
      async (nc) => (await (await jetstreamManager(nc)).streams.info(eventsStream)).cluster?.leader,
    );
    const victim = NODES.find((n) => n.name === leader) ?? NODES[0]!;
    log(`SIGKILL nats ${victim.name} (stream leader ${leader})`);
    nats.get(victim.name)!.kill("SIGKILL");
    faults.push(`nats ${victim.name} (leader)`);
    await new Promise((r) => setTimeout(r, 8_000));
    log(`restart nats ${victim.name}`);
    await startNats(victim);
    for (const name of ["scraper", "analyzer", "ledger", "notification", "auth", "gateway"]) {
      await new Promise((r) => setTimeout(r, 3_000));
      log(`SIGKILL ${name}`);
      await restartService(name);
      faults.push(name);
    }
    await load;
    stop = true;
    await Promise.all(inFlight);
    log(`load over: ${accepted.size} accepted, ${refused} refused, ${retries} retried requests`);

    // Every accepted job reaches an end (JOB_TIMEOUT_MS bounds a stuck one).
    const jobs = await eventually(
      async () => {
        const rows = await sql<{ id: string; status: string }>(
          "select id, stage as status from analyzer.jobs where id = any($1::uuid[])",
          [[...accepted.keys()]],
        );
        const open = rows.filter((r) => r.status !== "completed" && r.status !== "failed");
        return rows.length === accepted.size && open.length === 0 ? rows : undefined;
      },
      240_000,
      1_000,
    );
    const completed = jobs.filter((j) => j.status === "completed").map((j) => j.id);
    const failed = jobs.filter((j) => j.status === "failed").map((j) => j.id);

    // Each completed job: one report. Each job: one reservation, settled once the right way.
    const reports = await sql<{ job_id: string; n: string }>(
      "select job_id, count(*) as n from analyzer.reports where job_id = any($1::uuid[]) group by job_id",
      [[...accepted.keys()]],
    );
    const duplicatedReports = reports.filter((r) => Number(r.n) > 1).length;
    const reportJobs = new Set(reports.map((r) => r.job_id));
    // Settlements travel by events after the job ends: wait for the ledger to catch up.
    const entries = await eventually(
      async () => {
        const rows = await sql<{ type: string; job_id: string }>(
          "select type, data->>'jobId' as job_id from ledger.events where data->>'jobId' = any($1::text[])",
          [[...accepted.keys()]],
        );
        const settled = new Set(rows.filter((r) => r.type !== "CreditReserved").map((r) => r.job_id));
        return settled.size >= accepted.size ? rows : undefined;
      },
      120_000,
      1_000,
    ).catch(async () =>
      sql<{ type: string; job_id: string }>(
        "select type, data->>'jobId' as job_id from ledger.events where data->>'jobId' = any($1::text[])",
        [[...accepted.keys()]],
      ),
    );
    const byJob = new Map<string, string[]>();
    for (const e of entries) byJob.set(e.job_id, [...(byJob.get(e.job_id) ?? []), e.type]);
    const wrongLedger: string[] = [];
    for (const id of completed) {
      const t = (byJob.get(id) ?? []).sort().join(",");
      if (t !== "CreditReserved,ReservationPosted") wrongLedger.push(`${id} completed: ${t}`);
    }
    for (const id of failed) {
      const t = (byJob.get(id) ?? []).sort();
      const released =
        t.length === 2 && t[0] === "CreditReserved" && /ReservationVoided|ReservationExpired/.test(t[1]!);
      if (!released) wrongLedger.push(`${id} failed: ${t.join(",")}`);
    }
    await new Promise((r) => setTimeout(r, 2_000));
    const creditsAfter = await balance();

    // The operators' audit: replay every ledger entry and compare with the live balances.
    const audit = await new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(process.execPath, [path.join(build, "ledger-cli.js"), "audit"], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: db.url, LOG_LEVEL: "warn" },
      });
      let out = "";
      child.stdout.on("data", (d) => (out += d));
      child.stderr.on("data", (d) => (out += d));
      child.on("exit", (code) => resolve({ code, out }));
    });
    const streamAfter = await withNats(
      async (nc) => (await (await jetstreamManager(nc)).streams.info(eventsStream)).cluster,
    );

    console.log(
      [
        "",
        "NATS cluster fault test",
        `  load ................... ${LOAD_SECONDS}s at ${JOBS_PER_SECOND} jobs/s over ${USERS} users`,
        `  faults ................. ${faults.join(", ")}`,
        `  jobs accepted .......... ${accepted.size} (refused ${refused}, retried requests ${retries})`,
        `  jobs completed ......... ${completed.length}`,
        `  jobs failed ............ ${failed.length} (credit released: ${failed.length - wrongLedger.filter((w) => w.includes(" failed:")).length})`,
        `  reports ................ ${reports.length} for ${completed.length} completed jobs, ${duplicatedReports} duplicated`,
        `  credits ................ before ${creditsBefore}, after ${creditsAfter}, spent ${creditsBefore - creditsAfter} (completed jobs ${completed.length})`,
        `  ledger per job ......... ${wrongLedger.length} wrong${wrongLedger.length ? `: ${wrongLedger.slice(0, 5).join("; ")}` : ""}`,
        `  ledger audit ........... exit ${audit.code}: ${audit.out.trim().split("\n").at(-1)}`,
        `  events stream .......... leader ${streamAfter?.leader}, replicas ${JSON.stringify(streamAfter?.replicas?.map((r) => ({ name: r.name, current: r.current })))}`,
        "",
      ].join("\n"),
    );

    expect(accepted.size).toBeGreaterThan(0);
    expect(jobs.length).toBe(accepted.size);
    expect(completed.length).toBeGreaterThan(0);
    expect(duplicatedReports).toBe(0);
    expect(completed.every((id) => reportJobs.has(id))).toBe(true);
    expect(wrongLedger).toEqual([]);
    expect(creditsBefore - creditsAfter).toBe(completed.length);
    expect(audit.code, audit.out).toBe(0);
    expect(audit.out).toMatch(/: 0 discrepancies/);
  });
});
