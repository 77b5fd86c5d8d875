import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../../api/http";
import {
  creditChangePalette,
  formatCreditChange,
  formatDateTime,
  ledgerKindKey,
  shortReference,
  visibleReason,
} from "./history";
import { describeRestoreError } from "./restore-errors";

describe("transaction history formatting", () => {
  it("signs credit changes", () => {
    expect([5, -1, 0].map(formatCreditChange)).toEqual(["+5", "\u22121", "0"]);
    expect([5, -1, 0].map(creditChangePalette)).toEqual(["green", "red", "gray"]);
  });

  it("formats dates as 'MMM d, yyyy h:mm a' and rejects non-dates", () => {
    expect(formatDateTime("2026-03-05T14:07:00")).toBe("Mar 5, 2026 2:07 PM");
    expect(formatDateTime("soon")).toBeNull();
  });

  it("shows only reasons that say more than the kind", () => {
    expect(visibleReason({ kind: "restoration", reason: " Wrong floor area " })).toBe("Wrong floor area");
    expect(visibleReason({ kind: "revoke", reason: "chargeback" })).toBe("chargeback");
    expect(visibleReason({ kind: "purchase", reason: "purchase" })).toBeNull();
    expect(visibleReason({ kind: "credit_reserved", reason: "report requested" })).toBeNull();
    expect(visibleReason({ kind: "grant", reason: "" })).toBeNull();
  });

  it("has a catalogue key per ledger kind and shortens long references", () => {
    expect(ledgerKindKey("purchase")).toBe("history.kind.purchase");
    expect(shortReference("cs_test_a1b2c3d4e5f6g7h8i9")).toBe("cs_test_a1b2c3d4e…");
    expect(shortReference("job-1")).toBe("job-1");
  });
});

describe("describeRestoreError", () => {
  const err = (status: number, message: string, fieldErrors?: Record<string, string[]>) =>
    new ApiRequestError(status, message, "x", fieldErrors);

  it("shows the server's own reason for 409, 422 and 429", () => {
    for (const status of [409, 422, 429]) {
      expect(describeRestoreError(err(status, `Refused ${status}`))).toEqual({
        kind: "toast",
        titleKey: "restore.refusedTitle",
        message: { text: `Refused ${status}` },
      });
    }
  });

  it("puts a refused reason under the field", () => {
    expect(describeRestoreError(err(400, "Invalid", { reason: ["Too short"] }))).toEqual({
      kind: "field",
      message: "Too short",
    });
  });

  it("hides server internals and names network failures", () => {
    expect(describeRestoreError(err(500, "Internal"))).toMatchObject({ message: { key: "restore.failedServer" } });
    expect(describeRestoreError(new ApiRequestError(0, "Network error", "network_error", undefined))).toMatchObject({
      message: { key: "restore.failedNetwork" },
    });
    expect(describeRestoreError(err(401, "Not logged in"))).toMatchObject({ message: { key: "restore.signIn" } });
  });
});
