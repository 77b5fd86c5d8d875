/**
 * Sign-up and sign-in under a burst (issue 31), in both modes. Password hashing is bounded: a sign-up the
 * queue cannot serve before the caller's deadline is answered at once with 429 and a Retry-After, never
 * left to time out into a 5xx; a client that comes back when told gets its account. A deleted account signs
 * in like an unknown one (401, the usual words), and its address gets no second free report, however it
 * is spelled.
 *
 * The queue is kept short here (AUTH_HASH_QUEUE_MAX=4) so that the burst is refused in part on any machine:
 * the real queue, with the real scrypt cost, decides who is served.
 */
import { eventually, MODES } from "@suri/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../support/client";
import { startTestSystem } from "../support/system";

const PASSWORD = "correct horse battery";
const BURST = 24;
/** Attempts a client makes, each after the Retry-After it was given. */
const ATTEMPTS_MAX = 30;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(MODES)("auth under a burst (%s)", (mode) => {
  let sys: Awaited<ReturnType<typeof startTestSystem>>;
  const tag = `${mode.slice(0, 4)}${Date.now().toString(36)}`;

  beforeAll(async () => {
    sys = await startTestSystem(mode, "127.0.0.1:9", { AUTH_HASH_QUEUE_MAX: "4" });
  }, 120_000);
  afterAll(async () => {
    await sys?.stop();
  });

  it(`answers ${BURST} sign-ups at once with 201 or 429 + Retry-After, never 5xx; coming back when told, everyone gets in`, async () => {
    const clients = Array.from({ length: BURST }, () => new ApiClient(sys.url));
    const body = (i: number) => ({ email: `burst-${tag}-${i}@example.ph`, password: PASSWORD });
    const first = await Promise.all(clients.map((c, i) => c.post("/api/register", body(i))));

    const statuses = first.map((r) => r.status);
    expect(
      statuses.filter((s) => s >= 500),
      JSON.stringify(first.map((r) => [r.status, r.body])),
    ).toEqual([]);
    expect(
      statuses.every((s) => s === 201 || s === 429),
      String(statuses),
    ).toBe(true);
    // At most 2 hashing and 4 waiting: most of the burst is refused, each at once and with a time to return.
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(BURST - 6);
    for (const refused of first.filter((r) => r.status === 429)) {
      expect(refused.body).toMatchObject({
        code: "auth_busy",
        message: "Too many sign-ins at once. Please try again in a few seconds.",
      });
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    }

    // Each refused client comes back after its Retry-After (as the web app does), until it is in.
    const eventuallyIn = async (i: number, answer: (typeof first)[number]) => {
      let last = answer;
      for (let attempt = 1; last.status === 429 && attempt < ATTEMPTS_MAX; attempt++) {
        await sleep(Number(last.headers.get("retry-after")) * 1000 * (1 + 0.3 * Math.random()));
        last = await clients[i]!.post("/api/register", body(i));
        expect(last.status === 201 || last.status === 429, `${last.status} ${JSON.stringify(last.body)}`).toBe(true);
      }
      return last;
    };
    const final = await Promise.all(first.map((answer, i) => eventuallyIn(i, answer)));
    expect(final.map((r) => r.status)).toEqual(Array(BURST).fill(201));
    expect(new Set(final.map((r) => r.body.id)).size).toBe(BURST);
  }, 240_000);

  it("signs a deleted account in like an unknown one: 401 with the usual words, also from its own browser", async () => {
    const email = `gone-${tag}@example.ph`;
    const owner = new ApiClient(sys.url);
    await owner.register(email, PASSWORD);
    const elsewhere = new ApiClient(sys.url);
    expect((await elsewhere.post("/api/login", { email, password: PASSWORD })).status).toBe(200);
    expect((await owner.request("DELETE", "/api/user", { password: PASSWORD })).status).toBe(204);

    // The browser that deleted it (its device cookie), one still holding a session of it, and a stranger.
    for (const client of [owner, elsewhere, new ApiClient(sys.url)]) {
      const answer = await client.post("/api/login", { email, password: PASSWORD });
      expect(answer).toMatchObject({
        status: 401,
        body: { code: "invalid_credentials", message: "Invalid email or password." },
      });
    }
  });

  it("gives no second free report to a deleted account's address, however it is spelled; another address gets one", async () => {
    const owner = new ApiClient(sys.url);
    const first = await owner.register(`rosa.reyes.${tag}@gmail.com`, PASSWORD);
    expect(first).toMatchObject({ freeReportAvailable: true, creditsRemaining: 0 });
    expect((await owner.request("DELETE", "/api/user", { password: PASSWORD })).status).toBe(204);
    await eventually(
      async () =>
        (await new ApiClient(sys.url).post("/api/login", { email: first.email, password: PASSWORD })).status === 401,
    );

    for (const spelling of [`rosa.reyes.${tag}@gmail.com`, `RosaReyes${tag}+again@googlemail.com`]) {
      const again = new ApiClient(sys.url);
      const user = await again.register(spelling, PASSWORD);
      expect(user, spelling).toMatchObject({ freeReportAvailable: false, creditsRemaining: 0, reportsGenerated: 0 });
      expect((await again.get("/api/credits")).body).toMatchObject({ credits: 0, freeReportAvailable: false });
      // The next report is the normal paid path: 402 with the buy-credits message.
      const job = await again.post("/api/generate-report", { propertyLink: "https://www.lamudi.com.ph/property/1" });
      expect(job).toMatchObject({
        status: 402,
        body: { message: "You need to purchase credits to analyze more properties." },
      });
    }
    const someoneElse = await new ApiClient(sys.url).register(`rosa.reyes.${tag}.jr@gmail.com`, PASSWORD);
    expect(someoneElse).toMatchObject({ freeReportAvailable: true });
  });
});
