import { createFileRoute } from "@tanstack/react-router";
import { PaymentSuccessPage } from "../features/payment/PaymentSuccessPage";
import { paymentSuccessSearchSchema } from "../features/payment/return-redirect";

/** Where checkout returns: ?session_id (and pack_id) is verified with the server; needs login to verify. */
export const Route = createFileRoute("/payment-success")({
  validateSearch: paymentSuccessSearchSchema,
  component: PaymentSuccessRoute,
});

function PaymentSuccessRoute() {
  const { session_id, pack_id } = Route.useSearch();
  // A new session id is a new verification, so the page starts over.
  return <PaymentSuccessPage key={session_id ?? ""} sessionId={session_id} packId={pack_id} />;
}
