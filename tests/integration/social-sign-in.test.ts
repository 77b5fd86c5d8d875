/**
 * "Continue with Google" against a real OpenID provider (npm oidc-provider) started here, over plain HTTP
 * walks (the browser test clicks the same flow). A first sign-in opens an account (address verified, free
 * report decided), a second finds it; the callback refuses another browser's answer, a replayed or altered
 * answer, an ID token for another client or with another nonce or issuer, an unverified address and a
 * cancelled consent, each landing on the auth page with its reason and writing nothing. A password account
 * with the same address is linked: kept as it is when its address was confirmed, taken over (password and
 * sessions ended) when it never was, since whoever opened it may not own the address.
 */

const PASSWORD = "correct horse battery";

/** Where a signed-in browser is sent: the web app goes on from there (home, or `redirect`). */
const signedInAt = (app: string, redirect?: string) =>
  `${app}/auth?social=done${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ""}`;

import { eventually, MODES } from "@suri/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../support/client";
import { startTestProvider, type TestProvider } from "../support/oidc-provider";
import { freePort, WalkingBrowser } from "../support/social-sign-in";
import { startTestSystem } from "../support/system";

describe.each(MODES)("Continue with Google (%s)", (mode) => {
  let provider: TestProvider;
  let sys: Awaited<ReturnType<typeof startTestSystem>>;
  let app = "";
  const knex = () => sys.system.runtime.db.knex;
  const usersWithEmail = async (email: string) =>
    Number((await knex()("auth.users").where({ email }).count("* as n"))[0]!.n);
  /** The events auth has recorded about a user, by type. */
  const eventsOf = async (userId: string) =>
    (await knex()("auth.outbox").whereRaw("envelope->'data'->>'userId' = ?", [userId]).select("envelope")).map(
      (row: { envelope: { type: string; data: Record<string, string> } }) => row.envelope,
    );
  const person = (key: string, emailVerified = true) => {
    const account = { sub: `g-${key}-${Date.now()}`, email: `${key}-${Date.now()}@gmail.test`, emailVerified };
    provider.addAccount({ ...account, name: `Tester ${key}` });
    return account;
  };
  const refusedWith = (answer: { status: number; location?: URL | undefined }, problem: string) => {
    expect(answer.status).toBe(302);
    expect(answer.location?.pathname).toBe("/auth");
    expect(answer.location?.searchParams.get("social")).toBe(problem);
  };

  beforeAll(async () => {
    const port = await freePort();
    app = `http://127.0.0.1:${port}`;
    provider = await startTestProvider(app);
    sys = await startTestSystem(mode, "", { PORT: String(port), PUBLIC_ORIGINS: app, ...provider.env });
    expect(sys.url).toBe(app);
  }, 90_000);
  afterAll(async () => {
    await sys?.stop();
    await provider?.close();
  });

  it("offers Google sign-in", async () => {
    const res = await fetch(`${app}/api/auth/providers`);
    expect(await res.json()).toEqual({ google: true });
  });

  it("opens an account on a first sign-in, with the address verified and the free report decided", async () => {
    const maria = person("maria");
    const browser = new WalkingBrowser();
    const back = await browser.continueWithGoogle(app, maria.sub);
    expect(back.status).toBe(302);
    expect(back.location?.href).toBe(signedInAt(app));
    const me = await browser.json(`${app}/api/user`);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: maria.email, displayName: "Tester maria", freeReportAvailable: true });
    const user = await knex()("auth.users").where({ email: maria.email }).first();
    expect(user.password_hash).toBeNull();
    expect(user.email_verified_at).not.toBeNull();
    const identity = await knex()("auth.identities").where({ user_id: user.id }).first();
    expect(identity).toMatchObject({ issuer: provider.issuer, subject: maria.sub });
    const types = (await eventsOf(user.id)).map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(["UserRegistered", "EmailVerified"]));
  });

  it("finds the same account on a second sign-in, from another browser", async () => {
    const jose = person("jose");
    const first = new WalkingBrowser();
    await first.continueWithGoogle(app, jose.sub);
    const firstId = (await first.json(`${app}/api/user`)).body.id;
    const second = new WalkingBrowser();
    await second.continueWithGoogle(app, jose.sub);
    expect((await second.json(`${app}/api/user`)).body.id).toBe(firstId);
    expect(await usersWithEmail(jose.email)).toBe(1);
  });

  it("links a password account whose address is confirmed, which keeps its password and sessions", async () => {
    const email = `linda-${Date.now()}@gmail.test`;
    const client = new ApiClient(app);
    // Confirmed through the link of its mail, as a user does.
    const { id, emailVerified } = await client.register(email, PASSWORD);
    expect(emailVerified).toBe(true);
    const sub = `g-linda-${Date.now()}`;
    provider.addAccount({ sub, email, emailVerified: true, name: "Linda Cruz" });

    const browser = new WalkingBrowser();
    expect((await browser.continueWithGoogle(app, sub)).location?.href).toBe(signedInAt(app));
    expect((await browser.json(`${app}/api/user`)).body.id).toBe(id);
    expect(await knex()("auth.identities").where({ user_id: id }).first()).toMatchObject({ subject: sub });
    expect((await client.get("/api/user")).status).toBe(200);
    expect((await new ApiClient(app).post("/api/login", { email, password: PASSWORD })).status).toBe(200);
    // A later sign-in comes through the identity, not the e-mail.
    expect((await new WalkingBrowser().continueWithGoogle(app, sub)).location?.href).toBe(signedInAt(app));
    expect(await usersWithEmail(email)).toBe(1);
  });

  it("takes over an account whose address was never confirmed: its password and sessions end", async () => {
    const email = `squat-${Date.now()}@gmail.test`;
    const squatter = new ApiClient(app);
    const { id } = await squatter.register(email, PASSWORD, { confirm: false });
    const sub = `g-owner-${Date.now()}`;
    provider.addAccount({ sub, email, emailVerified: true });

    const owner = new WalkingBrowser();
    expect((await owner.continueWithGoogle(app, sub)).location?.href).toBe(signedInAt(app));
    expect((await owner.json(`${app}/api/user`)).body.id).toBe(id);
    expect((await new ApiClient(app).post("/api/login", { email, password: PASSWORD })).status).toBe(401);
    await eventually(async () => (await squatter.get("/api/user")).status === 401 || undefined, 15_000);
    const user = await knex()("auth.users").where({ id }).first();
    expect(user.password_hash).toBeNull();
    expect(user.email_verified_at).not.toBeNull();
    const types = (await eventsOf(id)).map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(["SessionRevoked", "EmailVerified"]));
    expect((await owner.json(`${app}/api/user`)).status).toBe(200);
  });

  it("forgets the Google identity with the account: the next sign-in opens a new one", async () => {
    const email = `gone-${Date.now()}@gmail.test`;
    const client = new ApiClient(app);
    const { id } = await client.register(email, PASSWORD);
    const sub = `g-gone-${Date.now()}`;
    provider.addAccount({ sub, email, emailVerified: true });
    await new WalkingBrowser().continueWithGoogle(app, sub);
    expect(await knex()("auth.identities").where({ user_id: id }).first()).toBeDefined();
    expect((await client.request("DELETE", "/api/user", { password: PASSWORD })).status).toBe(204);
    expect(await knex()("auth.identities").where({ subject: sub }).first()).toBeUndefined();

    const browser = new WalkingBrowser();
    expect((await browser.continueWithGoogle(app, sub)).location?.href).toBe(signedInAt(app));
    const again = await browser.json(`${app}/api/user`);
    expect(again.body.id).not.toBe(id);
    expect(again.body.email).toBe(email);
  });

  it("returns to the page the user came from, only when it is a path on this site", async () => {
    const ana = person("ana");
    const back = await new WalkingBrowser().continueWithGoogle(app, ana.sub, "/reports/123?tab=2");
    expect(back.location?.href).toBe(signedInAt(app, "/reports/123?tab=2"));
    for (const elsewhere of ["//evil.example/x", "https://evil.example/", "/\\evil.example"]) {
      const away = await new WalkingBrowser().continueWithGoogle(app, ana.sub, elsewhere);
      expect(away.location?.href).toBe(signedInAt(app));
    }
  });

  it("refuses another browser's answer, which the browser that started it can still use", async () => {
    const lito = person("lito");
    const owner = new WalkingBrowser();
    const callback = await owner.signInAtProvider(await owner.startGoogle(app), lito.sub, app);
    const stranger = new WalkingBrowser();
    refusedWith(await stranger.go(callback), "expired");
    expect((await stranger.json(`${app}/api/user`)).status).toBe(401);
    expect(await usersWithEmail(lito.email)).toBe(0);
    expect((await owner.go(callback)).location?.href).toBe(signedInAt(app));
    expect(await usersWithEmail(lito.email)).toBe(1);
  });

  it("refuses an altered state", async () => {
    const nena = person("nena");
    const browser = new WalkingBrowser();
    const callback = await browser.signInAtProvider(await browser.startGoogle(app), nena.sub, app);
    callback.searchParams.set("state", `${callback.searchParams.get("state")}x`);
    refusedWith(await browser.go(callback), "expired");
    expect(await usersWithEmail(nena.email)).toBe(0);
  });

  it("refuses a replayed answer, and a used code under a new attempt's state", async () => {
    const rosa = person("rosa");
    const browser = new WalkingBrowser();
    const callback = await browser.signInAtProvider(await browser.startGoogle(app), rosa.sub, app);
    expect((await browser.go(callback)).location?.href).toBe(signedInAt(app));
    refusedWith(await browser.go(callback), "expired");
    const issued = provider.tokensIssued;
    const fresh = await browser.startGoogle(app);
    const replay = new URL(callback);
    replay.searchParams.set("state", fresh.searchParams.get("state")!);
    refusedWith(await browser.go(replay), "failed");
    expect(provider.tokensIssued).toBe(issued);
  });

  it("refuses an ID token with another nonce than the attempt's", async () => {
    const ben = person("ben");
    const browser = new WalkingBrowser();
    const authorization = await browser.startGoogle(app);
    authorization.searchParams.set("nonce", "a-nonce-the-app-never-made");
    const callback = await browser.signInAtProvider(authorization, ben.sub, app);
    refusedWith(await browser.go(callback), "failed");
    expect(await usersWithEmail(ben.email)).toBe(0);
  });

  it.each([
    ["for another client", { aud: "another-app" }],
    ["from another issuer", { iss: "https://accounts.example" }],
    ["already expired", { exp: Math.floor(Date.now() / 1000) - 600 }],
  ])("refuses an ID token %s, signed with the provider's own key", async (_what, change) => {
    const cora = person("cora");
    provider.tamperNextIdToken((claims) => ({ ...claims, ...change }));
    refusedWith(await new WalkingBrowser().continueWithGoogle(app, cora.sub), "failed");
    expect(await usersWithEmail(cora.email)).toBe(0);
  });

  it("accepts an ID token signed again unchanged: the refusals above are their claims'", async () => {
    const gina = person("gina");
    provider.tamperNextIdToken((claims) => claims);
    expect((await new WalkingBrowser().continueWithGoogle(app, gina.sub)).location?.href).toBe(signedInAt(app));
    expect(await usersWithEmail(gina.email)).toBe(1);
  });

  it("refuses an address the provider has not verified", async () => {
    const dan = person("dan", false);
    refusedWith(await new WalkingBrowser().continueWithGoogle(app, dan.sub), "unverified");
    expect(await usersWithEmail(dan.email)).toBe(0);
  });

  it("lands on the auth page when the user cancels at the provider", async () => {
    const eli = person("eli");
    const browser = new WalkingBrowser();
    let next: URL | undefined = await browser.startGoogle(app);
    // Through the login to the consent page, then "cancel" there.
    while (next && !/\/interaction\//.test(next.pathname)) next = (await browser.go(next)).location;
    next = (await browser.go(next!, { prompt: "login", login: eli.sub, password: "x" })).location;
    while (next && !/\/interaction\//.test(next.pathname)) next = (await browser.go(next)).location;
    const abort = new URL(`${next!.pathname}/abort`, next);
    let answer = await browser.go(abort);
    while (answer.location && answer.location.origin !== app) answer = await browser.go(answer.location);
    refusedWith(await browser.go(answer.location!), "denied");
    expect(await usersWithEmail(eli.email)).toBe(0);
  });
});

describe("Continue with Google while the provider cannot be reached (embedded)", () => {
  let sys: Awaited<ReturnType<typeof startTestSystem>>;
  let provider: TestProvider | undefined;
  let app = "";
  let providerPort = 0;
  const clientSecret = "a-secret-the-provider-will-not-know";

  beforeAll(async () => {
    const port = await freePort();
    providerPort = await freePort();
    app = `http://127.0.0.1:${port}`;
    sys = await startTestSystem("embedded", "", {
      PORT: String(port),
      PUBLIC_ORIGINS: app,
      GOOGLE_ISSUER: `http://localhost:${providerPort}`,
      GOOGLE_CLIENT_ID: "suri-test-client",
      GOOGLE_CLIENT_SECRET: clientSecret,
    });
  }, 90_000);
  afterAll(async () => {
    await sys?.stop();
    await provider?.close();
  });

  it("says so on the auth page, and password sign-up still works", async () => {
    const start = await new WalkingBrowser().go(`${app}/api/auth/google`);
    expect(start.status).toBe(302);
    expect(start.location?.href).toBe(`${app}/auth?tab=login&social=unavailable`);
    expect(await (await fetch(`${app}/api/auth/providers`)).json()).toEqual({ google: true });
    await new ApiClient(app).register(`still-works-${Date.now()}@example.ph`, PASSWORD);
  });

  it("signs in once the provider answers, without a restart", async () => {
    provider = await startTestProvider(app, { port: providerPort, clientSecret });
    const sub = `g-late-${Date.now()}`;
    provider.addAccount({ sub, email: `late-${Date.now()}@gmail.test`, emailVerified: true });
    const browser = new WalkingBrowser();
    expect((await browser.continueWithGoogle(app, sub)).location?.href).toBe(signedInAt(app));
    expect((await browser.json(`${app}/api/user`)).status).toBe(200);
  });
});
