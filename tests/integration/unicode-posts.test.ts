import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eventually, MODES } from "@suri/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../support/client";
import { startTestSystem } from "../support/system";

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * "Condo For Sale in Basak": a real Lamudi post with 54 emoji, from
 * ../shared/data/listing-texts/cebu_lamudi_descriptions.csv, pasted as one paragraph (as a post copied
 * from a feed often is). Read this way, the words quoted beside its price used to end inside an emoji
 * (half a surrogate pair), which PostgreSQL refuses to store: the job was retried until it timed out.
 */
const BASAK = (() => {
  const posts = JSON.parse(
    readFileSync(path.join(here, "../../services/scraper/test/fixtures/pasted-texts/lamudi-emoji-posts.json"), "utf8"),
  ) as { title: string; description: string }[];
  const post = posts.find((p) => p.title === "Condo For Sale in Basak");
  if (!post) throw new Error("fixture changed: no Basak post");
  return `${post.title}\n${post.description}`.replace(/\s*\n\s*/g, " ");
})();

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const REFUSED_WORD = "Zqxrefusedword";

type Job = { jobId: string; status: string; reportId: string | null; errorCode: string | null; error: string | null };

describe.each(MODES)("pasted posts with emoji (%s)", (mode) => {
  let sys: Awaited<ReturnType<typeof startTestSystem>>;
  const email = (name: string) => `${name}-${mode}-${Date.now()}@example.ph`;
  const knex = () => sys.system.runtime.db.knex;
  const finished = (client: ApiClient, jobId: string) =>
    eventually(async () => {
      const j = (await client.get(`/api/report-jobs/${jobId}`)).body as Job;
      return j.status === "completed" || j.status === "failed" || j.status === "needs_details" ? j : undefined;
    }, 30_000);

  beforeAll(async () => {
    sys = await startTestSystem(mode, "127.0.0.1:1");
    // A real refusal by the database, for one word: the scraper's outbox will not take an event holding it,
    // with the SQLSTATE PostgreSQL gives for a character it cannot store.
    await knex().raw(`
      create or replace function scraper.refuse_word() returns trigger language plpgsql as $$
      begin
        if new.envelope::text like '%${REFUSED_WORD}%' then
          raise exception 'character cannot be stored' using errcode = '22P05';
        end if;
        return new;
      end $$`);
    await knex().raw(
      "create trigger refuse_word before insert on scraper.outbox for each row execute function scraper.refuse_word()",
    );
  }, 60_000);
  afterAll(async () => {
    await sys?.stop();
  });

  it("reads a post whose quoted words would cut an emoji, and completes its report", async () => {
    const ana = new ApiClient(sys.url);
    await ana.register(email("ana"));
    const started = await ana.post("/api/generate-report-from-text", { text: BASAK });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const job = await finished(ana, started.body.jobId);
    expect(job.status, job.error ?? "").not.toBe("failed");
    const report = await ana.get(`/api/reports/${job.reportId}`);
    expect(report.status).toBe(200);
    const provenance = report.body.parsedData.provenance as Record<string, { snippet?: string }>;
    const snippets = Object.values(provenance)
      .map((p) => p.snippet)
      .filter((s): s is string => typeof s === "string");
    expect(snippets.length).toBeGreaterThan(0);
    expect(snippets.filter((s) => LONE_SURROGATE.test(s))).toEqual([]);
  });

  it("fails a job whose reading the database refuses at once, worded for a text, with no credit spent", async () => {
    const ben = new ApiClient(sys.url);
    await ben.register(email("ben"));
    // The title holds the word: every reading keeps its title.
    const text = `Condo for sale ${REFUSED_WORD}\n${BASAK}`;
    const started = await ben.post("/api/generate-report-from-text", { text });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const job = await finished(ben, started.body.jobId);
    expect(job).toMatchObject({ status: "failed", errorCode: "unstorable" });
    expect(job.error).toBe("Could not generate the report from the text you pasted. Please try again.");
    // Read once: the refused write was not retried.
    const reads = await knex()("scraper.outbox")
      .whereRaw("envelope->>'type' = 'ListingFetchStarted'")
      .andWhereRaw("envelope->'data'->>'jobId' = ?", [started.body.jobId]);
    expect(reads).toHaveLength(1);
    const credits = await eventually(async () => {
      const c = (await ben.get("/api/credits")).body;
      return c.reserved === 0 && c.freeReportAvailable ? c : undefined;
    });
    expect(credits).toMatchObject({ reserved: 0, freeReportAvailable: true });
  });
});
