import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { TestReportPage } from "../features/debug/TestReportPage";

const params = z.object({ id: z.string().trim().min(1).max(200) });

/** Development page: the location, the id and the raw report answer; 'not available' in production. */
export const Route = createFileRoute("/test-report/$id")({
  params: { parse: (raw) => params.parse(raw), stringify: (p) => ({ id: p.id }) },
  component: TestReportRoute,
});

function TestReportRoute() {
  const { id } = Route.useParams();
  return <TestReportPage id={id} />;
}
