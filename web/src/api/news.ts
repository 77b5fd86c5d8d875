import { type NewsResponse, NewsResponseSchema } from "@suri/contracts";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { apiRequest } from "./http";

const newsKey = ["property-news"] as const;

/** GET /api/property-news: open to visitors; the server reads the feeds at most every 24 hours. */
export const newsQueryOptions = () =>
  queryOptions({
    queryKey: newsKey,
    queryFn: ({ signal }) => apiRequest("/api/property-news", NewsResponseSchema, { signal }),
  });

/** GET /api/property-news?refresh=true: asks the server to read the feeds again, then shows the answer. */
export async function refreshNews(queryClient: QueryClient): Promise<NewsResponse> {
  const news = await apiRequest("/api/property-news?refresh=true", NewsResponseSchema, { noCache: true });
  queryClient.setQueryData(newsKey, news);
  return news;
}
