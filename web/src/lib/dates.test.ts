import { describe, expect, it } from "vitest";
import { formatDate } from "./dates";

describe("dates in the reader's language (Philippine time)", () => {
  it("uses English or Filipino month names", () => {
    expect(formatDate("2026-11-26T03:00:00Z")).toBe("Nov 26, 2026");
    expect(formatDate("2026-11-26T03:00:00Z", "tl")).toBe("Nob 26, 2026");
    expect(formatDate("2026-06-30T20:00:00Z", "tl")).toBe("Hul 1, 2026"); // already 1 July in Manila
  });

  it("gives nothing for something that is not a date", () => {
    expect(formatDate("not a date", "tl")).toBeNull();
    expect(formatDate(null)).toBeNull();
  });
});
