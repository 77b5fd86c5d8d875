import { createFileRoute } from "@tanstack/react-router";
import { reportQueryOptions } from "../../api/reports";
import { ReportPage } from "../../features/report/ReportPage";
import { idParam, pathParams } from "../../lib/path-params";

/** The full report of one of the user's reports; the server checks ownership (403/404). */
export const Route = createFileRoute("/_authed/report/$id")({
  params: pathParams({ id: idParam }),
  loader: ({ context: { queryClient, locale }, params }) => {
    void queryClient.prefetchQuery(reportQueryOptions(params.id, locale()));
  },
  component: ReportRoute,
});

function ReportRoute() {
  const { id } = Route.useParams();
  return <ReportPage id={id} />;
}
