import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../../api/http";
import { describeGenerationError } from "./generation-errors";

const apiError = (status: number, message: string, code: string | null = null) =>
  new ApiRequestError(status, message, code, undefined);

describe("describeGenerationError", () => {
  it("turns 402 into Payment Required with the server message", () => {
    expect(describeGenerationError(apiError(402, "You have no credits left.", "insufficient_credits"))).toEqual({
      kind: "payment",
      titleKey: "gen.paymentRequired",
      body: { text: "You have no credits left." },
    });
  });

  it("uses the SPEC fallback when a 402 has no message", () => {
    expect(describeGenerationError(apiError(402, "", "insufficient_credits"))).toMatchObject({
      body: { key: "gen.paymentRequiredBody" },
    });
  });

  it("says a user starting reports too fast was charged nothing and should wait, in the reader's language", () => {
    expect(describeGenerationError(apiError(429, "You are starting reports faster…", "too_many_reports"))).toEqual({
      kind: "error",
      titleKey: "gen.errorTitle",
      body: { key: "ingest.tooManyReports" },
    });
  });

  it("asks a signed-out user to sign up", () => {
    expect(describeGenerationError(apiError(401, "Unauthorized"))).toEqual({ kind: "sign_up" });
    expect(describeGenerationError(apiError(400, "You must be logged in"))).toEqual({ kind: "sign_up" });
  });

  it("uses the Property Website Error for blocked sites whatever the status", () => {
    for (const [status, code] of [
      [403, "blocked"],
      [422, "login_wall"],
    ] as const) {
      expect(describeGenerationError(apiError(status, "Blocked by site", code))).toEqual({
        kind: "error",
        titleKey: "gen.websiteError",
        body: { key: "gen.websiteErrorBody" },
        offerUpload: true,
      });
    }
  });

  it("turns other 403s into Website Access Restricted with the server message", () => {
    const message = "This link points to a private or local network address, so it cannot be analyzed.";
    expect(describeGenerationError(apiError(403, message, "forbidden_address"))).toEqual({
      kind: "error",
      titleKey: "gen.accessRestricted",
      body: { text: message },
    });
  });

  it("matches SPEC's message words for unreadable sites", () => {
    expect(describeGenerationError(apiError(422, "Could not scrape the page", "unknown"))).toMatchObject({
      titleKey: "gen.websiteError",
      offerUpload: true,
    });
  });

  it("falls back to Error Generating Report", () => {
    expect(describeGenerationError(apiError(400, "Please enter a valid property URL", "validation"))).toEqual({
      kind: "error",
      titleKey: "gen.errorTitle",
      body: { text: "Please enter a valid property URL" },
    });
    expect(describeGenerationError(apiError(0, "Network error", "network_error"))).toEqual({
      kind: "error",
      titleKey: "gen.errorTitle",
      body: { key: "gen.errorBody" },
    });
    expect(describeGenerationError(new Error("boom"))).toMatchObject({ titleKey: "gen.errorTitle" });
  });
});
