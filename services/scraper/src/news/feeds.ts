/**
 * Default property-news feeds (setting NEWS_FEEDS replaces the list): BusinessWorld's property
 * section, and the business feeds of the Inquirer, Philstar and Manila Bulletin (WordPress-style
 * `/feed` URLs). Items of the general feeds are kept only when they are about property (see
 * property-news.ts). From machines without internet access the panel stays empty.
 */
export const DEFAULT_NEWS_FEEDS = [
  "https://www.bworldonline.com/property/feed/",
  "https://business.inquirer.net/feed",
  "https://www.philstar.com/business/feed",
  "https://mb.com.ph/feed",
];
