import type { ListingDetails } from "@suri/contracts";
import type { RpcContext, ServiceStore } from "@suri/kit";
import { acceptJob } from "./accept-job";
import { checkConfirmedPlace } from "./confirmed-reading";

/**
 * Accept a report job for a pasted listing text (already cleaned and within the limits: the RPC
 * schema checks it again). The credit is reserved exactly as for a link — the free report first, 402
 * when there is none — and the text travels to the scraper in the ReportRequested event. The reading the
 * user confirmed is kept on the job, its place checked first (a 400 reserves nothing), and set over what
 * the scraper reads. A retry with the same job id returns the same job.
 */
export async function startReportFromText(
  service: ServiceStore,
  req: { userId: string; text: string; confirmed?: ListingDetails | undefined; jobId?: string | undefined },
  ctx: RpcContext,
): Promise<{ jobId: string }> {
  if (req.confirmed) checkConfirmedPlace(req.confirmed);
  const { jobId } = await acceptJob(
    service,
    {
      userId: req.userId,
      jobId: req.jobId,
      propertyLink: "",
      sourceKind: "text",
      source: { kind: "text", text: req.text },
      confirmed: req.confirmed,
    },
    ctx,
  );
  return { jobId };
}
