import {
  LISTING_TEXT_NOT_A_LISTING_MESSAGE,
  type Listing,
  type ListingTextReading,
  PASTED_TEXT_SOURCE_SITE,
  readingOf,
} from "@suri/contracts";
import { AppError } from "@suri/kit";
import { hasFigures, listingFromText } from "../extract/from-text";
import { listingOutcome, type ReadOutcome } from "../read-listing/read-listing";

/**
 * Read the listing in a text the user pasted (a Facebook or group post, a chat message, the words of
 * a page we cannot open) with the same text rules as an uploaded file's text. A text that names a
 * property (a figure, or its type) but lacks its price or area is `incomplete`: the user is asked for
 * them. Neither a figure nor a type is `not_a_listing`. The listing keeps no URL: a pasted text names no page.
 */
export function readPastedText(text: string): ReadOutcome {
  let listing: Listing | null;
  try {
    listing = listingFromText(text, { source: "text", sourceSite: PASTED_TEXT_SOURCE_SITE });
  } catch (err) {
    return notAListing(`the pasted text could not be read (${err instanceof Error ? err.message : String(err)})`);
  }
  if (!listing || !(hasFigures(listing) || listing.propertyType)) {
    return notAListing("no price or area could be read from the pasted text");
  }
  const { url: _url, ...withoutUrl } = listing;
  return listingOutcome(withoutUrl, []);
}

const notAListing = (message: string): ReadOutcome => ({ ok: false, reason: "not_a_listing", message });

/**
 * ReadListingText: what a pasted text says, before a job is started or a credit touched — the reading a
 * report of it would show (each field, its words, how sure), and the figures it lacks. Read with exactly
 * the rules of a job's reading; nothing is kept. A text that names no property is a 422.
 */
export function readingOfPastedText(text: string): ListingTextReading {
  const outcome = readPastedText(text);
  if (outcome.ok) return { reading: readingOf(outcome.listing), missing: [] };
  if (outcome.reason === "incomplete") return { reading: readingOf(outcome.listing), missing: outcome.missing };
  throw new AppError("not_a_listing", LISTING_TEXT_NOT_A_LISTING_MESSAGE, 422);
}
