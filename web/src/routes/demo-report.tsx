import { createFileRoute } from "@tanstack/react-router";
import { demoReportQueryOptions } from "../api/report-documents";
import { DemoReportPage } from "../features/report/DemoReportPage";

/** SPEC §2 demo report: open to everyone, clearly marked as a sample. */
export const Route = createFileRoute("/demo-report")({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(demoReportQueryOptions());
  },
  component: DemoReportPage,
});
