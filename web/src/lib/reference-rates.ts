/**
 * Issue 20: pesos first, the reader's own currency beside. Reference rates with their source and date —
 * not live quotes: a figure shown beside a peso amount says which day's rate it used.
 *
 * Floating currencies: the IMF's currency values in terms of Special Drawing Rights for 18 September 2025
 * (SDR per currency unit), so pesos per unit = SDR per unit ÷ SDR per peso. The Gulf currencies and the
 * Hong Kong dollar are pegged to the US dollar: their central bank's official rate (the HKMA's linked
 * rate centres on 7.80 within 7.75–7.85) applied to the same day's peso per US dollar.
 */
import { SECOND_CURRENCIES, type SecondCurrency } from "@suri/contracts";

/** The list is the contracts' own, so the account's preference is checked against the same currencies. */
export { SECOND_CURRENCIES, type SecondCurrency };

/** IMF, currency units in terms of SDR, 18 Sep 2025 (SDR per one unit of the currency). */
const SDR_PER_UNIT = {
  PHP: 0.0127692,
  USD: 0.726161,
  EUR: 0.858177,
  JPY: 0.0049432,
  GBP: 0.991391,
  AUD: 0.481009,
  CAD: 0.526318,
  SGD: 0.567846,
  KWD: 2.38437,
} as const;

/** Units per US dollar fixed by each central bank. */
const USD_PEGS = { AED: 3.6725, SAR: 3.75, QAR: 3.64, HKD: 7.8 } as const;

export const REFERENCE_RATES_SOURCE = {
  publisher: "International Monetary Fund",
  title: "Currency values in terms of Special Drawing Rights",
  outlet: "Business Recorder",
  date: "2025-09-18",
  url: "https://www.brecorder.com/news/40383626/currency-values-in-terms-of-special-drawing-rights",
  pegs: "AED 3.6725, SAR 3.75, QAR 3.64 and HKD 7.80 per US dollar (central bank pegs)",
} as const;

/** Pesos for one unit of `code` at the reference rate. */
export function pesosPerUnit(code: SecondCurrency): number {
  const pesosPerUsd = SDR_PER_UNIT.USD / SDR_PER_UNIT.PHP;
  if (code in USD_PEGS) return pesosPerUsd / USD_PEGS[code as keyof typeof USD_PEGS];
  return SDR_PER_UNIT[code as keyof typeof SDR_PER_UNIT] / SDR_PER_UNIT.PHP;
}

/** A peso amount in `code`, rounded as people quote it: whole units from 100 up, else two decimals. */
export function formatInCurrency(pesos: number, code: SecondCurrency): string {
  const amount = pesos / pesosPerUnit(code);
  const digits = Math.abs(amount) >= 100 ? 0 : 2;
  return new Intl.NumberFormat("en-PH", {
    style: "currency",
    currency: code,
    currencyDisplay: "code",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
    .format(amount)
    .replace(/\u00a0/g, " ");
}

export function isSecondCurrency(value: unknown): value is SecondCurrency {
  return typeof value === "string" && (SECOND_CURRENCIES as readonly string[]).includes(value);
}
