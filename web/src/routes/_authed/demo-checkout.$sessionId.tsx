import { createFileRoute } from "@tanstack/react-router";
import { demoCheckoutQueryOptions } from "../../api/credits";
import { DemoCheckoutPage } from "../../features/payment/DemoCheckoutPage";
import { idParam, pathParams } from "../../lib/path-params";

/** Our labelled demo checkout (no Stripe keys, not production); only the session's owner may open it. */
export const Route = createFileRoute("/_authed/demo-checkout/$sessionId")({
  params: pathParams({ sessionId: idParam }),
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(demoCheckoutQueryOptions(params.sessionId));
  },
  component: DemoCheckoutRoute,
});

function DemoCheckoutRoute() {
  const { sessionId } = Route.useParams();
  return <DemoCheckoutPage sessionId={sessionId} />;
}
