/**
 * The gateway's signed-in reads against Fastify's own ceiling, measured in one run with autocannon:
 * req/s, p50/p99 latency and errors for a Fastify hello-world and for each read of Suri (embedded,
 * then distributed over the machine's NATS + PostgreSQL), and each route's share of hello-world's req/s.
 *
 *   npm run bench:gateway                                     # both modes, 256 connections, 5 s a route
 *   npm run bench:gateway -- --mode embedded --duration 15 --connections 256
 *   npm run bench:gateway -- --mode embedded --cpu-prof /tmp/prof   # a V8 CPU profile of each server
 *   npm run bench:gateway -- --identity          # without a browser's Accept-Encoding (no gzip)
 *   npm run bench:gateway -- --route /api/credits   # only the reads whose path starts so
 *
 * Each server runs in a process of its own (the load generator never shares its event loop); one user
 * is signed up and one report run to completion first. Hello-world is measured again right before
 * each mode's routes (with that mode's server started and idle), and each route's share is of that
 * figure. Requests carry a browser's Accept-Encoding unless --identity. Prints numbers; asserts nothing.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startTarget, stopTarget } from "./target-process";

const here = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    mode: { type: "string", default: "both" },
    duration: { type: "string", default: "5" },
    connections: { type: "string", default: "256" },
    warmup: { type: "string", default: "1" },
    json: { type: "boolean", default: false },
    "cpu-prof": { type: "string" },
    identity: { type: "boolean", default: false },
    route: { type: "string" },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const warmup = Number(values.warmup);
const modes = values.mode === "both" ? ["embedded", "distributed"] : [values.mode!];
/** Every request says what a browser says it takes, hello-world's included. */
const browser: Record<string, string> = values.identity ? {} : { "accept-encoding": "gzip, deflate, br" };

interface Target {
  url: string;
  cookie?: string;
  reportId?: string;
  jobId?: string;
}

const start = (kind: string) => startTarget<Target>(path.join(here, "target.ts"), kind, values["cpu-prof"]);
const stop = stopTarget;

interface Row {
  mode: string;
  route: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** One answer's body (as JSON) */
  bytes: number;
  /** One answer as it crossed the wire (headers included; gzipped when the server gzips it) */
  wireBytes: number;
  ratio?: number;
  /** The server process's CPU over the run, in cores (1 = one core busy all the time) */
  serverCpu?: number;
}

async function drive(url: string, headers: Record<string, string>, seconds: number) {
  return autocannon({ url, connections, duration: seconds, headers });
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); undefined elsewhere. */
function cpuSeconds(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return undefined;
  }
}
const clockTicks = 100;

async function measure(mode: string, route: string, url: string, extra: Record<string, string> = {}, pid?: number) {
  const headers = { ...browser, ...extra };
  // The previous route's requests still queued in the server are answered first: this one waits behind them.
  const settled = await fetch(url, { headers });
  if (!settled.ok) throw new Error(`${route}: ${settled.status} ${await settled.text()}`);
  const bytes = (await settled.arrayBuffer()).byteLength;
  if (warmup > 0) await drive(url, headers, warmup);
  const cpuBefore = cpuSeconds(pid);
  const r = await drive(url, headers, duration);
  const cpuAfter = cpuSeconds(pid);
  const row: Row = {
    mode,
    route,
    // Answers over the run's time (autocannon's average of per-second samples reads 0 when few come).
    reqPerSec: Math.round(r.requests.total / r.duration),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    bytes,
    wireBytes: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
    serverCpu: cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / r.duration,
  };
  return row;
}

const rows: Row[] = [];
const print = (row: Row) => {
  const ratio = row.ratio === undefined ? "" : `${(row.ratio * 100).toFixed(1).padStart(5)} %`;
  const kb = (n: number) => (n < 1024 ? `${n} B` : `${(n / 1024).toFixed(1)} kB`);
  const size = `${kb(row.bytes)} (${kb(row.wireBytes)} sent)`;
  const cpu = row.serverCpu === undefined ? "" : `  server CPU ${row.serverCpu.toFixed(2)}`;
  console.log(
    `${row.mode.padEnd(11)} ${row.route.padEnd(24)} ${String(row.reqPerSec).padStart(7)} req/s  p50 ${String(row.p50).padStart(4)} ms  p99 ${String(row.p99).padStart(4)} ms  errors ${row.errors}  non-2xx ${row.non2xx}  ${size.padStart(20)}${cpu}  ${ratio}`,
  );
};

console.log(
  `autocannon: ${connections} connections, ${duration} s a route (after ${warmup} s of warm-up)` +
    (values.identity ? ", no Accept-Encoding" : `, Accept-Encoding: ${browser["accept-encoding"]}`),
);
/** Hello-world's req/s now: measured again before each mode, so a busy machine weighs on both alike. */
async function ceilingNow(): Promise<number> {
  const hello = await start("hello");
  try {
    const row = await measure("fastify", "hello-world", hello.info.url, {}, hello.child.pid);
    rows.push(row);
    print(row);
    return row.reqPerSec;
  } finally {
    await stop(hello.child);
  }
}

for (const mode of modes) {
  const suri = await start(mode);
  try {
    const ceiling = await ceilingNow();
    const { url, cookie, reportId, jobId } = suri.info;
    const headers = { cookie: cookie! };
    for (const route of [
      "/api/user",
      "/api/credits",
      "/api/user/reports",
      // As the app asks for it: in the reader's language (English here).
      `/api/reports/${reportId}?lang=en`,
      `/api/report-jobs/${jobId}`,
    ].filter((r) => !values.route || r.startsWith(values.route))) {
      const row = await measure(
        mode,
        route.replace(reportId!, "{id}").replace(jobId!, "{id}"),
        url + route,
        headers,
        suri.child.pid,
      );
      row.ratio = row.reqPerSec / ceiling;
      rows.push(row);
      print(row);
    }
  } finally {
    await stop(suri.child);
  }
}
if (values.json) console.log(JSON.stringify(rows));
process.exit(0);
