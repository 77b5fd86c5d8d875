import { describe, expect, it } from "vitest";
import { formatLastUpdated, formatNewsDate, safeNewsUrl } from "./news-format";

describe("formatNewsDate", () => {
  it("uses 'MMM d, yyyy'", () => {
    expect(formatNewsDate("2026-03-04T12:00:00.000Z")).toBe("Mar 4, 2026");
    expect(formatNewsDate("not a date")).toBeNull();
  });
});

describe("formatLastUpdated", () => {
  it("uses 'MMM d, yyyy h:mm a' in the given time zone", () => {
    expect(formatLastUpdated("2026-03-04T01:05:00.000Z", "Asia/Manila")).toBe("Mar 4, 2026 9:05 AM");
    expect(formatLastUpdated("2026-12-31T15:30:00.000Z", "Asia/Manila")).toBe("Dec 31, 2026 11:30 PM");
    expect(formatLastUpdated("2026-01-01T04:00:00.000Z", "UTC")).toBe("Jan 1, 2026 4:00 AM");
    expect(formatLastUpdated("2026-01-01T12:00:00.000Z", "UTC")).toBe("Jan 1, 2026 12:00 PM");
    expect(formatLastUpdated("2026-01-01T00:00:00.000Z", "UTC")).toBe("Jan 1, 2026 12:00 AM");
  });

  it("gives null when the feeds were never read", () => {
    expect(formatLastUpdated(null)).toBeNull();
    expect(formatLastUpdated("yesterday")).toBeNull();
  });
});

describe("safeNewsUrl", () => {
  it("opens web links only", () => {
    expect(safeNewsUrl({ url: "https://property.inquirer.net/123/story" })).toBe(
      "https://property.inquirer.net/123/story",
    );
    expect(safeNewsUrl({ url: "javascript:alert(1)" })).toBeNull();
    expect(safeNewsUrl({ url: "" })).toBeNull();
  });
});
