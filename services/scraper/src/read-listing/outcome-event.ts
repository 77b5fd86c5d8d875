import type { Envelope } from "@suri/contracts";
import { type Causation, EventTooLargeError, makeEvent } from "@suri/kit";
import type { ReadOutcome } from "./read-listing";

const TOO_LARGE_MESSAGE = "the listing is too large to pass on, even without the listings beside it";

/**
 * The event that tells the analyzer what was read, made to fit the bus. The listing's own texts are
 * already bounded by its schema; if the event is still over the limit (a search page's many listings
 * beside it), the listings beside it are halved until it fits, and a listing that cannot fit at all
 * fails the job at once as `too_large` rather than leaving an event the bus would never carry.
 */
export function outcomeEvent(
  ref: { jobId: string; userId: string },
  outcome: ReadOutcome,
  cause: Causation,
  at: Date,
): Envelope {
  if (!outcome.ok && outcome.reason === "incomplete") {
    return fitted(
      () => makeEvent("ListingIncomplete", { ...ref, listing: outcome.listing, missing: outcome.missing }, cause, at),
      ref,
      cause,
      at,
    );
  }
  if (outcome.ok) {
    let comparables = outcome.comparables;
    for (;;) {
      try {
        return makeEvent("ListingExtracted", { ...ref, listing: outcome.listing, comparables }, cause, at);
      } catch (err) {
        if (!(err instanceof EventTooLargeError)) throw err;
        if (comparables.length === 0) return tooLarge(ref, cause, at);
        comparables = comparables.slice(0, Math.floor(comparables.length / 2));
      }
    }
  }
  const failed = outcome;
  return fitted(
    () =>
      makeEvent(
        "ListingExtractionFailed",
        {
          ...ref,
          reason: failed.reason,
          message: failed.message,
          ...(failed.candidates ? { candidates: failed.candidates } : {}),
          ...(failed.listingCount ? { listingCount: failed.listingCount } : {}),
        },
        cause,
        at,
      ),
    ref,
    cause,
    at,
  );
}

function fitted(make: () => Envelope, ref: { jobId: string; userId: string }, cause: Causation, at: Date) {
  try {
    return make();
  } catch (err) {
    if (err instanceof EventTooLargeError) return tooLarge(ref, cause, at);
    throw err;
  }
}

const tooLarge = (ref: { jobId: string; userId: string }, cause: Causation, at: Date) =>
  makeEvent("ListingExtractionFailed", { ...ref, reason: "too_large", message: TOO_LARGE_MESSAGE }, cause, at);
