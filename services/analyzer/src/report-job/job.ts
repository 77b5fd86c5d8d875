import {
  JOB_STAGES,
  type JobStage,
  type ListCandidate,
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
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (d: Date | string) => new Date(d).toISOString();

export function toReportJob(row: JobRow): ReportJob {
  const stage = JOB_STAGES[row.stage];
  const failed = row.stage === "failed";
  return {
    jobId: row.id,
    status: stage.status,
    stage: row.stage,
    progress: stage.progress,
    reportId: row.report_id,
    error: failed ? (row.error_message ?? stage.message) : null,
    errorCode: row.error_code,
    message: failed ? (row.error_message ?? stage.message) : stage.message,
    ...(failed && row.candidates ? { candidates: candidatesOf(row.candidates) } : {}),
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
function candidatesOf(stored: ListCandidate[] | string): ListCandidate[] {
  return typeof stored === "string" ? (JSON.parse(stored) as ListCandidate[]) : stored;
}
