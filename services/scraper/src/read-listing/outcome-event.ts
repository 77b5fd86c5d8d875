import type { Comparable, Envelope, Listing } from "@suri/contracts";
import { type Causation, EventTooLargeError, makeEvent } from "@suri/kit";
import type { ReadOutcome } from "./read-listing";

const TOO_LARGE_MESSAGE = "the listing is too large to pass on, even without the listings beside it";

/**
 * The event that tells the analyzer what was read, with what the comparables store holds for its market,
 * made to fit the bus. The listing's own texts are already bounded by its schema; if the event is still
 * over the limit, the stored comparables and then the listings beside it (a search page's many) are halved
 * until it fits, and a listing that cannot fit at all fails the job at once as `too_large` rather than
 * leaving an event the bus would never carry.
 */
export function outcomeEvent(
  ref: { jobId: string; userId: string },
  outcome: ReadOutcome,
  cause: Causation,
  at: Date,
  stored: Comparable[] = [],
): Envelope {
  if (!outcome.ok && outcome.reason === "incomplete") {
    const { listing, missing } = outcome;
    return halvedToFit(ref, cause, at, { stored, comparables: [] }, (fit) =>
      makeEvent("ListingIncomplete", { ...ref, listing, missing, ...withStored(fit.stored) }, cause, at),
    );
  }
  if (outcome.ok) {
    const { listing } = outcome;
    return halvedToFit(ref, cause, at, { stored, comparables: outcome.comparables }, (fit) =>
      makeEvent(
        "ListingExtracted",
        { ...ref, listing, comparables: fit.comparables, ...withStored(fit.stored) },
        cause,
        at,
      ),
    );
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

const withStored = (stored: Comparable[]) => (stored.length ? { stored } : {});

/** The event with the stored comparables, then the page's listings, halved until it fits; else `too_large`. */
function halvedToFit(
  ref: { jobId: string; userId: string },
  cause: Causation,
  at: Date,
  lists: { stored: Comparable[]; comparables: Listing[] },
  make: (lists: { stored: Comparable[]; comparables: Listing[] }) => Envelope,
): Envelope {
  let { stored, comparables } = lists;
  for (;;) {
    try {
      return make({ stored, comparables });
    } catch (err) {
      if (!(err instanceof EventTooLargeError)) throw err;
      if (stored.length) stored = stored.slice(0, Math.floor(stored.length / 2));
      else if (comparables.length) comparables = comparables.slice(0, Math.floor(comparables.length / 2));
      else return tooLarge(ref, cause, at);
    }
  }
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
