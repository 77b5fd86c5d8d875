import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../../api/http";
import { describeUploadError } from "./upload-errors";

const apiError = (status: number, message: string, code: string | null = null) =>
  new ApiRequestError(status, message, code, undefined);
const processing = (body: object) => ({ kind: "error", titleKey: "ingest.errorTitle", body });

describe("describeUploadError", () => {
  it("shows the server's message for refused files and failed jobs", () => {
    for (const [status, code, message] of [
      [413, "file_too_large", "File is larger than 10485760 bytes"],
      [415, "unsupported_file_type", "File type must be one of image/jpeg, image/png"],
      [422, "image_too_large", "The image is 20000×20000 pixels; images up to 40 megapixels can be read."],
      [422, "unreadable_file", "The image is damaged or incomplete."],
      [422, "not_a_listing", "Could not generate the report from your file: no price or address was found."],
      [422, "timeout", "Reading the file took too long."],
      [400, "invalid_file", "The file could not be read. Please select a property image or document."],
    ] as const) {
      expect(describeUploadError(apiError(status, message, code)), code).toEqual(processing({ text: message }));
    }
  });

  it("falls back to SPEC's file failure text", () => {
    expect(describeUploadError(apiError(422, "", "unreadable_file"))).toEqual(processing({ key: "ingest.errorBody" }));
    expect(describeUploadError(apiError(0, "Network error", "network_error"))).toEqual(
      processing({ key: "ingest.errorBody" }),
    );
    expect(describeUploadError(apiError(500, "Something went wrong on our side.", "internal"))).toEqual(
      processing({ key: "ingest.errorBody" }),
    );
    expect(describeUploadError(new Error("boom"))).toEqual(processing({ key: "ingest.errorBody" }));
  });

  it("says No File Selected when the server got no file", () => {
    const message = "No File Selected: Please select a property image or document first.";
    expect(describeUploadError(apiError(400, message, "validation"))).toEqual({
      kind: "error",
      titleKey: "ingest.noFileTitle",
      body: { key: "ingest.noFileBody" },
    });
  });

  it("asks a visitor to sign up and takes 402 to Payment Required", () => {
    expect(describeUploadError(apiError(401, "Please log in", "unauthorized"))).toEqual({ kind: "sign_up" });
    expect(describeUploadError(apiError(402, "You have no credits left.", "insufficient_credits"))).toEqual({
      kind: "payment",
      titleKey: "gen.paymentRequired",
      body: { text: "You have no credits left." },
    });
  });

  it("asks to wait when rate limited", () => {
    expect(describeUploadError(apiError(429, "Rate limit exceeded, retry in 1 minute", "FST_ERR_RATE_LIMIT"))).toEqual(
      processing({ key: "ingest.rateLimited" }),
    );
    expect(describeUploadError(apiError(429, "You are starting reports faster…", "too_many_reports"))).toEqual(
      processing({ key: "ingest.tooManyReports" }),
    );
  });
});
