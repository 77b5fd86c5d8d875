export type { FetchedHtml, FetchFailure, FetchResult } from "./outcome";
export { createPageFetcher, type PageFetcher, type PageFetcherOptions } from "./page-fetcher";
