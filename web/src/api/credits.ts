import {
  CompleteDemoCheckoutResponseSchema,
  CreateCheckoutResponseSchema,
  CreditHistorySchema,
  DemoCheckoutSessionSchema,
  type PackId,
  PaymentConfigResponseSchema,
  RestoreCreditResponseSchema,
  VerifyPaymentResponseSchema,
} from "@suri/contracts";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest, isApiError } from "./http";
import { queryKeys } from "./keys";

/**
 * Keys of the credit and payment queries. The history sits under `queryKeys.credits`, so invalidating
 * the balance also refreshes the history, and logout (which removes `credits`) drops both.
 */
export const creditKeys = {
  history: [...queryKeys.credits, "history"] as const,
  paymentConfig: ["payment", "config"] as const,
  verification: (sessionId: string) => ["payment", "verify", sessionId] as const,
  demoCheckout: (sessionId: string) => ["payment", "demo-checkout", sessionId] as const,
  diagnostic: (name: "environment" | "stripe-config") => ["diagnostic", name] as const,
};

/** The history as the page lists it (the server renders the page from the same shape). */
export function newestFirst({ entries }: z.infer<typeof CreditHistorySchema>) {
  return [...entries].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

/** The signed-in user's ledger entries (purchases, reservations, restorations), newest first. */
export const creditHistoryQueryOptions = () =>
  queryOptions({
    queryKey: creditKeys.history,
    queryFn: async ({ signal }) =>
      newestFirst(await apiRequest("/api/credits/history", CreditHistorySchema, { signal })),
    staleTime: 30_000,
  });

/** After anything that moves credits: the nav (user), the counters (credits) and the history (under credits). */
export function invalidateBalances(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.user }),
    queryClient.invalidateQueries({ queryKey: queryKeys.credits }),
  ]).then(() => undefined);
}

export function createCheckoutSession(packId: PackId) {
  return apiRequest("/api/create-checkout-session", CreateCheckoutResponseSchema, {
    method: "POST",
    body: { packId },
  });
}

export const paymentConfigQueryOptions = () =>
  queryOptions({
    queryKey: creditKeys.paymentConfig,
    queryFn: ({ signal }) => apiRequest("/api/stripe-config", PaymentConfigResponseSchema, { signal }),
    staleTime: 60_000,
  });

/** One verification request; retries and their policy live with the payment-success page. */
export function verifyPayment(sessionId: string, signal?: AbortSignal) {
  return apiRequest(`/api/verify-payment?session_id=${encodeURIComponent(sessionId)}`, VerifyPaymentResponseSchema, {
    signal,
    noCache: true,
  });
}

export const demoCheckoutQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: creditKeys.demoCheckout(sessionId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/demo-checkout/${encodeURIComponent(sessionId)}`, DemoCheckoutSessionSchema, {
        signal,
        noCache: true,
      }),
    staleTime: 0,
    retry: (failureCount, error) =>
      failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });

export function completeDemoCheckout(sessionId: string) {
  return apiRequest("/api/demo-checkout/complete", CompleteDemoCheckoutResponseSchema, {
    method: "POST",
    body: { sessionId },
  });
}

export function restoreCredit(reportId: string, reason: string) {
  return apiRequest(`/api/reports/${encodeURIComponent(reportId)}/restore-credit`, RestoreCreditResponseSchema, {
    method: "POST",
    body: { reason },
  });
}

// ---- Diagnostics (development only; the server answers 404 in production) ----------------------

/**
 * The diagnostic endpoints promise presence flags only. The page still shows nothing but booleans,
 * numbers and short identifiers, so a misbehaving server cannot make it print a key.
 */
const DiagnosticValueSchema = z.union([z.boolean(), z.number(), z.string(), z.null()]);
export const DiagnosticReportSchema = z.record(z.string(), DiagnosticValueSchema);
export type DiagnosticReport = z.infer<typeof DiagnosticReportSchema>;

/** null when the server says the page does not exist (production). */
export const diagnosticQueryOptions = (name: "environment" | "stripe-config") =>
  queryOptions({
    queryKey: creditKeys.diagnostic(name),
    queryFn: async ({ signal }): Promise<DiagnosticReport | null> => {
      try {
        return await apiRequest(`/api/diagnostic/${name}`, DiagnosticReportSchema, { signal, noCache: true });
      } catch (error) {
        if (isApiError(error, 404)) return null;
        throw error;
      }
    },
    staleTime: 0,
    retry: false,
  });
