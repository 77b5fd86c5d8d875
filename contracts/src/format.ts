/**
 * Display helpers shared by the analyzer (report text) and the web app, so both print
 * money, percentages and score colours the same way (SPEC §9 "Money display", "Score and fairness").
 * Inputs are pesos (not centavos); rounding happens here, at display, never earlier.
 */
import type { Rating } from "./report";

const NOT_AVAILABLE = "N/A";

const pesoFormatter = new Intl.NumberFormat("en-PH", {
  style: "currency",
  currency: "PHP",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

function isPrintable(value: number | null | undefined): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

/** Pesos in the en-PH locale, no decimals: 1234567.5 → "₱1,234,568". null/undefined/NaN → "N/A". */
export function formatPeso(amount: number | null | undefined): string {
  if (!isPrintable(amount)) return NOT_AVAILABLE;
  const rounded = Math.round(amount);
  // Math.round(-0.4) is -0, which Intl prints as "-₱0".
  return pesoFormatter.format(rounded === 0 ? 0 : rounded);
}

/**
 * Compact pesos (SPEC §9): at least 1,000,000 → "₱1.2M"; at least 1,000 → "₱850.0K"; below that the
 * plain format. One decimal, as the SPEC says (so 999,950 prints "₱1000.0K", not "₱1.0M").
 * Negative amounts get a leading minus on the same scale ("-₱1.2M").
 */
export function formatPesoCompact(amount: number | null | undefined): string {
  if (!isPrintable(amount)) return NOT_AVAILABLE;
  const sign = amount < 0 ? "-" : "";
  const size = Math.abs(amount);
  if (size >= 1_000_000) return `${sign}₱${(size / 1_000_000).toFixed(1)}M`;
  if (size >= 1_000) return `${sign}₱${(size / 1_000).toFixed(1)}K`;
  return formatPeso(amount);
}

/** A percentage with a fixed number of decimals: 5.3595 → "5.4%". null/undefined/NaN → "N/A". */
export function formatPercent(value: number | null | undefined, fractionDigits = 1): string {
  if (!isPrintable(value)) return NOT_AVAILABLE;
  const text = value.toFixed(fractionDigits);
  return `${Number(text) === 0 ? (0).toFixed(fractionDigits) : text}%`;
}

/** A signed percentage, "+7.7%" / "-9.1%", for price deltas. */
export function formatSignedPercent(value: number | null | undefined, fractionDigits = 1): string {
  if (!isPrintable(value)) return NOT_AVAILABLE;
  const text = formatPercent(value, fractionDigits);
  return value > 0 && Number(value.toFixed(fractionDigits)) !== 0 ? `+${text}` : text;
}

export type ScoreColor = "green" | "blue" | "amber" | "rose";

/** SPEC §9: 80 and up green, 65 and up blue, 50 and up amber, otherwise rose. */
export function scoreColor(score: number): ScoreColor {
  if (score >= 80) return "green";
  if (score >= 65) return "blue";
  if (score >= 50) return "amber";
  return "rose";
}

export type RatingBadgeColor = "green" | "teal" | "blue" | "yellow" | "orange" | "red" | "gray";

const RATING_BADGE_COLORS: Record<Rating, RatingBadgeColor> = {
  Excellent: "green",
  "Very Good": "teal",
  Good: "blue",
  Average: "yellow",
  "Below Average": "orange",
  Poor: "red",
};

/** SPEC §9 rating badge colours; any other value (old reports, 'Fair', missing) is grey. */
export function ratingBadgeColor(rating: string | null | undefined): RatingBadgeColor {
  if (rating && Object.hasOwn(RATING_BADGE_COLORS, rating)) return RATING_BADGE_COLORS[rating as Rating];
  return "gray";
}
