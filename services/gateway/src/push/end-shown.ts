import { isTerminalStage, type ReportJob } from "@suri/contracts";
import { idFromName, makeEvent, type Runtime, subjectOf } from "@suri/kit";
import type { WebSocket } from "ws";

/** Jobs one socket may say it shows; a page shows one, a few tabs' worth is plenty. */
const WATCHED_MAX = 8;

/**
 * Which jobs each socket's page shows (told by the page: `{type: "watch", jobId}`), and the event that
 * a job's end was pushed to such a page, so the notification service drops its "report ready" mail.
 */
export class WatchedJobs {
  private readonly bySocket = new WeakMap<WebSocket, string[]>();

  watch(socket: WebSocket, jobId: string) {
    const jobs = this.bySocket.get(socket) ?? [];
    if (!jobs.includes(jobId)) jobs.push(jobId);
    if (jobs.length > WATCHED_MAX) jobs.shift();
    this.bySocket.set(socket, jobs);
  }

  watches(socket: WebSocket, jobId: string): boolean {
    return this.bySocket.get(socket)?.includes(jobId) ?? false;
  }
}

export const isEnd = (job: ReportJob): job is ReportJob & { stage: "completed" | "failed" | "needs_details" } =>
  isTerminalStage(job.stage);

/** Publish that the end of `job` was pushed to an open page of `userId` that shows it. */
export async function publishEndShown(rt: Runtime, userId: string, job: ReportJob) {
  if (!isEnd(job)) return;
  const at = rt.now();
  const event = makeEvent(
    "ReportEndShown",
    { jobId: job.jobId, userId, stage: job.stage, shownAt: at.toISOString() },
    { correlationId: job.jobId },
    at,
    // One id per job end: every replica and socket that saw it publishes the same event (deduplicated).
    idFromName(`report-end-shown:${job.jobId}:${job.stage}`),
  );
  await rt.bus.publish(subjectOf("ReportEndShown"), event);
}
