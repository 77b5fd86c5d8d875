import { createFileRoute } from "@tanstack/react-router";
import { StripeDiagnosticPage } from "../features/payment/StripeDiagnosticPage";

/** Development page: server and client payment checks (presence only); 'not available' in production. */
export const Route = createFileRoute("/stripe-diagnostic")({
  component: StripeDiagnosticPage,
});
