import { describe, expect, it, vi } from "vitest";
import { busyRetryDelaySec, retryWhenBusy } from "./busy-retry";
import { ApiRequestError } from "./http";

const busy = (retryAfterSec: number | null = 3) =>
  new ApiRequestError(429, "Too many sign-ins at once.", "auth_busy", undefined, retryAfterSec);
const unavailable = (retryAfterSec: number | null = null) =>
  new ApiRequestError(503, "Service unavailable", "unavailable", undefined, retryAfterSec);
const throttled = () =>
  new ApiRequestError(
    429,
    "Too many failed login attempts. Please try again in 1 minute.",
    "login_throttled",
    undefined,
    60,
  );

/** A request answering the given outcomes in turn. */
function answers(...outcomes: (Error | string)[]) {
  const request = vi.fn(async () => {
    const next = outcomes.shift();
    if (next instanceof Error) throw next;
    return next;
  });
  return request;
}

const noSleep = () => {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
};

describe("retrying a sign-in while the server is busy", () => {
  it("waits the Retry-After it was given, says so, and succeeds", async () => {
    const request = answers(busy(3), unavailable(1), "signed in");
    const { waits, sleep } = noSleep();
    const told: unknown[] = [];
    const result = await retryWhenBusy(request, { sleep, random: () => 0, onWait: (w) => told.push(w) });
    expect(result).toBe("signed in");
    expect(request).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([3_000, 1_000]);
    expect(told).toEqual([
      { seconds: 3, attempt: 2 },
      { seconds: 1, attempt: 3 },
    ]);
  });

  it("spreads a crowd's returns with jitter, never earlier than asked", async () => {
    const { waits, sleep } = noSleep();
    await retryWhenBusy(answers(busy(2), "ok"), { sleep, random: () => 1 });
    expect(waits).toEqual([2_600]);
  });

  it("stops after a bounded number of tries and gives the last answer to the form", async () => {
    const request = answers(busy(1), busy(1), busy(1), busy(1), "never");
    const { sleep } = noSleep();
    await expect(retryWhenBusy(request, { sleep, retriesMax: 3 })).rejects.toMatchObject({ status: 429 });
    expect(request).toHaveBeenCalledTimes(4);
  });

  it.each([
    ["the login throttle's minutes-long wait", throttled()],
    ["a wrong password", new ApiRequestError(401, "Invalid email or password.", "invalid_credentials", undefined)],
    ["an e-mail in use", new ApiRequestError(409, "Email may already be in use.", "email_taken", undefined)],
    ["a busy answer asking for longer than the form waits", busy(30)],
  ])("does not repeat %s", async (_name, error) => {
    const request = answers(error, "never");
    const { sleep } = noSleep();
    await expect(retryWhenBusy(request, { sleep })).rejects.toBe(error);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it("waits 2 s on a busy answer that names no time", () => {
    expect(busyRetryDelaySec(unavailable(null), 10)).toBe(2);
    expect(busyRetryDelaySec(busy(null), 10)).toBe(2);
    expect(busyRetryDelaySec(new Error("x"), 10)).toBeNull();
  });
});

describe("reading a busy answer", () => {
  it("keeps the Retry-After of a refused request", async () => {
    const { apiRequest } = await import("./http");
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: "Too many sign-ins at once.", code: "auth_busy" }), {
          status: 429,
          headers: { "content-type": "application/json", "retry-after": "4" },
        }),
    );
    vi.stubGlobal("fetch", fetch);
    try {
      await expect(apiRequest("/api/login", null, { method: "POST", body: {} })).rejects.toMatchObject({
        status: 429,
        code: "auth_busy",
        retryAfterSec: 4,
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
