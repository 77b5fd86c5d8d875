import { z } from "zod";

/** Where a figure came from: the listing itself, live comparables, or a row of the market dataset. */
export const CitationSchema = z.object({
  /** `assumption`: a stated model assumption (no statistic exists); low confidence and editable in the calculator. */
  kind: z.enum(["listing", "comparables", "dataset", "derived", "assumption"]),
  /** Human-readable source, e.g. "Leechiu Property Consultants via BusinessInquirer". */
  source: z.string(),
  /** Period the figure describes, e.g. "Oct 2024", "Q3 2025". */
  period: z.string().optional(),
  url: z.string().optional(),
  confidence: z.enum(["high", "medium", "low"]),
  note: z.string().optional(),
  /** Added (issue 20): who published the figure, the outlet that reported it, and the title of what was published. */
  publisher: z.string().optional(),
  outlet: z.string().optional(),
  title: z.string().optional(),
});
export type Citation = z.infer<typeof CitationSchema>;
