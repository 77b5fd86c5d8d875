import type { ReportJob } from "@suri/contracts";
import { isNewerJob } from "../../api/jobs";
import type { MessageKey } from "../../i18n/translate";
import { stageMessageKey } from "../progress/stages";

/** Server and browser clocks may differ a little; a job created this long before the send still counts. */
export const UPLOAD_JOB_CLOCK_SLACK_MS = 30_000;

/**
 * The upload request only names its job when it answers, so while it runs the dialog follows the
 * pushed `job.progress` of an upload job (no link) created since the file was sent. The socket only
 * carries the signed-in user's own jobs; once one is picked, updates of any other job are ignored.
 */
export function followUploadJob(current: ReportJob | null, incoming: ReportJob, sentAt: number): ReportJob | null {
  if (current) return isNewerJob(current, incoming) ? incoming : current;
  if (incoming.propertyLink !== "") return null;
  const created = Date.parse(incoming.createdAt);
  if (Number.isNaN(created) || created < sentAt - UPLOAD_JOB_CLOCK_SLACK_MS) return null;
  return incoming;
}

/** The status line of an upload job: its read stage is reading the file; later stages say what a link's say. */
export function uploadStageMessageKey(job: Pick<ReportJob, "stage" | "progress">): MessageKey {
  return job.stage === "queued" || job.stage === "fetching" ? "ingest.upload.reading" : stageMessageKey(job);
}
