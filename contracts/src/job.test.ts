import { describe, expect, it } from "vitest";
import {
  canAdvanceStage,
  isTerminalStage,
  isTerminalStatus,
  JOB_STAGES,
  JOB_STEPS,
  JobStageSchema,
  jobStageView,
} from "./job";

describe("the job-stage vocabulary", () => {
  it("tells an ended job by its stage and by its status alike", () => {
    for (const stage of JobStageSchema.options) {
      expect(isTerminalStatus(JOB_STAGES[stage].status)).toBe(isTerminalStage(stage));
    }
  });

  it("lists the steps in the order a job moves through them", () => {
    for (let i = 1; i < JOB_STEPS.length; i++) {
      expect(canAdvanceStage(JOB_STEPS[i - 1]!, JOB_STEPS[i]!)).toBe(true);
      expect(canAdvanceStage(JOB_STEPS[i]!, JOB_STEPS[i - 1]!)).toBe(false);
    }
    expect(JOB_STEPS).not.toContain("failed");
  });

  it("says a failure's own words as its message and error, and the stage's words otherwise", () => {
    expect(jobStageView({ stage: "failed", errorMessage: "The site refused us." })).toEqual({
      status: "failed",
      stage: "failed",
      progress: 100,
      error: "The site refused us.",
      message: "The site refused us.",
    });
    expect(jobStageView({ stage: "failed", errorMessage: null }).error).toBe(JOB_STAGES.failed.message);
    // A running job's stored words (none should be there) are not shown.
    expect(jobStageView({ stage: "valuing", errorMessage: "stale" })).toEqual({
      status: "processing",
      stage: "valuing",
      progress: 80,
      error: null,
      message: JOB_STAGES.valuing.message,
    });
  });

  it("carries the figures an asking job needs, stored as jsonb or as text, and drops what does not parse", () => {
    const needs = { missing: ["price"], reading: { fields: {} } };
    const asText = jobStageView({
      stage: "needs_details",
      errorMessage: "Add the price.",
      needsDetails: JSON.stringify(needs),
    });
    const parsed = jobStageView({ stage: "needs_details", errorMessage: "Add the price.", needsDetails: needs });
    expect(asText).toEqual(parsed);
    expect(parsed).toMatchObject({ status: "needs_details", message: "Add the price.", error: null });
    expect(parsed.needsDetails?.missing).toEqual(["price"]);
    expect(
      jobStageView({ stage: "needs_details", errorMessage: null, needsDetails: { missing: 1 } }),
    ).not.toHaveProperty("needsDetails");
    expect(jobStageView({ stage: "completed", errorMessage: null, needsDetails: needs })).not.toHaveProperty(
      "needsDetails",
    );
  });
});
