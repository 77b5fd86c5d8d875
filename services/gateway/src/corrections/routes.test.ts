import { PRICE_MESSAGE, ROOMS_MESSAGE, STALE_REVISION_MESSAGE } from "@suri/contracts";
import { AppError, newId } from "@suri/kit";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type GatewayUnderTest, type PostOptions, startGatewayUnderTest } from "../gateway-under-test";
import { correctionIdFor } from "./routes";

/**
 * The gateway's slice of POST /api/reports/{id}/corrections and POST /api/report-jobs/{jobId}/details,
 * with auth and the analyzer answered by stand-ins: what is refused here never reaches the analyzer,
 * and what passes reaches it as the contract says. The analyzer's own answers (recomputed revisions,
 * 404 for a stranger, 409, 402) run for real in its service test and in tests/integration.
 */
let gateway: GatewayUnderTest;
const calls: { call: string; req: Record<string, unknown> }[] = [];
/** What the stand-in analyzer answers next. */
let answer: () => unknown;
const ana = newId();
const reportId = newId();
const jobId = newId();

beforeAll(async () => {
  const record = (call: string) => async (req: Record<string, unknown>) => {
    calls.push({ call, req });
    return answer();
  };
  gateway = await startGatewayUnderTest("gateway-corrections-test", {
    analyzer: { CorrectReport: record("CorrectReport"), CompleteJobDetails: record("CompleteJobDetails") },
  });
}, 60_000);
afterAll(() => gateway?.close());
beforeEach(() => {
  calls.length = 0;
  answer = () => {
    throw AppError.conflict(STALE_REVISION_MESSAGE, "stale_revision");
  };
});

/** Signed in as Ana unless `userId` says otherwise (null: no session). */
const post = (url: string, body: unknown, opts: PostOptions = {}) => gateway.post(url, body, { userId: ana, ...opts });

const corrections = `/api/reports/${reportId}/corrections`;
const details = `/api/report-jobs/${jobId}/details`;

describe("POST /api/reports/{id}/corrections (gateway)", () => {
  it("hands the analyzer the revision, the changes and a correction id made from the Idempotency-Key", async () => {
    const res = await post(
      corrections,
      { revision: 2, floorAreaSqm: 120, city: "  Makati  ", barangay: null },
      { headers: { "idempotency-key": "fix-1" } },
    );
    // The stand-in answers that the report moved on: passed through as 409 with its message.
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: "stale_revision", message: STALE_REVISION_MESSAGE });
    expect(calls).toEqual([
      {
        call: "CorrectReport",
        req: {
          userId: ana,
          reportId,
          revision: 2,
          changes: { floorAreaSqm: 120, city: "Makati", barangay: null },
          correctionId: correctionIdFor(ana, reportId, "fix-1"),
        },
      },
    ]);
    // The same key on the same report is the same correction; another report gets another id.
    expect(correctionIdFor(ana, reportId, "fix-1")).toBe(calls[0]?.req.correctionId);
    expect(correctionIdFor(ana, newId(), "fix-1")).not.toBe(calls[0]?.req.correctionId);
  });

  it("passes on the analyzer's 404 for someone else's report", async () => {
    answer = () => {
      throw AppError.notFound("No Report Data Found", "report_not_found");
    };
    const res = await post(corrections, { revision: 1, priceCentavos: 500_000_000 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "report_not_found" });
  });

  it.each([
    ["a negative price", { revision: 1, priceCentavos: -5 }, "priceCentavos", PRICE_MESSAGE],
    ["a price in decimals of centavos", { revision: 1, priceCentavos: 1.5 }, "priceCentavos", PRICE_MESSAGE],
    ["a price as text", { revision: 1, priceCentavos: "9M" }, "priceCentavos", PRICE_MESSAGE],
    ["half a bedroom", { revision: 1, bedrooms: 2.5 }, "bedrooms", ROOMS_MESSAGE],
    ["51 bathrooms", { revision: 1, bathrooms: 51 }, "bathrooms", ROOMS_MESSAGE],
    ["no change at all", { revision: 1 }, "body", "Please change at least one field."],
  ])("refuses %s with 400 naming the field, before the analyzer", async (_name, body, field, message) => {
    const res = await post(corrections, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "validation", message, fieldErrors: { [field]: [message] } });
    expect(calls).toEqual([]);
  });

  it("refuses an unknown field, an unknown type, a huge lot and a missing revision, before the analyzer", async () => {
    for (const body of [
      { revision: 1, pricePesos: 9_000_000 },
      { revision: 1, propertyType: "castle" },
      { revision: 1, lotAreaSqm: 10_000_001 },
      { revision: 0, priceCentavos: 500_000_000 },
      { priceCentavos: 500_000_000 },
      { revision: 1, city: "<script>" },
    ]) {
      expect((await post(corrections, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(calls).toEqual([]);
  });

  it("answers 404 for an id that is not a report's, 401 without a session and 403 cross-site", async () => {
    expect((await post("/api/reports/123/corrections", { revision: 1, bedrooms: 2 })).statusCode).toBe(404);
    expect((await post(corrections, { revision: 1, bedrooms: 2 }, { userId: null })).statusCode).toBe(401);
    const csrf = await post(corrections, { revision: 1, bedrooms: 2 }, { origin: "https://evil.example" });
    expect(csrf.statusCode).toBe(403);
    expect(csrf.json()).toMatchObject({ code: "csrf" });
    expect(calls).toEqual([]);
  });
});

describe("POST /api/report-jobs/{jobId}/details (gateway)", () => {
  it("starts the completed report: 202 with the new job", async () => {
    const next = newId();
    answer = () => ({ jobId: next });
    const res = await post(details, { priceCentavos: 850_000_000, floorAreaSqm: 60 });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ jobId: next });
    expect(calls).toEqual([
      {
        call: "CompleteJobDetails",
        req: { userId: ana, jobId, details: { priceCentavos: 850_000_000, floorAreaSqm: 60 } },
      },
    ]);
  });

  it("passes the 402 on, and refuses bad figures or a stranger's write before the analyzer", async () => {
    answer = () => {
      throw AppError.paymentRequired("You need to purchase credits to analyze more properties.");
    };
    const broke = await post(details, { priceCentavos: 850_000_000 });
    expect(broke.statusCode).toBe(402);
    expect(broke.json()).toMatchObject({ code: "insufficient_credits" });
    calls.length = 0;
    expect((await post(details, { priceCentavos: 0 })).statusCode).toBe(400);
    expect((await post(details, {})).statusCode).toBe(400);
    expect((await post(details, { revision: 1, priceCentavos: 850_000_000 })).statusCode).toBe(400);
    expect((await post("/api/report-jobs/nope/details", { priceCentavos: 850_000_000 })).statusCode).toBe(404);
    expect((await post(details, { priceCentavos: 850_000_000 }, { origin: "https://evil.example" })).statusCode).toBe(
      403,
    );
    expect(calls).toEqual([]);
  });
});
