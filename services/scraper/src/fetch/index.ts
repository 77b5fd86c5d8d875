export type { FetchFailure } from "./failure";
export {
  createPageFetcher,
  type FetchedHtml,
  type FetchResult,
  type PageFetcher,
  type PageFetcherOptions,
} from "./page-fetcher";
