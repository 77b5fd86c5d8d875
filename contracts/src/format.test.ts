/** SPEC §9 "Money display", from contracts/src/format.ts (shared with the web app). */

import { describe, expect, it } from "vitest";
import { formatPercent, formatPeso, formatPesoCompact, formatSignedPercent, ratingBadgeColor } from "./format";

describe("formatPeso: en-PH pesos, no decimals, N/A for nothing", () => {
  it.each([
    [1_234_567.5, "₱1,234,568"],
    [12_000_000, "₱12,000,000"],
    [0, "₱0"],
    [999.4, "₱999"],
    [-2_500, "-₱2,500"],
    [-0.4, "₱0"],
    [null, "N/A"],
    [undefined, "N/A"],
    [Number.NaN, "N/A"],
    [Number.POSITIVE_INFINITY, "N/A"],
  ])("%s → %s", (amount, text) => expect(formatPeso(amount)).toBe(text));
});

describe("formatPesoCompact: ≥1,000,000 → ₱x.xM, ≥1,000 → ₱x.xK", () => {
  it.each([
    [1_200_000, "₱1.2M"],
    [1_000_000, "₱1.0M"],
    [14_670_161, "₱14.7M"],
    [850_000, "₱850.0K"],
    [1_000, "₱1.0K"],
    [999_950, "₱1000.0K"], // the SPEC's thresholds taken literally: below 1,000,000 stays in K
    [999, "₱999"],
    [0, "₱0"],
    [-1_200_000, "-₱1.2M"],
    [null, "N/A"],
    [undefined, "N/A"],
  ])("%s → %s", (amount, text) => expect(formatPesoCompact(amount)).toBe(text));
});

describe("percentages", () => {
  it.each([
    [5.3595, "5.4%"],
    [0, "0.0%"],
    [-0.01, "0.0%"],
    [null, "N/A"],
  ])("formatPercent(%s) → %s", (value, text) => expect(formatPercent(value)).toBe(text));

  it.each([
    [7.744, "+7.7%"],
    [-9.09, "-9.1%"],
    [0.01, "0.0%"],
    [null, "N/A"],
  ])("formatSignedPercent(%s) → %s", (value, text) => expect(formatSignedPercent(value)).toBe(text));
});

describe("rating badge colours", () => {
  it.each([
    ["Excellent", "green"],
    ["Very Good", "teal"],
    ["Good", "blue"],
    ["Average", "yellow"],
    ["Below Average", "orange"],
    ["Poor", "red"],
    ["Fair", "gray"],
    [null, "gray"],
    ["toString", "gray"],
  ])("%s → %s", (rating, colour) => expect(ratingBadgeColor(rating)).toBe(colour));
});
