import type { NewsItem, Sentiment } from "@suri/contracts";
import { formatDate } from "../../lib/dates";

/** SPEC §2 News panel: the first three items. */
export const NEWS_ITEMS_SHOWN = 3;

/** An item's date: 'MMM d, yyyy' (the shared date format). */
export const formatNewsDate = formatDate;

/**
 * 'MMM d, yyyy h:mm a' (SPEC §2), e.g. 'Mar 4, 2026 9:05 AM', in the reader's time zone unless one
 * is given; null when the input is not a date.
 */
export function formatLastUpdated(value: string | null | undefined, timeZone?: string): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  const parts = new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("month")} ${part("day")}, ${part("year")} ${part("hour")}:${part("minute")} ${part("dayPeriod").toUpperCase()}`;
}

/** Badge colours: good news green, bad news red, the rest grey. */
export const sentimentPalette: Record<Sentiment, string> = {
  positive: "green",
  negative: "red",
  neutral: "gray",
};

/** Only web links open from the panel; anything else (javascript:, data:) is shown as plain text. */
export function safeNewsUrl(item: Pick<NewsItem, "url">): string | null {
  try {
    const url = new URL(item.url);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}
