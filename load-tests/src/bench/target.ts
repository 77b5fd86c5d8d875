/**
 * One server for `npm run bench:gateway`, in its own process so the load generator never shares its
 * event loop: `hello` (a Fastify hello-world), `embedded` or `distributed` (Suri in one process).
 * For Suri it signs a user up and runs one report to completion, then prints one line
 * `READY {"url","cookie","reportId","jobId"}` and serves until its standard input closes.
 */
import Fastify from "fastify";

const kind = process.argv[2];

async function hello() {
  const app = Fastify({ logger: false });
  app.get("/", async () => ({ hello: "world" }));
  const url = await app.listen({ host: "127.0.0.1", port: 0 });
  return { url, stop: () => app.close() };
}

async function suri(mode: "embedded" | "distributed") {
  const { ApiClient } = await import("../../../tests/support/client");
  const { startListingServer } = await import("../../../tests/support/listing-server");
  const { startTestSystem } = await import("../../../tests/support/system");
  const listings = await startListingServer();
  // The outbox polled as in production (the tests poll every 50 ms, which keeps an idle system busy).
  const sys = await startTestSystem(mode, listings.host, { OUTBOX_POLL_MS: "250" });
  const client = new ApiClient(sys.url);
  // On a busy machine auth's password hash can outlast the RPC's timeout: the sign-up is tried again.
  const email = `bench-gateway-${mode}-${Date.now()}@example.ph`;
  for (let attempt = 1; ; attempt++) {
    try {
      await client.register(email);
      break;
    } catch (err) {
      if (attempt === 5) throw err;
    }
  }
  const started = await client.post("/api/generate-report", {
    propertyLink: listings.url("/property/makati-2br-bench"),
  });
  if (started.status !== 202) throw new Error(`generate-report: ${started.status} ${JSON.stringify(started.body)}`);
  const jobId: string = started.body.jobId;
  let job = await client.get(`/api/report-jobs/${jobId}`);
  while (job.body.status !== "completed" && job.body.status !== "failed") {
    await new Promise((r) => setTimeout(r, 50));
    job = await client.get(`/api/report-jobs/${jobId}`);
  }
  if (job.body.status !== "completed") throw new Error(`the report failed: ${JSON.stringify(job.body)}`);
  return {
    url: sys.url,
    cookie: client.cookie,
    reportId: job.body.reportId as string,
    jobId,
    async stop() {
      await sys.stop();
      await listings.close();
    },
  };
}

const target = kind === "hello" ? await hello() : await suri(kind === "distributed" ? "distributed" : "embedded");
const { stop, ...info } = target;
process.stdout.write(`READY ${JSON.stringify(info)}\n`);
process.stdin.resume();
process.stdin.on("end", async () => {
  await stop();
  process.exit(0);
});
