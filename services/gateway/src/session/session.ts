import type { Runtime } from "@suri/kit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { importJWK, type JWTVerifyGetKey, jwtVerify } from "jose";
import { LRUCache } from "lru-cache";

export interface SessionUser {
  id: string;
  username: string;
  email: string;
  displayName: string;
  sessionId: string;
  /** When the session's token expires, ms since the epoch. */
  expiresAt: number;
}

export interface SessionOptions {
  cookieName: string;
  cookieSecure: boolean;
  /**
   * How long a "session is active" answer from auth is trusted before asking again: the bound on how
   * long a session revoked elsewhere (not through this replica) can still be used here.
   */
  checkCacheMs: number;
  /** How many verified tokens are kept (the oldest go first); default 50,000. */
  maxTokens?: number;
}

/** A token whose signature, issuer, audience and expiry have been checked once. */
interface VerifiedToken {
  sessionId: string;
  userId: string;
  /** ms since the epoch */
  expiresAt: number;
  /** auth's last answer for the session: the user, or null when it was not active */
  user: SessionUser | null;
  /** until when that answer is trusted (ms since the epoch) */
  checkedUntil: number;
  /** the CheckSession call in flight, shared by the requests that wait for it */
  checking?: Promise<SessionUser | null> | undefined;
}

/**
 * Verifies the session cookie. A token's Ed25519 signature is checked locally (auth's public key,
 * fetched and imported once) the first time it is seen; the verified token is then kept (keyed by
 * the token, at most `maxTokens`, never past its expiry). Whether its session is still open is asked
 * of auth (CheckSession) at most once per `checkCacheMs` per token, so a session revoked elsewhere is
 * refused here within `checkCacheMs`; a logout through this replica, or one another replica tells
 * about (`forget`), refuses it at once.
 */
export class SessionVerifier {
  private key: Promise<{ key: Parameters<typeof jwtVerify>[1] | JWTVerifyGetKey; issuer: string }> | undefined;
  private readonly tokens: LRUCache<string, VerifiedToken>;
  /** Sessions ended through this replica or told about by another, until their tokens expire. */
  private readonly ended: LRUCache<string, true>;
  /** Users who deleted their account (ids are never reused): none of their tokens is accepted again. */
  private readonly deletedUsers: LRUCache<string, true>;
  /** The session each request resolved once, in the onRequest hook (see `install`). */
  private readonly resolved = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

  constructor(
    private readonly rt: Runtime,
    readonly opts: SessionOptions,
  ) {
    // Date.now, not the cache's own clock: the expiries come from tokens' `exp` claims.
    const max = opts.maxTokens ?? 50_000;
    const perf = { now: () => Date.now() };
    this.tokens = new LRUCache({ max, perf, ttlResolution: 0 });
    this.ended = new LRUCache({ max, perf, ttlResolution: 0 });
    this.deletedUsers = new LRUCache({ max });
  }

  private publicKey() {
    this.key ??= this.rt.rpc
      .call("auth", "GetPublicKey", {})
      .then(async ({ jwk, issuer }) => ({ key: await importJWK(jwk as never, "EdDSA"), issuer }))
      .catch((err) => {
        this.key = undefined;
        throw err;
      });
    return this.key;
  }

  /** The token's claims when its signature, issuer, audience and expiry hold; otherwise undefined. */
  private async verifySignature(token: string): Promise<VerifiedToken | undefined> {
    const { key, issuer } = await this.publicKey();
    let claims: { sub?: string; sid?: unknown; exp?: number };
    try {
      ({ payload: claims } = await jwtVerify(token, key as never, { issuer, audience: "suri", algorithms: ["EdDSA"] }));
    } catch {
      return undefined;
    }
    const sessionId = typeof claims.sid === "string" ? claims.sid : undefined;
    if (!sessionId || !claims.sub || typeof claims.exp !== "number") return undefined;
    return { sessionId, userId: claims.sub, expiresAt: claims.exp * 1000, user: null, checkedUntil: 0 };
  }

  async verify(token: string | undefined): Promise<SessionUser | null> {
    if (!token) return null;
    let entry = this.tokens.get(token);
    if (!entry) {
      const verified = await this.verifySignature(token);
      // An invalid token is not kept: anyone can make up as many as they like.
      if (!verified) return null;
      entry = this.tokens.get(token) ?? verified;
      this.keep(token, entry);
    }
    const now = Date.now();
    if (now >= entry.expiresAt) {
      this.tokens.delete(token);
      return null;
    }
    if (this.ended.has(entry.sessionId) || this.deletedUsers.has(entry.userId)) return null;
    if (now < entry.checkedUntil) return entry.user;
    entry.checking ??= this.check(entry).finally(() => {
      entry.checking = undefined;
    });
    return entry.checking;
  }

  private async check(entry: VerifiedToken): Promise<SessionUser | null> {
    const { sessionId } = entry;
    const { active, user } = await this.rt.rpc.call("auth", "CheckSession", { sessionId });
    // A logout (or an account deletion) while the question was out wins over an "active" answer given before it.
    if (this.ended.has(sessionId) || this.deletedUsers.has(entry.userId)) return null;
    entry.user = active && user && user.id === entry.userId ? { ...user, sessionId, expiresAt: entry.expiresAt } : null;
    entry.checkedUntil = Date.now() + this.opts.checkCacheMs;
    return entry.user;
  }

  private keep(token: string, entry: VerifiedToken) {
    this.tokens.set(token, entry, { ttl: Math.max(1, entry.expiresAt - Date.now()) });
  }

  private dropTokens(matches: (entry: VerifiedToken) => boolean) {
    for (const [token, entry] of [...this.tokens.entries()]) if (matches(entry)) this.tokens.delete(token);
  }

  /** The session is over (a logout here or on another replica): its tokens are refused from now on. */
  forget(sessionId: string, expiresAt = Date.now() + 366 * 86_400_000) {
    this.ended.set(sessionId, true, { ttl: Math.max(1, expiresAt - Date.now()) });
    this.dropTokens((entry) => entry.sessionId === sessionId);
  }

  /** The user deleted their account (here or on another replica): every session of theirs is over at once. */
  forgetUser(userId: string) {
    this.deletedUsers.set(userId, true);
    this.dropTokens((entry) => entry.userId === userId);
  }

  /**
   * One onRequest hook resolves the session of every request of `scope` (the /api scope) that carries the
   * cookie, once; `current` answers from it. A failure to reach auth surfaces only where the session is awaited.
   */
  install(scope: FastifyInstance) {
    // A callback hook that does not wait: whoever needs the user awaits the promise kept here.
    scope.addHook("onRequest", (request, _reply, done) => {
      const token = this.tokenOf(request);
      if (token) {
        const session = this.verify(token);
        // Seen by whoever awaits it (`current`); a failure to reach auth is not unhandled meanwhile.
        session.catch(() => {});
        this.resolved.set(request, session);
      }
      done();
    });
  }

  /** The request's signed-in user, or null (resolved once per request). */
  current(request: FastifyRequest): Promise<SessionUser | null> {
    let session = this.resolved.get(request);
    if (!session) {
      session = this.verify(this.tokenOf(request));
      this.resolved.set(request, session);
    }
    return session;
  }

  setCookie(reply: FastifyReply, token: string, expiresAt: string) {
    reply.setCookie(this.opts.cookieName, token, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: this.opts.cookieSecure,
      expires: new Date(expiresAt),
    });
  }

  clearCookie(reply: FastifyReply) {
    reply.clearCookie(this.opts.cookieName, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: this.opts.cookieSecure,
    });
  }

  tokenOf(request: FastifyRequest): string | undefined {
    return request.cookies[this.opts.cookieName];
  }
}
