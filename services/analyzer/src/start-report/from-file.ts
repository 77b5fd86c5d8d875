import type { UploadSource } from "@suri/contracts";
import type { RpcContext, ServiceStore } from "@suri/kit";
import { acceptJob } from "./accept-job";

/**
 * Accept a report job for a file the gateway has checked and stored: reserve the credit exactly as
 * for a link (402 when there is none), then record the job and a ReportRequested event whose
 * source names the stored file. A retry with the same job id returns the same job.
 */
export function startReportFromFile(
  service: ServiceStore,
  req: { userId: string; file: UploadSource; jobId?: string },
  ctx: RpcContext,
) {
  // An upload has no link; the report shows no "Source" link for it.
  return acceptJob(
    service,
    { userId: req.userId, jobId: req.jobId, propertyLink: "", sourceKind: "upload", source: req.file },
    ctx,
  );
}
