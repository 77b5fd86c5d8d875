import { createRuntime, newId, type Runtime, type System, startServices } from "@suri/kit";
import { baseConfig, modeEnv, testLogger } from "@suri/testkit";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeSession, startFakeStripe, webhookEvent } from "../../test/support/fake-stripe";
import { startLedger } from "../service";

const WEBHOOK_SECRET = "whsec_test_secret_for_suri";
const signer = new Stripe("sk_test_signer");
const BAD_SIGNATURE = { status: 400, code: "invalid_signature" };
const sign = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
  signer.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });

describe("payments through Stripe (local fake of the Stripe API)", () => {
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  let rt: Runtime;
  let system: System;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    fake = await startFakeStripe();
    const m = await modeEnv("distributed", {
      STRIPE_SECRET_KEY: "sk_test_suri",
      STRIPE_PUBLISHABLE_KEY: "pk_test_suri",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.base,
    });
    cleanup = m.cleanup;
    rt = await createRuntime(baseConfig(m.env), testLogger(), "ledger-stripe-test", m.env);
    system = await startServices(rt, [startLedger]);
  }, 60_000);
  afterAll(async () => {
    await system.stop();
    await cleanup();
    await fake.close();
  });

  const balance = (accountId: string) => rt.rpc.call("ledger", "GetBalance", { accountId });
  const checkout = async (accountId: string, packId: "credit_1" | "credit_5" | "credit_10" = "credit_5") => {
    const c = await rt.rpc.call("ledger", "CreateCheckout", { accountId, packId, origin: "https://suri.example" });
    return fake.sessions.get(c.sessionId)!;
  };
  /** A new account's checkout, paid at Stripe: the account and the signed-to-be completion event. */
  const paidCheckout = async () => {
    const accountId = newId();
    const s = await checkout(accountId);
    fake.pay(s.id);
    return { accountId, payload: webhookEvent("checkout.session.completed", fake.sessions.get(s.id)!) };
  };
  const deliver = (payload: string, signature = sign(payload)) =>
    rt.rpc.call("ledger", "HandleStripeWebhook", { payload, signature }).then(
      (r) => ({ status: 200, ...r }),
      (e: { status: number; code: string }) => ({ status: e.status, code: e.code }),
    );

  it("creates a Checkout Session priced from our catalogue, with the account and pack in metadata", async () => {
    const accountId = newId();
    const c = await rt.rpc.call("ledger", "CreateCheckout", {
      accountId,
      packId: "credit_10",
      origin: "https://suri.example",
    });
    expect(c.demo).toBe(false);
    expect(c.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const s = fake.sessions.get(c.sessionId)!;
    expect(s).toMatchObject({ amount_total: 800, currency: "usd", metadata: { accountId, packId: "credit_10" } });
    expect(s.success_url).toBe(
      "https://suri.example/payment-success?session_id={CHECKOUT_SESSION_ID}&pack_id=credit_10",
    );
  });

  it("grants once when the same event is delivered 10 times", async () => {
    const { accountId, payload } = await paidCheckout();
    const results = [];
    for (let i = 0; i < 10; i++) results.push(await deliver(payload));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const granted = results.filter((r) => "credited" in r && r.credited);
    expect(granted).toHaveLength(1);
    // The grant names whose credits changed (the gateway drops that user's kept reads, nobody else's).
    expect(granted[0]).toMatchObject({ accountId });
    expect(results.filter((r) => "accountId" in r)).toHaveLength(1);
    expect((await balance(accountId)).credits).toBe(5);
  });

  it("grants once across distinct events for one session, in any order (async success before completed)", async () => {
    const accountId = newId();
    const s = await checkout(accountId, "credit_1");
    fake.pay(s.id);
    const paid = fake.sessions.get(s.id)!;
    await deliver(webhookEvent("checkout.session.async_payment_succeeded", paid));
    await deliver(webhookEvent("checkout.session.completed", paid));
    expect((await balance(accountId)).credits).toBe(1);
  });

  it("does not grant for an unpaid completed session until it is paid", async () => {
    const accountId = newId();
    const s = await checkout(accountId);
    await deliver(webhookEvent("checkout.session.completed", { ...s, status: "complete" } as FakeSession));
    expect((await balance(accountId)).credits).toBe(0);
    // The payload claims "paid", but we re-read the session from Stripe, which says unpaid.
    await deliver(webhookEvent("checkout.session.completed", { ...s, payment_status: "paid" } as FakeSession));
    expect((await balance(accountId)).credits).toBe(0);
  });

  it("refuses tampered bodies, wrong secrets and stale timestamps with 400 and grants nothing", async () => {
    const { accountId, payload } = await paidCheckout();
    const tampered = payload.replace('"credit_5"', '"credit_10"');
    expect(await deliver(tampered, sign(payload))).toMatchObject(BAD_SIGNATURE);
    expect(await deliver(payload, sign(payload, "whsec_wrong"))).toMatchObject(BAD_SIGNATURE);
    const stale = Math.floor(Date.now() / 1000) - 301;
    expect(await deliver(payload, sign(payload, WEBHOOK_SECRET, stale))).toMatchObject(BAD_SIGNATURE);
    expect(await deliver(payload, "t=1,v1=deadbeef")).toMatchObject({ status: 400 });
    expect((await balance(accountId)).credits).toBe(0);
  });

  it("refuses a delivery dated further ahead than the tolerance (the window applies both ways)", async () => {
    const { accountId, payload } = await paidCheckout();
    const future = Math.floor(Date.now() / 1000) + 3600;
    expect(await deliver(payload, sign(payload, WEBHOOK_SECRET, future))).toMatchObject(BAD_SIGNATURE);
    expect((await balance(accountId)).credits).toBe(0);
    // A small clock difference is fine.
    expect(await deliver(payload, sign(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) + 5))).toMatchObject({
      received: true,
    });
    expect((await balance(accountId)).credits).toBe(5);
  });

  it("verify-payment credits a paid session once, however often it is called, racing the webhook", async () => {
    const accountId = newId();
    const s = await checkout(accountId, "credit_5");
    const pending = await rt.rpc.call("ledger", "VerifyPayment", { accountId, sessionId: s.id });
    expect(pending).toMatchObject({ verified: false, paymentPending: true, creditsAdded: 0 });
    fake.pay(s.id);
    const payload = webhookEvent("checkout.session.completed", fake.sessions.get(s.id)!);
    const race = await Promise.all([
      ...Array.from({ length: 5 }, () => rt.rpc.call("ledger", "VerifyPayment", { accountId, sessionId: s.id })),
      ...Array.from({ length: 5 }, () => deliver(payload)),
    ]);
    expect(race.slice(0, 5).every((v) => "verified" in v && v.verified && v.creditsAdded === 5)).toBe(true);
    expect((await balance(accountId)).credits).toBe(5);
    const history = await rt.rpc.call("ledger", "GetHistory", { accountId });
    expect(history.entries.filter((e) => e.kind === "purchase")).toHaveLength(1);
    expect(history.entries[0]).toMatchObject({ kind: "purchase", amount: 5, reference: `stripe:${s.id}` });
  });

  it("answers session_not_found for someone else's or an unknown session", async () => {
    const owner = newId();
    const s = await checkout(owner);
    fake.pay(s.id);
    await expect(rt.rpc.call("ledger", "VerifyPayment", { accountId: newId(), sessionId: s.id })).rejects.toMatchObject(
      {
        status: 404,
        code: "session_not_found",
      },
    );
    await expect(
      rt.rpc.call("ledger", "VerifyPayment", { accountId: owner, sessionId: "cs_test_unknown" }),
    ).rejects.toMatchObject({
      status: 404,
    });
    expect((await balance(owner)).credits).toBe(0);
  });

  it("refuses to credit a session whose paid amount does not match the pack", async () => {
    const accountId = newId();
    const s = await checkout(accountId, "credit_10");
    fake.sessions.set(s.id, { ...s, status: "complete", payment_status: "paid", amount_total: 100 });
    const v = await rt.rpc.call("ledger", "VerifyPayment", { accountId, sessionId: s.id });
    expect(v).toMatchObject({ verified: false, errorCode: "amount_mismatch" });
    expect((await balance(accountId)).credits).toBe(0);
  });
});
