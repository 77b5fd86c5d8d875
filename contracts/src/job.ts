import type { JobStage, JobStatus } from "./api";

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

export const isTerminalStage = (stage: JobStage) =>
  stage === "completed" || stage === "failed" || stage === "needs_details";

/** Stages only move forward; a late or redelivered event never drags a job back. */
export const canAdvanceStage = (from: JobStage, to: JobStage) =>
  !isTerminalStage(from) && JOB_STAGES[to].rank > JOB_STAGES[from].rank;
