import { z } from "zod";
import { type NeedsDetails, NeedsDetailsSchema } from "./corrections";
import type { EventType } from "./events";

/*
 * The one vocabulary of a report job's stages. The analyzer's jobs table and the notification service's
 * progress table store these words; the API's job answers and the pushed progress say them with the
 * status, progress and message below; the web app shows them as its steps; the metrics count the job
 * events under the labels at the end.
 */

/** "needs_details" (added): the listing was read but lacks its price or area; the user is asked for them. */
export const JobStatusSchema = z.enum(["pending", "processing", "completed", "failed", "needs_details"]);
export type JobStatus = z.infer<typeof JobStatusSchema>;

/** Real stages of a report job, in order. */
export const JobStageSchema = z.enum([
  "queued",
  "fetching",
  "extracted",
  "valuing",
  "completed",
  "failed",
  "needs_details",
]);
export type JobStage = z.infer<typeof JobStageSchema>;

/** What each real stage of a report job means to the client: status, progress and a message. */
export const JOB_STAGES: Record<JobStage, { rank: number; status: JobStatus; progress: number; message: string }> = {
  queued: { rank: 0, status: "pending", progress: 10, message: "Preparing to analyze property data..." },
  fetching: { rank: 1, status: "processing", progress: 30, message: "Extracting property details..." },
  extracted: { rank: 2, status: "processing", progress: 60, message: "Analyzing location and market data..." },
  valuing: { rank: 3, status: "processing", progress: 80, message: "Calculating investment metrics..." },
  completed: { rank: 4, status: "completed", progress: 100, message: "Report complete! Redirecting..." },
  failed: { rank: 4, status: "failed", progress: 100, message: "Report generation failed. Please try again." },
  needs_details: {
    rank: 4,
    status: "needs_details",
    progress: 100,
    message: "The listing does not state every figure a report needs. Please add the missing ones; no credit was used.",
  },
};

/** The steps a running job shows, in order (failed and needs_details end it without being steps). */
export const JOB_STEPS = [
  "queued",
  "fetching",
  "extracted",
  "valuing",
  "completed",
] as const satisfies readonly JobStage[];

const TERMINAL_STAGES: ReadonlySet<JobStage> = new Set(["completed", "failed", "needs_details"]);
const TERMINAL_STATUSES: ReadonlySet<JobStatus> = new Set([...TERMINAL_STAGES].map((s) => JOB_STAGES[s].status));

/** Completed, failed, or waiting for the user's figures: nothing more happens to the job by itself. */
export const isTerminalStage = (stage: JobStage) => TERMINAL_STAGES.has(stage);
/** The same, told by the job's status (a terminal stage's status is no running stage's). */
export const isTerminalStatus = (status: JobStatus) => TERMINAL_STATUSES.has(status);

/** Stages only move forward; a late or redelivered event never drags a job back. */
export const canAdvanceStage = (from: JobStage, to: JobStage) =>
  !isTerminalStage(from) && JOB_STAGES[to].rank > JOB_STAGES[from].rank;

/** A job as its table keeps it: the stage, the job's own words (a failure's or a request for figures) and those figures. */
export interface StoredJobStage {
  stage: JobStage;
  errorMessage: string | null;
  /** needs_details: the missing figures and what was read (jsonb: parsed, or text from some drivers). */
  needsDetails?: unknown;
}

/**
 * What a job at its stage tells the reader, the same in the API's answer and in the pushed progress: its
 * status, progress and message (a failed or asking job says its own words when it has them, a failed one
 * as its error too) and, when it asks for figures, which.
 */
export function jobStageView({ stage, errorMessage, needsDetails }: StoredJobStage) {
  const { status, progress, message: stageMessage } = JOB_STAGES[stage];
  const failed = stage === "failed";
  const asking = stage === "needs_details";
  const message = failed || asking ? (errorMessage ?? stageMessage) : stageMessage;
  const stored =
    asking && needsDetails ? (typeof needsDetails === "string" ? JSON.parse(needsDetails) : needsDetails) : null;
  const needs = stored ? NeedsDetailsSchema.safeParse(stored) : null;
  return {
    status,
    stage,
    progress,
    error: failed ? message : null,
    message,
    ...(needs?.success ? { needsDetails: needs.data as NeedsDetails } : {}),
  };
}

/**
 * The job events suri_report_job_stage_total counts, each under its label (the README's metrics table and
 * its alert use these words): the stage the event marks, or what else happened to the job.
 */
export const JOB_EVENT_METRIC_LABELS: Readonly<Partial<Record<EventType, string>>> = {
  ReportRequested: "requested",
  ListingFetchStarted: "fetching",
  ListingExtracted: "extracted",
  ListingExtractionFailed: "extraction_failed",
  ListingIncomplete: "incomplete",
  ReportNeedsDetails: "needs_details",
  ReportDetailsProvided: "details_provided",
  ReportCompleted: "completed",
  ReportFailed: "failed",
  ReportCorrected: "corrected",
};
