/** Display formatting. Money and percentages come from @suri/contracts so the analyzer and the app agree. */
export { formatPercent, formatPeso, formatPesoCompact, formatSignedPercent } from "@suri/contracts";

const numberFormatter = new Intl.NumberFormat("en-PH", { maximumFractionDigits: 0 });

export function formatNumber(value: number | null | undefined): string {
  return typeof value === "number" && Number.isFinite(value) ? numberFormatter.format(value) : "N/A";
}

export const SQFT_PER_SQM = 10.763_910_4;

export function sqmToSqft(sqm: number): number {
  return sqm * SQFT_PER_SQM;
}
