import { isTerminalStatus, type ReportJob, ReportJobSchema } from "@suri/contracts";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest, isApiError } from "./http";
import { queryKeys } from "./keys";

export const JOB_POLL_INTERVAL_MS = 3_000;
export const JOB_TIMEOUT_MS = 180_000;

/** Completed, failed, or waiting for the user's figures (needs_details): nothing more will happen by itself. */
export function isTerminal(job: Pick<ReportJob, "status"> | null | undefined): boolean {
  return !!job && isTerminalStatus(job.status);
}

/**
 * One report job. The WebSocket writes pushed updates into this query's cache; the page polls it
 * only while the socket is not delivering (see features/progress).
 */
export const jobQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: queryKeys.job(jobId),
    queryFn: ({ signal }) => apiRequest(`/api/report-jobs/${encodeURIComponent(jobId)}`, ReportJobSchema, { signal }),
    staleTime: 0,
    retry: (failureCount, error) =>
      failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });

/**
 * Whether `incoming` should replace `current` in the cache: pushes and polls can arrive out of
 * order, and a finished job never goes back to running.
 */
export function isNewerJob(current: ReportJob | undefined, incoming: ReportJob): boolean {
  if (!current) return true;
  if (current.jobId !== incoming.jobId) return false;
  if (isTerminal(current)) return false;
  if (isTerminal(incoming)) return true;
  const currentTime = Date.parse(current.updatedAt);
  const incomingTime = Date.parse(incoming.updatedAt);
  if (!Number.isNaN(currentTime) && !Number.isNaN(incomingTime) && incomingTime !== currentTime) {
    return incomingTime > currentTime;
  }
  return incoming.progress >= current.progress;
}

/** `incoming` with the source kind `current` had when `incoming` carries none (pushes carry none). */
export function withSourceKindOf(current: ReportJob | undefined, incoming: ReportJob): ReportJob {
  return incoming.sourceKind || !current?.sourceKind ? incoming : { ...incoming, sourceKind: current.sourceKind };
}
