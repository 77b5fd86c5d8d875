import { randomBytes } from "node:crypto";
import { SIGN_IN_BUSY_MESSAGE } from "@suri/contracts";
import { AppError, isAppError } from "@suri/kit";
import type { FastifyReply, FastifyRequest } from "fastify";
import { type LoginClient, type LoginThrottle, throttledMessage } from "../limits/login-throttle";

/** How long a client whose password check timed out waits before trying again. */
const HASH_TIMEOUT_RETRY_AFTER_SEC = 2;

/**
 * A password check that outran the RPC deadline (auth's hashing fell behind a burst) is a busy answer,
 * not an outage: 429 with Retry-After. A registration retried so finds the account it may have made.
 */
export function busyWhenTimedOut(err: unknown): unknown {
  if (!isAppError(err) || err.code !== "timeout") return err;
  return new AppError("auth_busy", SIGN_IN_BUSY_MESSAGE, 429, { retryAfterSec: HASH_TIMEOUT_RETRY_AFTER_SEC });
}

/**
 * The login throttle at the HTTP edge: who the client is (the device cookie a past sign-in set, or
 * the address), whether it must wait, and what a sign-in's outcome teaches the throttle.
 */
export class SignInGuard {
  constructor(
    private readonly throttle: LoginThrottle,
    private readonly cookie: { name: string; secure: boolean; ttlMs: number },
  ) {}

  /** The attempt's client; throws the 429 in the product's words when it must wait. */
  async admit(request: FastifyRequest, reply: FastifyReply, email: string): Promise<LoginClient> {
    const client = await this.throttle.client(email, this.deviceOf(request), request.ip);
    const waitMs = await this.throttle.waitMs(email, client);
    if (waitMs > 0) {
      const retryAfter = Math.ceil(waitMs / 1000);
      reply.header("retry-after", String(retryAfter));
      throw new AppError("login_throttled", throttledMessage(retryAfter), 429);
    }
    return client;
  }

  /**
   * A password auth checks (`check`), under the guard: admitted first (or the 429), counted as a failure
   * when auth's refusal says the password was wrong, a check that timed out answered as busy.
   */
  async attempt<T>(
    reply: FastifyReply,
    email: string,
    wrongPassword: (err: AppError) => boolean,
    check: () => Promise<T>,
  ): Promise<{ answer: T; client: LoginClient }> {
    const client = await this.admit(reply.request, reply, email);
    try {
      return { answer: await check(), client };
    } catch (err) {
      if (isAppError(err) && wrongPassword(err)) await this.failed(email, client);
      throw busyWhenTimedOut(err);
    }
  }

  failed(email: string, client: LoginClient) {
    return this.throttle.failed(email, client);
  }

  /** A right password: remember this browser as a known device of the account (the same id for every account). */
  async succeeded(request: FastifyRequest, reply: FastifyReply, email: string, client: LoginClient) {
    const device = this.deviceOf(request) ?? randomBytes(16).toString("base64url");
    await this.throttle.succeeded(email, client, device);
    reply.setCookie(this.cookie.name, device, {
      path: "/",
      httpOnly: true,
      sameSite: "strict",
      secure: this.cookie.secure,
      maxAge: Math.floor(this.cookie.ttlMs / 1000),
    });
  }

  private deviceOf(request: FastifyRequest): string | undefined {
    const value = request.cookies[this.cookie.name];
    return value && /^[\w-]{16,64}$/.test(value) ? value : undefined;
  }
}
