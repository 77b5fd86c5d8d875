import { createFileRoute } from "@tanstack/react-router";
import { userReportsQueryOptions } from "../../api/reports";
import { ReportsPage } from "../../features/reports/ReportsPage";

/** My Reports: 'Your Property Reports'. */
export const Route = createFileRoute("/_authed/reports")({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(userReportsQueryOptions());
  },
  component: ReportsPage,
});
