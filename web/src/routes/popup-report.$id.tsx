import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { PopupReportPage } from "../features/report/PopupReportPage";

const params = z.object({ id: z.string().trim().min(1).max(200) });

/** SPEC §2 popup report: a modal over the page; the backdrop goes home. */
export const Route = createFileRoute("/popup-report/$id")({
  params: { parse: (raw) => params.parse(raw), stringify: (p) => ({ id: p.id }) },
  component: PopupReportRoute,
});

function PopupReportRoute() {
  const { id } = Route.useParams();
  return <PopupReportPage id={id} />;
}
