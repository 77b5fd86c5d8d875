import { describe, expect, it } from "vitest";
import { diagnosticCell, humanizeKey } from "./diagnostics";

describe("diagnosticCell: the pages print presence, never a secret", () => {
  it("shows flags, numbers and short identifiers", () => {
    expect(diagnosticCell(true)).toEqual({ kind: "flag", value: true });
    expect(diagnosticCell(false)).toEqual({ kind: "flag", value: false });
    expect(diagnosticCell(3)).toEqual({ kind: "text", value: "3" });
    expect(diagnosticCell("demo")).toEqual({ kind: "text", value: "demo" });
    expect(diagnosticCell("v20.18.0")).toEqual({ kind: "text", value: "v20.18.0" });
    expect(diagnosticCell(null)).toEqual({ kind: "text", value: "—" });
  });

  it("withholds anything shaped like a key or token, and long strings", () => {
    for (const value of [
      "sk_test_51Habc",
      "pk_live_abc",
      "whsec_abc123",
      "rk_test_x",
      "eyJhbGciOiJFUzI1NiJ9.payload",
      "A".repeat(40),
      `postgres://user:${"p".repeat(70)}@db`,
    ]) {
      expect(diagnosticCell(value)).toEqual({ kind: "hidden" });
    }
  });

  it("labels unknown fields readably", () => {
    expect(humanizeKey("webhookSecretPresent")).toBe("Webhook secret present");
    expect(humanizeKey("node_env")).toBe("Node env");
    expect(humanizeKey("nodeVersion")).toBe("Node version");
  });
});
