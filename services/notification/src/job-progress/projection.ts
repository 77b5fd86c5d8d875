import { canAdvanceStage, type JobStage, jobStageView, type NeedsDetails, type ReportJob } from "@suri/contracts";
import type { Knex } from "@suri/kit";

export interface ProgressRow {
  job_id: string;
  user_id: string;
  property_link: string;
  stage: JobStage;
  report_id: string | null;
  error_code: string | null;
  error_message: string | null;
  /** needs_details: the missing figures and what was read (jsonb). */
  needs_details?: NeedsDetails | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface StageChange {
  jobId: string;
  userId: string;
  stage: JobStage;
  at: Date;
  propertyLink?: string;
  reportId?: string;
  errorCode?: string;
  errorMessage?: string;
  needsDetails?: NeedsDetails;
}

/**
 * This service's own view of each job, built from the job events it consumes. Events from two
 * contexts can arrive in any order; a change applies only if it moves the job forward.
 * Returns the new row when the stage advanced (the push to send), else null.
 */
export async function applyStageChange(
  trx: Knex.Transaction,
  table: string,
  c: StageChange,
): Promise<ProgressRow | null> {
  const current = (await trx(table).where({ job_id: c.jobId }).forUpdate().first()) as ProgressRow | undefined;
  if (current && !canAdvanceStage(current.stage, c.stage)) {
    if (c.propertyLink && current.property_link === "")
      await trx(table).where({ job_id: c.jobId }).update({ property_link: c.propertyLink });
    return null;
  }
  const row: ProgressRow = {
    job_id: c.jobId,
    user_id: c.userId,
    property_link: c.propertyLink ?? current?.property_link ?? "",
    stage: c.stage,
    report_id: c.reportId ?? null,
    error_code: c.errorCode ?? null,
    error_message: c.errorMessage ?? null,
    needs_details: c.needsDetails ? JSON.stringify(c.needsDetails) : null,
    created_at: current?.created_at ?? c.at,
    updated_at: c.at,
  };
  await trx(table).insert(row).onConflict("job_id").merge();
  return { ...row, needs_details: c.needsDetails ?? null };
}

export function toPush(row: ProgressRow): { type: "job.progress"; job: ReportJob } {
  return {
    type: "job.progress",
    job: {
      jobId: row.job_id,
      ...jobStageView({ stage: row.stage, errorMessage: row.error_message, needsDetails: row.needs_details }),
      reportId: row.report_id,
      errorCode: row.error_code,
      propertyLink: row.property_link,
      createdAt: new Date(row.created_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
    },
  };
}
