import {
  CORRECTABLE_FIELDS,
  fieldValue,
  type Listing,
  type ListingDetails,
  ListingDetailsSchema,
  ListingSchema,
  PROVENANCE_KEY,
} from "@suri/contracts";
import { AppError } from "@suri/kit";
import { withDetails } from "../correct-report/apply-details";
import { json } from "../report-job/job";

/**
 * A pasted text's reading as the user confirmed it before the job was charged ("What we read", shown and
 * confirmed in one step): stored on the job, set over what the scraper reads exactly as a correction's
 * values are, so that every confirmed field is stated by the user.
 */

/** A listing of which nothing was read: a confirmed place is checked on it before any credit is touched. */
const NOTHING_READ: Listing = ListingSchema.parse({ sourceSite: "pasted-text" });

/** The town, province and barangay confirmed, checked as a correction's are: the same 400s, the same words. */
export function checkConfirmedPlace(confirmed: ListingDetails): void {
  withDetails(NOTHING_READ, confirmed);
}

/** The confirmed reading a job holds, or undefined (a job without one, or a row it cannot be read from). */
export function confirmedOf(stored: unknown): ListingDetails | undefined {
  if (stored === null || stored === undefined) return undefined;
  const parsed = ListingDetailsSchema.safeParse(json(stored));
  return parsed.success ? parsed.data : undefined;
}

/** Every confirmed value, or all but the place when it no longer fits what was read (a province alone, not the town's). */
function withValues(listing: Listing, confirmed: ListingDetails): Listing {
  try {
    return withDetails(listing, confirmed);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const { city: _city, province: _province, barangay: _barangay, ...figures } = confirmed;
    return withDetails(listing, figures);
  }
}

/**
 * The listing as read with the confirmed reading set over it: each confirmed field is the user's (source
 * "user", confidence 1), and one confirmed as it was read keeps the words it was read from.
 */
export function withConfirmed(listing: Listing, confirmed: ListingDetails | undefined): Listing {
  if (!confirmed) return listing;
  const next = withValues(listing, confirmed);
  const provenance = { ...next.provenance };
  for (const field of CORRECTABLE_FIELDS) {
    const key = PROVENANCE_KEY[field];
    const read = listing.provenance[key]?.snippet;
    const now = provenance[key];
    if (read && now?.source === "user" && fieldValue(listing, field) === fieldValue(next, field)) {
      provenance[key] = { ...now, snippet: read };
    }
  }
  return { ...next, provenance };
}
