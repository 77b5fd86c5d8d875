import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { creditKeys, invalidateBalances, verifyPayment } from "../../api/credits";
import { notify } from "../../components/ui/toaster";
import { useT } from "../../i18n";
import {
  outcomeFromError,
  outcomeFromResponse,
  shouldRetryVerification,
  VERIFY_RETRY_DELAY_MS,
  type VerificationOutcome,
} from "./verification";

export type VerificationView = { state: "idle" } | { state: "verifying" } | VerificationOutcome;

/**
 * Verifies the checkout session once per visit (the query dedupes React's double effects), retrying
 * server and network failures twice, 1.5 s apart. Success and pending announce themselves with a toast;
 * success also refreshes every balance on screen.
 */
export function usePaymentVerification(sessionId: string | undefined) {
  const t = useT();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: creditKeys.verification(sessionId ?? ""),
    queryFn: ({ signal }) => verifyPayment(sessionId ?? "", signal),
    enabled: !!sessionId,
    // Each visit asks again; a second mount while the first request runs shares it.
    staleTime: 0,
    gcTime: 60_000,
    refetchOnWindowFocus: false,
    retry: shouldRetryVerification,
    retryDelay: VERIFY_RETRY_DELAY_MS,
  });

  let view: VerificationView;
  if (!sessionId) view = { state: "idle" };
  else if (query.isFetching) view = { state: "verifying" };
  else if (query.isError) view = outcomeFromError(query.error);
  else if (query.data) view = outcomeFromResponse(query.data);
  else view = { state: "verifying" };

  const announced = useRef(0);
  const { data, dataUpdatedAt, isFetching } = query;
  useEffect(() => {
    if (!data || isFetching || announced.current === dataUpdatedAt) return;
    announced.current = dataUpdatedAt;
    const outcome = outcomeFromResponse(data);
    if (outcome.state === "success") {
      void invalidateBalances(queryClient);
      notify(
        "success",
        t("payment.toast.successTitle"),
        outcome.creditsAdded > 0
          ? t("payment.toast.successBody", { n: outcome.creditsAdded })
          : t("payment.toast.successAlready"),
      );
    } else if (outcome.state === "pending") {
      notify("info", t("payment.toast.pendingTitle"), t("payment.toast.pendingBody"));
    }
  }, [data, dataUpdatedAt, isFetching, queryClient, t]);

  return { view, recheck: () => void query.refetch() };
}
