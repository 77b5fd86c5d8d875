import { availableParallelism } from "node:os";
import { SIGN_IN_BUSY_MESSAGE } from "@suri/contracts";
import { AppError } from "@suri/kit";

/** A refusal at once, with when to come back: the gateway answers 429 with Retry-After. */
export const hashingBusy = (retryAfterSec: number) =>
  new AppError("auth_busy", SIGN_IN_BUSY_MESSAGE, 429, { retryAfterSec });

/** The caller had already stopped waiting when the work arrived: nobody hears this answer. */
export const hashingTimedOut = () => AppError.unavailable("password check timed out", "timeout");

const RETRY_AFTER_SEC_MAX = 60;
/** Weight of the newest measurement in the hash-time estimate. */
const ESTIMATE_WEIGHT = 0.3;

/**
 * Hashes at once on this machine. Node's async scrypt already runs off the event loop, on libuv's
 * threadpool (UV_THREADPOOL_SIZE, 4 by default), so no worker threads are needed; but that pool also
 * serves file reads, DNS lookups and compression for every service in the process. One hash per core,
 * leaving at least one pool thread free, keeps a burst of sign-ins from stalling everything else.
 */
export function hashConcurrencyForMachine(
  cores = availableParallelism(),
  threadpool = Number(process.env.UV_THREADPOOL_SIZE) || 4,
): number {
  return Math.max(1, Math.min(cores, threadpool - 1));
}

export interface HashQueueOptions {
  /** Hashes computed at once. */
  concurrency: number;
  /** Callers waiting at most, whatever the estimate allows (each hash holds ~128 MiB while it runs). */
  queueMax: number;
  /** A hash must be expected to end this long before its caller's deadline, to leave time to answer. */
  answerMarginMs: number;
  /** The hash time assumed until one has been measured. */
  initialHashMs: number;
}

interface Waiter {
  deadline: number;
  start: () => void;
  refuse: (err: AppError) => void;
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * Bounds password hashing: scrypt at OWASP parameters takes ~128 MiB and a core for a few hundred ms,
 * so at most `concurrency` run at once. A caller is admitted only while its hash is expected (measured
 * hash time × its place in the queue) to finish before its deadline; otherwise it is refused at once
 * with a Retry-After, rather than left to time out behind the others. A waiter that can no longer be
 * served in time (the machine slowed down) is refused while its caller still listens, and work is never
 * started for a caller that has gone.
 */
export class HashQueue {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  private hashMs: number;

  constructor(
    private readonly opts: HashQueueOptions,
    private readonly now: () => number = Date.now,
  ) {
    this.hashMs = opts.initialHashMs;
  }

  get stats() {
    return { running: this.running, waiting: this.waiting.length, hashMs: Math.round(this.hashMs) };
  }

  async run<T>(deadline: number, work: () => Promise<T>): Promise<T> {
    const now = this.now();
    if (now >= deadline) throw hashingTimedOut();
    if (this.running < this.opts.concurrency) {
      // A free slot always starts: even when the estimate says it is late, that keeps the estimate measured.
      this.running += 1;
    } else {
      const ahead = this.waiting.length;
      const startsAfterMs = (Math.floor(ahead / this.opts.concurrency) + 1) * this.hashMs;
      const late = now + startsAfterMs + this.hashMs > deadline - this.opts.answerMarginMs;
      if (late || ahead >= this.opts.queueMax) throw this.busy(ahead);
      await new Promise<void>((start, refuse) => {
        const waiter: Waiter = { deadline, start, refuse };
        waiter.timer = this.giveUpTimer(waiter);
        this.waiting.push(waiter);
      });
    }
    const started = this.now();
    try {
      return await work();
    } finally {
      this.measured(this.now() - started);
      this.release();
    }
  }

  /** Refusal for a caller with `ahead` callers waiting before it: come back once they are served. */
  private busy(ahead: number) {
    const drainMs = (Math.floor(ahead / this.opts.concurrency) + 1) * this.hashMs;
    return hashingBusy(Math.min(RETRY_AFTER_SEC_MAX, Math.max(1, Math.ceil(drainMs / 1000))));
  }

  private measured(ms: number) {
    this.hashMs = this.hashMs * (1 - ESTIMATE_WEIGHT) + ms * ESTIMATE_WEIGHT;
  }

  /** The latest start that still ends in time, by the current estimate. */
  private latestStart(w: Waiter) {
    return w.deadline - this.opts.answerMarginMs - this.hashMs;
  }

  private giveUpTimer(w: Waiter) {
    const timer = setTimeout(() => this.giveUp(w), Math.max(0, this.latestStart(w) - this.now()));
    timer.unref?.();
    return timer;
  }

  /** A waiter whose hash can no longer end in time is refused while its caller still listens. */
  private giveUp(w: Waiter) {
    const at = this.waiting.indexOf(w);
    if (at < 0) return;
    if (this.now() < this.latestStart(w)) {
      w.timer = this.giveUpTimer(w); // the estimate fell meanwhile: there is still time
      return;
    }
    this.waiting.splice(at, 1);
    w.refuse(this.busy(at));
  }

  /** Hand the slot to the next waiter that can still be served in time; refuse the ones that cannot. */
  private release() {
    for (;;) {
      const next = this.waiting.shift();
      if (!next) {
        this.running -= 1;
        return;
      }
      clearTimeout(next.timer);
      if (this.now() > this.latestStart(next)) {
        next.refuse(this.now() >= next.deadline ? hashingTimedOut() : this.busy(0));
        continue;
      }
      next.start(); // the slot passes over: `running` stays the same
      return;
    }
  }
}
