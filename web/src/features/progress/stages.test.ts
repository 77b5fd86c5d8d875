import type { ReportJob } from "@suri/contracts";
import { describe, expect, it } from "vitest";
import { isNewerJob } from "../../api/jobs";
import { displayedProgress, jobFailureView, jobStartTime, stageMessageKey } from "./stages";

const job = (overrides: Partial<ReportJob> = {}): ReportJob => ({
  jobId: "job-1",
  status: "processing",
  stage: "fetching",
  progress: 20,
  reportId: null,
  error: null,
  errorCode: null,
  message: "",
  propertyLink: "https://www.lamudi.com.ph/property/1",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:05.000Z",
  ...overrides,
});

describe("stageMessageKey", () => {
  it.each([
    ["queued", 5, "pending.stage.queued"],
    ["fetching", 20, "pending.stage.fetching"],
    ["extracted", 50, "pending.stage.extracted"],
    ["valuing", 60, "pending.stage.valuing"],
    ["valuing", 80, "pending.stage.financials"],
    ["valuing", 95, "pending.stage.finalizing"],
    ["completed", 100, "pending.stage.completed"],
    ["failed", 40, "pending.failedDefault"],
    ["needs_details", 100, "pending.stage.needsDetails"],
  ] as const)("%s at %i%% says %s", (stage, progress, key) => {
    expect(stageMessageKey({ stage, progress })).toBe(key);
  });
});

describe("a job that needs details", () => {
  it("is finished: no push or poll moves it back to running", () => {
    const asking = job({ status: "needs_details", stage: "needs_details", progress: 100 });
    expect(isNewerJob(asking, job({ updatedAt: "2026-01-01T00:01:00.000Z" }))).toBe(false);
  });
});

describe("displayedProgress", () => {
  it("shows 100 only when completed", () => {
    expect(displayedProgress({ status: "processing", progress: 100 })).toBe(99);
    expect(displayedProgress({ status: "completed", progress: 90 })).toBe(100);
    expect(displayedProgress({ status: "pending", progress: -3 })).toBe(0);
  });
});

describe("jobFailureView", () => {
  it("uses SPEC wording for blocked sites and login walls", () => {
    for (const errorCode of ["blocked", "login_wall"]) {
      expect(jobFailureView(job({ status: "failed", errorCode, error: "403 from site" }))).toEqual({
        titleKey: "gen.websiteError",
        body: { key: "gen.websiteErrorBody" },
        offerUpload: true,
      });
    }
  });

  it("shows the server message for other failures", () => {
    const view = jobFailureView(job({ status: "failed", errorCode: "not_a_listing", error: "No listing here." }));
    expect(view).toEqual({ titleKey: "gen.errorTitle", body: { text: "No listing here." } });
  });

  it("falls back to the default text", () => {
    expect(jobFailureView(job({ status: "failed", error: null, message: " " })).body).toEqual({
      key: "pending.failedDefault",
    });
  });
});

describe("isNewerJob", () => {
  it("accepts the first update and later ones", () => {
    expect(isNewerJob(undefined, job())).toBe(true);
    expect(isNewerJob(job(), job({ updatedAt: "2026-01-01T00:00:09.000Z", stage: "extracted" }))).toBe(true);
  });

  it("ignores stale and foreign updates, and never reopens a finished job", () => {
    expect(isNewerJob(job(), job({ updatedAt: "2026-01-01T00:00:01.000Z" }))).toBe(false);
    expect(isNewerJob(job(), job({ jobId: "other" }))).toBe(false);
    const done = job({ status: "completed", stage: "completed", progress: 100, reportId: "r1" });
    expect(isNewerJob(done, job({ updatedAt: "2026-01-01T01:00:00.000Z" }))).toBe(false);
  });

  it("lets a terminal update win over an out-of-order clock", () => {
    const failed = job({ status: "failed", stage: "failed", updatedAt: "2026-01-01T00:00:00.000Z" });
    expect(isNewerJob(job(), failed)).toBe(true);
  });
});

describe("jobStartTime", () => {
  it("uses the job's creation time unless the clocks disagree", () => {
    const mounted = Date.parse("2026-01-01T00:00:10.000Z");
    expect(jobStartTime(job(), mounted)).toBe(Date.parse("2026-01-01T00:00:00.000Z"));
    expect(jobStartTime(job({ createdAt: "2026-01-01T00:05:00.000Z" }), mounted)).toBe(mounted);
    expect(jobStartTime(undefined, mounted)).toBe(mounted);
  });
});
