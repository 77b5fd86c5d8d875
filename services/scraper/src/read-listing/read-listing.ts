import type { ExtractionFailureReason, ListCandidate, Listing } from "@suri/contracts";
import type { ExtractedListings } from "../extract";
import { CANDIDATES_MAX } from "../extract/list-page";
import type { PageFetcher } from "../fetch";
import { ReadingBudgetError } from "../reading-pool/reading-pool";
import { type ListingReading, readingInThread } from "../reading-pool/readings";
import { listingOutcome, type ReadOutcome } from "./outcome";

export { type IncompleteOutcome, listingOutcome, type ReadOutcome } from "./outcome";

/** A page counts as a listing only if it tells us at least a price or an area. */
const describesProperty = (l: Listing) =>
  l.priceCentavos !== undefined || l.floorAreaSqm !== undefined || l.lotAreaSqm !== undefined;

/** A reading stopped past its time or size budget: no report, and the credit goes back. */
export function pastBudgetOutcome(
  err: unknown,
  reason: Extract<ExtractionFailureReason, "too_large" | "timeout">,
): ReadOutcome {
  if (err instanceof ReadingBudgetError) return { ok: false, reason, message: err.message };
  throw err;
}

/**
 * Fetch a listing page through the guard and turn it into a normalised listing. The page is read in
 * `reading` (the service's worker pool; on this thread in tests): a page past the reading budget is
 * `too_large`.
 */
export async function readListing(
  fetcher: PageFetcher,
  url: string,
  reading: ListingReading = readingInThread,
): Promise<ReadOutcome> {
  const page = await fetcher.fetchPage(url);
  if (!page.ok) return { ok: false, reason: page.reason, message: page.message };
  let extracted: ExtractedListings;
  try {
    extracted = await reading.page(page.html, page.finalUrl);
  } catch (err) {
    return pastBudgetOutcome(err, "too_large");
  }
  const { primary, items, listPage } = extracted;
  if (listPage) {
    return {
      ok: false,
      reason: "list_page",
      // The analyzer words the user's message from the reason and the count (failure-messages.ts).
      message: `a list page of ${listPage.count} properties`,
      seen: items,
      // A page may link anywhere: only links that pass the guard, their names resolved, are offered to the user.
      candidates: await guardedCandidates(fetcher, listPage.candidates),
      listingCount: listPage.count,
    };
  }
  if (primary && describesProperty(primary)) {
    return listingOutcome(
      primary,
      items.filter((i) => i !== primary),
    );
  }
  const message = items.length
    ? "This page lists many properties; paste the link of a single listing."
    : "No property listing was found on this page.";
  return { ok: false, reason: "not_a_listing", message, seen: items };
}

/**
 * The candidates whose links pass the guard as a fetch would: each origin checked once (all at once,
 * each name resolved within the fetcher's lookup time), and a name resolving to a private, loopback or
 * metadata address dropped with every link to it. At most CANDIDATES_MAX links come in.
 */
async function guardedCandidates(fetcher: PageFetcher, candidates: readonly ListCandidate[]): Promise<ListCandidate[]> {
  const bounded = candidates.slice(0, CANDIDATES_MAX);
  const byOrigin = new Map<string, Promise<boolean>>();
  const passes = (url: string) => {
    const origin = URL.canParse(url) ? new URL(url).origin : url;
    let verdict = byOrigin.get(origin);
    if (!verdict) {
      verdict = Promise.resolve()
        .then(() => fetcher.allows(url))
        .catch(() => false);
      byOrigin.set(origin, verdict);
    }
    return verdict;
  };
  const verdicts = await Promise.all(bounded.map((candidate) => passes(candidate.url)));
  return bounded.filter((_, index) => verdicts[index]);
}
