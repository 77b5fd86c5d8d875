import type { ExtractionFailureReason } from "@suri/contracts";

/** What the user is told when the listing could not be read. The codes let the web app add its own advice. */
export const EXTRACTION_FAILURE_MESSAGES: Record<ExtractionFailureReason, string> = {
  blocked:
    "The property website is preventing access. Please try a different property URL, or upload a screenshot or PDF of the listing.",
  login_wall:
    "This listing is behind a login, so we cannot read it. Please upload a screenshot or PDF of the listing instead.",
  not_a_listing: "We could not find a property listing on this page. Please try a different property URL.",
  timeout: "The property website took too long to respond. Please try again later.",
  too_large: "The property page is too large to analyze. Please try a different property URL.",
  unreachable: "We could not reach this property website. Please check the link and try again.",
  forbidden_address: "This link points to a private or local network address, so it cannot be analyzed.",
  unreadable_file: "Could not generate the report from your file. Please try again.",
};
