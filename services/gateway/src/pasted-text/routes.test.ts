import {
  LISTING_TEXT_MAX_CHARS,
  LISTING_TEXT_MIN_CHARS,
  LISTING_TEXT_NOT_A_LISTING_MESSAGE,
  LISTING_TEXT_TOO_LONG_MESSAGE,
  LISTING_TEXT_TOO_SHORT_MESSAGE,
  type ListingTextReading,
  PRICE_MESSAGE,
  ROOMS_MESSAGE,
} from "@suri/contracts";
import { AppError, newId } from "@suri/kit";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type GatewayUnderTest, type PostOptions, startGatewayUnderTest } from "../gateway-under-test";
import { DEFAULT_REPORT_RATES } from "../limits/report-rates";
import { jobIdFor } from "../reports/routes";
import { TEXT_REPORT_BODY_BYTES_MAX } from "./routes";

/**
 * The gateway's slice of POST /api/generate-report-from-text, with auth and the analyzer answered by
 * stand-ins on the in-process bus: what is refused here never reaches the analyzer (so no credit is
 * touched), and what passes reaches it cleaned. The real credit rules run in tests/integration.
 */
const LISTING = [
  "House For Sale in Bolinawan",
  "2 storey Modern HOUSE AND LOT, Bolinawan, Carcar City",
  "Lot Area : 288 sq mtr.",
  "Price: 11M NET",
].join("\n");

let gateway: GatewayUnderTest;
const started: { userId: string; text: string; jobId?: string | undefined; confirmed?: unknown }[] = [];
/** Texts the stand-in scraper was asked to read, and credits anyone asked the stand-in ledger for. */
const read: string[] = [];
const reserved: unknown[] = [];
/** A figure the text states in `snippet`. */
const stated = (value: number, snippet: string) =>
  ({ value, source: "text", confidence: 0.85, snippet, uncertain: false }) as const;
/** The scraper's reading of LISTING, as ReadListingText answers it. */
const READING: ListingTextReading = {
  reading: {
    fields: {
      priceCentavos: stated(1_100_000_000, "Price: 11M NET"),
      lotAreaSqm: stated(288, "Lot Area : 288 sq mtr."),
      city: { value: "Carcar", source: "text", confidence: 0.4, uncertain: true },
    },
    title: "House For Sale in Bolinawan",
  },
  missing: [],
};
const ana = newId();
const broke = newId();

beforeAll(async () => {
  gateway = await startGatewayUnderTest("gateway-text-test", {
    analyzer: {
      StartReportFromText: async (req: { userId: string; text: string; jobId?: string }) => {
        if (req.userId === broke) {
          throw AppError.paymentRequired("You need to purchase credits to analyze more properties.");
        }
        started.push(req);
        return { jobId: req.jobId ?? newId() };
      },
    },
    scraper: {
      ReadListingText: async (req: { text: string }) => {
        read.push(req.text);
        if (!/price/i.test(req.text)) throw new AppError("not_a_listing", LISTING_TEXT_NOT_A_LISTING_MESSAGE, 422);
        return READING;
      },
    },
    ledger: {
      ReserveCredit: async (req: unknown) => {
        reserved.push(req);
        return { source: "free", expiresAt: new Date().toISOString() };
      },
    },
  });
}, 60_000);
afterAll(() => gateway?.close());
beforeEach(() => {
  started.length = 0;
  read.length = 0;
  reserved.length = 0;
});

const post = (body: unknown, opts: PostOptions & { url?: string } = {}) =>
  gateway.post(opts.url ?? "/api/generate-report-from-text", body, opts);

/** The answer is a 400 naming the text with `message`, and nothing reached the service (`asked` stays empty). */
async function expectTextRefused(answer: ReturnType<typeof post>, message: string, asked: unknown[]) {
  const res = await answer;
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: "validation", message, fieldErrors: { text: [message] } });
  expect(asked).toEqual([]);
}

describe("POST /api/generate-report-from-text (gateway)", () => {
  it("starts the job with the text cleaned: control characters out, line breaks kept, trimmed", async () => {
    const res = await post({ text: `\u0000  ${LISTING.replaceAll("\n", "\r\n")}\u0007\u009b \n` }, { userId: ana });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ jobId: expect.any(String) });
    expect(started).toEqual([{ userId: ana, text: LISTING }]);
  });

  it("makes an Idempotency-Key the job id, as for a link", async () => {
    const res = await post({ text: LISTING }, { userId: ana, headers: { "idempotency-key": "paste-1" } });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ jobId: jobIdFor(ana, "paste-1") });
    expect(started[0]?.jobId).toBe(jobIdFor(ana, "paste-1"));
  });

  it.each([
    ["too short once trimmed", `   ${"a".repeat(LISTING_TEXT_MIN_CHARS - 1)}   `, LISTING_TEXT_TOO_SHORT_MESSAGE],
    [
      "too short once control characters are gone",
      `${"a".repeat(30)}${"\u0001".repeat(20)}`,
      LISTING_TEXT_TOO_SHORT_MESSAGE,
    ],
    ["too long", "a".repeat(LISTING_TEXT_MAX_CHARS + 1), LISTING_TEXT_TOO_LONG_MESSAGE],
  ])("refuses a text %s with 400 and a clear message, before the analyzer", async (_name, text, message) => {
    await expectTextRefused(post({ text }, { userId: ana }), message, started);
  });

  it("takes the longest text allowed", async () => {
    const text = `${LISTING}\n${"x".repeat(LISTING_TEXT_MAX_CHARS - LISTING.length - 1)}`;
    expect(text).toHaveLength(LISTING_TEXT_MAX_CHARS);
    const res = await post({ text: `  ${text}  ` }, { userId: ana });
    expect(res.statusCode).toBe(202);
    expect(started[0]?.text).toBe(text);
  });

  it("refuses a missing or non-text field, and a body far over the limit, before the analyzer", async () => {
    for (const body of [{}, { text: 42 }, { propertyLink: "https://example.ph/x" }]) {
      expect((await post(body, { userId: ana })).statusCode, JSON.stringify(body)).toBe(400);
    }
    const huge = await post({ text: "a".repeat(TEXT_REPORT_BODY_BYTES_MAX) }, { userId: ana });
    expect(huge.statusCode).toBe(413);
    expect(started).toEqual([]);
  });

  it("needs a session: 401 without one, or with a forged token", async () => {
    expect((await post({ text: LISTING })).statusCode).toBe(401);
    const forged = await post({ text: LISTING }, { headers: { cookie: "suri_session=not.a.token" } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: "unauthorized" });
    expect(started).toEqual([]);
  });

  it("refuses a cross-site request (CSRF) like every other write", async () => {
    const res = await post({ text: LISTING }, { userId: ana, origin: "https://evil.example" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: "csrf" });
    expect(started).toEqual([]);
  });

  it("passes the analyzer's 402 on with the SPEC message", async () => {
    const res = await post({ text: LISTING }, { userId: broke });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      code: "insufficient_credits",
      message: "You need to purchase credits to analyze more properties.",
    });
  });
});

describe("how fast one user starts reports (POST /api/generate-report-from-text)", () => {
  it("refuses the jobs past the minute's limit with 429 and Retry-After, before the analyzer, and holds nobody else up", async () => {
    const quick = newId();
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_REPORT_RATES.jobsPerMinute; i++) {
      statuses.push((await post({ text: `${LISTING}\nAd ${i}` }, { userId: quick })).statusCode);
    }
    expect(new Set(statuses)).toEqual(new Set([202]));
    expect(started).toHaveLength(DEFAULT_REPORT_RATES.jobsPerMinute);
    const over = await post({ text: LISTING }, { userId: quick });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: "too_many_reports" });
    expect(over.json().message).toMatch(
      /^You are starting reports faster than we allow \(10 a minute, 60 an hour\)\. Nothing was charged/,
    );
    const retryAfter = Number(over.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Never reached the analyzer, so no credit was asked for.
    expect(started).toHaveLength(DEFAULT_REPORT_RATES.jobsPerMinute);
    expect(reserved).toEqual([]);
    expect((await post({ text: LISTING }, { userId: newId() })).statusCode).toBe(202);
  });
});

describe("the reading the user confirmed (POST /api/generate-report-from-text)", () => {
  it("travels with the job to the analyzer", async () => {
    const confirmed = { priceCentavos: 1_100_000_000, lotAreaSqm: 288, bathrooms: 3, city: "Carcar" };
    const res = await post({ text: LISTING, confirmed }, { userId: ana });
    expect(res.statusCode, res.body).toBe(202);
    expect(started).toEqual([{ userId: ana, text: LISTING, confirmed }]);
  });

  it.each([
    ["a price out of range", { priceCentavos: 5 }, "confirmed/priceCentavos", PRICE_MESSAGE],
    ["rooms that are not a whole number", { bathrooms: 2.5 }, "confirmed/bathrooms", ROOMS_MESSAGE],
  ])("refuses %s with a correction's message, before the analyzer", async (_name, confirmed, field, message) => {
    const res = await post({ text: LISTING, confirmed }, { userId: ana });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "validation", message, fieldErrors: { [field]: [message] } });
    expect(started).toEqual([]);
  });

  it("refuses a field a listing has not, before the analyzer", async () => {
    const res = await post({ text: LISTING, confirmed: { priceCentavos: 1_100_000_000, pool: true } }, { userId: ana });
    expect(res.statusCode).toBe(400);
    expect(started).toEqual([]);
  });
});

describe("POST /api/listing-text/read (gateway)", () => {
  const readText = (body: unknown, opts: Parameters<typeof post>[1] = {}) =>
    post(body, { ...opts, url: "/api/listing-text/read" });

  it("answers what the scraper read, each field with its words, and starts nothing", async () => {
    const res = await readText({ text: `\u0000  ${LISTING.replaceAll("\n", "\r\n")} \n` }, { userId: ana });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(READING);
    expect(read).toEqual([LISTING]);
    expect(started).toEqual([]);
    expect(reserved).toEqual([]);
  });

  it("passes on the scraper's 422 for a text that names no property", async () => {
    const res = await readText(
      { text: "Hello po! Interested ako sa property ninyo, pa-PM naman po ng details." },
      { userId: ana },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: "not_a_listing", message: LISTING_TEXT_NOT_A_LISTING_MESSAGE });
    expect(started).toEqual([]);
    expect(reserved).toEqual([]);
  });

  it("needs a session: 401 without one, and nothing is read", async () => {
    const res = await readText({ text: LISTING });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: "unauthorized" });
    expect(read).toEqual([]);
  });

  it.each([
    ["too short", "a".repeat(LISTING_TEXT_MIN_CHARS - 1), LISTING_TEXT_TOO_SHORT_MESSAGE],
    ["too long", "a".repeat(LISTING_TEXT_MAX_CHARS + 1), LISTING_TEXT_TOO_LONG_MESSAGE],
  ])("refuses a text %s with the paste route's 400, before the scraper", async (_name, text, message) => {
    await expectTextRefused(readText({ text }, { userId: ana }), message, read);
  });

  it("refuses a body far over the limit, and a cross-site request", async () => {
    expect((await readText({ text: "a".repeat(TEXT_REPORT_BODY_BYTES_MAX) }, { userId: ana })).statusCode).toBe(413);
    const csrf = await readText({ text: LISTING }, { userId: ana, origin: "https://evil.example" });
    expect(csrf.statusCode).toBe(403);
    expect(read).toEqual([]);
  });

  // Last: it spends this client's allowance of reads for the minute.
  it("is rate-limited per client like the other routes that put a service to work", async () => {
    // Earlier tests read from this client too: the allowance runs out within one more minute's worth.
    let over: Awaited<ReturnType<typeof readText>> | undefined;
    let answered = 0;
    for (let i = 0; i <= DEFAULT_REPORT_RATES.textReadsPerMinute && !over; i++) {
      // Several accounts on one network: the limit is the client's, not the account's.
      const res = await readText({ text: LISTING }, { userId: i % 2 ? ana : newId() });
      if (res.statusCode === 429) over = res;
      else answered++;
    }
    expect(over?.json()).toMatchObject({ code: "too_many_reads" });
    expect(over?.json().message).toMatch(
      /^Too many listing texts were read from your network .*try again in \d+ (seconds?|minutes?)\./,
    );
    expect(Number(over?.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(over?.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(answered).toBeLessThan(DEFAULT_REPORT_RATES.textReadsPerMinute);
    expect(read).toHaveLength(answered);
  });
});
