import { z } from "zod";

export const SentimentSchema = z.enum(["positive", "negative", "neutral"]);
export type Sentiment = z.infer<typeof SentimentSchema>;

/** One item of the property news panel (SPEC §3 "News response"). */
export const NewsItemSchema = z.object({
  title: z.string(),
  summary: z.string(),
  /** The feed's publisher, e.g. "Inquirer Property". */
  source: z.string(),
  /** Publication date, ISO date-time. */
  date: z.string(),
  url: z.string(),
  /** The feed's own sentiment when it gives one, else derived from keyword counts (SPEC §3). */
  sentiment: SentimentSchema,
});
export type NewsItem = z.infer<typeof NewsItemSchema>;

export const NewsResponseSchema = z.object({
  /** When the feeds were last read successfully; null when they never were. */
  lastUpdated: z.string().nullable(),
  /** The newest items, at most three. */
  items: z.array(NewsItemSchema).max(3),
});
export type NewsResponse = z.infer<typeof NewsResponseSchema>;

export const NewsQuerySchema = z.object({
  refresh: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
});
