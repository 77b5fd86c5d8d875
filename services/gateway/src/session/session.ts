import { AppError, type Runtime } from "@suri/kit";
import type { FastifyReply, FastifyRequest } from "fastify";
import { importJWK, type JWTVerifyGetKey, jwtVerify } from "jose";

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
  /** How long a "session is active" answer from auth is trusted before asking again. */
  checkCacheMs: number;
}

/**
 * Verifies the session cookie: the token's Ed25519 signature locally (auth's public key, fetched
 * once over RPC), then that the session is still open (RPC, cached briefly; a logout through this
 * replica drops the cache entry at once).
 */
export class SessionVerifier {
  private key: Promise<{ key: Parameters<typeof jwtVerify>[1] | JWTVerifyGetKey; issuer: string }> | undefined;
  private readonly cache = new Map<string, { user: SessionUser | null; until: number }>();

  constructor(
    private readonly rt: Runtime,
    readonly opts: SessionOptions,
  ) {}

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

  async verify(token: string | undefined): Promise<SessionUser | null> {
    if (!token) return null;
    const { key, issuer } = await this.publicKey();
    let claims: { sub?: string; sid?: unknown; exp?: number };
    try {
      ({ payload: claims } = await jwtVerify(token, key as never, { issuer, audience: "suri", algorithms: ["EdDSA"] }));
    } catch {
      return null;
    }
    const sessionId = typeof claims.sid === "string" ? claims.sid : undefined;
    if (!sessionId || !claims.sub || typeof claims.exp !== "number") return null;
    const cached = this.cache.get(sessionId);
    if (cached && cached.until > Date.now()) return cached.user;
    const { active, user } = await this.rt.rpc.call("auth", "CheckSession", { sessionId });
    const result =
      active && user && user.id === claims.sub ? { ...user, sessionId, expiresAt: claims.exp * 1000 } : null;
    if (this.cache.size > 50_000) this.cache.clear();
    this.cache.set(sessionId, { user: result, until: Date.now() + this.opts.checkCacheMs });
    return result;
  }

  forget(sessionId: string) {
    this.cache.delete(sessionId);
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

  /** The signed-in user, or a 401 in SPEC's words. */
  async require(request: FastifyRequest): Promise<SessionUser> {
    const user = await this.verify(this.tokenOf(request));
    if (!user) throw AppError.unauthorized("not logged in");
    return user;
  }
}
