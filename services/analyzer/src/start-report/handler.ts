import { AppError, type RpcContext, type ServiceStore } from "@suri/kit";
import { checkUrl, type GuardOptions } from "@suri/netguard";
import { type JobRow, toReportJob } from "../report-job/job";
import { acceptJob } from "./accept-job";

export interface StartReportDeps {
  service: ServiceStore;
  guard: GuardOptions;
}

const URL_MESSAGES: Record<string, string> = {
  invalid_url: "Please enter a valid property URL",
  scheme: "Please enter a valid property URL",
  forbidden_address: "This link points to a private or local network address, so it cannot be analyzed.",
};

/**
 * Accept a report job: refuse links that can never be fetched before any credit is touched,
 * reserve the credit through the ledger (402 when there is none), then record the job and its
 * ReportRequested event together. A retry with the same job id returns the same job.
 */
export async function startReport(
  deps: StartReportDeps,
  req: { userId: string; propertyLink: string; jobId?: string; fromSearchPage?: string | undefined },
  ctx: RpcContext,
) {
  const { service } = deps;
  const checked = checkUrl(req.propertyLink, deps.guard);
  if (!checked.ok) throw new AppError(checked.reason, URL_MESSAGES[checked.reason] ?? URL_MESSAGES.invalid_url!, 400);
  // A listing screened from a search page is read from that page's card, as its screening read it.
  const page = req.fromSearchPage ? checkUrl(req.fromSearchPage, deps.guard) : undefined;
  if (page && !page.ok) throw new AppError(page.reason, URL_MESSAGES[page.reason] ?? URL_MESSAGES.invalid_url!, 400);
  const { jobId } = await acceptJob(
    service,
    {
      userId: req.userId,
      jobId: req.jobId,
      propertyLink: checked.url.toString(),
      sourceKind: "link",
      ...(page?.ok ? { source: { kind: "card" as const, pageLink: page.url.toString() } } : {}),
    },
    ctx,
  );
  return { jobId };
}

export async function getJob(service: ServiceStore, req: { userId: string; jobId: string }) {
  const row = (await service.rt.db.knex(service.t("jobs")).where({ id: req.jobId }).first()) as JobRow | undefined;
  // Someone else's job is reported as missing, so job ids cannot be probed.
  if (!row || row.user_id !== req.userId) {
    throw AppError.notFound("Report job not found. The job might have been deleted or never existed.", "job_not_found");
  }
  return toReportJob(row);
}
