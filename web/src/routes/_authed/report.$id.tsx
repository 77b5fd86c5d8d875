import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { reportQueryOptions } from "../../api/reports";
import { ReportPage } from "../../features/report/ReportPage";

const reportParams = z.object({ id: z.string().trim().min(1).max(200) });

/** The full report of one of the user's reports; the server checks ownership (403/404). */
export const Route = createFileRoute("/_authed/report/$id")({
  params: {
    parse: (raw) => reportParams.parse(raw),
    stringify: (params) => ({ id: params.id }),
  },
  loader: ({ context: { queryClient, locale }, params }) => {
    void queryClient.prefetchQuery(reportQueryOptions(params.id, locale()));
  },
  component: ReportRoute,
});

function ReportRoute() {
  const { id } = Route.useParams();
  return <ReportPage id={id} />;
}
