import {
  type ExtractionFailureReason,
  LISTING_TEXT_NOT_A_LISTING_MESSAGE,
  LISTING_TEXT_TOO_SLOW_MESSAGE,
  listingTextListMessage,
} from "@suri/contracts";

/** What the user is told when the listing could not be read. The codes let the web app add its own advice. */
export const EXTRACTION_FAILURE_MESSAGES: Record<ExtractionFailureReason, string> = {
  blocked:
    "The property website is preventing access. Please try a different property URL, upload a screenshot or PDF of the listing, or paste the listing's text.",
  login_wall:
    "This listing is behind a login, so we cannot read it. Please upload a screenshot or PDF of the listing, or paste the listing's text, instead.",
  not_a_listing: "We could not find a property listing on this page. Please try a different property URL.",
  list_page: "This looks like a list of properties — open one listing and paste its link.",
  timeout: "The property website took too long to respond. Please try again later.",
  too_large: "The property page is too large to analyze. Please try a different property URL.",
  unreachable: "We could not reach this property website. Please check the link and try again.",
  forbidden_address: "This link points to a private or local network address, so it cannot be analyzed.",
  unreadable_file: "Could not generate the report from your file. Please try again.",
  unstorable:
    "Something on this page could not be saved, so no report was made and no credit was used. Please try again, or paste the listing's text instead.",
};

/** What the user is told when an uploaded file could not be turned into a listing (SPEC §8 file failure). */
export const UPLOAD_FAILURE_MESSAGES: Partial<Record<ExtractionFailureReason, string>> = {
  unreadable_file: "Could not generate the report from your file. Please try again.",
  not_a_listing:
    "Could not generate the report from your file: no price or floor area could be read from it. Please upload a clearer screenshot or the listing's PDF brochure.",
  timeout: "Could not generate the report from your file: reading it took too long. Please try a smaller image.",
};
const UPLOAD_FALLBACK = "Could not generate the report from your file. Please try again.";

/** What the user is told when a pasted text could not be turned into a listing. */
export const TEXT_FAILURE_MESSAGES: Partial<Record<ExtractionFailureReason, string>> = {
  not_a_listing: LISTING_TEXT_NOT_A_LISTING_MESSAGE,
  // Past the reading budget: retrying the same text cannot help, pasting less can.
  too_large: LISTING_TEXT_TOO_SLOW_MESSAGE,
};
const TEXT_FALLBACK = "Could not generate the report from the text you pasted. Please try again.";

export function failureMessage(
  reason: ExtractionFailureReason,
  sourceKind: string | undefined,
  listingCount?: number,
): string {
  // A file or a text of many properties says how many, as a list page does, and what to give instead.
  if (reason === "list_page" && sourceKind === "text") return listingTextListMessage(listingCount ?? 2);
  if (reason === "list_page" && sourceKind === "upload") {
    return `This file lists ${(listingCount ?? 2).toLocaleString("en-US")} properties. Please upload a screenshot or brochure of one listing only.`;
  }
  if (sourceKind === "upload") return UPLOAD_FAILURE_MESSAGES[reason] ?? UPLOAD_FALLBACK;
  if (sourceKind === "text") return TEXT_FAILURE_MESSAGES[reason] ?? TEXT_FALLBACK;
  if (reason === "list_page" && listingCount && listingCount > 1) {
    return `This looks like a list of ${listingCount.toLocaleString("en-US")} properties — open one listing and paste its link.`;
  }
  return EXTRACTION_FAILURE_MESSAGES[reason];
}
