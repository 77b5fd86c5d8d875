/**
 * Runs load-tests/suri.k6.js without the k6 binary and prints k6-style figures and thresholds.
 *
 *   npm run test:load                                    # starts six service processes on NATS + PostgreSQL, 60 s
 *   npm run test:load -- -e DURATION=2m -e REPORT_RATE=25 -e READ_RATE=50
 *   npm run test:load -- --base-url http://127.0.0.1:3000 -e LISTING_URL=http://…   # a system already running
 *
 * With --start (the default without --base-url) it makes a fresh database and NATS namespace,
 * starts a local listing page server (allowlisted for the scraper) and the six services as six
 * processes with the load environment's limits (AUTH_ATTEMPTS_PER_MINUTE for the user pool's
 * logins, per-host politeness off for the one local listing host), then stops them.
 * Exit code 99 when a threshold fails, as k6.
 */
import { spawnSync } from "node:child_process";
import { rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { aggregate, evaluateThresholds, loadScript, matcher, parseDuration, run, select } from "./engine";

const here = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    script: { type: "string", default: path.join(here, "../suri.k6.js") },
    "base-url": { type: "string" },
    env: { type: "string", short: "e", multiple: true, default: [] },
    json: { type: "boolean", default: false },
  },
});
const env: Record<string, string> = {
  USERS: "40",
  UNIQUE_LISTINGS: "1",
  USER_PREFIX: `node-runner-${Date.now().toString(36)}`,
};
for (const kv of values.env ?? []) {
  const i = kv.indexOf("=");
  env[kv.slice(0, i)] = kv.slice(i + 1);
}

// Enough credits for every job the run can start, with a margin: the report scenario's rate, and each
// WebSocket VU following one job after another (measured here: a job every 0.15 s or so; 10/s budgeted).
if (!env.CREDITS_PER_USER) {
  const seconds = parseDuration(env.DURATION ?? "1m") / 1000;
  const jobs = (Number(env.REPORT_RATE ?? 20) + 10 * Number(env.WS_VUS ?? 4)) * seconds * 1.5;
  env.CREDITS_PER_USER = String(Math.ceil(jobs / Number(env.USERS) / 10) * 10);
}

const services = ["ledger", "auth", "analyzer", "scraper", "notification", "gateway"] as const;
async function startSystem() {
  const { createTestDatabase, TEST_NATS_URL, uniqueSuffix } = await import("@suri/testkit");
  const { startListingServer } = await import("../../tests/support/listing-server");
  const { spawnService, stopService } = await import("../../tests/support/processes");
  // The services run from the production build (npm run build:server), as in the image.
  const build = path.join(here, "../../.tmp", `load-build-${process.pid}`);
  const built = spawnSync(process.execPath, ["services/host/build.mjs"], {
    cwd: path.join(here, "../.."),
    env: { ...process.env, SURI_BUILD_OUTDIR: build },
    encoding: "utf8",
  });
  if (built.status !== 0) throw new Error(`build:server failed: ${built.stderr}`);
  const command = [process.execPath, path.join(build, "main.js")];
  const listings = await startListingServer();
  const db = await createTestDatabase();
  const namespace = `load${uniqueSuffix()}`;
  const serviceEnv = {
    // Not production: this environment allowlists the fixture host and sells demo credits (both refused there).
    SURI_ENV: "test",
    DATABASE_URL: db.url,
    NATS_URL: TEST_NATS_URL,
    NATS_NAMESPACE: namespace,
    SCRAPER_ALLOW_HOSTS: listings.host,
    // The load environment: the user pool logs in from one address; one local listing host.
    AUTH_ATTEMPTS_PER_MINUTE: "100000",
    // Each virtual user starts reports as fast as the scenario asks, far past what a person does.
    REPORT_JOBS_PER_MINUTE: "1000000",
    REPORT_JOBS_PER_HOUR: "1000000",
    LISTING_TEXT_READS_PER_MINUTE: "1000000",
    SCRAPER_HOST_CONCURRENCY: "256",
    SCRAPER_HOST_INTERVAL_MS: "0",
    SCRAPER_CRAWL_PAGES_MAX: "0",
    WEB_DIST_DIR: "/nonexistent",
    DATABASE_POOL_MAX: "10",
    LOG_LEVEL: "warn",
    // setup() buys the pool's credits through the labelled demo checkout (never in production).
    DEMO_CHECKOUT: "true",
  };
  // Below the kernel's ephemeral range (32768–60999), so an outgoing connection never holds a service's port.
  const basePort = 28_000 + Math.floor(Math.random() * 1500);
  const procs: Awaited<ReturnType<typeof spawnService>>[] = [];
  for (const [i, name] of services.entries()) procs.push(await spawnService(name, basePort + i, serviceEnv, command));
  return {
    url: `http://127.0.0.1:${basePort + services.length - 1}`,
    listing: listings.url("/property/makati-2br-load"),
    async stop() {
      await Promise.all(procs.map((p) => stopService(p)));
      await listings.close();
      await db.drop();
      await rm(build, { recursive: true, force: true });
      const { connect } = await import("@nats-io/transport-node");
      const { jetstreamManager } = await import("@nats-io/jetstream");
      const nc = await connect({ servers: TEST_NATS_URL });
      const jsm = await jetstreamManager(nc);
      for (const s of ["SURI_EVENTS", "SURI_DLQ", `OBJ_${namespace}_suri_uploads`])
        await jsm.streams.delete(s.startsWith("OBJ_") ? s : `${s}_${namespace.toUpperCase()}`).catch(() => {});
      await nc.close();
    },
  };
}

const system = values["base-url"] ? undefined : await startSystem();
if (system) {
  env.BASE_URL = system.url;
  env.LISTING_URL ??= system.listing;
} else env.BASE_URL = values["base-url"]!;

let exitCode = 0;
try {
  const script = await loadScript(values.script!, env);
  console.log(`running ${path.relative(process.cwd(), values.script!)} against ${env.BASE_URL} (${env.USERS} users)`);
  const { samples, seconds, startedAt } = await run(script);
  // Sustained rate: completions over the time from the start to the last completion (the run's
  // wall time also holds the graceful stop, waiting for the slowest iterations).
  const perSec = (key: string) => {
    const hits = samples.filter(matcher(key));
    const last = hits.reduce((latest, x) => Math.max(latest, x.at ?? 0), 0);
    return hits.length ? Number((hits.length / ((last - startedAt) / 1000)).toFixed(2)) : 0;
  };
  const count = (key: string) => aggregate(select(samples, key).values, "count");
  const trend = (key: string) => {
    const v = select(samples, key).values;
    return {
      n: v.length,
      p50: aggregate(v, "med"),
      p95: aggregate(v, "p(95)"),
      p99: aggregate(v, "p(99)"),
      max: aggregate(v, "max"),
    };
  };
  const rate = (key: string) => aggregate(select(samples, key).values, "rate");
  const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 2 : 0) : "–");
  const ms = (t: ReturnType<typeof trend>) =>
    `n=${t.n} p50=${fmt(t.p50)}ms p95=${fmt(t.p95)}ms p99=${fmt(t.p99)}ms max=${fmt(t.max)}ms`;
  const figures = {
    seconds: Number(seconds.toFixed(1)),
    reportJobsCompleted: count("report_jobs_completed"),
    reportJobsPerSec: perSec("report_jobs_completed"),
    reportJobFailedRate: rate("report_job_failed"),
    reportJob: trend("report_job_ms"),
    generateReport: trend("http_req_duration{name:generate-report}"),
    readsPerSec: perSec("http_reqs{scenario:reads}"),
    reads: trend("http_req_duration{scenario:reads}"),
    readsFailedRate: rate("http_req_failed{scenario:reads}"),
    wsJobs: trend("ws_job_ms"),
    wsFailedRate: rate("ws_progress_failed"),
    httpReqs: count("http_reqs"),
    httpFailedRate: rate("http_req_failed"),
    droppedIterations: count("dropped_iterations"),
    iterationErrors: count("iteration_errors"),
  };
  console.log(`
  duration ............... ${figures.seconds}s
  report jobs completed .. ${figures.reportJobsCompleted} (${figures.reportJobsPerSec}/s), failed rate ${fmt(figures.reportJobFailedRate * 100)}%
  report job (end to end)  ${ms(figures.reportJob)}
  POST generate-report ... ${ms(figures.generateReport)}
  authenticated reads .... ${figures.readsPerSec} req/s, ${ms(figures.reads)}, failed ${fmt(figures.readsFailedRate * 100)}%
  WebSocket progress ..... ${ms(figures.wsJobs)}, failed ${fmt(figures.wsFailedRate * 100)}%
  http requests .......... ${figures.httpReqs}, failed ${fmt(figures.httpFailedRate * 100)}%
  dropped iterations ..... ${figures.droppedIterations}, iteration errors ${figures.iterationErrors}
`);
  const failures = new Map<string, number>();
  for (const x of samples)
    if (x.metric === "http_req_failed" && x.value) {
      const k = `${x.tags.name} → ${x.tags.status}`;
      failures.set(k, (failures.get(k) ?? 0) + 1);
    }
  for (const [k, n] of [...failures].sort((a, b) => b[1] - a[1]).slice(0, 6)) console.log(`  failed: ${k} ×${n}`);
  const results = evaluateThresholds(samples, script.options.thresholds, seconds);
  for (const r of results) console.log(`  ${r.ok ? "✓" : "✗"} ${r.key}: ${r.expression} (actual ${fmt(r.actual)})`);
  if (values.json) console.log(JSON.stringify({ figures, thresholds: results }));
  if (results.some((r) => !r.ok)) exitCode = 99;
} catch (err) {
  console.error(err);
  exitCode = 1;
} finally {
  await system?.stop();
}
process.exit(exitCode);
