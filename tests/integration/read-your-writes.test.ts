/**
 * The gateway answers a user's hot reads (balance, report list, jobs, reports) from its read model, in
 * both modes; a change shows on the user's next read all the same. Answers are kept ten minutes here
 * (READ_MODEL_MAX_AGE_MS), so only the read model's invalidation can make a change show within a test:
 * a purchase through Stripe's webhook, a report that finished, a logout, a write through another
 * gateway replica, and a restart, which starts with nothing kept and reads everything anew.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type RunningSystem, startSystem } from "@suri/host";
import { eventually, MODES, type Mode, modeEnv, testLogger } from "@suri/testkit";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeStripe, webhookEvent } from "../../services/ledger/test/support/fake-stripe";
import { busTokens, watchSystemLinks } from "../support/account-mail";
import { ApiClient } from "../support/client";
import { startListingServer } from "../support/listing-server";

const WEBHOOK_SECRET = "whsec_read_your_writes";
const email = (n: string) => `${n}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.ph`;

type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
type Listings = Awaited<ReturnType<typeof startListingServer>>;

/** Settings of one system: listings allowlisted, Stripe faked, answers kept long. */
async function systemEnv(mode: Mode, listings: Listings, stripe: FakeStripe, extra: Record<string, string> = {}) {
  return modeEnv(mode, {
    SCRAPER_ALLOW_HOSTS: listings.host,
    SCRAPER_FETCH_TIMEOUT_MS: "20000",
    SCRAPER_HOST_CONCURRENCY: "64",
    SCRAPER_HOST_INTERVAL_MS: "0",
    LOG_LEVEL: "silent",
    HOST: "127.0.0.1",
    WEB_DIST_DIR: "/nonexistent",
    AUTH_ATTEMPTS_PER_MINUTE: "1000",
    STRIPE_SECRET_KEY: "sk_test_read_your_writes",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.base,
    READ_MODEL_MAX_AGE_MS: "600000",
    ...extra,
  });
}

const urlOf = (system: RunningSystem) => system.url.replace("0.0.0.0", "127.0.0.1");

/** The buyer opens a Stripe checkout: its session id. */
async function openCheckout(buyer: ApiClient, packId: string): Promise<string> {
  const checkout = await buyer.post("/api/create-checkout-session", { packId });
  expect(checkout.status).toBe(200);
  return checkout.body.sessionId;
}

/** The buyer pays and Stripe's signed webhook reaches `gatewayUrl` (the buyer's browser sends nothing). */
async function payCheckout(stripe: FakeStripe, sessionId: string, gatewayUrl: string) {
  stripe.pay(sessionId);
  const payload = webhookEvent("checkout.session.completed", stripe.sessions.get(sessionId)!);
  const signature = new Stripe("sk_test_x").webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const delivered = await fetch(`${gatewayUrl}/api/stripe/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: payload,
  });
  expect(delivered.status).toBe(200);
}

async function buyThroughStripe(buyer: ApiClient, stripe: FakeStripe, packId: string) {
  await payCheckout(stripe, await openCheckout(buyer, packId), buyer.baseUrl);
}

/** Reads the user's hot reads twice, so the gateway keeps them. */
async function keepReads(client: ApiClient) {
  for (let i = 0; i < 2; i++) {
    for (const route of ["/api/user", "/api/credits", "/api/user/reports"]) {
      expect((await client.get(route)).status).toBe(200);
    }
  }
}

describe.each(MODES)("read-your-writes through the gateway's read model (%s)", (mode) => {
  let listings: Listings;
  let stripe: FakeStripe;
  let env: Awaited<ReturnType<typeof modeEnv>>;
  let system: RunningSystem;
  let url = "";
  /** Listing pages whose URL has "-held" wait for this. */
  let release: () => void = () => {};
  let held = new Promise<void>((resolve) => (release = resolve));

  beforeAll(async () => {
    listings = await startListingServer({ beforeSend: (page) => (page.includes("-held") ? held : undefined) });
    stripe = await startFakeStripe();
    env = await systemEnv(mode, listings, stripe);
    system = await startSystem({ ...env.env }, testLogger());
    url = urlOf(system);
    // Users confirm their address through the link auth sends, read here from its event.
    watchSystemLinks(url, await busTokens(system.runtime.bus));
  }, 90_000);
  afterAll(async () => {
    await system?.stop();
    await env?.cleanup();
    await stripe?.close();
    await listings?.close();
  });

  it("shows a purchase on the buyer's next read of the balance", async () => {
    const ana = new ApiClient(url);
    await ana.register(email("ryw-buy"));
    const checkout = await openCheckout(ana, "credit_10");
    await keepReads(ana);
    expect((await ana.get("/api/credits")).body.credits).toBe(0);

    await payCheckout(stripe, checkout, url);
    expect((await ana.get("/api/credits")).body).toMatchObject({ credits: 10 });
    expect((await ana.get("/api/user")).body).toMatchObject({ creditsRemaining: 10 });
  });

  it("shows a finished report in the list as soon as its job reads finished", async () => {
    const ben = new ApiClient(url);
    await ben.register(email("ryw-report"));
    held = new Promise<void>((resolve) => (release = resolve));
    const started = await ben.post("/api/generate-report", {
      propertyLink: listings.url("/property/makati-2br-held-ryw"),
    });
    expect(started.status).toBe(202);
    // Kept while the listing page is held: the list is empty and the job not finished.
    await keepReads(ben);
    expect((await ben.get("/api/user/reports")).body).toEqual([]);
    expect((await ben.get(`/api/report-jobs/${started.body.jobId}`)).body.status).not.toBe("completed");
    release();
    const job = await eventually(async () => {
      const read = await ben.get(`/api/report-jobs/${started.body.jobId}`);
      return read.body.status === "completed" ? read.body : undefined;
    }, 30_000);
    const list = (await ben.get("/api/user/reports")).body as { id: string }[];
    expect(list.map((r) => r.id)).toEqual([job.reportId]);
    expect((await ben.get(`/api/reports/${job.reportId}`)).body).toMatchObject({ id: job.reportId });
    // A renamed report reads renamed at once, in the list and on its own.
    await ben.request("PATCH", `/api/reports/${job.reportId}`, { title: "Ben's Makati flat" });
    expect((await ben.get(`/api/reports/${job.reportId}`)).body.reportData.title).toBe("Ben's Makati flat");
    expect((await ben.get("/api/user/reports")).body[0].reportData.title).toBe("Ben's Makati flat");
  });

  it("refuses a logged-out session at once, though its reads were kept", async () => {
    const cy = new ApiClient(url);
    await cy.register(email("ryw-logout"));
    await keepReads(cy);
    const cookie = cy.cookie;
    expect((await cy.post("/api/logout")).status).toBe(204);
    for (const route of ["/api/user", "/api/credits", "/api/user/reports"]) {
      expect((await fetch(url + route, { headers: { cookie } })).status).toBe(401);
    }
  });

  it("reads everything anew after a restart: nothing kept is lost, nothing stale is kept", async () => {
    const restartable = await systemEnv(
      mode,
      listings,
      stripe,
      mode === "embedded" ? { DATA_DIR: await mkdtemp(path.join(tmpdir(), "suri-ryw-")) } : {},
    );
    let first: RunningSystem | undefined = await startSystem({ ...restartable.env }, testLogger());
    let second: RunningSystem | undefined;
    try {
      const dee = new ApiClient(urlOf(first));
      const address = email("ryw-restart");
      await dee.register(address);
      await buyThroughStripe(dee, stripe, "credit_5");
      await keepReads(dee);
      expect((await dee.get("/api/credits")).body.credits).toBe(5);
      await first.stop();
      first = undefined;

      second = await startSystem({ ...restartable.env }, testLogger());
      const again = new ApiClient(urlOf(second));
      expect((await again.post("/api/login", { email: address, password: "correct horse battery" })).status).toBe(200);
      expect((await again.get("/api/credits")).body).toMatchObject({ credits: 5, freeReportAvailable: true });
      expect((await again.get("/api/user")).body).toMatchObject({ creditsRemaining: 5, email: address });
      await buyThroughStripe(again, stripe, "credit_1");
      expect((await again.get("/api/credits")).body.credits).toBe(6);
    } finally {
      await first?.stop();
      await second?.stop();
      await restartable.cleanup();
      const dataDir = restartable.env.DATA_DIR;
      if (dataDir && dataDir !== ":memory:") await rm(dataDir, { recursive: true, force: true });
    }
  });

  it.runIf(mode === "distributed")(
    "shows a write made through one gateway replica on the others, well before answers age out",
    async () => {
      const replica = await startSystem({ ...env.env, SURI_SERVICES: "gateway" }, testLogger());
      try {
        const throughA = new ApiClient(url);
        await throughA.register(email("ryw-replicas"));
        // The same browser, sent to the other replica.
        const onB = (route: string) => fetch(urlOf(replica) + route, { headers: { cookie: throughA.cookie } });
        const checkout = await openCheckout(throughA, "credit_5");
        for (let i = 0; i < 2; i++) expect((await (await onB("/api/credits")).json()).credits).toBe(0);

        await payCheckout(stripe, checkout, url);
        await eventually(async () => (await (await onB("/api/credits")).json()).credits === 5, 10_000);

        const started = await throughA.post("/api/generate-report", {
          propertyLink: listings.url("/property/makati-2br-replicas"),
        });
        const reportId = await eventually(async () => {
          const job = await throughA.get(`/api/report-jobs/${started.body.jobId}`);
          return job.body.status === "completed" ? (job.body.reportId as string) : undefined;
        }, 30_000);
        await eventually(async () => (await (await onB("/api/user/reports")).json()).length === 1, 10_000);
        await throughA.request("PATCH", `/api/reports/${reportId}`, { title: "Renamed through A" });
        await eventually(
          async () => (await (await onB("/api/user/reports")).json())[0].reportData.title === "Renamed through A",
          10_000,
        );
      } finally {
        await replica.stop();
      }
    },
  );
});
