/**
 * The login throttle of the running system (embedded, Redis store as with several gateway replicas,
 * behind a trusted proxy so each attempt can come from another address): a stranger guessing an
 * account's password is slowed per address and, from many addresses, per account — but never locks
 * the owner out: a browser that signed in before (its device cookie) always gets in with the right
 * password. An unknown e-mail is answered exactly like a registered one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../support/client";
import { startTestSystem } from "../support/system";

type TestSystem = Awaited<ReturnType<typeof startTestSystem>>;
const email = (n: string) => `${n}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.ph`;
let ipCounter = 1;
/** A new client address per call, as a botnet would give. */
const nextIp = () => `198.51.100.${ipCounter++ % 250}`;
const PASSWORD = "correct horse battery";
const SLOWED = { code: "login_throttled", message: "Too many failed login attempts. Please try again in 10 minutes." };

let sys: TestSystem;
beforeAll(async () => {
  sys = await startTestSystem("embedded", "127.0.0.1:1", {
    REDIS_URL: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379",
    TRUSTED_PROXIES: "127.0.0.1",
    LOGIN_CLIENT_FAILURES_MAX: "3",
    LOGIN_ACCOUNT_FAILURES_MAX: "6",
    LOGIN_WAIT_MS: "600000",
    LOGIN_WAIT_MAX_MS: "3600000",
    // A known device's own typos slow its answers; kept short here so the test does not sleep.
    LOGIN_DEVICE_DELAY_MAX_MS: "20",
  });
}, 60_000);
afterAll(() => sys?.stop());

/** A login from a browser with no cookies, at `ip`. */
const stranger = (address: string, password: string, ip = nextIp()) =>
  new ApiClient(sys.url).post("/api/login", { email: address, password }, { "x-forwarded-for": ip });

describe("login throttle", () => {
  it("lets the owner sign in from a known device while a stranger keeps guessing from one address and from many", async () => {
    const address = email("owner");
    const owner = new ApiClient(sys.url);
    await owner.register(address); // a successful sign-in: this browser is now a known device for the account
    const ownerLogin = () =>
      owner.post("/api/login", { email: address, password: PASSWORD }, { "x-forwarded-for": nextIp() });

    // One address: three wrong guesses, then that address waits — even with the right password.
    const attackerIp = nextIp();
    for (let i = 0; i < 3; i++) expect((await stranger(address, `guess ${i}`, attackerIp)).status).toBe(401);
    const slowedHere = await stranger(address, PASSWORD, attackerIp);
    expect(slowedHere.status).toBe(429);
    expect(slowedHere.body).toEqual(SLOWED);
    expect((await ownerLogin()).status).toBe(200);

    // Many addresses: past six wrong guesses for the account, every unknown client waits.
    for (let i = 0; i < 6; i++) {
      const res = await stranger(address, `botnet guess ${i}`);
      expect([401, 429]).toContain(res.status);
    }
    const fresh = await stranger(address, PASSWORD);
    expect(fresh.status).toBe(429);
    expect(Number(fresh.headers.get("retry-after"))).toBeGreaterThan(0);
    // The owner's known device is never refused the right password, however the guessing goes on.
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 5; i++) expect((await stranger(address, `more guess ${i}`)).status).toBe(429);
      const res = await ownerLogin();
      expect(res.status).toBe(200);
      expect(res.body.email).toBe(address);
    }
  });

  it("slows but never refuses a known device's own wrong passwords", async () => {
    const address = email("typo");
    const owner = new ApiClient(sys.url);
    await owner.register(address);
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      const res = await owner.post("/api/login", { email: address, password: `typo ${i}` }, { "x-forwarded-for": ip });
      expect(res.status).toBe(401);
    }
    expect(
      (await owner.post("/api/login", { email: address, password: PASSWORD }, { "x-forwarded-for": ip })).status,
    ).toBe(200);
  });

  it("does not take a device cookie from another account as a known device", async () => {
    const victim = email("victim");
    await new ApiClient(sys.url).register(victim);
    const attacker = new ApiClient(sys.url);
    await attacker.register(email("attacker")); // the attacker's browser is a known device for their own account only
    const ip = nextIp();
    for (let i = 0; i < 3; i++) {
      const res = await attacker.post(
        "/api/login",
        { email: victim, password: `guess ${i}` },
        { "x-forwarded-for": ip },
      );
      expect(res.status).toBe(401);
    }
    const res = await attacker.post("/api/login", { email: victim, password: `guess 4` }, { "x-forwarded-for": ip });
    expect(res.status).toBe(429);
  });

  it("answers an unknown e-mail exactly as a registered one, attempt by attempt", async () => {
    const registered = email("known");
    await new ApiClient(sys.url).register(registered);
    const unknown = email("unknown");
    const ipA = nextIp();
    const ipB = nextIp();
    for (let i = 0; i < 5; i++) {
      const a = await stranger(registered, `guess ${i}`, ipA);
      const b = await stranger(unknown, `guess ${i}`, ipB);
      expect(b.status, `attempt ${i}`).toBe(a.status);
      expect(b.body, `attempt ${i}`).toEqual(a.body);
      // The waits started a moment apart: the same to within a second or two.
      const wait = (r: typeof a) => Number(r.headers.get("retry-after") ?? 0);
      expect(Math.abs(wait(b) - wait(a)), `attempt ${i}`).toBeLessThanOrEqual(2);
      expect(b.headers.getSetCookie(), `attempt ${i}`).toEqual(a.headers.getSetCookie());
    }
  });

  it("throttles a registration that would sign in to a new account like a login", async () => {
    // Registering again with an account's password within 15 minutes signs in to it (a retry whose
    // answer was lost): a waiting client may not use it to get round the wait, and a 409 is a failure.
    const address = email("fresh");
    await new ApiClient(sys.url).register(address);
    const ip = nextIp();
    for (let i = 0; i < 3; i++) expect((await stranger(address, `guess ${i}`, ip)).status).toBe(401);
    const register = (password: string, at: string) =>
      new ApiClient(sys.url).post("/api/register", { email: address, password }, { "x-forwarded-for": at });
    const viaRegister = await register(PASSWORD, ip);
    expect(viaRegister.status).toBe(429);
    expect(viaRegister.body).toEqual(SLOWED);
    const other = nextIp();
    for (let i = 0; i < 3; i++) expect((await register(`register guess ${i}`, other)).status).toBe(409);
    expect((await register(PASSWORD, other)).status).toBe(429);
  });

  it("forgets a client's failures after its successful login", async () => {
    const address = email("forgetful");
    await new ApiClient(sys.url).register(address);
    const ip = nextIp();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 2; i++) expect((await stranger(address, "wrong guess", ip)).status).toBe(401);
      expect((await stranger(address, PASSWORD, ip)).status).toBe(200);
    }
  });
});
