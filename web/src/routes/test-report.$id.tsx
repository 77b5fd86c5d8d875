import { createFileRoute } from "@tanstack/react-router";
import { TestReportPage } from "../features/debug/TestReportPage";
import { idParam, pathParams } from "../lib/path-params";

/** Development page: the location, the id and the raw report answer; 'not available' in production. */
export const Route = createFileRoute("/test-report/$id")({
  params: pathParams({ id: idParam }),
  component: TestReportRoute,
});

function TestReportRoute() {
  const { id } = Route.useParams();
  return <TestReportPage id={id} />;
}
