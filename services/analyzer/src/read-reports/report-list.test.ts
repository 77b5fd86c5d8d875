import { ReportListSchema } from "@suri/contracts";
import { describe, expect, it } from "vitest";
import { loadPanayListings } from "../../test/support/panay";
import { buildReport } from "../valuation";
import { reportSummary } from "./handlers";

/** NATS refuses a message over max_payload (1 MB by default): a user's 200 newest reports must fit. */
const MAX_PAYLOAD_BYTES = 1024 * 1024;
const LIST_LIMIT = 200;

describe("a user's report list", () => {
  const now = new Date("2026-11-21T08:00:00Z");
  const reports = loadPanayListings()
    .slice(0, 20)
    .map((listing) => buildReport(listing, { now }));

  it("carries each report's headline fields, valid against the list schema", () => {
    const items = reports.map((report, i) => ({
      id: `r${i}`,
      propertyLink: "https://example.ph/x",
      generatedAt: now.toISOString(),
      reportData: reportSummary(report),
    }));
    const parsed = ReportListSchema.parse(items);
    expect(parsed[0]?.reportData).toMatchObject({
      title: reports[0]?.title,
      investmentScore: { score: reports[0]?.investmentScore.score, rating: reports[0]?.investmentScore.rating },
    });
  });

  it("stays far under a bus message's size at its 200-report limit, where whole reports did not", () => {
    const largest = Math.max(...reports.map((r) => JSON.stringify(reportSummary(r)).length));
    const whole = Math.max(...reports.map((r) => JSON.stringify(r).length));
    expect(largest * LIST_LIMIT).toBeLessThan(MAX_PAYLOAD_BYTES / 2);
    expect(whole * LIST_LIMIT).toBeGreaterThan(MAX_PAYLOAD_BYTES);
  });
});
