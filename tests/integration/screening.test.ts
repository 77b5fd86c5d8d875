import { eventually, MODES } from "@suri/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../support/client";
import { startListingServer } from "../support/listing-server";
import { buyDemoCredits } from "../support/report-kinds";
import { startTestSystem } from "../support/system";

interface Row {
  index: number;
  url: string;
  title?: string;
  priceCentavos?: number;
  estimate: number | null;
  estimateLow: number | null;
  estimateHigh: number | null;
  gapPercent: number | null;
  grossYieldPercent: number | null;
  verdict: string | null;
  notValued?: string;
}
interface Screening {
  screeningId: string;
  status: string;
  total: number;
  done: number;
  rows: Row[];
  errorCode: string | null;
  error: string | null;
}

/** A busy machine's auth answers 429 "try again in a few seconds" to a sign-up: this one does. */
async function registered(client: ApiClient, email: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await client.register(email);
    } catch (err) {
      if (attempt >= 20 || !String(err).includes("429")) throw err;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  }
}

/** What the account can still spend: the free report (when unused) and its paid credits. */
const spendable = async (client: ApiClient) => {
  const user = (await client.get("/api/user")).body as { creditsRemaining: number; freeReportAvailable: boolean };
  return user.creditsRemaining + (user.freeReportAvailable ? 1 : 0);
};

/**
 * Issue 27 part 5: a real Lamudi search page (30 apartments, its first 20 cards offered) screened for one
 * credit through the real gateway, ledger, scraper and analyzer: each listing valued from comparables by the
 * full report's own valuation and ranked; a full report of one row gives that row's very figures; a page
 * that is not a search page fails the screening and its credit comes back; only its owner reads it.
 */
describe.each(MODES)("screening a search page (%s)", (mode) => {
  let listings: Awaited<ReturnType<typeof startListingServer>>;
  let sys: Awaited<ReturnType<typeof startTestSystem>>;
  const email = (name: string) => `${name}-${mode}-${Date.now()}@example.ph`;

  beforeAll(async () => {
    listings = await startListingServer();
    sys = await startTestSystem(mode, listings.host, { DEMO_CHECKOUT: "true" });
    // A busy machine starts six services slowly; this bounds a hang, not a speed.
  }, 300_000);
  afterAll(async () => {
    await sys?.stop();
    await listings?.close();
  });

  const screeningOf = (client: ApiClient, id: string, until: (s: Screening) => boolean) =>
    eventually(async () => {
      const res = await client.get(`/api/screenings/${id}`);
      return res.status === 200 && until(res.body) ? (res.body as Screening) : undefined;
    }, 200_000);
  const ended = (s: Screening) => s.status === "completed" || s.status === "failed";

  it("values every listing of the page for one credit, ranked, each row matching its full report", async () => {
    const ana = new ApiClient(sys.url);
    await registered(ana, email("ana"));
    await buyDemoCredits(ana);
    const before = await spendable(ana);
    const socket = await ana.openSocket();

    const pageLink = listings.url("/lamudi/apartment/buy/");
    const started = await ana.post("/api/screenings", { pageLink });
    expect(started.status).toBe(202);
    const { screeningId } = started.body as { screeningId: string };
    const screening = await screeningOf(ana, screeningId, ended);
    expect(screening).toMatchObject({ status: "completed", total: 20, done: 20, errorCode: null, error: null });
    expect(screening.rows).toHaveLength(20);
    expect(new Set(screening.rows.map((r) => r.url)).size).toBe(20);

    // Progress came over the socket, ending in the completed table.
    const pushed = await eventually(async () => {
      const mine = socket.messages.filter(
        (m) => (m as { type: string; screeningId?: string }).type === "screening.progress",
      ) as { screeningId: string; status: string; done: number; total: number }[];
      return mine.some((m) => m.status === "completed") ? mine : undefined;
    }, 30_000);
    socket.close();
    expect(pushed.every((m) => m.screeningId === screeningId)).toBe(true);
    expect(pushed.some((m) => m.status === "valuing" && m.done > 0 && m.done < 20)).toBe(true);

    // One credit was spent, once the ledger heard the screening completed.
    await eventually(async () => ((await spendable(ana)) === before - 1 ? true : undefined), 30_000);
    // …a bought one: the free first report is kept for a full report.
    expect((await ana.get("/api/user")).body.freeReportAvailable).toBe(true);

    // Valued rows carry the report's figures; ranked by the gap to the estimate, then by gross yield.
    // The valuation withholds an estimate where it has too little to go on (apartment buildings, towns
    // without references, a price far off the reference): those rows say so instead of guessing.
    const valued = screening.rows.filter((r) => r.estimate !== null);
    expect(valued.length).toBeGreaterThanOrEqual(3);
    expect(screening.rows.filter((r) => r.verdict === "insufficient_data").length).toBeGreaterThan(0);
    // A card without a floor or lot area is listed, not valued.
    expect(screening.rows.find((r) => r.notValued)).toMatchObject({ notValued: "no_area", estimate: null });
    for (const row of valued) {
      expect(row.priceCentavos).toBeGreaterThan(0);
      expect(row.gapPercent).not.toBeNull();
      expect(row.estimate).toBeGreaterThan(0);
    }
    const gaps = screening.rows.flatMap((r) => (r.gapPercent === null ? [] : [r.gapPercent]));
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
    const unvalued = screening.rows.findIndex((r) => r.estimate === null && r.grossYieldPercent === null);
    if (unvalued >= 0) expect(screening.rows.slice(unvalued).every((r) => r.estimate === null)).toBe(true);

    // The full report of a row (its own credit, as always) gives that row's very figures.
    const row = valued[0]!;
    const job = await ana.post("/api/generate-report", { propertyLink: row.url, fromSearchPage: pageLink });
    expect(job.status).toBe(202);
    const done = await eventually(async () => {
      const res = await ana.get(`/api/report-jobs/${job.body.jobId}`);
      if (res.body?.status === "failed") throw new Error(`the row's report failed: ${res.body.error}`);
      return res.body?.status === "completed" ? (res.body as { reportId: string }) : undefined;
    }, 60_000);
    const report = (await ana.get(`/api/reports/${done.reportId}`)).body.reportData;
    expect(report.priceFairness.fairPrice).toBe(row.estimate);
    expect(report.priceFairness.fairValueRange?.low ?? null).toBe(row.estimateLow);
    expect(report.priceFairness.fairValueRange?.high ?? null).toBe(row.estimateHigh);
    expect(report.priceFairness.deltaPercent).toBe(row.gapPercent);
    expect(report.priceFairness.category).toBe(row.verdict);
    expect(report.financialAnalysis.rentalYield).toBe(row.grossYieldPercent);
    expect(report.price * 100).toBe(row.priceCentavos);
    await eventually(async () => ((await spendable(ana)) === before - 2 ? true : undefined), 30_000);

    // Listed among the owner's screenings; nobody else reads it.
    const list = await ana.get("/api/screenings");
    expect(list.body.screenings.map((s: { screeningId: string }) => s.screeningId)).toContain(screeningId);
    const ben = new ApiClient(sys.url);
    await registered(ben, email("ben"));
    expect((await ben.get(`/api/screenings/${screeningId}`)).status).toBe(404);
    expect((await ben.get("/api/screenings")).body.screenings).toEqual([]);
  }, 400_000);

  it("fails a page that is not a search page, in today's refusal wording, and gives the credit back", async () => {
    const cy = new ApiClient(sys.url);
    await registered(cy, email("cy"));
    await buyDemoCredits(cy);
    const before = await spendable(cy);

    const single = await cy.post("/api/screenings", { pageLink: listings.url("/property/makati-2br-salcedo") });
    expect(single.status).toBe(202);
    const one = await screeningOf(cy, single.body.screeningId, ended);
    expect(one).toMatchObject({ status: "failed", errorCode: "not_a_listing", rows: [] });
    expect(one.error).toBe("We could not find a property listing on this page. Please try a different property URL.");

    const blocked = await cy.post("/api/screenings", { pageLink: listings.url("/blocked") });
    const wall = await screeningOf(cy, blocked.body.screeningId, ended);
    expect(wall).toMatchObject({ status: "failed", errorCode: "blocked" });
    expect(wall.error).toMatch(/preventing access/);

    // Both reservations voided: nothing spent.
    await eventually(async () => ((await spendable(cy)) === before ? true : undefined), 30_000);
    expect((await cy.post("/api/screenings", { pageLink: "ftp://example.ph/list" })).status).toBe(400);
  }, 300_000);
});

/**
 * A screening that makes no progress within the job time limit (here: its page never answers) fails with
 * its own words, and the ledger gives its credit back; what arrives later changes nothing.
 */
describe.each(MODES)("a stalled screening (%s)", (mode) => {
  let listings: Awaited<ReturnType<typeof startListingServer>>;
  let sys: Awaited<ReturnType<typeof startTestSystem>>;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });

  beforeAll(async () => {
    listings = await startListingServer({ beforeSend: (url) => (url.includes("-held") ? held : undefined) });
    sys = await startTestSystem(mode, listings.host, {
      DEMO_CHECKOUT: "true",
      JOB_TIMEOUT_MS: "1500",
      JOB_SWEEP_MS: "200",
      SCRAPER_FETCH_TIMEOUT_MS: "600000",
    });
  }, 300_000);
  afterAll(async () => {
    release();
    await sys?.stop();
    await listings?.close();
  });

  it("fails at the time limit and gives the credit back", async () => {
    const di = new ApiClient(sys.url);
    await registered(di, `di-${mode}-${Date.now()}@example.ph`);
    await buyDemoCredits(di);
    const before = await spendable(di);
    const started = await di.post("/api/screenings", { pageLink: listings.url("/property/makati-2br-held") });
    expect(started.status).toBe(202);
    const failed = await eventually(async () => {
      const res = await di.get(`/api/screenings/${started.body.screeningId}`);
      return res.body?.status === "failed" ? (res.body as Screening) : undefined;
    }, 120_000);
    expect(failed).toMatchObject({ errorCode: "timeout", rows: [] });
    expect(failed.error).toMatch(/took too long.*No credit was used/);
    await eventually(async () => ((await spendable(di)) === before ? true : undefined), 60_000);
    release();
  }, 300_000);
});
