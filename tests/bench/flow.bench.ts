/**
 * Pushes N report jobs through a running system against a local listing server and prints
 * p50/p95 job latency (POST /api/generate-report → job completed, seen over the WebSocket) and
 * jobs per second.
 *
 *   npm run bench:flow                       # both modes, 200 jobs each, 20 in flight
 *   npm run bench:flow -- --mode distributed --jobs 500 --concurrency 32
 *
 * Distributed mode runs the six services in this process over the machine's NATS JetStream and
 * PostgreSQL (a fresh database and a private NATS namespace), so the bus and the database are
 * the real ones; only the process boundary is saved.
 */
import { parseArgs } from "node:util";
import type { Mode } from "@suri/testkit";
import { ApiClient } from "../support/client";
import { startListingServer } from "../support/listing-server";
import { startTestSystem } from "../support/system";

const { values } = parseArgs({
  options: {
    mode: { type: "string", default: "both" },
    jobs: { type: "string", default: "200" },
    concurrency: { type: "string", default: "20" },
  },
});
const jobsTotal = Number(values.jobs);
const concurrency = Number(values.concurrency);
const modes: Mode[] = values.mode === "both" ? ["embedded", "distributed"] : [values.mode as Mode];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function run(mode: Mode) {
  const listings = await startListingServer();
  const sys = await startTestSystem(mode, listings.host, { RESERVATION_TTL_MS: "600000" });
  try {
    // One user per job: every job spends a real free-report reservation.
    const users: ApiClient[] = [];
    for (let i = 0; i < jobsTotal; i++) users.push(new ApiClient(sys.url));
    const registerStart = performance.now();
    for (let i = 0; i < users.length; i += 8) {
      await Promise.all(
        users.slice(i, i + 8).map((u, j) => u.register(`bench-${mode}-${Date.now()}-${i + j}@example.ph`)),
      );
    }
    const registerSec = (performance.now() - registerStart) / 1000;
    const sockets = await Promise.all(users.map((u) => u.openSocket()));

    const latencies: number[] = [];
    let failed = 0;
    let next = 0;
    const t0 = performance.now();
    const worker = async () => {
      for (;;) {
        const i = next++;
        if (i >= jobsTotal) return;
        const started = performance.now();
        const res = await users[i]!.post("/api/generate-report", {
          propertyLink: listings.url(`/property/makati-2br-${i}`),
        });
        if (res.status !== 202) {
          failed++;
          continue;
        }
        const socket = sockets[i]!;
        const done = await new Promise<string>((resolve) => {
          const check = () => {
            const last = socket.messages.findLast((m) => (m as { type: string }).type === "job.progress") as
              | { job: { status: string } }
              | undefined;
            if (last && (last.job.status === "completed" || last.job.status === "failed"))
              return resolve(last.job.status);
            setTimeout(check, 2);
          };
          check();
        });
        if (done === "completed") latencies.push(performance.now() - started);
        else failed++;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const elapsedSec = (performance.now() - t0) / 1000;
    for (const s of sockets) s.close();
    latencies.sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        mode,
        jobs: jobsTotal,
        concurrency,
        completed: latencies.length,
        failed,
        p50Ms: Math.round(percentile(latencies, 50)),
        p95Ms: Math.round(percentile(latencies, 95)),
        maxMs: Math.round(latencies.at(-1)!),
        jobsPerSec: Number((latencies.length / elapsedSec).toFixed(1)),
        signupSec: Number(registerSec.toFixed(1)),
      }),
    );
  } finally {
    await sys.stop();
    await listings.close();
  }
}

for (const mode of modes) await run(mode);
process.exit(0);
