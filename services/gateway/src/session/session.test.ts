import fastifyCookie from "@fastify/cookie";
import { newId } from "@suri/kit";
import Fastify from "fastify";
import * as jose from "jose";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { requireSignIn } from "./api-scope";
import { SessionVerifier } from "./session";

vi.mock("jose", async (importOriginal) => {
  const real = await importOriginal<typeof import("jose")>();
  return { ...real, jwtVerify: vi.fn(real.jwtVerify) };
});

/**
 * The session cache: a token's signature is checked once, auth is asked whether the session is still
 * open at most once per checkCacheMs, a logout here is refused at once, a revocation elsewhere within
 * checkCacheMs, and an expired token never. The clock is faked (Date only), never waited on.
 */
const ISSUER = "suri-auth";
const CHECK_MS = 5_000;
const T0 = Date.parse("2026-11-25T12:00:00Z");
let privateKey: Awaited<ReturnType<typeof jose.generateKeyPair>>["privateKey"];
let jwk: jose.JWK;
const active = new Map<string, string>();
const calls: string[] = [];
const rt = {
  rpc: {
    call: async (_service: string, method: string, req: { sessionId?: string }) => {
      calls.push(method);
      if (method === "GetPublicKey") return { jwk, issuer: ISSUER };
      const id = active.get(req.sessionId!);
      return id
        ? { active: true, user: { id, username: "ana", email: "ana@example.ph", displayName: "Ana" } }
        : { active: false, user: null };
    },
  },
};

async function signIn(ttl = "1h") {
  const userId = newId();
  const sessionId = newId();
  active.set(sessionId, userId);
  const token = await new jose.SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: "EdDSA" })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience("suri")
    .setIssuedAt()
    .setExpirationTime(ttl)
    .sign(privateKey);
  return { userId, sessionId, token };
}

const verifier = (opts: { maxTokens?: number } = {}) =>
  new SessionVerifier(rt as never, { cookieName: "s", cookieSecure: false, checkCacheMs: CHECK_MS, ...opts });
const checks = () => calls.filter((c) => c === "CheckSession").length;
const signatureChecks = () => vi.mocked(jose.jwtVerify).mock.calls.length;
const at = (ms: number) => vi.setSystemTime(T0 + ms);

beforeAll(async () => {
  const pair = await jose.generateKeyPair("EdDSA", { extractable: true });
  privateKey = pair.privateKey;
  jwk = await jose.exportJWK(pair.publicKey);
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  at(0);
  calls.length = 0;
  vi.mocked(jose.jwtVerify).mockClear();
});
afterEach(() => vi.useRealTimers());

describe("SessionVerifier", () => {
  it("checks a token's signature once and asks auth at most once per checkCacheMs", async () => {
    const v = verifier();
    const { token, userId } = await signIn();
    expect((await v.verify(token))?.id).toBe(userId);
    for (let i = 0; i < 10; i++) expect((await v.verify(token))?.id).toBe(userId);
    expect(signatureChecks()).toBe(1);
    expect(checks()).toBe(1);
    at(CHECK_MS + 1);
    expect((await v.verify(token))?.id).toBe(userId);
    expect(signatureChecks()).toBe(1);
    expect(checks()).toBe(2);
  });

  it("asks auth once for requests that arrive together", async () => {
    const v = verifier();
    const { token } = await signIn();
    await v.verify(token);
    at(CHECK_MS + 1);
    await Promise.all(Array.from({ length: 20 }, () => v.verify(token)));
    expect(checks()).toBe(2);
  });

  it("refuses a session revoked elsewhere within checkCacheMs", async () => {
    const v = verifier();
    const { token, sessionId } = await signIn();
    expect(await v.verify(token)).not.toBeNull();
    active.delete(sessionId);
    at(CHECK_MS - 1);
    // Within the documented bound the cached answer may still stand…
    expect(await v.verify(token)).not.toBeNull();
    at(CHECK_MS);
    // …and from the bound on the session is refused.
    expect(await v.verify(token)).toBeNull();
    at(CHECK_MS + 60_000);
    expect(await v.verify(token)).toBeNull();
  });

  it("refuses a session logged out through this replica at once, even if auth's answer was on its way", async () => {
    const v = verifier();
    const { token, sessionId } = await signIn();
    const user = await v.verify(token);
    v.forget(sessionId, user!.expiresAt);
    expect(await v.verify(token)).toBeNull();

    // An "active" answer asked for before the logout and arriving after it does not bring the session back.
    const other = await signIn();
    await v.verify(other.token);
    at(CHECK_MS + 1);
    const pending = v.verify(other.token);
    v.forget(other.sessionId);
    expect(await pending).toBeNull();
    expect(await v.verify(other.token)).toBeNull();
  });

  it("refuses every session of a user who deleted the account at once, and no one else's", async () => {
    const v = verifier();
    const first = await signIn();
    const ben = await signIn();
    await v.verify(first.token);
    await v.verify(ben.token);
    // Another session of the same user, not yet seen here (a phone), is refused too.
    const phoneSession = newId();
    active.set(phoneSession, first.userId);
    const phone = await new jose.SignJWT({ sid: phoneSession })
      .setProtectedHeader({ alg: "EdDSA" })
      .setSubject(first.userId)
      .setIssuer(ISSUER)
      .setAudience("suri")
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(privateKey);
    v.forgetUser(first.userId);
    expect(await v.verify(first.token)).toBeNull();
    expect(await v.verify(phone)).toBeNull();
    expect(await v.verify(ben.token)).not.toBeNull();
  });

  it("never answers for a token past its expiry", async () => {
    const v = new SessionVerifier(rt as never, { cookieName: "s", cookieSecure: false, checkCacheMs: 3_600_000 });
    const { token } = await signIn("60s");
    expect(await v.verify(token)).not.toBeNull();
    at(59_000);
    expect(await v.verify(token)).not.toBeNull();
    at(60_000);
    expect(await v.verify(token)).toBeNull();
  });

  it("keeps at most maxTokens verified tokens, the oldest going first", async () => {
    const v = verifier({ maxTokens: 2 });
    const a = await signIn();
    const b = await signIn();
    const c = await signIn();
    await v.verify(a.token);
    await v.verify(b.token);
    await v.verify(c.token);
    expect(signatureChecks()).toBe(3);
    await v.verify(c.token);
    await v.verify(b.token);
    expect(signatureChecks()).toBe(3);
    await v.verify(a.token);
    expect(signatureChecks()).toBe(4);
  });

  it("does not keep a token whose signature fails", async () => {
    const v = verifier({ maxTokens: 1 });
    const good = await signIn();
    await v.verify(good.token);
    const forged = `${good.token.slice(0, -4)}AAAA`;
    expect(await v.verify(forged)).toBeNull();
    expect(await v.verify(good.token)).not.toBeNull();
    expect(signatureChecks()).toBe(2);
  });

  it("resolves the session once per request in one onRequest hook", async () => {
    const v = verifier();
    const app = Fastify();
    await app.register(fastifyCookie);
    const verify = vi.spyOn(v, "verify");
    await app.register(
      async (api) => {
        requireSignIn(api, v);
        api.get("/me", async (request) => {
          const again = await v.current(request);
          return { id: request.user.id, same: request.user === again };
        });
      },
      { prefix: "/api" },
    );
    const { token, userId, sessionId } = await signIn();
    const ok = await app.inject({ url: "/api/me", cookies: { s: token } });
    expect(ok.json()).toEqual({ id: userId, same: true });
    expect(verify).toHaveBeenCalledTimes(1);
    v.forget(sessionId);
    const refused = await app.inject({ url: "/api/me", cookies: { s: token } });
    expect(refused.statusCode).toBe(401);
    await app.close();
  });
});
