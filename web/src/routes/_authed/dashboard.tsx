import { createFileRoute } from "@tanstack/react-router";
import { userReportsQueryOptions } from "../../api/reports";
import { creditsQueryOptions } from "../../api/session";
import Dashboard from "../../features/home/Dashboard";

/** The signed-in home at its own address: where generation falls back to and time-outs send the user. */
export const Route = createFileRoute("/_authed/dashboard")({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(userReportsQueryOptions());
    void queryClient.prefetchQuery(creditsQueryOptions());
  },
  component: DashboardRoute,
});

function DashboardRoute() {
  const { user } = Route.useRouteContext();
  return <Dashboard user={user} />;
}
