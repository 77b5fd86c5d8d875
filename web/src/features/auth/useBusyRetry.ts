import { useState } from "react";
import { busyRetryDelaySec, retryWhenBusy } from "../../api/busy-retry";

/**
 * Sign-in and sign-up through a busy server: the request is tried again after the server's Retry-After
 * (a few times at most), and `retrying` says so meanwhile, for the form's "still trying…" line. The form's
 * button stays busy throughout, so nothing is sent twice.
 */
export function useBusyRetry() {
  const [retrying, setRetrying] = useState(false);
  function withRetry<A, T>(request: (input: A) => Promise<T>) {
    return async (input: A): Promise<T> => {
      try {
        return await retryWhenBusy(() => request(input), { onWait: () => setRetrying(true) });
      } finally {
        setRetrying(false);
      }
    };
  }
  return { retrying, withRetry };
}

/** The server stayed busy through every try: the form says so in the user's language. */
export const isBusyError = (error: unknown): boolean => busyRetryDelaySec(error, Number.POSITIVE_INFINITY) !== null;
