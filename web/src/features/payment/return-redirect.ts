import { PackIdSchema } from "@suri/contracts";
import { z } from "zod";

export const PAYMENT_SUCCESS_PATH = "/payment-success";

/** Session ids from Stripe ("cs_test_…") or the demo checkout; the router may hand a numeric-looking one over as a number. */
const SessionIdSchema = z.preprocess(
  (value) => (typeof value === "number" ? String(value) : value),
  z.string().trim().min(1).max(300),
);

/** The search of /payment-success; bad values are dropped rather than failing the page. */
export const paymentSuccessSearchSchema = z.object({
  session_id: SessionIdSchema.optional().catch(undefined),
  pack_id: PackIdSchema.optional().catch(undefined),
});
export type PaymentSuccessSearch = z.infer<typeof paymentSuccessSearchSchema>;

/**
 * SPEC §4 "Payment": an address that carries session_id anywhere but /payment-success moves there
 * with it (a provider returning to the wrong page). Returns the search to go with, or null to stay.
 */
export function paymentReturnSearch(pathname: string, searchStr: string): PaymentSuccessSearch | null {
  if (pathname === PAYMENT_SUCCESS_PATH || pathname.startsWith(`${PAYMENT_SUCCESS_PATH}/`)) return null;
  const params = new URLSearchParams(searchStr.startsWith("?") ? searchStr.slice(1) : searchStr);
  const sessionId = params.get("session_id");
  if (!sessionId) return null;
  const parsed = paymentSuccessSearchSchema.parse({
    session_id: sessionId,
    pack_id: params.get("pack_id") ?? undefined,
  });
  return parsed.session_id ? parsed : null;
}
