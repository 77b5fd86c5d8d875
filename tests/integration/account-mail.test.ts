/**
 * Issue 28, in both modes: the address is confirmed through a mailed single-use link before the free
 * report can be used (paid credits need no confirmation); a forgotten password is reset through a
 * mailed link that works once, within 30 minutes, and ends every session; the account's preferences
 * are kept and returned. The tokens are read from auth's events on the bus (see support/account-mail).
 */
import {
  EMAIL_NOT_VERIFIED_MESSAGE,
  EXPIRED_LINK_MESSAGE,
  INVALID_LINK_MESSAGE,
  OTHER_ACCOUNT_LINK_MESSAGE,
  USED_LINK_MESSAGE,
} from "@suri/contracts";
import { MODES } from "@suri/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LinkTokens } from "../support/account-mail";
import { ApiClient } from "../support/client";
import { startTestSystem } from "../support/system";
import { hashOf, PASTED } from "./account-mail.support";

const PASSWORD = "correct horse battery";
const NEW_PASSWORD = "a quieter harbour at dawn";

describe.each(MODES)("verified e-mail and password reset (%s)", (mode) => {
  let sys: Awaited<ReturnType<typeof startTestSystem>>;
  let tokens: LinkTokens;
  const tag = `${mode.slice(0, 4)}-${Date.now().toString(36)}`;
  const knex = () => sys.system.runtime.db.knex;
  /** Makes the link stop working as if its time had run out. */
  const expire = (token: string) =>
    knex()("auth.email_tokens")
      .where({ token_hash: hashOf(token) })
      .update({ expires_at: new Date(Date.now() - 1000) });

  beforeAll(async () => {
    sys = await startTestSystem(mode, "", { DEMO_CHECKOUT: "true" });
    tokens = sys.links;
  }, 120_000);
  afterAll(async () => {
    await sys?.stop();
  });

  it("keeps the free report until the address is confirmed, then confirms it once through the mailed link", async () => {
    const email = `verify-${tag}@example.ph`;
    const user = new ApiClient(sys.url);
    const registered = await user.request(
      "POST",
      "/api/register",
      { email, password: PASSWORD, username: `verify${tag}` },
      { "accept-language": "fil-PH, en;q=0.5" },
    );
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ emailVerified: false, freeReportAvailable: true });
    const token = await tokens.latest("verify", email);

    const refused = await user.post("/api/generate-report-from-text", { text: PASTED });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "email_not_verified", message: EMAIL_NOT_VERIFIED_MESSAGE });
    expect((await user.get("/api/credits")).body).toEqual({ credits: 0, freeReportAvailable: true, reserved: 0 });
    expect((await user.get("/api/user/reports")).body).toEqual([]);

    // Someone else signed in cannot use it; a made-up token is refused; nothing changes.
    const other = new ApiClient(sys.url);
    await other.register(`other-${tag}@example.ph`, PASSWORD);
    expect((await other.post("/api/verify-email", { token })).body).toMatchObject({
      message: OTHER_ACCOUNT_LINK_MESSAGE,
    });
    const madeUp = await user.post("/api/verify-email", { token: "A".repeat(43) });
    expect([madeUp.status, madeUp.body.message]).toEqual([400, INVALID_LINK_MESSAGE]);
    expect((await user.post("/api/verify-email", { token: "x" })).status).toBe(400);
    expect((await user.get("/api/user")).body.emailVerified).toBe(false);

    // The link works without a session (the mail read on a phone), once.
    const phone = new ApiClient(sys.url);
    expect((await phone.post("/api/verify-email", { token })).status).toBe(204);
    expect((await user.get("/api/user")).body.emailVerified).toBe(true);
    const again = await phone.post("/api/verify-email", { token });
    expect([again.status, again.body.message]).toEqual([400, USED_LINK_MESSAGE]);

    const accepted = await user.post("/api/generate-report-from-text", { text: PASTED });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
  });

  it("sends the link again at most once a minute, and an expired link is refused", async () => {
    const email = `resend-${tag}@example.ph`;
    const user = new ApiClient(sys.url);
    await user.register(email, PASSWORD, { confirm: false });
    const first = await tokens.latest("verify", email);
    await expire(first);
    const expired = await user.post("/api/verify-email", { token: first });
    expect([expired.status, expired.body.message]).toEqual([400, EXPIRED_LINK_MESSAGE]);

    expect((await user.post("/api/verify-email/resend")).status).toBe(204);
    const second = await tokens.latest("verify", email, { after: 1 });
    const throttled = await user.post("/api/verify-email/resend");
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(throttled.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(tokens.count("verify", email)).toBe(2);

    expect((await user.post("/api/verify-email", { token: second })).status).toBe(204);
    expect((await user.post("/api/verify-email/resend")).status).toBe(409);
    expect((await new ApiClient(sys.url).post("/api/verify-email/resend")).status).toBe(401);
  });

  it("lets an unconfirmed account spend a bought credit, keeping its free report", async () => {
    const user = new ApiClient(sys.url);
    await user.register(`buyer-${tag}@example.ph`, PASSWORD, { confirm: false });
    const { sessionId } = (await user.post("/api/create-checkout-session", { packId: "credit_1" })).body;
    await user.post("/api/demo-checkout/complete", { sessionId });
    const accepted = await user.post("/api/generate-report-from-text", { text: PASTED });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
    expect((await user.get("/api/credits")).body).toMatchObject({ credits: 0, freeReportAvailable: true });
  });

  it("answers a reset request the same for unknown addresses and throttles both alike", async () => {
    const known = `known-${tag}@example.ph`;
    await new ApiClient(sys.url).register(known, PASSWORD);
    const visitor = new ApiClient(sys.url);
    const unknown = `nobody-${tag}@example.ph`;
    for (let i = 0; i < 3; i++) {
      const a = await visitor.post("/api/password-reset", { email: known });
      const b = await visitor.post("/api/password-reset", { email: unknown });
      expect([a.status, a.body, b.status, b.body]).toEqual([202, null, 202, null]);
    }
    const a = await visitor.post("/api/password-reset", { email: known });
    const b = await visitor.post("/api/password-reset", { email: unknown });
    expect([a.status, b.status]).toEqual([429, 429]);
    expect(a.body).toEqual(b.body);
    expect(tokens.count("reset", known)).toBe(3);
    expect(tokens.count("reset", unknown)).toBe(0);
    // Unknown addresses leave nothing behind in clear.
    const keys: string[] = await knex()("auth.throttle_events").pluck("key");
    expect(keys.some((k) => k.includes(unknown))).toBe(false);
    expect((await visitor.post("/api/password-reset", { email: "not an address" })).status).toBe(400);
  });

  it("resets the password through a single-use link: every session ends, the old password stops working", async () => {
    const email = `reset-${tag}@example.ph`;
    const laptop = new ApiClient(sys.url);
    const phone = new ApiClient(sys.url);
    await laptop.register(email, PASSWORD, { confirm: false });
    expect((await phone.post("/api/login", { email, password: PASSWORD })).status).toBe(200);

    const visitor = new ApiClient(sys.url);
    expect((await visitor.post("/api/password-reset", { email: email.toUpperCase() })).status).toBe(202);
    const token = await tokens.latest("reset", email);
    const weak = await visitor.post("/api/password-reset/confirm", { token, password: "password" });
    expect(weak.status).toBe(400);
    expect((await laptop.get("/api/user")).status).toBe(200);

    expect((await visitor.post("/api/password-reset/confirm", { token, password: NEW_PASSWORD })).status).toBe(204);
    expect((await laptop.get("/api/user")).status).toBe(401);
    expect((await phone.get("/api/user")).status).toBe(401);
    const reused = await visitor.post("/api/password-reset/confirm", { token, password: `${NEW_PASSWORD}!` });
    expect([reused.status, reused.body.message]).toEqual([400, USED_LINK_MESSAGE]);

    expect((await visitor.post("/api/login", { email, password: PASSWORD })).status).toBe(401);
    const signedIn = await visitor.post("/api/login", { email, password: NEW_PASSWORD });
    expect(signedIn.status).toBe(200);
    // Reading the mail proved the address.
    expect(signedIn.body.emailVerified).toBe(true);

    await visitor.post("/api/password-reset", { email });
    const late = await tokens.latest("reset", email, { after: 1 });
    await expire(late);
    const expired = await visitor.post("/api/password-reset/confirm", { token: late, password: PASSWORD });
    expect([expired.status, expired.body.message]).toEqual([400, EXPIRED_LINK_MESSAGE]);
  });

  it("keeps the account's preferences and returns them with the user", async () => {
    const user = new ApiClient(sys.url);
    const registered = await user.request(
      "POST",
      "/api/register",
      { email: `prefs-${tag}@example.ph`, password: PASSWORD },
      { cookie: "suri_locale=tl" },
    );
    expect(registered.body.preferences).toEqual({ currency: null, language: "tl", emailNotifications: true });
    const chosen = { currency: "AED", language: "en", emailNotifications: false };
    expect((await user.request("PUT", "/api/user/preferences", chosen)).body).toEqual(chosen);
    expect((await user.get("/api/user")).body.preferences).toEqual(chosen);
    // Another device of the same account sees them.
    const other = new ApiClient(sys.url);
    await other.post("/api/login", { email: `prefs-${tag}@example.ph`, password: PASSWORD });
    expect((await other.get("/api/user")).body.preferences).toEqual(chosen);

    for (const bad of [
      { ...chosen, currency: "XYZ" },
      { ...chosen, language: "de" },
      { ...chosen, emailNotifications: "yes" },
      { currency: "AED" },
    ]) {
      const res = await user.request("PUT", "/api/user/preferences", bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    expect((await user.get("/api/user")).body.preferences).toEqual(chosen);
    expect((await new ApiClient(sys.url).request("PUT", "/api/user/preferences", chosen)).status).toBe(401);
  });
});
