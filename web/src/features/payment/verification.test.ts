import type { VerifyPaymentResponse } from "@suri/contracts";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../../api/http";
import {
  outcomeFromError,
  outcomeFromResponse,
  shouldRetryVerification,
  VERIFY_RETRIES_MAX,
  VERIFY_RETRY_DELAY_MS,
} from "./verification";

const httpError = (status: number, message = "x", code: string | null = null) =>
  new ApiRequestError(status, message, code, undefined);
const networkError = () => new ApiRequestError(0, "Network error", "network_error", undefined);

const answer = (overrides: Partial<VerifyPaymentResponse>): VerifyPaymentResponse => ({
  verified: false,
  creditsAdded: 0,
  paymentPending: false,
  message: "",
  errorCode: null,
  packId: null,
  ...overrides,
});

describe("outcomeFromError (SPEC §8 payment verification)", () => {
  it.each([
    [httpError(401), "auth_required", "login", "payment.error.authRequired"],
    [httpError(404), "session_not_found", "none", "payment.error.sessionNotFound"],
    [httpError(500), "server_error", "retry", "payment.error.server"],
    [httpError(503), "server_error", "retry", "payment.error.server"],
    [httpError(400), "verification_error", "none", "payment.error.verification"],
    [httpError(403), "verification_error", "none", "payment.error.verification"],
    [httpError(429), "verification_error", "none", "payment.error.verification"],
    [networkError(), "network_error", "retry", "payment.error.network"],
    [new TypeError("fetch failed"), "network_error", "retry", "payment.error.network"],
  ])("%o → %s", (error, code, action, key) => {
    const outcome = outcomeFromError(error);
    expect(outcome).toMatchObject({ state: "issue", code, action, message: { key } });
  });

  it("puts the status into server and other-status messages", () => {
    expect(outcomeFromError(httpError(502)).message).toEqual({ key: "payment.error.server", params: { status: 502 } });
    expect(outcomeFromError(httpError(418)).message).toEqual({
      key: "payment.error.verification",
      params: { status: 418 },
    });
  });
});

describe("outcomeFromResponse", () => {
  it("verified → success with the credits added", () => {
    expect(outcomeFromResponse(answer({ verified: true, creditsAdded: 5, packId: "credit_5" }))).toEqual({
      state: "success",
      creditsAdded: 5,
      packId: "credit_5",
    });
  });

  it("pending → pending (a toast and Refresh Status, no automatic retry)", () => {
    expect(outcomeFromResponse(answer({ paymentPending: true, message: "processing" }))).toEqual({ state: "pending" });
  });

  it("unverified → the server's message and errorCode", () => {
    expect(outcomeFromResponse(answer({ message: "Payment was declined", errorCode: "payment_failed" }))).toEqual({
      state: "issue",
      code: "payment_failed",
      message: { text: "Payment was declined" },
      action: "none",
    });
  });

  it("unverified without message or code → SPEC's fallback text and unknown_error", () => {
    expect(outcomeFromResponse(answer({ message: "  " }))).toEqual({
      state: "issue",
      code: "unknown_error",
      message: { key: "payment.error.unverified" },
      action: "none",
    });
  });
});

describe("retry policy", () => {
  it("retries server and network failures at most twice", () => {
    expect(VERIFY_RETRIES_MAX).toBe(2);
    expect(VERIFY_RETRY_DELAY_MS).toBe(1_500);
    for (const error of [httpError(500), httpError(503), networkError()]) {
      expect([0, 1, 2, 3].map((n) => shouldRetryVerification(n, error))).toEqual([true, true, false, false]);
    }
  });

  it("never retries 4xx answers", () => {
    for (const status of [400, 401, 403, 404, 409, 429]) {
      expect(shouldRetryVerification(0, httpError(status))).toBe(false);
    }
  });

  describe("inside TanStack Query", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    const run = async (fail: () => Error, succeedOnCall?: number) => {
      vi.useFakeTimers();
      const client = new QueryClient();
      const calls: number[] = [];
      const promise = client
        .fetchQuery({
          queryKey: ["verify"],
          queryFn: async () => {
            calls.push(Date.now());
            if (calls.length === succeedOnCall) return answer({ verified: true, creditsAdded: 1 });
            throw fail();
          },
          retry: shouldRetryVerification,
          retryDelay: VERIFY_RETRY_DELAY_MS,
        })
        .then(
          (value) => ({ ok: true as const, value }),
          (error: unknown) => ({ ok: false as const, error }),
        );
      await vi.runAllTimersAsync();
      const result = await promise;
      client.clear();
      return { calls, result, gaps: calls.slice(1).map((at, i) => at - (calls[i] ?? at)) };
    };

    it("asks three times in all for a 500, 1.5 s apart, then gives up", async () => {
      const { calls, gaps, result } = await run(() => httpError(500));
      expect(calls).toHaveLength(1 + VERIFY_RETRIES_MAX);
      expect(gaps).toEqual([1_500, 1_500]);
      expect(result.ok).toBe(false);
    });

    it("recovers when a retry succeeds", async () => {
      const { calls, result } = await run(networkError, 2);
      expect(calls).toHaveLength(2);
      expect(result.ok).toBe(true);
    });

    it("asks once for a 404", async () => {
      const { calls } = await run(() => httpError(404));
      expect(calls).toHaveLength(1);
    });
  });
});
