/**
 * My Reports, managed (issue 20), in both modes: the owner renames a report (the list, the report and its
 * share link show the new title) and deletes one — gone from the list and from every read, its share links
 * dead — while the ledger keeps the entries of the credit it used. Nobody else can do either.
 */
import { MODES } from "@suri/testkit";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../support/client";
import { listingSystem } from "../support/listing-system";
import { generateReport } from "../support/site";

describe.each(MODES)("managing reports (%s)", (mode) => {
  const env = listingSystem(mode);
  let owner: ApiClient;
  let reportId = "";

  beforeAll(async () => {
    owner = new ApiClient(env.sys.url);
    await owner.register(`mgr-${mode.slice(0, 4)}-${Date.now()}@example.ph`);
    reportId = await generateReport(owner, env.listings.url("/property/makati-2br-salcedo"));
  }, 60_000);

  it("renames a report for its owner only, everywhere it is shown", async () => {
    const { token } = (await owner.post(`/api/reports/${reportId}/shares`)).body;
    const stranger = new ApiClient(env.sys.url);
    await stranger.register(`rn-${mode.slice(0, 4)}-${Date.now()}@example.ph`);
    expect((await stranger.request("PATCH", `/api/reports/${reportId}`, { title: "Mine now" })).status).toBe(404);
    expect((await owner.request("PATCH", `/api/reports/${reportId}`, { title: "  " })).status).toBe(400);

    const renamed = await owner.request("PATCH", `/api/reports/${reportId}`, { title: "Tita's Makati condo" });
    expect(renamed.body).toEqual({ id: reportId, title: "Tita's Makati condo" });
    expect((await owner.get(`/api/reports/${reportId}`)).body.reportData.title).toBe("Tita's Makati condo");
    const list = (await owner.get("/api/user/reports")).body as { id: string; reportData: { title: string } }[];
    expect(list.find((r) => r.id === reportId)?.reportData.title).toBe("Tita's Makati condo");
    expect((await new ApiClient(env.sys.url).get(`/api/shared/${token}`)).body.reportData.title).toBe(
      "Tita's Makati condo",
    );
  });

  it("deletes a report: gone from the list, every read and its share links; the ledger keeps its entries", async () => {
    const { token } = (await owner.post(`/api/reports/${reportId}/shares`)).body;
    const historyBefore = (await owner.get("/api/credits/history")).body as { entries: unknown[] };
    expect(historyBefore.entries.length).toBeGreaterThan(0);
    const stranger = new ApiClient(env.sys.url);
    await stranger.register(`del-${mode.slice(0, 4)}-${Date.now()}@example.ph`);
    expect((await stranger.request("DELETE", `/api/reports/${reportId}`)).status).toBe(404);
    expect((await new ApiClient(env.sys.url).request("DELETE", `/api/reports/${reportId}`)).status).toBe(401);

    const deleted = await owner.request("DELETE", `/api/reports/${reportId}`);
    expect(deleted.body).toEqual({ id: reportId, deleted: true });
    for (const path of [`/api/reports/${reportId}`, `/api/property-data/${reportId}`, `/api/reports/${reportId}/pdf`]) {
      expect((await owner.get(path)).status, path).toBe(404);
    }
    const list = (await owner.get("/api/user/reports")).body as { id: string }[];
    expect(list.map((r) => r.id)).not.toContain(reportId);
    expect((await new ApiClient(env.sys.url).get(`/api/shared/${token}`)).status).toBe(404);
    expect((await owner.get("/api/credits/history")).body).toEqual(historyBefore);
    expect((await owner.request("DELETE", `/api/reports/${reportId}`)).status).toBe(404);
  });
});
