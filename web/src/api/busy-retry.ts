import { isApiError } from "./http";

export interface BusyRetryOptions {
  /** Tries after the first, at most. */
  retriesMax?: number;
  /** A Retry-After longer than this is not waited out here: the user is told instead. */
  waitMaxSec?: number;
  /** Told before each wait (to show "still trying…"), with the attempt about to be made. */
  onWait?: (wait: { seconds: number; attempt: number }) => void;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

/** The wait when a busy answer names none. */
const DEFAULT_WAIT_SEC = 2;

/**
 * Seconds to wait before trying again, or null when the answer is not worth retrying: a busy server
 * (503, or a 429 that says the service is busy) that asks for a short wait. A 429 of the login throttle
 * ("try again in N minutes") or a refusal of the request itself is the user's to read, not ours to repeat.
 */
export function busyRetryDelaySec(error: unknown, waitMaxSec: number): number | null {
  if (!isApiError(error)) return null;
  const busy = error.status === 503 || (error.status === 429 && error.code === "auth_busy");
  if (!busy) return null;
  const seconds = error.retryAfterSec ?? DEFAULT_WAIT_SEC;
  return seconds <= waitMaxSec ? seconds : null;
}

/**
 * Run a request that is safe to repeat (signing in; signing up, which finds the account it made), and
 * when the server is busy, try again after the Retry-After it gave (with a little jitter, so a crowd
 * does not return at once), a bounded number of times. The last error is thrown when it stays busy.
 */
export async function retryWhenBusy<T>(request: () => Promise<T>, options: BusyRetryOptions = {}): Promise<T> {
  const {
    retriesMax = 3,
    waitMaxSec = 10,
    onWait,
    sleep = (ms) => new Promise((r) => setTimeout(r, ms)),
    random = Math.random,
  } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      return await request();
    } catch (error) {
      const seconds = attempt <= retriesMax ? busyRetryDelaySec(error, waitMaxSec) : null;
      if (seconds === null) throw error;
      onWait?.({ seconds, attempt: attempt + 1 });
      await sleep(seconds * 1000 * (1 + 0.3 * random()));
    }
  }
}
