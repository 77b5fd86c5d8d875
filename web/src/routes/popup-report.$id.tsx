import { createFileRoute } from "@tanstack/react-router";
import { PopupReportPage } from "../features/report/PopupReportPage";
import { idParam, pathParams } from "../lib/path-params";

/** SPEC §2 popup report: a modal over the page; the backdrop goes home. */
export const Route = createFileRoute("/popup-report/$id")({
  params: pathParams({ id: idParam }),
  component: PopupReportRoute,
});

function PopupReportRoute() {
  const { id } = Route.useParams();
  return <PopupReportPage id={id} />;
}
