import { request as httpRequest } from "node:http";
import { eventually } from "@suri/testkit";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeStripe, webhookEvent } from "../../services/ledger/test/support/fake-stripe";
import { ApiClient } from "../support/client";
import { listingSystem } from "../support/listing-system";
import { startTestSystem } from "../support/system";

const email = (n: string) => `${n}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.ph`;

describe("buying credits through the demo checkout, spending and restoring them (embedded)", () => {
  const env = listingSystem("embedded", { DEMO_CHECKOUT: "true" });

  it("credits a demo purchase once, spends a credit on a report and restores it on request", async () => {
    const ana = new ApiClient(env.sys.url);
    await ana.register(email("buyer"));
    expect((await ana.get("/api/stripe-config")).body).toMatchObject({ demoCheckout: true, hasPublicKey: false });
    const anonymous = await new ApiClient(env.sys.url).post("/api/create-checkout-session", { packId: "credit_5" });
    expect(anonymous.status).toBe(401);

    const checkout = await ana.post("/api/create-checkout-session", { packId: "credit_5" });
    expect(checkout.status).toBe(200);
    expect(checkout.body).toMatchObject({ demo: true });
    expect(checkout.body.url).toBe(`/demo-checkout/${checkout.body.sessionId}`);
    const { sessionId } = checkout.body;
    expect((await ana.get(`/api/demo-checkout/${sessionId}`)).body).toMatchObject({
      packId: "credit_5",
      credits: 5,
      totalUsdCents: 450,
      status: "open",
    });
    expect((await ana.get(`/api/verify-payment?session_id=${sessionId}`)).body).toMatchObject({
      verified: false,
      paymentPending: true,
    });

    // Someone else can neither see nor complete it.
    const eve = new ApiClient(env.sys.url);
    await eve.register(email("eve"));
    expect((await eve.get(`/api/demo-checkout/${sessionId}`)).status).toBe(404);
    expect((await eve.post("/api/demo-checkout/complete", { sessionId })).status).toBe(404);
    expect((await eve.get(`/api/verify-payment?session_id=${sessionId}`)).status).toBe(404);

    const done = await ana.post("/api/demo-checkout/complete", { sessionId });
    expect(done.body.redirectUrl).toBe(`/payment-success?session_id=${sessionId}&pack_id=credit_5`);
    await ana.post("/api/demo-checkout/complete", { sessionId }); // a double click changes nothing
    const verified = await ana.get(`/api/verify-payment?session_id=${sessionId}`);
    expect(verified.body).toMatchObject({ verified: true, creditsAdded: 5, paymentPending: false, errorCode: null });
    expect((await ana.get("/api/credits")).body).toMatchObject({ credits: 5, freeReportAvailable: true });
    expect((await eve.get("/api/credits")).body.credits).toBe(0);

    // The free report first, then a paid one.
    for (let i = 0; i < 2; i++) {
      const started = await ana.post("/api/generate-report", {
        propertyLink: env.listings.url(`/property/makati-2br-buy-${i}`),
      });
      expect(started.status).toBe(202);
      await eventually(
        async () => (await ana.get(`/api/report-jobs/${started.body.jobId}`)).body.status === "completed",
        20_000,
      );
    }
    const user = await eventually(async () => {
      const u = (await ana.get("/api/user")).body;
      return u.reportsGenerated === 2 ? u : undefined;
    });
    expect(user.creditsRemaining).toBe(4);

    const [latest] = (await ana.get("/api/user/reports")).body;
    expect((await eve.post(`/api/reports/${latest.id}/restore-credit`, { reason: "not mine to restore" })).status).toBe(
      404,
    );
    expect((await ana.post(`/api/reports/${latest.id}/restore-credit`, { reason: "no" })).status).toBe(400);
    const restored = await ana.post(`/api/reports/${latest.id}/restore-credit`, {
      reason: "The listing was for a different unit",
    });
    expect(restored).toMatchObject({ status: 200, body: { restored: true, credits: 5 } });
    expect(
      (await ana.post(`/api/reports/${latest.id}/restore-credit`, { reason: "Trying a second time" })).status,
    ).toBe(409);

    const history = (await ana.get("/api/credits/history")).body.entries;
    expect(history.map((e: { kind: string }) => e.kind)).toEqual([
      "restoration",
      "reservation_posted",
      "credit_reserved",
      "reservation_posted",
      "free_report_reserved",
      "purchase",
      "free_report_granted",
    ]);
    expect(history.at(-2)).toMatchObject({ amount: 5, reference: `demo:${sessionId}` });
  });

  it("keeps diagnostics to presence booleans", async () => {
    const diag = await new ApiClient(env.sys.url).get("/api/diagnostic/stripe-config");
    expect(diag.body).toEqual({
      secretKeyPresent: false,
      publishableKeyPresent: false,
      webhookSecretPresent: false,
      demoCheckout: true,
      mode: "demo",
    });
  });
});

describe("Stripe webhook through the gateway (raw body, signature)", () => {
  const secret = "whsec_gateway_test";
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  let sys: Awaited<ReturnType<typeof startTestSystem>>;

  beforeAll(async () => {
    fake = await startFakeStripe();
    sys = await startTestSystem("embedded", "127.0.0.1:1", {
      STRIPE_SECRET_KEY: "sk_test_gateway",
      STRIPE_WEBHOOK_SECRET: secret,
      STRIPE_API_BASE: fake.base,
    });
  }, 60_000);
  afterAll(async () => {
    await sys?.stop();
    await fake?.close();
  });

  it("builds Stripe's return URLs from configuration, never from the request's Host", async () => {
    const cara = new ApiClient(sys.url);
    await cara.register(email("cara"));
    const cookie = (cara as unknown as { cookie: string }).cookie;
    // fetch() will not send another Host, so a raw request; Origin matches the forged Host (same-host check).
    const body = JSON.stringify({ packId: "credit_1" });
    const answer = await new Promise<{ status: number; body: { sessionId: string } }>((resolve, reject) => {
      const req = httpRequest(
        `${sys.url}/api/create-checkout-session`,
        {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
            cookie,
            host: "evil.example",
            origin: "http://evil.example",
            "x-forwarded-proto": "https",
            "x-forwarded-host": "evil.example",
          },
        },
        (res) => {
          let text = "";
          res.on("data", (c) => {
            text += c;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
        },
      );
      req.on("error", reject);
      req.end(body);
    });
    expect(answer.status).toBe(200);
    const session = fake.sessions.get(answer.body.sessionId)!;
    expect(session.success_url).not.toContain("evil.example");
    expect(session.success_url).toMatch(/^http:\/\/localhost:\d+\/payment-success\?session_id=/);
  });

  it("credits a signed delivery once and refuses a forged one", async () => {
    const ben = new ApiClient(sys.url);
    await ben.register(email("ben"));
    const checkout = await ben.post("/api/create-checkout-session", { packId: "credit_10" });
    expect(checkout.body).toMatchObject({ demo: false });
    expect(checkout.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    fake.pay(checkout.body.sessionId);
    const payload = webhookEvent("checkout.session.completed", fake.sessions.get(checkout.body.sessionId)!);
    const signature = new Stripe("sk_test_x").webhooks.generateTestHeaderString({ payload, secret });
    const post = (body: string, sig: string) =>
      fetch(`${sys.url}/api/stripe/webhook`, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": sig },
        body,
      });
    expect((await post(payload, "t=1,v1=forged")).status).toBe(400);
    expect((await post(payload.replace("credit_10", "credit_1"), signature)).status).toBe(400);
    expect((await ben.get("/api/credits")).body.credits).toBe(0);
    for (let i = 0; i < 3; i++) expect((await post(payload, signature)).status).toBe(200);
    expect((await ben.get("/api/credits")).body.credits).toBe(10);
    expect((await ben.get(`/api/verify-payment?session_id=${checkout.body.sessionId}`)).body).toMatchObject({
      verified: true,
      creditsAdded: 10,
    });
    expect((await ben.get("/api/credits")).body.credits).toBe(10);
  });
});

describe("production without Stripe keys", () => {
  let sys: Awaited<ReturnType<typeof startTestSystem>>;
  beforeAll(async () => {
    // Production never sells credits without Stripe (a DEMO_CHECKOUT asked for stops it at boot).
    sys = await startTestSystem("embedded", "", { SURI_ENV: "production", PUBLIC_ORIGINS: "https://suri.example" });
  }, 60_000);
  afterAll(() => sys?.stop());

  it("says payments are unavailable and hides the diagnostics", async () => {
    const c = new ApiClient(sys.url);
    await c.register(email("prod"));
    const res = await c.post("/api/create-checkout-session", { packId: "credit_1" });
    expect(res).toMatchObject({
      status: 503,
      body: {
        code: "missing_stripe_keys",
        message: "Payment system is currently unavailable. Please try again later or contact support.",
      },
    });
    expect((await c.get("/api/diagnostic/stripe-config")).status).toBe(404);
    expect((await c.get("/api/diagnostic/environment")).status).toBe(404);
  });
});
