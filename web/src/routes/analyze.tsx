import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { AnalyzePage } from "../features/analyze/AnalyzePage";

const analyzeSearchSchema = z.object({
  url: z.string().max(2048).optional().catch(undefined),
  tab: z.enum(["url", "file", "text"]).optional().catch(undefined),
});

/** The analyze dialog as a page; ?url= prefills the link, ?tab= opens the file or paste tab. */
export const Route = createFileRoute("/analyze")({
  validateSearch: analyzeSearchSchema,
  component: AnalyzeRoute,
});

function AnalyzeRoute() {
  const { url, tab } = Route.useSearch();
  return <AnalyzePage url={url} tab={tab} />;
}
