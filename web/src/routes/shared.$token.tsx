import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { sharedReportQueryOptions } from "../api/shares";
import { SharedReportPage } from "../features/report/SharedReportPage";
import { pathParams } from "../lib/path-params";

/** Issue 20: a report shared by its owner, opened by anyone with the link, without an account. */
export const Route = createFileRoute("/shared/$token")({
  params: pathParams({ token: z.string().trim().min(20).max(100) }),
  loader: ({ context: { queryClient }, params: { token } }) => {
    void queryClient.prefetchQuery(sharedReportQueryOptions(token));
  },
  component: SharedReportRoute,
});

function SharedReportRoute() {
  const { token } = Route.useParams();
  return <SharedReportPage token={token} />;
}
