import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LISTING_TEXT_TOO_SLOW_MESSAGE, listingTextListMessage } from "@suri/contracts";
import { eventually, MODES } from "@suri/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../support/client";
import { startTestSystem } from "../support/system";

const here = path.dirname(fileURLToPath(import.meta.url));
const FORTY_CONDOS = readFileSync(
  path.join(here, "../../services/scraper/test/fixtures/pasted-lists/forty-condos.txt"),
  "utf8",
);
/** Longer than this system's reading budget for a text (SCRAPER_READ_TEXT_CHARS_MAX below), shorter than the API's limit. */
const LONG_POST = `Condo for sale in Makati, 2BR, 60 sqm, ₱6,500,000.\n${"Maluwag, malinis, malapit sa Ayala. ".repeat(150)}`;

type Job = { status: string; errorCode: string | null; error: string | null; sourceKind?: string };

/**
 * A pasted list of properties, and a text past the reading budget, end to end: the free reading answers
 * 422 with what to paste instead, a job fails with the same words, and no credit is spent.
 */
describe.each(MODES)("pasted lists and the reading budget (%s)", (mode) => {
  let sys: Awaited<ReturnType<typeof startTestSystem>>;
  const email = (name: string) => `${name}-${mode}-${Date.now()}@example.ph`;

  beforeAll(async () => {
    sys = await startTestSystem(mode, "127.0.0.1:1", { SCRAPER_READ_TEXT_CHARS_MAX: "3000" });
  }, 60_000);
  afterAll(async () => {
    await sys?.stop();
  });

  const credits = async (client: ApiClient) => (await client.get("/api/credits")).body;
  const failedJob = (client: ApiClient, jobId: string) =>
    eventually(async () => {
      const job = (await client.get(`/api/report-jobs/${jobId}`)).body as Job;
      return job.status === "failed" || job.status === "completed" ? job : undefined;
    }, 20_000);
  const voided = (client: ApiClient) =>
    eventually(async () => {
      const c = await credits(client);
      return c.reserved === 0 && c.freeReportAvailable ? c : undefined;
    });

  it("refuses a pasted list of forty condos as a list: a 422 when read, a failed job at no charge", async () => {
    const eve = new ApiClient(sys.url);
    await eve.register(email("eve"));
    const read = await eve.post("/api/listing-text/read", { text: FORTY_CONDOS });
    expect(read).toMatchObject({ status: 422, body: { code: "list_page", message: listingTextListMessage(40) } });

    const started = await eve.post("/api/generate-report-from-text", { text: FORTY_CONDOS });
    expect(started.status).toBe(202);
    const job = await failedJob(eve, started.body.jobId);
    expect(job).toMatchObject({
      status: "failed",
      errorCode: "list_page",
      sourceKind: "text",
      error: listingTextListMessage(40),
    });
    expect(await voided(eve)).toMatchObject({ reserved: 0, freeReportAvailable: true });
    expect((await eve.get("/api/user")).body.reportsGenerated).toBe(0);
  });

  it("ends a text past the reading budget with a clear message, a 422 when read, at no charge", async () => {
    const fin = new ApiClient(sys.url);
    await fin.register(email("fin"));
    const read = await fin.post("/api/listing-text/read", { text: LONG_POST });
    expect(read).toMatchObject({ status: 422, body: { code: "too_slow", message: LISTING_TEXT_TOO_SLOW_MESSAGE } });

    const started = await fin.post("/api/generate-report-from-text", { text: LONG_POST });
    expect(started.status).toBe(202);
    const job = await failedJob(fin, started.body.jobId);
    expect(job).toMatchObject({ status: "failed", errorCode: "too_large", error: LISTING_TEXT_TOO_SLOW_MESSAGE });
    expect(await voided(fin)).toMatchObject({ reserved: 0, freeReportAvailable: true });
  });
});
