import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { screeningQueryOptions } from "../../api/screenings";
import { ScreeningPage } from "../../features/screening/ScreeningPage";

const screeningParams = z.object({ id: z.string().trim().min(1).max(200) });

/** A search page screened for one credit (issue 27): its progress, then its ranked table; owner only. */
export const Route = createFileRoute("/_authed/screening/$id")({
  params: {
    parse: (raw) => screeningParams.parse(raw),
    stringify: (params) => ({ id: params.id }),
  },
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(screeningQueryOptions(params.id, false));
  },
  component: ScreeningRoute,
});

function ScreeningRoute() {
  const { id } = Route.useParams();
  return <ScreeningPage key={id} screeningId={id} />;
}
