/**
 * Deleting one's own account (issue 20, Data Privacy Act), in both modes. The password confirms; from the
 * answer on the account cannot sign in, every session and push socket of it has ended, and its e-mail can
 * register again as a new account. Each service removes what it holds about the user as AccountDeleted
 * reaches it — auth the person, the analyzer the reports with their corrections, share links and what was
 * pasted, notification the jobs' progress — while the ledger keeps its entries under the bare account id,
 * closed, and the audit still balances. The event handled a second time changes nothing.
 */
import { makeEvent, subjectOf } from "@suri/kit";
import { auditLedger } from "@suri/ledger";
import { eventually, MODES } from "@suri/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../support/client";
import { startListingServer } from "../support/listing-server";
import { startTestSystem } from "../support/system";

const PASSWORD = "correct horse battery";
const PASTED = [
  "FOR SALE: 2-bedroom condo unit in Salcedo Village, Makati City.",
  "Price: PHP 9,800,000. Floor area 62 sqm, 2 bedrooms, 1 bathroom, with parking.",
  "Contact the owner through this listing.",
].join("\n");

/** The account's cookie, replayed by a client that never signed out. */
const withCookie = (url: string, cookie: string, path: string) =>
  fetch(url + path, { headers: { cookie, origin: url } }).then((r) => r.status);

describe.each(MODES)("deleting an account (%s)", (mode) => {
  let listings: Awaited<ReturnType<typeof startListingServer>>;
  let sys: Awaited<ReturnType<typeof startTestSystem>>;
  const knex = () => sys.system.runtime.db.knex;
  const email = `delete-me-${mode.slice(0, 4)}-${Date.now()}@example.ph`;
  let owner: ApiClient;
  let userId = "";
  let reportId = "";
  let token = "";

  const finished = (client: ApiClient, jobId: string) =>
    eventually(async () => {
      const job = (await client.get(`/api/report-jobs/${jobId}`)).body;
      return job.status === "completed" ? (job.reportId as string) : undefined;
    }, 30_000);

  beforeAll(async () => {
    listings = await startListingServer();
    sys = await startTestSystem(mode, listings.host, { DEMO_CHECKOUT: "true" });
    owner = new ApiClient(sys.url);
    userId = (await owner.register(email, PASSWORD)).id;
    // Five credits bought, the free report on a link, a paid one on pasted text, a correction, a share link.
    const { sessionId } = (await owner.post("/api/create-checkout-session", { packId: "credit_5" })).body;
    await owner.post("/api/demo-checkout/complete", { sessionId });
    const linked = await owner.post("/api/generate-report", { propertyLink: listings.url("/property/makati-2br-del") });
    reportId = await finished(owner, linked.body.jobId);
    const pasted = await owner.post("/api/generate-report-from-text", { text: PASTED });
    await finished(owner, pasted.body.jobId);
    const corrected = await owner.post(`/api/reports/${reportId}/corrections`, { revision: 1, floorAreaSqm: 70 });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    token = (await owner.post(`/api/reports/${reportId}/shares`)).body.token;
    expect((await new ApiClient(sys.url).get(`/api/shared/${token}`)).status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await sys?.stop();
    await listings?.close();
  });

  it("refuses a wrong password, a cross-site request and a visitor, and changes nothing", async () => {
    const wrong = await owner.request("DELETE", "/api/user", { password: "not my password" });
    expect(wrong).toMatchObject({ status: 403, body: { code: "wrong_password" } });
    const crossSite = await owner.request(
      "DELETE",
      "/api/user",
      { password: PASSWORD },
      { origin: "https://evil.example" },
    );
    expect(crossSite.status).toBe(403);
    expect((await owner.request("DELETE", "/api/user", {})).status).toBe(400);
    expect((await new ApiClient(sys.url).request("DELETE", "/api/user", { password: PASSWORD })).status).toBe(401);
    expect((await owner.get("/api/user")).body).toMatchObject({ id: userId, email });
    expect((await new ApiClient(sys.url).get(`/api/shared/${token}`)).status).toBe(200);
  });

  it("ends every session and socket at once; the account cannot sign in and its e-mail registers anew", async () => {
    const elsewhere = new ApiClient(sys.url);
    expect((await elsewhere.post("/api/login", { email, password: PASSWORD })).status).toBe(200);
    const here = await owner.openSocket();
    const there = await elsewhere.openSocket();
    const bystander = new ApiClient(sys.url);
    await bystander.register(`bystander-${mode.slice(0, 4)}-${Date.now()}@example.ph`);
    const theirs = await bystander.openSocket();
    const cookie = owner.cookie;

    const deleted = await owner.request("DELETE", "/api/user", { password: PASSWORD });
    expect(deleted.status).toBe(204);
    expect(owner.cookie).not.toContain("suri_session");
    expect(await here.closed).toEqual({ code: 4401, reason: "account deleted" });
    expect(await there.closed).toEqual({ code: 4401, reason: "account deleted" });
    expect((await elsewhere.get("/api/user")).status).toBe(401);
    for (const path of ["/api/user", "/api/credits", "/api/user/reports", `/api/reports/${reportId}`]) {
      expect(await withCookie(sys.url, cookie, path), path).toBe(401);
    }
    expect((await new ApiClient(sys.url).post("/api/login", { email, password: PASSWORD })).status).toBe(401);
    expect((await bystander.get("/api/user")).status).toBe(200);
    theirs.close();

    const again = new ApiClient(sys.url);
    const fresh = await again.register(email, PASSWORD);
    expect(fresh.id).not.toBe(userId);
    // One free report per person: the address had its free report under the deleted account.
    expect(fresh).toMatchObject({ email, creditsRemaining: 0, freeReportAvailable: false, reportsGenerated: 0 });
    expect((await again.get("/api/user/reports")).body).toEqual([]);
  });

  it("removes the user's data in every service; the ledger keeps its entries, closed, and still balances", async () => {
    await eventually(async () => (await new ApiClient(sys.url).get(`/api/shared/${token}`)).status === 404, 20_000);
    const k = knex();
    const count = async (table: string, where: Record<string, string | boolean>) =>
      Number((await k(table).where(where).count({ n: "*" }))[0]?.n ?? 0);
    const published = async (schema: string) =>
      Number(
        (
          await k(`${schema}.outbox`)
            .whereNotNull("published_at")
            .whereNot({ subject: subjectOf("AccountDeleted") })
            .whereRaw("envelope->'data'->>'userId' = ?", [userId])
            .count({ n: "*" })
        )[0]?.n ?? 0,
      );
    await eventually(async () => (await count("notification.job_progress", { user_id: userId })) === 0, 20_000);
    await eventually(async () => (await count("ledger.balances", { account_id: userId, closed: true })) === 1);
    expect(await count("auth.users", { id: userId })).toBe(0);
    expect(await count("auth.sessions", { user_id: userId })).toBe(0);
    for (const table of ["analyzer.reports", "analyzer.jobs", "analyzer.share_links"]) {
      expect(await count(table, { user_id: userId }), table).toBe(0);
    }
    expect(await count("analyzer.events", { stream_id: `report-${reportId}` })).toBe(0);
    for (const schema of ["auth", "analyzer", "scraper"]) expect(await published(schema), schema).toBe(0);

    const entries = (await k("ledger.events")
      .where({ stream_id: `account-${userId}` })
      .orderBy("version")) as {
      type: string;
      data: { unspentCredits?: number };
    }[];
    expect(entries.map((e) => e.type)).toEqual([
      "FreeReportGranted",
      "CreditsGranted",
      "CreditReserved",
      "ReservationPosted",
      "CreditReserved",
      "ReservationPosted",
      "AccountClosed",
    ]);
    expect(entries.at(-1)?.data.unspentCredits).toBe(4);
    expect(JSON.stringify(entries)).not.toContain(email);
    expect((await auditLedger(k, "ledger")).discrepancies).toEqual([]);
  });

  it("handles AccountDeleted again (a redelivery, a replay) without failing or changing anything", async () => {
    const again = makeEvent(
      "AccountDeleted",
      { userId, deletedAt: new Date().toISOString() },
      { correlationId: "replay" },
      new Date(),
    );
    await sys.system.runtime.bus.publish(subjectOf("AccountDeleted"), again);
    const consumers = [
      "ledger.processed_messages:ledger-account-deletions",
      "analyzer.processed_messages:analyzer-account-deletions",
      "notification.processed_messages:notification-account-deletions",
      "scraper.processed_messages:scraper-account-deletions",
    ];
    for (const entry of consumers) {
      const [table, consumer] = entry.split(":") as [string, string];
      await eventually(async () => knex()(table).where({ consumer, event_id: again.id }).first(), 20_000);
    }
    const closings = await knex()("ledger.events").where({ stream_id: `account-${userId}`, type: "AccountClosed" });
    expect(closings).toHaveLength(1);
    expect((await auditLedger(knex(), "ledger")).discrepancies).toEqual([]);
  });
});
