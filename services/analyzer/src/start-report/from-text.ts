import type { RpcContext, ServiceStore } from "@suri/kit";
import { acceptJob } from "./accept-job";

/**
 * Accept a report job for a pasted listing text (already cleaned and within the limits: the RPC
 * schema checks it again). The credit is reserved exactly as for a link — the free report first, 402
 * when there is none — and the text travels to the scraper in the ReportRequested event. A retry
 * with the same job id returns the same job.
 */
export async function startReportFromText(
  service: ServiceStore,
  req: { userId: string; text: string; jobId?: string },
  ctx: RpcContext,
): Promise<{ jobId: string }> {
  const { jobId } = await acceptJob(
    service,
    {
      userId: req.userId,
      jobId: req.jobId,
      propertyLink: "",
      sourceKind: "text",
      source: { kind: "text", text: req.text },
    },
    ctx,
  );
  return { jobId };
}
