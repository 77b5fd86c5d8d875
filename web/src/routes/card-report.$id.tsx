import { createFileRoute } from "@tanstack/react-router";
import { propertyDataQueryOptions } from "../api/report-documents";
import { CardReportPage } from "../features/report/CardReportPage";
import { idParam, pathParams } from "../lib/path-params";

/** SPEC §2 card report: an open route whose data needs login (a visitor is asked to sign in). */
export const Route = createFileRoute("/card-report/$id")({
  params: pathParams({ id: idParam }),
  loader: ({ context: { queryClient }, params: { id } }) => {
    void queryClient.prefetchQuery(propertyDataQueryOptions(id));
  },
  component: CardReportRoute,
});

function CardReportRoute() {
  const { id } = Route.useParams();
  return <CardReportPage id={id} />;
}
