import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { demoCheckoutQueryOptions } from "../../api/credits";
import { DemoCheckoutPage } from "../../features/payment/DemoCheckoutPage";

const demoCheckoutParams = z.object({ sessionId: z.string().trim().min(1).max(200) });

/** Our labelled demo checkout (no Stripe keys, not production); only the session's owner may open it. */
export const Route = createFileRoute("/_authed/demo-checkout/$sessionId")({
  params: {
    parse: (raw) => demoCheckoutParams.parse(raw),
    stringify: (params) => ({ sessionId: params.sessionId }),
  },
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(demoCheckoutQueryOptions(params.sessionId));
  },
  component: DemoCheckoutRoute,
});

function DemoCheckoutRoute() {
  const { sessionId } = Route.useParams();
  return <DemoCheckoutPage sessionId={sessionId} />;
}
