import { z } from "zod";
import { apiRequest } from "./http";

/**
 * POST /api/generate-report-from-file answers 200 `{reportId, jobId}` when the report is ready within
 * the server's wait, or 202 `{jobId}` when the job is still running (followed like a link report).
 */
export const FileReportResponseSchema = z.union([
  z.object({ reportId: z.string(), jobId: z.string() }),
  z.object({ jobId: z.string() }),
]);
export type FileReportResponse = z.infer<typeof FileReportResponseSchema>;

/** Sends one file as a data URL (SPEC §7). The request lasts as long as the server waits for the job. */
export function generateReportFromFile(fileBase64: string, idempotencyKey: string): Promise<FileReportResponse> {
  return apiRequest("/api/generate-report-from-file", FileReportResponseSchema, {
    method: "POST",
    body: { fileBase64 },
    idempotencyKey,
  });
}
