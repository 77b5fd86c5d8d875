import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { propertyDataQueryOptions } from "../api/report-documents";
import { CardReportPage } from "../features/report/CardReportPage";

const params = z.object({ id: z.string().trim().min(1).max(200) });

/** SPEC §2 card report: an open route whose data needs login (a visitor is asked to sign in). */
export const Route = createFileRoute("/card-report/$id")({
  params: { parse: (raw) => params.parse(raw), stringify: (p) => ({ id: p.id }) },
  loader: ({ context: { queryClient }, params: { id } }) => {
    void queryClient.prefetchQuery(propertyDataQueryOptions(id));
  },
  component: CardReportRoute,
});

function CardReportRoute() {
  const { id } = Route.useParams();
  return <CardReportPage id={id} />;
}
