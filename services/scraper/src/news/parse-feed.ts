import { clipText } from "@suri/contracts";
import { load } from "cheerio";
import { statedSentiment } from "./sentiment";

export interface FeedItem {
  title: string;
  summary: string;
  url: string;
  /** ISO date-time. */
  date: string;
  source: string;
  /** The feed's own sentiment, when it gives one. */
  sentiment?: "positive" | "negative" | "neutral";
}

const SUMMARY_CHARS_MAX = 280;

/** RSS 2.0, RSS 1.0 (RDF) and Atom feeds; items without a title, an http(s) link or a date are skipped. */
export function parseFeed(xml: string, feedUrl: string): FeedItem[] {
  const $ = load(xml, { xml: true });
  const channelTitle = $("channel > title").first().text().trim() || $("feed > title").first().text().trim();
  const source = tidySource(channelTitle) || new URL(feedUrl).hostname.replace(/^www\./, "");
  const items: FeedItem[] = [];
  $("item, entry").each((_i, element) => {
    const node = $(element);
    const child = (...names: string[]) => {
      for (const name of names) {
        const found = node.children(name.replace(":", "\\:")).first();
        if (found.length) return found;
      }
      return undefined;
    };
    const title = plain(child("title")?.text() ?? "");
    const link =
      child("link")?.attr("href") ??
      node.children('link[rel="alternate"]').attr("href") ??
      child("link")?.text().trim() ??
      child("guid")?.text().trim();
    const date = toIso(child("pubDate", "published", "updated", "dc:date")?.text() ?? "");
    const summary = shorten(plain(child("description", "summary", "content", "content:encoded")?.text() ?? ""));
    const url = httpUrl(link, feedUrl);
    if (!title || !url || !date) return;
    const sentiment = statedSentiment(child("sentiment", "suri:sentiment")?.text());
    items.push({ title, summary, url, date, source, ...(sentiment ? { sentiment } : {}) });
  });
  return items;
}

/** Text of a field that may hold escaped HTML (RSS descriptions usually do). */
function plain(text: string): string {
  const stripped = /<[a-z!/]/i.test(text) ? load(text).root().text() : text;
  return stripped.replace(/\s+/g, " ").trim();
}

function shorten(text: string): string {
  if (text.length <= SUMMARY_CHARS_MAX) return text;
  const cut = clipText(text, SUMMARY_CHARS_MAX);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), SUMMARY_CHARS_MAX - 40)).trimEnd()}…`;
}

function toIso(raw: string): string | undefined {
  const time = Date.parse(raw.trim());
  return Number.isFinite(time) ? new Date(time).toISOString() : undefined;
}

function httpUrl(raw: string | undefined, base: string): string | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** "Property Archives - BusinessWorld Online" → "BusinessWorld Online: Property". */
function tidySource(title: string): string {
  const archive = /^(.+?) Archives\s*[-–|]\s*(.+)$/.exec(title);
  return archive ? `${archive[2]}: ${archive[1]}` : title;
}
