/**
 * Security checks of the running system (embedded mode): per-IP limits that a client cannot reset
 * with X-Forwarded-For, the push socket's Origin check, safe defaults, no-store on private answers,
 * production without /docs, and one ownership matrix over every route that takes an id. The login
 * throttle has its own file (login-throttle.test.ts).
 */
import { eventually } from "@suri/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { ApiClient } from "../support/client";
import { startListingServer } from "../support/listing-server";
import { buyDemoCredits } from "../support/report-kinds";
import { startTestSystem } from "../support/system";

type TestSystem = Awaited<ReturnType<typeof startTestSystem>>;
const email = (n: string) => `${n}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.ph`;
let ipCounter = 1;
/** A new client address per call, as a botnet (or a forged header) would give. */
const nextIp = () => `203.0.113.${ipCounter++ % 250}`;
const PASSWORD = "correct horse battery";

/** Opens /ws with the given Origin; resolves with the first message or the refusal's HTTP status. */
function openSocket(url: string, cookie: string, origin: string): Promise<{ status?: number; first?: unknown }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url.replace(/^http/, "ws")}/ws`, { headers: { cookie, origin } });
    ws.once("unexpected-response", (_req, res) => {
      resolve({ status: res.statusCode });
      res.resume();
      ws.terminate();
    });
    ws.once("message", (data) => {
      resolve({ first: JSON.parse(String(data)) });
      ws.close();
    });
    ws.once("error", (err) => {
      if (!String(err.message).includes("Unexpected server response")) reject(err);
    });
  });
}

describe("defaults: no trusted proxy, small per-IP limits", () => {
  let sys: TestSystem;
  beforeAll(async () => {
    sys = await startTestSystem("embedded", "127.0.0.1:1", { AUTH_ATTEMPTS_PER_MINUTE: "5", UPLOADS_PER_MINUTE: "2" });
  }, 60_000);
  afterAll(() => sys?.stop());

  it("keeps counting logins per IP whatever X-Forwarded-For claims", async () => {
    const anon = new ApiClient(sys.url);
    // Earlier tests share this socket's address and its window; a window that ends mid-test starts a
    // new one. Either way the limit is reached within two windows' worth of attempts, each from a
    // different claimed address; were X-Forwarded-For trusted, it never would be.
    let refused: Awaited<ReturnType<typeof anon.post>> | undefined;
    for (let i = 0; i < 12 && !refused; i++) {
      const res = await anon.post(
        "/api/login",
        { email: email(`nobody${i}`), password: "wrong-password" },
        { "x-forwarded-for": nextIp() },
      );
      // 429 auth_busy: the password hashers are all busy (a loaded machine); the attempt was still counted.
      if (res.status === 429 && res.body?.code !== "auth_busy") refused = res;
      else expect([401, 429]).toContain(res.status);
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("keeps counting uploads per IP whatever X-Forwarded-For claims", async () => {
    const ana = new ApiClient(sys.url);
    await ana.register(email("uploader"));
    const upload = () =>
      ana.post(
        "/api/generate-report-from-file",
        { fileBase64: `data:image/png;base64,${Buffer.from("not an image").toString("base64")}` },
        { "x-forwarded-for": nextIp() },
      );
    for (let i = 0; i < 2; i++) expect((await upload()).status).not.toBe(429);
    expect((await upload()).status).toBe(429);
  });

  it("has no demo checkout unless it is asked for", async () => {
    const ben = new ApiClient(sys.url);
    await ben.register(email("buyer"));
    expect((await ben.get("/api/stripe-config")).body).toMatchObject({ demoCheckout: false });
    const checkout = await ben.post("/api/create-checkout-session", { packId: "credit_10" });
    expect(checkout.status).toBe(503);
    expect((await ben.get("/api/credits")).body.credits).toBe(0);
  });

  it("answers account, credits and report requests with Cache-Control: no-store", async () => {
    const cara = new ApiClient(sys.url);
    const address = email("cara");
    const reg = await cara.request("POST", "/api/register", { email: address, password: PASSWORD });
    expect(reg.headers.get("cache-control")).toBe("no-store");
    for (const path of ["/api/user", "/api/credits", "/api/credits/history", "/api/user/reports"]) {
      const res = await cara.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
    }
    const login = await new ApiClient(sys.url).post("/api/login", { email: address, password: PASSWORD });
    expect(login.headers.get("cache-control")).toBe("no-store");
    const missing = await cara.get("/api/reports/00000000-0000-4000-8000-000000000000");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("no-store");
  });

  it("opens the push socket only for our own origin", async () => {
    const dee = new ApiClient(sys.url);
    await dee.register(email("dee"));
    const cookie = (dee as unknown as { cookie: string }).cookie;
    expect(await openSocket(sys.url, cookie, "https://evil.example")).toEqual({ status: 403 });
    expect(await openSocket(sys.url, cookie, "null")).toEqual({ status: 403 });
    const own = await openSocket(sys.url, cookie, sys.url);
    expect(own.first).toMatchObject({ type: "hello" });
  });
});

describe("ownership matrix over every route that takes an id", () => {
  let listings: Awaited<ReturnType<typeof startListingServer>>;
  let sys: TestSystem;
  const owner = () => new ApiClient(sys.url);
  let ana: ApiClient;
  let ben: ApiClient;
  let anon: ApiClient;
  const ids = { reportId: "", jobId: "", sessionId: "", shareId: "", token: "", screeningId: "" };

  beforeAll(async () => {
    listings = await startListingServer();
    sys = await startTestSystem("embedded", listings.host, { DEMO_CHECKOUT: "true" });
    ana = owner();
    ben = new ApiClient(sys.url);
    anon = new ApiClient(sys.url);
    await ana.register(email("owner"));
    await ben.register(email("other"));
    const started = await ana.post("/api/generate-report", { propertyLink: listings.url("/property/makati-2br-idor") });
    ids.jobId = started.body.jobId;
    ids.reportId = await eventually(async () => {
      const job = (await ana.get(`/api/report-jobs/${ids.jobId}`)).body;
      return job.status === "completed" ? (job.reportId as string) : undefined;
    }, 30_000);
    ids.sessionId = (await ana.post("/api/create-checkout-session", { packId: "credit_1" })).body.sessionId;
    ids.shareId = (await ana.post(`/api/reports/${ids.reportId}/shares`)).body.link.id;
    ids.token = (await ana.post(`/api/reports/${ids.reportId}/shares`)).body.token;
    // A screening costs a credit: the owner buys some through a checkout of its own.
    await buyDemoCredits(ana);
    const screening = await ana.post("/api/screenings", { pageLink: listings.url("/property/makati-2br-salcedo") });
    expect(screening.status).toBe(202);
    ids.screeningId = screening.body.screeningId;
  }, 90_000);
  afterAll(async () => {
    await sys?.stop();
    await listings?.close();
  });

  type Row = { call: (c: ApiClient) => Promise<{ status: number }>; owner: number };
  const matrix: Record<string, Row> = {
    "GET /api/report-jobs/{jobId}": { call: (c) => c.get(`/api/report-jobs/${ids.jobId}`), owner: 200 },
    "GET /api/reports/{id}": { call: (c) => c.get(`/api/reports/${ids.reportId}`), owner: 200 },
    "GET /api/property-data/{id}": { call: (c) => c.get(`/api/property-data/${ids.reportId}`), owner: 200 },
    "GET /api/reports/{id}/pdf": { call: (c) => c.get(`/api/reports/${ids.reportId}/pdf`), owner: 200 },
    "GET /api/demo-checkout/{sessionId}": { call: (c) => c.get(`/api/demo-checkout/${ids.sessionId}`), owner: 200 },
    "GET /api/reports/{id}/shares": { call: (c) => c.get(`/api/reports/${ids.reportId}/shares`), owner: 200 },
    "GET /api/screenings/{id}": { call: (c) => c.get(`/api/screenings/${ids.screeningId}`), owner: 200 },
    // Ids in the query or the body, checked the same way.
    "GET /api/verify-payment?session_id": {
      call: (c) => c.get(`/api/verify-payment?session_id=${ids.sessionId}`),
      owner: 200,
    },
    // A completed job waits for no details: the owner is told so (409), everyone else sees no job.
    "POST /api/report-jobs/{jobId}/details": {
      call: (c) => c.post(`/api/report-jobs/${ids.jobId}/details`, { priceCentavos: 1_000_000_000 }),
      owner: 409,
    },
    // Last: the owner's calls change state.
    "POST /api/reports/{id}/corrections": {
      call: async (c) => {
        const revision = (await ana.get(`/api/reports/${ids.reportId}`)).body.revision ?? 1;
        return c.post(`/api/reports/${ids.reportId}/corrections`, { revision, floorAreaSqm: 70 });
      },
      owner: 200,
    },
    "POST /api/reports/{id}/restore-credit": {
      call: (c) =>
        c.post(`/api/reports/${ids.reportId}/restore-credit`, { reason: "The listing was for another unit" }),
      owner: 200,
    },
    "POST /api/reports/{id}/shares": { call: (c) => c.post(`/api/reports/${ids.reportId}/shares`), owner: 201 },
    "POST /api/shares/{shareId}/revoke": { call: (c) => c.post(`/api/shares/${ids.shareId}/revoke`), owner: 200 },
    "POST /api/demo-checkout/complete {sessionId}": {
      call: (c) => c.post("/api/demo-checkout/complete", { sessionId: ids.sessionId }),
      owner: 200,
    },
    "PATCH /api/reports/{id}": {
      call: (c) => c.request("PATCH", `/api/reports/${ids.reportId}`, { title: "Renamed" }),
      owner: 200,
    },
    // The very last: after it the report is gone for its owner too.
    "DELETE /api/reports/{id}": { call: (c) => c.request("DELETE", `/api/reports/${ids.reportId}`), owner: 200 },
  };

  /** A share link's token is the capability itself: whoever holds it reads, with or without an account. */
  const byToken: Record<string, (c: ApiClient, token: string) => Promise<{ status: number }>> = {
    "GET /api/shared/{token}": (c, token) => c.get(`/api/shared/${token}`),
    "GET /api/shared/{token}/pdf": (c, token) => c.get(`/api/shared/${token}/pdf`),
  };

  it("opens a share link for anyone holding it, and a revoked or made-up one for nobody", async () => {
    for (const [route, call] of Object.entries(byToken)) {
      for (const c of [ana, ben, anon]) expect((await call(c, ids.token)).status, route).toBe(200);
      expect((await call(anon, "A".repeat(43))).status, `${route} made up`).toBe(404);
    }
    const links = (await ana.get(`/api/reports/${ids.reportId}/shares`)).body as { id: string; tokenHint: string }[];
    const link = links.find((l) => l.tokenHint === ids.token.slice(-4));
    await ana.post(`/api/shares/${link?.id}/revoke`);
    for (const [route, call] of Object.entries(byToken)) {
      for (const c of [ana, ben, anon]) expect((await call(c, ids.token)).status, `${route} revoked`).toBe(404);
    }
  });

  it("covers every route with a path parameter that the API documents", async () => {
    const doc = (await anon.get("/docs/json")).body as { paths: Record<string, Record<string, unknown>> };
    const withId = Object.entries(doc.paths)
      .filter(([path]) => path.includes("{"))
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    const covered = [...Object.keys(matrix), ...Object.keys(byToken)];
    for (const route of withId) expect(covered, `${route} is missing from the ownership matrix`).toContain(route);
  });

  it("answers another user 404 and nobody 401 on each, as if the id did not exist", async () => {
    for (const [route, row] of Object.entries(matrix)) {
      expect((await row.call(ben)).status, `${route} as another user`).toBe(404);
      expect((await row.call(anon)).status, `${route} without a session`).toBe(401);
    }
    for (const [route, row] of Object.entries(matrix)) {
      expect((await row.call(ana)).status, `${route} as the owner`).toBe(row.owner);
    }
    // Another user's report is indistinguishable from a missing one.
    const theirs = await ben.get(`/api/reports/${ids.reportId}`);
    const missing = await ben.get("/api/reports/00000000-0000-4000-8000-000000000000");
    expect(theirs.body).toEqual(missing.body);
  });

  it("answers 401 on each once the owner deleted the account, to a session signed in elsewhere too", async () => {
    const elsewhere = new ApiClient(sys.url);
    const me = (await ana.get("/api/user")).body as { email: string };
    expect((await elsewhere.post("/api/login", { email: me.email, password: PASSWORD })).status).toBe(200);
    expect((await ana.request("DELETE", "/api/user", { password: PASSWORD })).status).toBe(204);
    for (const [route, row] of Object.entries(matrix)) {
      expect((await row.call(elsewhere)).status, `${route} with the deleted account's session`).toBe(401);
      expect((await row.call(ben)).status, `${route} as another user`).toBe(404);
    }
  });
});

describe("production", () => {
  let sys: TestSystem;
  beforeAll(async () => {
    sys = await startTestSystem("embedded", "", {
      SURI_ENV: "production",
      PUBLIC_ORIGINS: "https://suri.example",
    });
  }, 60_000);
  afterAll(() => sys?.stop());

  it("serves no API docs and no diagnostics", async () => {
    const anon = new ApiClient(sys.url);
    expect((await anon.get("/docs")).status).toBe(404);
    expect((await anon.get("/docs/json")).status).toBe(404);
    expect((await anon.get("/api/diagnostic/environment")).status).toBe(404);
    expect((await anon.get("/api/diagnostic/stripe-config")).status).toBe(404);
    expect((await anon.get("/healthz")).status).toBe(200);
  });
});
