// Dates are Philippine dates (where the property is), the same whether the page was rendered by the
// server or in the reader's browser abroad.
const options: Intl.DateTimeFormatOptions = {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "Asia/Manila",
};
/** English month names, or Filipino ones ("Nob 26, 2026") for a Tagalog reader. */
const dateFormats = {
  en: new Intl.DateTimeFormat("en-US", options),
  tl: new Intl.DateTimeFormat("fil-PH", options),
} as const;

/** 'MMM d, yyyy' (SPEC §2) in the reader's language; null when the input is not a date. */
export function formatDate(value: string | null | undefined, locale: "en" | "tl" = "en"): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  return dateFormats[locale].format(time);
}

/** Elapsed time as m:ss. */
export function formatElapsed(ms: number): string {
  const totalSeconds = Math.max(0, Math.floor(ms / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, "0")}`;
}
