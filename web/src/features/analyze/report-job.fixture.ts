import type { ReportJob } from "@suri/contracts";

/** A report job under way (fetching, 30 %), for unit tests; `overrides` set what a test is about. */
export const reportJob = (overrides: Partial<ReportJob> = {}): ReportJob => ({
  jobId: "job-1",
  status: "processing",
  stage: "fetching",
  progress: 30,
  reportId: null,
  error: null,
  errorCode: null,
  message: "",
  propertyLink: "",
  createdAt: "2026-01-01T00:00:00Z",
  updatedAt: "2026-01-01T00:00:01Z",
  ...overrides,
});
