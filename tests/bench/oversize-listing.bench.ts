/**
 * Listings over the bus's message limit, end to end in each mode: how long the job takes to finish
 * and in what state it leaves every service's outbox.
 *   - a 2 MB description: reported, the description cut at the limit and marked;
 *   - a page naming a 300 kB link as its own: no event can carry it, the job fails at once.
 *
 *   npm run bench:oversize --workspace @suri/system-tests            # both modes
 *   npm run bench:oversize --workspace @suri/system-tests -- --mode distributed
 */
import { parseArgs } from "node:util";
import type { Mode } from "@suri/testkit";
import { ApiClient } from "../support/client";
import { startListingServer } from "../support/listing-server";
import { startTestSystem } from "../support/system";

const { values } = parseArgs({ options: { mode: { type: "string", default: "both" } } });
const modes: Mode[] = values.mode === "both" ? ["embedded", "distributed"] : [values.mode as Mode];
const SCHEMAS = ["auth", "ledger", "scraper", "analyzer", "notification"];

for (const mode of modes) {
  const listings = await startListingServer();
  const sys = await startTestSystem(mode, listings.host);
  try {
    for (const [name, path] of [
      ["2 MB description", "/property/oversize-description"],
      ["300 kB own link", "/property/oversize-url"],
    ] as const) {
      const user = new ApiClient(sys.url);
      await user.register(`oversize-${mode}-${Date.now()}@example.ph`);
      const t0 = performance.now();
      const started = await user.post("/api/generate-report", { propertyLink: listings.url(path) });
      let job: { status: string; error?: string; message?: string } = { status: "pending" };
      while (job.status !== "completed" && job.status !== "failed" && performance.now() - t0 < 240_000) {
        await new Promise((r) => setTimeout(r, 50));
        job = (await user.get(`/api/report-jobs/${started.body.jobId}`)).body;
      }
      const seconds = (performance.now() - t0) / 1000;
      await new Promise((r) => setTimeout(r, 1000)); // let the last events (ledger, notification) publish
      const knex = sys.system.runtime.db.knex;
      let pending = 0;
      let parked = 0;
      for (const schema of SCHEMAS) {
        const [p] = await knex(`${schema}.outbox`)
          .whereNull("published_at")
          .whereNull("dead_lettered_at")
          .count({ n: "*" });
        const [d] = await knex(`${schema}.outbox`).whereNotNull("dead_lettered_at").count({ n: "*" });
        pending += Number(p?.n ?? 0);
        parked += Number(d?.n ?? 0);
      }
      const credits = (await user.get("/api/user")).body;
      console.log(
        `${mode.padEnd(11)} ${name.padEnd(18)} ${job.status} in ${seconds.toFixed(2)} s${job.status === "failed" ? ` ("${job.message ?? job.error}")` : ""}; outbox rows pending ${pending}, parked ${parked}; reports generated ${credits.reportsGenerated}, free report available ${credits.freeReportAvailable}`,
      );
    }
  } finally {
    await sys.stop();
    await listings.close();
  }
}
