import type { ReportJob } from "@suri/contracts";
import { describe, expect, it } from "vitest";
import { reportJob } from "./report-job.fixture";
import { followUploadJob, uploadStageMessageKey } from "./upload-progress";

const sentAt = Date.parse("2026-01-01T00:01:00.000Z");
const job = (overrides: Partial<ReportJob> = {}): ReportJob =>
  reportJob({
    jobId: "upload-1",
    createdAt: "2026-01-01T00:01:01.000Z",
    updatedAt: "2026-01-01T00:01:02.000Z",
    ...overrides,
  });

describe("followUploadJob", () => {
  it("picks an upload job created since the file was sent", () => {
    expect(followUploadJob(null, job(), sentAt)?.jobId).toBe("upload-1");
    // A server clock a little behind the browser's still counts.
    expect(followUploadJob(null, job({ createdAt: "2026-01-01T00:00:45.000Z" }), sentAt)).not.toBeNull();
  });

  it("ignores link jobs and older uploads", () => {
    expect(followUploadJob(null, job({ propertyLink: "https://example.ph/1" }), sentAt)).toBeNull();
    expect(followUploadJob(null, job({ createdAt: "2026-01-01T00:00:00.000Z" }), sentAt)).toBeNull();
    expect(followUploadJob(null, job({ createdAt: "garbage" }), sentAt)).toBeNull();
  });

  it("sticks to the picked job and only moves it forward", () => {
    const picked = job();
    const later = job({ stage: "valuing", progress: 80, updatedAt: "2026-01-01T00:01:20.000Z" });
    expect(followUploadJob(picked, later, sentAt)).toBe(later);
    expect(followUploadJob(later, picked, sentAt)).toBe(later);
    expect(followUploadJob(picked, job({ jobId: "upload-2" }), sentAt)).toBe(picked);
  });
});

describe("uploadStageMessageKey", () => {
  it("says the file is being read until the listing is out of it", () => {
    expect(uploadStageMessageKey({ stage: "queued", progress: 10 })).toBe("ingest.upload.reading");
    expect(uploadStageMessageKey({ stage: "fetching", progress: 30 })).toBe("ingest.upload.reading");
    expect(uploadStageMessageKey({ stage: "valuing", progress: 80 })).toBe("pending.stage.financials");
  });
});
