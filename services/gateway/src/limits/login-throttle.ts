import { createHash } from "node:crypto";
import type { LimitStore } from "./store";

export interface LoginLockOptions {
  /** Failed logins for one e-mail before it is locked. */
  afterFailures: number;
  /** The first lock; each further failure doubles it, up to maxLockMs. */
  lockMs: number;
  maxLockMs: number;
}

export const lockedMessage = (retryAfterSec: number) => {
  const minutes = Math.ceil(retryAfterSec / 60);
  return `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
};

/**
 * The per-account login limit (DESIGN §5: per IP *and* per account): after `afterFailures` wrong
 * passwords for one e-mail, logins for it are refused for lockMs, doubling with each further failure.
 * Keyed by the e-mail as typed (normalised), whether or not an account has it, so the answers never
 * tell which e-mails are registered; the lock is checked before any password work is done.
 */
export class LoginLock {
  constructor(
    private readonly store: LimitStore,
    private readonly opts: LoginLockOptions,
  ) {}

  private key(email: string) {
    return `login:${createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 40)}`;
  }

  /** Milliseconds until this e-mail may try again; 0 when it may now. */
  retryAfterMs(email: string): Promise<number> {
    return this.store.lockedFor(this.key(email));
  }

  async failed(email: string): Promise<void> {
    const key = this.key(email);
    // Failures are remembered as long as the longest lock, so back-off keeps growing across locks.
    const failures = await this.store.hit(key, Math.max(this.opts.maxLockMs, 15 * 60_000));
    const over = failures - this.opts.afterFailures;
    if (over < 0) return;
    const ms = Math.min(this.opts.lockMs * 2 ** Math.min(over, 30), this.opts.maxLockMs);
    await this.store.lock(key, ms);
  }

  succeeded(email: string): Promise<void> {
    return this.store.clear(this.key(email));
  }
}
