/**
 * Display formatting (SPEC §9 "Money display"). Mirrors contracts/src/format.ts, which another
 * engineer is adding; once @suri/contracts exports it, these re-exports should point there.
 */
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

/** Pesos in the en-PH locale, no decimals; null/undefined/NaN → "N/A". */
export function formatPeso(amount: number | null | undefined): string {
  if (!isPrintable(amount)) return NOT_AVAILABLE;
  const rounded = Math.round(amount);
  return pesoFormatter.format(rounded === 0 ? 0 : rounded);
}

/** ≥ 1,000,000 → "₱1.2M"; ≥ 1,000 → "₱850.0K"; below that the plain format. */
export function formatPesoCompact(amount: number | null | undefined): string {
  if (!isPrintable(amount)) return NOT_AVAILABLE;
  const sign = amount < 0 ? "-" : "";
  const size = Math.abs(amount);
  if (size >= 1_000_000) return `${sign}₱${(size / 1_000_000).toFixed(1)}M`;
  if (size >= 1_000) return `${sign}₱${(size / 1_000).toFixed(1)}K`;
  return formatPeso(amount);
}

/** A value already in percent: 5.3595 → "5.4%". */
export function formatPercent(value: number | null | undefined, fractionDigits = 1): string {
  if (!isPrintable(value)) return NOT_AVAILABLE;
  const text = value.toFixed(fractionDigits);
  return `${Number(text) === 0 ? (0).toFixed(fractionDigits) : text}%`;
}

/** "+7.7%" / "-9.1%" for price deltas. */
export function formatSignedPercent(value: number | null | undefined, fractionDigits = 1): string {
  if (!isPrintable(value)) return NOT_AVAILABLE;
  const text = formatPercent(value, fractionDigits);
  return value > 0 && Number(value.toFixed(fractionDigits)) !== 0 ? `+${text}` : text;
}

const numberFormatter = new Intl.NumberFormat("en-PH", { maximumFractionDigits: 0 });

export function formatNumber(value: number | null | undefined): string {
  return isPrintable(value) ? numberFormatter.format(value) : NOT_AVAILABLE;
}

export const SQFT_PER_SQM = 10.763_910_4;

export function sqmToSqft(sqm: number): number {
  return sqm * SQFT_PER_SQM;
}
