import {
  JOB_STAGES,
  type JobStage,
  type ListCandidate,
  type NeedsDetails,
  NeedsDetailsSchema,
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
  const stage = JOB_STAGES[row.stage];
  const failed = row.stage === "failed";
  const asking = row.stage === "needs_details";
  const needs = asking && row.needs_details ? NeedsDetailsSchema.safeParse(json(row.needs_details)) : null;
  return {
    jobId: row.id,
    status: stage.status,
    stage: row.stage,
    progress: stage.progress,
    reportId: row.report_id,
    error: failed ? (row.error_message ?? stage.message) : null,
    errorCode: row.error_code,
    message: failed || asking ? (row.error_message ?? stage.message) : stage.message,
    ...(failed && row.candidates ? { candidates: candidatesOf(row.candidates) } : {}),
    ...(needs?.success ? { needsDetails: needs.data } : {}),
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
