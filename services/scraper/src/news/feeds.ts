/**
 * Default property-news feeds (setting NEWS_FEEDS replaces the list). WordPress-style feed URLs of
 * Philippine business desks; items of the general business feeds are kept only when they are
 * about property (see property-news.ts).
 */
export const DEFAULT_NEWS_FEEDS = [
  "https://www.bworldonline.com/property/feed/",
  "https://business.inquirer.net/category/latest-stories/property/feed",
  "https://www.philstar.com/rss/business",
  "https://mb.com.ph/rss/business",
];
