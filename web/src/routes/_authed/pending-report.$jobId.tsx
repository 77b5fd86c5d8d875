import { createFileRoute } from "@tanstack/react-router";
import { jobQueryOptions } from "../../api/jobs";
import { PendingReportPage } from "../../features/progress/PendingReportPage";
import { idParam, pathParams } from "../../lib/path-params";

/** Progress of one report job: real stages over WebSocket, polling as the fallback. */
export const Route = createFileRoute("/_authed/pending-report/$jobId")({
  params: pathParams({ jobId: idParam }),
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(jobQueryOptions(params.jobId));
  },
  component: PendingRoute,
});

function PendingRoute() {
  const { jobId } = Route.useParams();
  return <PendingReportPage key={jobId} jobId={jobId} />;
}
