import { AppError } from "@suri/kit";
import { clientAddress } from "./login-throttle";
import type { LimitStore } from "./store";

/**
 * How fast one account may start report jobs (a link, a pasted text, an upload, the missing details of a
 * job), and one network may have listing texts read for free. Far above what a person does — a report
 * takes its reader minutes — and low enough that a script cannot turn the scraper and the analyzer on
 * everyone else. Checked before anything is asked of another service: a refused request touches no credit.
 */
export interface ReportRateOptions {
  jobsPerMinute: number;
  jobsPerHour: number;
  /** Free readings of a pasted text, per client address (an IPv6 client by its /64). */
  textReadsPerMinute: number;
}

export const DEFAULT_REPORT_RATES: ReportRateOptions = { jobsPerMinute: 10, jobsPerHour: 60, textReadsPerMinute: 30 };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** "45 seconds", "1 minute", "12 minutes": the wait as a person reads it. */
export function waitWords(retryAfterSec: number): string {
  if (retryAfterSec < 60) return `${retryAfterSec} second${retryAfterSec === 1 ? "" : "s"}`;
  const minutes = Math.ceil(retryAfterSec / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

export const tooManyReportsMessage = (opts: ReportRateOptions, retryAfterSec: number) =>
  `You are starting reports faster than we allow (${opts.jobsPerMinute} a minute, ${opts.jobsPerHour} an hour). Nothing was charged: please try again in ${waitWords(retryAfterSec)}.`;

export const tooManyReadsMessage = (opts: ReportRateOptions, retryAfterSec: number) =>
  `Too many listing texts were read from your network in a short time (${opts.textReadsPerMinute} a minute). Please try again in ${waitWords(retryAfterSec)}.`;

/**
 * The limits over a LimitStore. A store that cannot be reached (Redis down) lets the request through and
 * says so: a report is worth more than a limit held for a few minutes.
 */
export class ReportRates {
  constructor(
    private readonly store: LimitStore,
    readonly opts: ReportRateOptions,
    private readonly onStoreError: (err: unknown) => void = () => {},
  ) {}

  private async hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }> {
    try {
      return await this.store.hitWindow(key, windowMs);
    } catch (err) {
      this.onStoreError(err);
      return { count: 0, resetInMs: 0 };
    }
  }

  /** One more job started by `userId`; a 429 with Retry-After past either limit. */
  async jobStarted(userId: string): Promise<void> {
    const windows: [string, number, number][] = [
      ["m", this.opts.jobsPerMinute, MINUTE_MS],
      ["h", this.opts.jobsPerHour, HOUR_MS],
    ];
    for (const [name, max, windowMs] of windows) {
      const { count, resetInMs } = await this.hit(`report-jobs:${name}:${userId}`, windowMs);
      if (count > max) {
        const retryAfterSec = Math.max(1, Math.ceil(resetInMs / 1000));
        throw new AppError("too_many_reports", tooManyReportsMessage(this.opts, retryAfterSec), 429, { retryAfterSec });
      }
    }
  }

  /** One more free reading of a pasted text from the client at `ip`; a 429 with Retry-After past the limit. */
  async textRead(ip: string): Promise<void> {
    const key = `text-reads:${clientAddress(ip)}`;
    const { count, resetInMs } = await this.hit(key, MINUTE_MS);
    if (count > this.opts.textReadsPerMinute) {
      const retryAfterSec = Math.max(1, Math.ceil(resetInMs / 1000));
      throw new AppError("too_many_reads", tooManyReadsMessage(this.opts, retryAfterSec), 429, { retryAfterSec });
    }
  }
}
