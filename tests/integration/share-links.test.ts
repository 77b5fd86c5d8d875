/**
 * Share with family (issue 20), end to end in both modes: the owner makes a read-only link; anyone with it
 * reads the report and its PDF without an account and sees no account data; the owner lists and revokes
 * links; a revoked link, an unknown one and one past the report's 30 days all answer the same 404; nobody
 * else can make, list or revoke the owner's links, and the owner's own routes keep working as before.
 */
import { eventually, MODES } from "@suri/testkit";
import { beforeAll, describe, expect, it } from "vitest";
import { confirmAddress } from "../support/account-mail";
import { ApiClient } from "../support/client";
import { listingSystem } from "../support/listing-system";
import { generateReport } from "../support/site";

describe.each(MODES)("share links (%s)", (mode) => {
  const env = listingSystem(mode);
  let owner: ApiClient;
  let ownerEmail = "";
  let reportId = "";

  beforeAll(async () => {
    owner = new ApiClient(env.sys.url);
    ownerEmail = `sharer-${mode}-${Date.now()}@example.ph`;
    await owner.post("/api/register", { email: ownerEmail, password: "secret-passphrase", username: "Maria Santos" });
    await confirmAddress(owner, env.sys.links, ownerEmail);
    reportId = await generateReport(owner, env.listings.url("/property/makati-2br-salcedo"));
  }, 60_000);

  it("opens the report and its PDF for anyone with the link, marked with who shares it, without account data", async () => {
    const created = await owner.post(`/api/reports/${reportId}/shares`);
    expect(created.status).toBe(201);
    const { token, path, link } = created.body;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(path).toBe(`/shared/${token}`);
    expect(link).toMatchObject({ reportId, active: true, revokedAt: null, tokenHint: token.slice(-4) });
    const record = (await owner.get(`/api/reports/${reportId}`)).body;
    expect(link.expiresAt).toBe(record.expiresAt);

    const family = new ApiClient(env.sys.url); // no account, no session
    const shared = await family.get(`/api/shared/${token}`);
    expect(shared.status).toBe(200);
    expect(shared.headers.get("x-robots-tag")).toContain("noindex");
    expect(shared.body.sharedBy).toBe("Maria Santos");
    expect(shared.body.reportData.title).toBe(record.reportData.title);
    expect(shared.body.reportData.investmentScore.score).toBe(record.reportData.investmentScore.score);
    const text = JSON.stringify(shared.body);
    for (const secret of [ownerEmail, record.userId, record.jobId, reportId]) expect(text).not.toContain(secret);

    const pdf = await family.bytes(`/api/shared/${token}/pdf?lang=tl`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toContain("application/pdf");
    expect(pdf.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.headers.get("content-disposition")).not.toContain(reportId.slice(0, 8));

    // A signed-in relative reads it the same way; the owner's own routes stay the owner's.
    const relative = new ApiClient(env.sys.url);
    await relative.register(`relative-${mode}-${Date.now()}@example.ph`);
    expect((await relative.get(`/api/shared/${token}`)).status).toBe(200);
    expect((await relative.get(`/api/reports/${reportId}`)).status).toBe(404);
    expect((await owner.get(`/api/reports/${reportId}`)).status).toBe(200);
  });

  it("lists the owner's links and stops a revoked one working for everyone", async () => {
    const { token, link } = (await owner.post(`/api/reports/${reportId}/shares`)).body;
    const listed = (await owner.get(`/api/reports/${reportId}/shares`)).body as { id: string }[];
    expect(listed.map((l) => l.id)).toContain(link.id);
    expect(((await owner.get("/api/shares")).body as { id: string }[]).map((l) => l.id)).toContain(link.id);

    const stranger = new ApiClient(env.sys.url);
    await stranger.register(`stranger-${mode}-${Date.now()}@example.ph`);
    expect((await stranger.post(`/api/shares/${link.id}/revoke`)).status).toBe(404);
    expect((await stranger.get(`/api/reports/${reportId}/shares`)).status).toBe(404);
    expect((await stranger.post(`/api/reports/${reportId}/shares`)).status).toBe(404);
    expect((await new ApiClient(env.sys.url).post(`/api/shares/${link.id}/revoke`)).status).toBe(401);

    const revoked = await owner.post(`/api/shares/${link.id}/revoke`);
    expect(revoked.body).toMatchObject({ id: link.id, active: false });
    const gone = await new ApiClient(env.sys.url).get(`/api/shared/${token}`);
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe("share_link_not_found");
    expect((await new ApiClient(env.sys.url).get(`/api/shared/${token}/pdf`)).status).toBe(404);
    // An unknown token answers exactly like a revoked one.
    const unknown = await new ApiClient(env.sys.url).get(`/api/shared/${"x".repeat(43)}`);
    expect(unknown.body).toEqual(gone.body);
  });

  it("names nobody for an owner without a chosen name, and caps a report's active links", async () => {
    // Signed up without a username: the account's display name is the e-mail's local part, never shown.
    const local = `maria.santos-${mode}-${Date.now()}`;
    const plain = new ApiClient(env.sys.url);
    expect(
      (await plain.post("/api/register", { email: `${local}@example.ph`, password: "secret-passphrase" })).status,
    ).toBe(201);
    await confirmAddress(plain, env.sys.links, `${local}@example.ph`);
    const started = await plain.post("/api/generate-report", {
      propertyLink: env.listings.url("/property/makati-2br-salcedo"),
    });
    const ownReport = await eventually(async () => {
      const job = await plain.get(`/api/report-jobs/${started.body.jobId}`);
      return job.body.status === "completed" ? (job.body.reportId as string) : undefined;
    }, 20_000);
    const first = await plain.post(`/api/reports/${ownReport}/shares`);
    expect(first.status).toBe(201);
    const shared = await new ApiClient(env.sys.url).get(`/api/shared/${first.body.token}`);
    expect(shared.status).toBe(200);
    expect(shared.body.sharedBy).toBeUndefined();
    expect(JSON.stringify(shared.body)).not.toContain(local);

    // Ten active links at most; the eleventh is refused with what to do, and a revoked one frees its place.
    const made = [first.body.link.id as string];
    for (let i = 1; i < 10; i++) made.push((await plain.post(`/api/reports/${ownReport}/shares`)).body.link.id);
    const eleventh = await plain.post(`/api/reports/${ownReport}/shares`);
    expect(eleventh.status).toBe(409);
    expect(eleventh.body).toMatchObject({ code: "share_links_used_up" });
    expect(eleventh.body.message).toMatch(/already has 10 active share links.*Revoke one/);
    const listed = (await plain.get(`/api/reports/${ownReport}/shares`)).body as { active: boolean }[];
    expect(listed.filter((l) => l.active)).toHaveLength(10);
    expect((await plain.post(`/api/shares/${made[3]}/revoke`)).status).toBe(200);
    expect((await plain.post(`/api/reports/${ownReport}/shares`)).status).toBe(201);
    expect((await plain.post(`/api/reports/${ownReport}/shares`)).status).toBe(409);
  });

  it("ends with the report's 30 days", async () => {
    const { token } = (await owner.post(`/api/reports/${reportId}/shares`)).body;
    expect((await new ApiClient(env.sys.url).get(`/api/shared/${token}`)).status).toBe(200);
    await env.sys.system.runtime.db
      .knex("analyzer.share_links")
      .where({ report_id: reportId })
      .update({ expires_at: new Date(Date.now() - 1000) });
    expect((await new ApiClient(env.sys.url).get(`/api/shared/${token}`)).status).toBe(404);
  });
});
