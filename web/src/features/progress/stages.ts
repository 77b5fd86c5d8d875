import { JOB_STEPS, type JobStage, type ReportJob } from "@suri/contracts";
import { isTerminal } from "../../api/jobs";
import type { MessageKey } from "../../i18n/translate";

/** The stages a job passes through, in order, as shown in the step list (the contracts' steps). */
export const visibleStages = JOB_STEPS;

/**
 * The status line for a job's real stage. SPEC §4's texts are kept, tied to the stage the server
 * reports instead of to a timer; the valuation stage uses its progress to say how far along it is.
 */
export function stageMessageKey(job: Pick<ReportJob, "stage" | "progress">): MessageKey {
  switch (job.stage) {
    case "queued":
      return "pending.stage.queued";
    case "fetching":
      return "pending.stage.fetching";
    case "extracted":
      return "pending.stage.extracted";
    case "valuing":
      if (job.progress >= 90) return "pending.stage.finalizing";
      if (job.progress >= 75) return "pending.stage.financials";
      return "pending.stage.valuing";
    case "completed":
      return "pending.stage.completed";
    case "failed":
      return "pending.failedDefault";
    case "needs_details":
      return "pending.stage.needsDetails";
    default: {
      const unknownStage: never = job.stage;
      return unknownStage;
    }
  }
}

/** The percentage to show: the server's, 100 once complete, never 100 before. */
export function displayedProgress(job: Pick<ReportJob, "status" | "progress">): number {
  if (job.status === "completed") return 100;
  const progress = Math.max(0, Math.min(99, Math.round(job.progress)));
  return progress;
}

/** `offerUpload`: the site could not be read, so a screenshot or PDF of the listing, or its pasted text, is offered instead. */
export type FailureView = { titleKey: MessageKey; body: { key: MessageKey } | { text: string }; offerUpload?: true };

const unreadableSiteCodes = new Set(["blocked", "login_wall"]);

/** What a failed job says: SPEC wording for an unreadable site, the server's message otherwise. */
export function jobFailureView(job: Pick<ReportJob, "errorCode" | "error" | "message">): FailureView {
  if (job.errorCode && unreadableSiteCodes.has(job.errorCode)) {
    return { titleKey: "gen.websiteError", body: { key: "gen.websiteErrorBody" }, offerUpload: true };
  }
  const text = job.error?.trim() || job.message.trim();
  return { titleKey: "gen.errorTitle", body: text ? { text } : { key: "pending.failedDefault" } };
}

/** When the job started, for the elapsed clock; the page's own start if the server clock looks off. */
export function jobStartTime(job: Pick<ReportJob, "createdAt"> | undefined, mountedAt: number): number {
  const created = job ? Date.parse(job.createdAt) : Number.NaN;
  if (Number.isNaN(created) || created > mountedAt + 5_000 || mountedAt - created > 24 * 3_600_000) return mountedAt;
  return created;
}

export function stageIndex(stage: JobStage): number {
  return (visibleStages as readonly JobStage[]).indexOf(stage);
}

export { isTerminal };
