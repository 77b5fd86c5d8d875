import type { Citation, ReportData } from "@suri/contracts";

/** The number a citation has in the report's list of sources (null when it has none). */
export type Numbered = (c: Citation | null | undefined) => number | null;

/** What a report section card is given: the report, its citations' numbers and the section's paragraph. */
export interface SectionProps {
  report: ReportData;
  numberOf: Numbered;
  narrative?: string | undefined;
}
