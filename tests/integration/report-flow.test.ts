import type { ReportJob as Job } from "@suri/contracts";
import { eventually, MODES } from "@suri/testkit";
import { describe, expect, it } from "vitest";
import { ApiClient } from "../support/client";
import { listingSystem } from "../support/listing-system";

describe.each(MODES)("the report flow end to end (%s)", (mode) => {
  const env = listingSystem(mode);
  const email = (name: string) => `${name}-${mode}-${Date.now()}@example.ph`;

  const waitForJob = (client: ApiClient, jobId: string, until: (j: Job) => boolean) =>
    eventually(async () => {
      const res = await client.get(`/api/report-jobs/${jobId}`);
      return res.status === 200 && until(res.body) ? (res.body as Job) : undefined;
    }, 20_000);

  it("signs up, streams real progress, reads a sane report, then gets 402 for a second report", async () => {
    const ana = new ApiClient(env.sys.url);
    const user = await ana.register(email("ana"));
    expect(user).toMatchObject({ reportsGenerated: 0, creditsRemaining: 0, freeReportAvailable: true });
    const socket = await ana.openSocket();

    const link = env.listings.url("/property/makati-2br-salcedo");
    const started = await ana.post("/api/generate-report", { propertyLink: link });
    expect(started.status).toBe(202);
    const { jobId } = started.body;

    const progress = await eventually(async () => {
      const mine = socket.messages
        .filter((m) => (m as { type: string }).type === "job.progress")
        .map((m) => (m as { job: Job }).job);
      return mine.some((j) => j.status === "completed") ? mine : undefined;
    }, 20_000);
    socket.close();
    expect(progress.every((j) => j.jobId === jobId)).toBe(true);
    const percents = progress.map((j) => j.progress);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(new Set(percents).size).toBe(percents.length); // each stage once, in order
    expect(progress.map((j) => j.stage)).toContain("fetching");
    expect(progress.at(-1)).toMatchObject({ stage: "completed", progress: 100 });

    const job = await waitForJob(ana, jobId, (j) => j.status === "completed");
    const report = await ana.get(`/api/reports/${job.reportId}`);
    expect(report.status).toBe(200);
    const data = report.body.reportData;
    expect(report.body.propertyLink).toBe(link);
    expect(data.price).toBe(16_000_000);
    expect(data.overview).toMatchObject({ bedrooms: 2, bathrooms: 2, floorAreaSqm: 64 });
    expect(data.financialAnalysis.pricePerSqm).toBeCloseTo(250_000, 0);
    expect(data.investmentScore.score).toBeGreaterThanOrEqual(0);
    expect(data.investmentScore.score).toBeLessThanOrEqual(100);
    expect(data.citations.length).toBeGreaterThan(0);
    expect(data.city).toMatch(/Makati/);

    // In the reader's language: an English reader gets no Tagalog overlay, a Tagalog reader all of it.
    expect(Object.keys(data.translations?.tl ?? {}).length).toBeGreaterThan(0);
    const english = await ana.get(`/api/reports/${job.reportId}?lang=en`);
    expect(english.status).toBe(200);
    expect(english.body.reportData.translations).toBeUndefined();
    expect({ ...english.body.reportData, translations: data.translations }).toEqual(data);
    const tagalog = await ana.get(`/api/reports/${job.reportId}?lang=tl`);
    expect(tagalog.body).toEqual(report.body);
    const unknown = await ana.get(`/api/reports/${job.reportId}?lang=xx`);
    expect(unknown.status).toBe(400);
    // A browser's reads of a large answer come in brotli once it is made (gzip for a client that takes only
    // that), and read back as the same JSON.
    for (const [accept, coding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
    ] as const) {
      const coded = await eventually(async () => {
        const res = await ana.request("GET", `/api/reports/${job.reportId}?lang=en`, undefined, {
          "accept-encoding": accept,
        });
        return res.headers.get("content-encoding") === coding ? res : undefined;
      });
      expect(coded.headers.get("vary")).toMatch(/Accept-Encoding/i);
      expect(coded.body).toEqual(english.body);
    }

    // The credit is consumed once the ledger posts the reservation.
    const after = await eventually(async () => {
      const u = await ana.get("/api/user");
      return u.body.reportsGenerated === 1 ? u.body : undefined;
    });
    expect(after).toMatchObject({ creditsRemaining: 0, freeReportAvailable: false });

    const again = await ana.post("/api/generate-report", { propertyLink: link });
    expect(again.status).toBe(402);
    expect(again.body.message).toBe("You need to purchase credits to analyze more properties.");
    const list = await ana.get("/api/user/reports");
    expect(list.body).toHaveLength(1);

    // Another user can read neither the report nor the job.
    const ben = new ApiClient(env.sys.url);
    await ben.register(email("ben"));
    expect((await ben.get(`/api/reports/${job.reportId}`)).status).toBe(404);
    expect((await ben.get(`/api/report-jobs/${jobId}`)).status).toBe(404);
    expect((await ben.get("/api/user/reports")).body).toEqual([]);
    // And nobody without a session can.
    const anon = new ApiClient(env.sys.url);
    expect((await anon.get(`/api/reports/${job.reportId}`)).status).toBe(401);
  });

  it("refuses bad input with a clear error and leaves no credit reserved", async () => {
    const cara = new ApiClient(env.sys.url);
    await cara.register(email("cara"));
    const malformed = await cara.post("/api/generate-report", "{not json", { "content-type": "application/json" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/JSON/i);
    const notUrl = await cara.post("/api/generate-report", { propertyLink: "just some words" });
    expect(notUrl).toMatchObject({ status: 400, body: { message: "Please enter a valid property URL" } });
    for (const target of [
      "http://127.0.0.1/",
      "http://169.254.169.254/latest/meta-data/",
      "http://[::1]/",
      "http://localhost:8080/",
    ]) {
      const res = await cara.post("/api/generate-report", { propertyLink: target });
      expect(res.status, target).toBe(400);
      expect(res.body.code, target).toBe("forbidden_address");
    }
    // Refused before any reservation: the free report is untouched.
    expect((await cara.get("/api/credits")).body).toMatchObject({ credits: 0, reserved: 0, freeReportAvailable: true });

    // Failures found only while fetching end the job and void the reservation.
    for (const [path, reason] of [
      ["/redirect-private", "forbidden_address"],
      ["/huge", "too_large"],
      ["/blocked", "blocked"],
      ["/about", "not_a_listing"],
    ] as const) {
      const res = await cara.post("/api/generate-report", { propertyLink: env.listings.url(path) });
      expect(res.status, path).toBe(202);
      const job = await waitForJob(cara, res.body.jobId, (j) => j.status === "failed");
      expect(job.errorCode, path).toBe(reason);
      await eventually(async () => {
        const c = (await cara.get("/api/credits")).body;
        return c.freeReportAvailable && c.reserved === 0 ? c : undefined;
      });
    }
    expect((await cara.get("/api/user")).body).toMatchObject({ reportsGenerated: 0, freeReportAvailable: true });
  });

  it("answers SPEC-shaped errors for sessions", async () => {
    const anon = new ApiClient(env.sys.url);
    expect(await anon.get("/api/user")).toMatchObject({ status: 401, body: { message: "not logged in" } });
    const bad = await anon.post("/api/login", { email: "nobody@example.ph", password: "wrong-password" });
    expect(bad).toMatchObject({ status: 401, body: { message: "Invalid email or password." } });
    const short = await anon.post("/api/register", { email: "x@example.ph", password: "123" });
    expect(short).toMatchObject({ status: 400, body: { message: "Password must be at least 8 characters" } });
    const dee = new ApiClient(env.sys.url);
    const address = email("dee");
    await dee.register(address);
    const dup = await new ApiClient(env.sys.url).post("/api/register", {
      email: address.toUpperCase(),
      password: "another secret",
    });
    expect(dup).toMatchObject({ status: 409, body: { message: "Email may already be in use." } });
    // The token itself is refused after logout, even by a replica that had it verified and cached.
    expect((await dee.get("/api/user")).status).toBe(200);
    const token = dee.cookie;
    expect((await dee.post("/api/logout")).status).toBe(204);
    expect((await dee.get("/api/user")).status).toBe(401);
    const replayed = await new ApiClient(env.sys.url).request("GET", "/api/user", undefined, { cookie: token });
    expect(replayed).toMatchObject({ status: 401, body: { message: "not logged in" } });
    const back = await dee.post("/api/login", { email: address, password: "correct horse battery" });
    expect(back.status).toBe(200);
    const cross = await dee.post("/api/logout", undefined, { origin: "https://evil.example" });
    expect(cross.status).toBe(403);
  });
});
