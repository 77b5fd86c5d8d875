import {
  type JobStage,
  jobStageView,
  type ListCandidate,
  type NeedsDetails,
  type ReportJob,
  type ReportSourceKind,
  ReportSourceKindSchema,
} from "@suri/contracts";

/** A report job's row, as the analyzer stores it. */
export interface JobRow {
  id: string;
  user_id: string;
  property_link: string;
  /** "link", "upload" (a file the user uploaded) or "text" (a listing the user pasted). */
  source_kind?: string;
  stage: JobStage;
  report_id: string | null;
  error_code: string | null;
  error_message: string | null;
  /** A list page's listings (jsonb), when the link was a list. */
  candidates?: ListCandidate[] | string | null;
  /** needs_details: the listing as read; a job made from a user's details: the completed listing (jsonb). */
  listing?: unknown;
  /** needs_details: the missing figures and the reading to pre-fill (jsonb). */
  needs_details?: NeedsDetails | string | null;
  /** The job made from the figures the user gave this needs_details job. */
  continued_job_id?: string | null;
  /** The needs_details job this one completes. */
  previous_job_id?: string | null;
  /** A pasted text's reading as the user confirmed it (ListingDetails, jsonb), applied over what is read. */
  confirmed?: unknown;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (d: Date | string) => new Date(d).toISOString();

export function toReportJob(row: JobRow): ReportJob {
  const failed = row.stage === "failed";
  return {
    jobId: row.id,
    ...jobStageView({ stage: row.stage, errorMessage: row.error_message, needsDetails: row.needs_details }),
    reportId: row.report_id,
    errorCode: row.error_code,
    ...(failed && row.candidates ? { candidates: candidatesOf(row.candidates) } : {}),
    ...(row.continued_job_id ? { continuedJobId: row.continued_job_id } : {}),
    propertyLink: row.property_link,
    sourceKind: sourceKindOf(row.source_kind),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** Rows written before the column existed default to "link". */
export function sourceKindOf(stored: string | undefined | null): ReportSourceKind {
  const parsed = ReportSourceKindSchema.safeParse(stored);
  return parsed.success ? parsed.data : "link";
}

/** jsonb comes back parsed from pg and as text from some drivers. */
export const json = (stored: unknown): unknown => (typeof stored === "string" ? JSON.parse(stored) : stored);

function candidatesOf(stored: ListCandidate[] | string): ListCandidate[] {
  return json(stored) as ListCandidate[];
}
