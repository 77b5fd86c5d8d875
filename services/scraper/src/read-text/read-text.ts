import {
  LISTING_TEXT_NOT_A_LISTING_MESSAGE,
  LISTING_TEXT_TOO_SLOW_MESSAGE,
  type ListingTextReading,
  listingTextListMessage,
  readingOf,
} from "@suri/contracts";
import { AppError } from "@suri/kit";
import type { ReadOutcome } from "../read-listing/outcome";
import { ReadingBudgetError } from "../reading-pool/reading-pool";
import type { ListingReading } from "../reading-pool/readings";
import { readPastedText } from "./read-pasted-text";

export { LISTING_TEXT_TOO_SLOW_MESSAGE } from "@suri/contracts";
export { readPastedText } from "./read-pasted-text";

/**
 * ReadListingText: what a pasted text says, before a job is started or a credit touched — the reading a
 * report of it would show (each field, its words, how sure), and the figures it lacks. Read with exactly
 * the rules of a job's reading; nothing is kept. A text that names no property, or many, is a 422.
 */
export function readingOfPastedText(text: string): ListingTextReading {
  return readingFrom(readPastedText(text));
}

/** The same reading, in the reading pool: a text past its budget is a 422 at once instead of a stalled server. */
export async function readingOfPastedTextIn(reading: ListingReading, text: string): Promise<ListingTextReading> {
  let outcome: ReadOutcome;
  try {
    outcome = await reading.pastedText(text);
  } catch (err) {
    if (err instanceof ReadingBudgetError) throw new AppError("too_slow", LISTING_TEXT_TOO_SLOW_MESSAGE, 422);
    throw err;
  }
  return readingFrom(outcome);
}

function readingFrom(outcome: ReadOutcome): ListingTextReading {
  if (outcome.ok) return { reading: readingOf(outcome.listing), missing: [] };
  if (outcome.reason === "incomplete") return { reading: readingOf(outcome.listing), missing: outcome.missing };
  if (outcome.reason === "list_page") {
    throw new AppError("list_page", listingTextListMessage(outcome.listingCount ?? 2), 422);
  }
  throw new AppError("not_a_listing", LISTING_TEXT_NOT_A_LISTING_MESSAGE, 422);
}
