/**
 * How fast one user starts reports, in both modes, with the limit set through its variable: past it a link,
 * a pasted text and an upload are all refused with 429 and Retry-After, and no credit is touched.
 */
import { eventually, MODES } from "@suri/testkit";
import { describe, expect, it } from "vitest";
import { ApiClient } from "../support/client";
import { listingSystem } from "../support/listing-system";

const PNG_1PX =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

describe.each(MODES)("report jobs a user may start (%s)", (mode) => {
  const env = listingSystem(mode, { REPORT_JOBS_PER_MINUTE: "1" });

  it("refuses every kind of job past the limit with 429 and Retry-After, touching no credit", async () => {
    const ana = new ApiClient(env.sys.url);
    await ana.register(`rates-${mode}-${Date.now()}@example.ph`);
    const first = await ana.post("/api/generate-report", {
      propertyLink: env.listings.url("/property/makati-2br-salcedo"),
    });
    expect(first.status).toBe(202);
    await eventually(async () => {
      const job = (await ana.get(`/api/report-jobs/${first.body.jobId}`)).body;
      return job.status === "completed" ? job : undefined;
    }, 30_000);
    const before = (await ana.get("/api/credits")).body;
    expect(before).toMatchObject({ freeReportAvailable: false, reserved: 0 });

    for (const [path, body] of [
      ["/api/generate-report", { propertyLink: env.listings.url("/property/makati-2br-salcedo") }],
      ["/api/generate-report-from-text", { text: "2BR condo for sale in Makati, 60 sqm, 9M. Message me for details." }],
      ["/api/generate-report-from-file", { fileBase64: PNG_1PX }],
    ] as const) {
      const res = await ana.post(path, body);
      expect(res.status, path).toBe(429);
      expect(res.body.code, path).toBe("too_many_reports");
      expect(res.body.message, path).toMatch(
        /^You are starting reports faster than we allow \(1 a minute, 60 an hour\)/,
      );
      const retryAfter = Number(res.headers.get("retry-after"));
      expect(retryAfter, path).toBeGreaterThan(0);
      expect(retryAfter, path).toBeLessThanOrEqual(60);
    }
    expect((await ana.get("/api/credits")).body).toEqual(before);
    expect(((await ana.get("/api/user/reports")).body as unknown[]).length).toBe(1);

    // Another user is not held up by the first one's limit.
    const ben = new ApiClient(env.sys.url);
    await ben.register(`rates-ben-${mode}-${Date.now()}@example.ph`);
    expect(
      (await ben.post("/api/generate-report", { propertyLink: env.listings.url("/property/makati-2br-salcedo") }))
        .status,
    ).toBe(202);
  });
});
