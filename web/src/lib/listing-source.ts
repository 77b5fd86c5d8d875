import { PASTED_TEXT_SOURCE_SITE, type ReportSourceKind } from "@suri/contracts";
import type { MessageKey } from "../i18n";

/**
 * What a report or job with no listing page says it was made from: a pasted text, else an uploaded
 * file (jobs and lists say their source kind; a report's listing says it by its source site).
 */
export function linklessSourceKey(from: {
  sourceKind?: ReportSourceKind | undefined;
  sourceSite?: string;
}): MessageKey {
  return from.sourceKind === "text" || from.sourceSite === PASTED_TEXT_SOURCE_SITE
    ? "ingest.text.pasted"
    : "ingest.uploadedFile";
}
