/**
 * A listing whose text alone is over NATS's 1 MiB message limit (a 2 MB description), in both modes:
 * the report is made at once from the listing with its description cut at the limit and marked, and
 * every outbox is left with nothing pending and nothing parked. Before, the event could never be
 * published: the job hung until its timeout and the outbox row was retried forever.
 */
import { LISTING_DESCRIPTION_MAX_CHARS, TRUNCATION_MARKER } from "@suri/contracts";
import { eventually, MODES } from "@suri/testkit";
import { describe, expect, it } from "vitest";
import { ApiClient } from "../support/client";
import { listingSystem } from "../support/listing-system";

const SCHEMAS = ["auth", "ledger", "scraper", "analyzer", "notification"];

describe.each(MODES)("a listing over the bus's message limit (%s)", (mode) => {
  const env = listingSystem(mode, {}, 90_000);

  it("is reported from its figures with the description cut and marked, leaving no outbox row behind", async () => {
    const ana = new ApiClient(env.sys.url);
    await ana.register(`oversize-${mode}-${Date.now()}@example.ph`);
    const started = await ana.post("/api/generate-report", {
      propertyLink: env.listings.url("/property/oversize-description"),
    });
    expect(started.status).toBe(202);
    const job = await eventually(async () => {
      const res = (await ana.get(`/api/report-jobs/${started.body.jobId}`)).body;
      return res.status === "completed" || res.status === "failed" ? res : undefined;
    }, 60_000);
    expect(job.status).toBe("completed");
    const report = (await ana.get(`/api/reports/${job.reportId}`)).body;
    expect(report.parsedData.priceCentavos).toBe(1_600_000_000);
    expect(report.parsedData.description).toHaveLength(LISTING_DESCRIPTION_MAX_CHARS);
    expect(report.parsedData.description.endsWith(TRUNCATION_MARKER)).toBe(true);
    // The free report was spent on a report the user has (posted), nothing else.
    await eventually(async () => (await ana.get("/api/user")).body.reportsGenerated === 1 || undefined, 15_000);

    const knex = env.sys.system.runtime.db.knex;
    for (const schema of SCHEMAS) {
      const stuck = await eventually(async () => {
        const rows = await knex(`${schema}.outbox`).whereNull("published_at");
        return rows.length === 0 ? rows : undefined;
      }, 15_000);
      expect(stuck, schema).toEqual([]);
    }
  });

  it("fails at once, in the product's words, when the listing itself cannot fit in an event, and spends nothing", async () => {
    const ben = new ApiClient(env.sys.url);
    await ben.register(`oversize-link-${mode}-${Date.now()}@example.ph`);
    const started = await ben.post("/api/generate-report", {
      propertyLink: env.listings.url("/property/oversize-url"),
    });
    const job = await eventually(async () => {
      const res = (await ben.get(`/api/report-jobs/${started.body.jobId}`)).body;
      return res.status === "completed" || res.status === "failed" ? res : undefined;
    }, 60_000);
    expect(job).toMatchObject({
      status: "failed",
      message: "The property page is too large to analyze. Please try a different property URL.",
    });
    await eventually(
      async () => (await ben.get("/api/credits")).body.freeReportAvailable === true || undefined,
      15_000,
    );
    const knex = env.sys.system.runtime.db.knex;
    for (const schema of SCHEMAS) {
      expect(await knex(`${schema}.outbox`).whereNotNull("dead_lettered_at"), schema).toEqual([]);
    }
  });

  it("reads a report stored with an unbounded listing text (made before the bounds) with the text cut", async () => {
    const cleo = new ApiClient(env.sys.url);
    await cleo.register(`oversize-read-${mode}-${Date.now()}@example.ph`);
    const started = await cleo.post("/api/generate-report", {
      propertyLink: env.listings.url("/property/makati-2br-read"),
    });
    const job = await eventually(async () => {
      const res = (await cleo.get(`/api/report-jobs/${started.body.jobId}`)).body;
      return res.status === "completed" ? res : undefined;
    }, 60_000);
    const knex = env.sys.system.runtime.db.knex;
    const row = await knex("analyzer.reports").where({ id: job.reportId }).first();
    const listing = typeof row.listing === "string" ? JSON.parse(row.listing) : row.listing;
    const unbounded = { ...listing, description: "Ocean view. ".repeat(400_000), title: "T".repeat(100_000) };
    await knex("analyzer.reports")
      .where({ id: job.reportId })
      .update({ listing: JSON.stringify(unbounded) });
    const res = await cleo.get(`/api/reports/${job.reportId}`);
    expect(res.status).toBe(200);
    expect(res.body.parsedData.description).toHaveLength(LISTING_DESCRIPTION_MAX_CHARS);
    expect(res.body.parsedData.description.endsWith(TRUNCATION_MARKER)).toBe(true);
    expect(res.body.parsedData.title.length).toBeLessThanOrEqual(500);
    expect(JSON.stringify(res.body).length).toBeLessThan(200_000);
  });
});
