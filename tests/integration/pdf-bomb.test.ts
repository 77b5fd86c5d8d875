/**
 * A PDF decompression bomb uploaded through the API (embedded mode, all six services in this
 * process): the reading process stops at its memory limit, the job fails with the SPEC's file
 * message, and the free report is given back.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePdfBomb } from "../../services/scraper/test/support/make-pdf";
import { ApiClient } from "../support/client";
import { startTestSystem } from "../support/system";

let sys: Awaited<ReturnType<typeof startTestSystem>>;
beforeAll(async () => {
  sys = await startTestSystem("embedded", "127.0.0.1:1", { UPLOAD_PDF_MEMORY_MB_MAX: "200" });
}, 60_000);
afterAll(() => sys?.stop());

describe("an uploaded PDF bomb", () => {
  it("fails its job in the product's words and spends nothing", async () => {
    const ana = new ApiClient(sys.url);
    await ana.register(`bomb-${Date.now()}@example.ph`);
    const bomb = makePdfBomb(1024);
    const res = await ana.post("/api/generate-report-from-file", {
      fileBase64: `data:application/pdf;base64,${bomb.toString("base64")}`,
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: "too_large",
      message: "Could not generate the report from your file. Please try again.",
    });
    expect((await ana.get("/api/credits")).body).toMatchObject({ freeReportAvailable: true, reserved: 0 });
  });
});
