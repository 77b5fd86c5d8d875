import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { reportQueryOptions } from "../../api/reports";
import { ComparePage } from "../../features/reports/ComparePage";

/** "a,b,c" → up to three report ids. */
const search = z.object({ ids: z.string().max(200).optional().catch(undefined) });
const idsOf = (raw: string | undefined) =>
  (raw ?? "")
    .split(",")
    .map((id) => id.trim())
    .filter((id) => /^[0-9a-f-]{36}$/i.test(id))
    .slice(0, 3);

/** Issue 20: 2–3 of the user's reports side by side. */
export const Route = createFileRoute("/_authed/compare")({
  validateSearch: (raw) => search.parse(raw),
  loaderDeps: ({ search: { ids } }) => ({ ids }),
  loader: ({ context: { queryClient, locale }, deps }) => {
    for (const id of idsOf(deps.ids)) void queryClient.prefetchQuery(reportQueryOptions(id, locale()));
  },
  component: CompareRoute,
});

function CompareRoute() {
  const { ids } = Route.useSearch();
  return <ComparePage ids={idsOf(ids)} />;
}
