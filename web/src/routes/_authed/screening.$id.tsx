import { createFileRoute } from "@tanstack/react-router";
import { screeningQueryOptions } from "../../api/screenings";
import { ScreeningPage } from "../../features/screening/ScreeningPage";
import { idParam, pathParams } from "../../lib/path-params";

/** A search page screened for one credit (issue 27): its progress, then its ranked table; owner only. */
export const Route = createFileRoute("/_authed/screening/$id")({
  params: pathParams({ id: idParam }),
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(screeningQueryOptions(params.id, false));
  },
  component: ScreeningRoute,
});

function ScreeningRoute() {
  const { id } = Route.useParams();
  return <ScreeningPage key={id} screeningId={id} />;
}
