import { createHash } from "node:crypto";
import { isIPv6 } from "node:net";
import type { LimitStore } from "./store";

export interface LoginThrottleOptions {
  /** Wrong passwords for one e-mail from one client before that client waits. */
  clientFailuresMax: number;
  /** Wrong passwords for one e-mail from all unknown clients together before every unknown client waits. */
  accountFailuresMax: number;
  /** The first wait; each further failure doubles it, up to waitMaxMs. */
  waitMs: number;
  waitMaxMs: number;
  /** A known device's own wrong passwords past clientFailuresMax delay its answers, doubling from 1 s up to this. */
  deviceDelayMaxMs: number;
  /** How long a browser stays a known device of an account after signing in to it. */
  deviceTtlMs: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = {
  clientFailuresMax: 5,
  accountFailuresMax: 20,
  waitMs: 60_000,
  waitMaxMs: 15 * 60_000,
  deviceDelayMaxMs: 10_000,
  deviceTtlMs: 180 * 24 * 3_600_000,
};

/** Failures are remembered this long after the first, so waits keep growing through a slow attack. */
const FAILURE_MEMORY_MS = 24 * 3_600_000;
const DEVICE_DELAY_FIRST_MS = 1_000;

export const throttledMessage = (retryAfterSec: number) => {
  const minutes = Math.ceil(retryAfterSec / 60);
  return `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
};

/** Who is trying: a browser that signed in to this account before, or else an address. */
export type LoginClient = { known: true; device: string } | { known: false; address: string };

const digest = (s: string) => createHash("sha256").update(s).digest("hex").slice(0, 40);

/** The address a throttle counts: an IPv6 client by its /64, which one subscriber usually holds whole. */
export function clientAddress(ip: string): string {
  if (!isIPv6(ip) || ip.includes(".")) return ip;
  const [head = "", tail = ""] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g || "0", 16).toString(16))
    .join(":")}::/64`;
}

/**
 * Guessing protection that a stranger cannot turn into a lock-out (OWASP's device cookies):
 * - a browser that signed in to the account before (its device cookie names it) is never refused the
 *   right password; its own wrong passwords only delay its answers;
 * - any other client is counted by address: past clientFailuresMax wrong passwords it waits, doubling;
 * - all other clients together: past accountFailuresMax wrong passwords every unknown client waits, so
 *   a botnet gets a few guesses an hour while the owner's known browsers still get in.
 * Keyed by the e-mail as typed (normalised), whether or not an account has it, and checked before any
 * password work: the answers never tell which e-mails are registered.
 */
export class LoginThrottle {
  constructor(
    private readonly store: LimitStore,
    private readonly opts: LoginThrottleOptions,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {}

  private account(email: string) {
    return digest(email.trim().toLowerCase());
  }

  private clientKey(email: string, client: LoginClient) {
    const who = client.known ? `d:${digest(client.device)}` : `a:${client.address}`;
    return `login:${this.account(email)}:${who}`;
  }

  private unknownClientsKey(email: string) {
    return `login:${this.account(email)}:unknown`;
  }

  private deviceKey(email: string, device: string) {
    return `login-device:${this.account(email)}:${digest(device)}`;
  }

  /** The client of an attempt: its device when that device signed in to this e-mail's account before. */
  async client(email: string, device: string | undefined, ip: string): Promise<LoginClient> {
    const known = device ? (await this.store.lockedFor(this.deviceKey(email, device))) > 0 : false;
    return known && device ? { known: true, device } : { known: false, address: clientAddress(ip) };
  }

  /**
   * Milliseconds this client must wait before its next attempt is checked (0: check it now). A known
   * device never waits; it is slowed instead, by sleeping here.
   */
  async waitMs(email: string, client: LoginClient): Promise<number> {
    if (client.known) {
      const over = (await this.store.count(this.clientKey(email, client))) - this.opts.clientFailuresMax;
      if (over >= 0)
        await this.sleep(Math.min(DEVICE_DELAY_FIRST_MS * 2 ** Math.min(over, 20), this.opts.deviceDelayMaxMs));
      return 0;
    }
    const [own, everyone] = await Promise.all([
      this.store.lockedFor(this.clientKey(email, client)),
      this.store.lockedFor(this.unknownClientsKey(email)),
    ]);
    return Math.max(own, everyone);
  }

  async failed(email: string, client: LoginClient): Promise<void> {
    await this.count(this.clientKey(email, client), this.opts.clientFailuresMax, !client.known);
    if (!client.known) await this.count(this.unknownClientsKey(email), this.opts.accountFailuresMax, true);
  }

  private async count(key: string, max: number, wait: boolean) {
    const failures = await this.store.hit(key, FAILURE_MEMORY_MS);
    const over = failures - max;
    if (!wait || over < 0) return;
    await this.store.lock(key, Math.min(this.opts.waitMs * 2 ** Math.min(over, 30), this.opts.waitMaxMs));
  }

  /** A right password: this client's failures are forgotten and `device` becomes a known device of the account. */
  async succeeded(email: string, client: LoginClient, device: string): Promise<void> {
    await this.store.clear(this.clientKey(email, client));
    await this.store.lock(this.deviceKey(email, device), this.opts.deviceTtlMs);
  }
}
