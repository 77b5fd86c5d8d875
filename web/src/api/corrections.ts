import {
  type CompleteDetailsRequest,
  GenerateReportResponseSchema,
  type ReportCorrectionRequest,
  type ReportRecord,
  ReportRecordSchema,
} from "@suri/contracts";
import { apiRequest } from "./http";

/**
 * Correct fields of a report: valued again, free, as a new revision; answers the new record. The key
 * makes a repeated press, or a retry after a network error, the same correction.
 */
export function correctReport(
  reportId: string,
  request: ReportCorrectionRequest,
  idempotencyKey: string,
): Promise<ReportRecord> {
  return apiRequest(`/api/reports/${encodeURIComponent(reportId)}/corrections`, ReportRecordSchema, {
    method: "POST",
    body: request,
    idempotencyKey,
  });
}

/** The figures a needs_details job asked for: answers the job that makes the report (202 `{jobId}`). */
export function completeJobDetails(jobId: string, details: CompleteDetailsRequest): Promise<{ jobId: string }> {
  return apiRequest(`/api/report-jobs/${encodeURIComponent(jobId)}/details`, GenerateReportResponseSchema, {
    method: "POST",
    body: details,
  });
}
