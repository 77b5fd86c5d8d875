import type { NewsItem, NewsResponse } from "@suri/contracts";
import type { Knex, Logger } from "@suri/kit";
import type { PageFetcher } from "../fetch";
import { type FeedItem, parseFeed } from "./parse-feed";
import { keywordSentiment } from "./sentiment";

export interface PropertyNewsOptions {
  /** RSS/Atom feed URLs (setting NEWS_FEEDS). */
  feeds: string[];
  /** How often the feeds are read again; SPEC: every 24 hours. */
  refreshEveryMs: number;
  /** `?refresh=true` re-reads the feeds at most this often (it is an open endpoint). */
  forcedRefreshMinMs: number;
}

interface Deps {
  knex: Knex;
  table(name: string): string;
  fetcher: PageFetcher;
  log: Logger;
  now(): Date;
}

/** News from general business feeds counts only when it is about property. */
const ABOUT_PROPERTY =
  /\b(propert(y|ies)|real estate|realty|condo(minium)?s?|housing|homes?|residential|developers?|land|lots?|office space|offices|REITs?|townships?|Pag-IBIG|mortgages?|home loans?|rent(al|als)?|leasing|vacancy|subdivisions?|estates?|hotels?|malls?)\b/i;
const PROPERTY_FEED = /propert|real-?estate|realty|housing/i;
const ITEMS_SHOWN = 3;
const ITEMS_KEPT_DAYS = 90;

/** The property news panel's data: feeds read through the guarded fetcher, deduplicated, stored with source and date. */
export class PropertyNews {
  private refreshing?: Promise<void>;
  private lastForcedAt = 0;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly deps: Deps,
    private readonly opts: PropertyNewsOptions,
  ) {}

  /** Reads the feeds now and every `refreshEveryMs` after, when they are stale. */
  start(): void {
    const tick = () => this.refreshIfStale().catch((err) => this.deps.log.warn({ err }, "news refresh failed"));
    void tick();
    this.timer = setInterval(tick, Math.min(this.opts.refreshEveryMs, 3600_000));
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  async get(refresh: boolean): Promise<NewsResponse> {
    const nowMs = this.deps.now().getTime();
    if (refresh && nowMs - this.lastForcedAt >= this.opts.forcedRefreshMinMs) {
      this.lastForcedAt = nowMs;
      await this.refresh();
    } else {
      await this.refreshIfStale();
    }
    return this.read();
  }

  async read(): Promise<NewsResponse> {
    const { knex, table } = this.deps;
    const rows = (await knex(table("news_items"))
      .orderBy("published_at", "desc")
      .limit(ITEMS_SHOWN)
      .select("title", "summary", "source", "published_at", "url", "sentiment")) as {
      title: string;
      summary: string;
      source: string;
      published_at: Date | string;
      url: string;
      sentiment: NewsItem["sentiment"];
    }[];
    const state = await knex(table("news_state")).where({ id: 1 }).first();
    return {
      lastUpdated: state?.last_updated ? new Date(state.last_updated).toISOString() : null,
      items: rows.map((row) => ({
        title: row.title,
        summary: row.summary,
        source: row.source,
        date: new Date(row.published_at).toISOString(),
        url: row.url,
        sentiment: row.sentiment,
      })),
    };
  }

  private async refreshIfStale(): Promise<void> {
    const state = await this.deps.knex(this.deps.table("news_state")).where({ id: 1 }).first();
    const last = state?.last_attempt ? new Date(state.last_attempt).getTime() : 0;
    if (this.deps.now().getTime() - last >= this.opts.refreshEveryMs) await this.refresh();
  }

  /** One refresh at a time per process; callers arriving meanwhile wait for the running one. */
  refresh(): Promise<void> {
    this.refreshing ??= this.readFeeds().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async readFeeds(): Promise<void> {
    const { knex, table, log } = this.deps;
    const at = this.deps.now();
    const results = await Promise.all(this.opts.feeds.map((feed) => this.readFeed(feed)));
    const items = results.flatMap((result) => result.items);
    const failures = results.filter((result) => result.error).map((result) => result.error);
    for (const item of items) {
      await knex(table("news_items"))
        .insert({
          url: item.url,
          title_key: item.title
            .toLowerCase()
            .replace(/[^\p{L}\p{N}]+/gu, " ")
            .trim(),
          title: item.title,
          summary: item.summary,
          source: item.source,
          published_at: item.date,
          sentiment: item.sentiment ?? keywordSentiment(item.title, item.summary),
          fetched_at: at,
        })
        .onConflict()
        .ignore();
    }
    await knex(table("news_items"))
      .where("published_at", "<", new Date(at.getTime() - ITEMS_KEPT_DAYS * 86_400_000))
      .delete();
    const anyRead = results.some((result) => !result.error);
    const state = { last_attempt: at, last_error: failures.join("; ").slice(0, 1000) || null };
    await knex(table("news_state"))
      .insert({ id: 1, ...state, ...(anyRead ? { last_updated: at } : {}) })
      .onConflict("id")
      .merge();
    if (failures.length) log.warn({ failures }, "some news feeds could not be read");
  }

  private async readFeed(feed: string): Promise<{ items: FeedItem[]; error?: string }> {
    const result = await this.deps.fetcher.fetchFeed(feed);
    if (!result.ok) return { items: [], error: `${feed}: ${result.message}` };
    try {
      const items = parseFeed(result.html, result.finalUrl);
      return {
        items: PROPERTY_FEED.test(feed) ? items : items.filter((i) => ABOUT_PROPERTY.test(`${i.title} ${i.summary}`)),
      };
    } catch (err) {
      return { items: [], error: `${feed}: not a readable feed (${err instanceof Error ? err.message : String(err)})` };
    }
  }
}
