import { describe, expect, it } from "vitest";
import { paymentReturnSearch, paymentSuccessSearchSchema } from "./return-redirect";

describe("paymentReturnSearch (SPEC §4: session_id anywhere moves to /payment-success)", () => {
  it("moves a session_id on another page, keeping a valid pack_id", () => {
    expect(paymentReturnSearch("/", "?session_id=cs_test_123&pack_id=credit_5")).toEqual({
      session_id: "cs_test_123",
      pack_id: "credit_5",
    });
    expect(paymentReturnSearch("/credits", "session_id=abc")).toEqual({ session_id: "abc", pack_id: undefined });
  });

  it("drops an unknown pack_id but still moves", () => {
    expect(paymentReturnSearch("/pricing", "?session_id=abc&pack_id=credit_99")).toEqual({
      session_id: "abc",
      pack_id: undefined,
    });
  });

  it("stays on /payment-success and on pages without a session_id", () => {
    expect(paymentReturnSearch("/payment-success", "?session_id=abc")).toBeNull();
    expect(paymentReturnSearch("/", "")).toBeNull();
    expect(paymentReturnSearch("/", "?session_id=")).toBeNull();
    expect(paymentReturnSearch("/reports", "?tab=login")).toBeNull();
  });

  it("refuses absurdly long ids", () => {
    expect(paymentReturnSearch("/", `?session_id=${"a".repeat(301)}`)).toBeNull();
  });
});

describe("paymentSuccessSearchSchema", () => {
  it("accepts a session id the router parsed as a number", () => {
    expect(paymentSuccessSearchSchema.parse({ session_id: 12345 })).toEqual({ session_id: "12345" });
  });

  it("turns bad values into undefined instead of failing the page", () => {
    expect(paymentSuccessSearchSchema.parse({ session_id: {}, pack_id: "nope" })).toEqual({
      session_id: undefined,
      pack_id: undefined,
    });
  });
});
