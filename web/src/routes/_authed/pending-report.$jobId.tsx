import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { jobQueryOptions } from "../../api/jobs";
import { PendingReportPage } from "../../features/progress/PendingReportPage";

const jobParams = z.object({ jobId: z.string().trim().min(1).max(200) });

/** Progress of one report job: real stages over WebSocket, polling as the fallback. */
export const Route = createFileRoute("/_authed/pending-report/$jobId")({
  params: {
    parse: (raw) => jobParams.parse(raw),
    stringify: (params) => ({ jobId: params.jobId }),
  },
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(jobQueryOptions(params.jobId));
  },
  component: PendingRoute,
});

function PendingRoute() {
  const { jobId } = Route.useParams();
  return <PendingReportPage key={jobId} jobId={jobId} />;
}
