import { AppError } from "@suri/kit";

export const BUSY_MESSAGE = "Too many sign-ins at once. Please try again in a few seconds.";

/** The queue is full: refuse at once (the gateway answers 503 with Retry-After) rather than pile up. */
export const hashingBusy = () => new AppError("auth_busy", BUSY_MESSAGE, 503);

/** The caller stopped waiting while the work sat in the queue: it is dropped, never run. */
export const hashingTimedOut = () => AppError.unavailable("password check timed out", "timeout");

interface Waiter {
  deadline: number;
  start: () => void;
  drop: (err: AppError) => void;
}

/**
 * Bounds password hashing: scrypt at OWASP parameters takes ~128 MiB and a core for a few hundred
 * ms, so at most `concurrency` run at once and at most `queueMax` wait. A full queue refuses at once;
 * work whose caller has already given up (past its deadline) is dropped instead of started, so a
 * burst cannot leave minutes of hashing behind it for callers that are long gone.
 */
export class HashQueue {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    private readonly opts: { concurrency: number; queueMax: number },
    private readonly now: () => number = Date.now,
  ) {}

  get stats() {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(deadline: number, work: () => Promise<T>): Promise<T> {
    if (this.now() >= deadline) throw hashingTimedOut();
    if (this.running >= this.opts.concurrency) {
      if (this.waiting.length >= this.opts.queueMax) throw hashingBusy();
      await new Promise<void>((start, drop) => this.waiting.push({ deadline, start, drop }));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  /** Hand the slot to the next caller still waiting for an answer; drop the ones that stopped. */
  private release() {
    for (;;) {
      const next = this.waiting.shift();
      if (!next) {
        this.running -= 1;
        return;
      }
      if (this.now() >= next.deadline) {
        next.drop(hashingTimedOut());
        continue;
      }
      next.start(); // the slot passes over: `running` stays the same
      return;
    }
  }
}
