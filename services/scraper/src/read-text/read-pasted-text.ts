import { type Listing, PASTED_TEXT_SOURCE_SITE } from "@suri/contracts";
import { listingFromText, namesProperty, textListVerdict } from "../extract/from-text";
import { listingOutcome, type ReadOutcome } from "../read-listing/outcome";

/**
 * Read the listing in a text the user pasted (a Facebook or group post, a chat message, the words of
 * a page we cannot open) with the same text rules as an uploaded file's text. A text that names a
 * property (a figure, or its type) but lacks its price or area is `incomplete`: the user is asked for
 * them. Neither a figure nor a type is `not_a_listing`; many priced properties are `list_page`. The listing
 * keeps no URL: a pasted text names no page.
 * Pure: it runs in the reading pool's worker threads.
 */
export function readPastedText(text: string): ReadOutcome {
  // A post of many priced properties (a broker's inventory, a group's "available units") is refused as
  // a file of them is: one report never mixes the figures of several properties.
  const list = textListVerdict(text);
  if (list) {
    return { ok: false, reason: "list_page", message: `a list of ${list.count} properties`, listingCount: list.count };
  }
  let listing: Listing | null;
  try {
    listing = listingFromText(text, { source: "text", sourceSite: PASTED_TEXT_SOURCE_SITE });
  } catch (err) {
    return notAListing(`the pasted text could not be read (${err instanceof Error ? err.message : String(err)})`);
  }
  if (!listing || !namesProperty(listing)) {
    return notAListing("no price or area could be read from the pasted text");
  }
  const { url: _url, ...withoutUrl } = listing;
  return listingOutcome(withoutUrl, []);
}

const notAListing = (message: string): ReadOutcome => ({ ok: false, reason: "not_a_listing", message });
