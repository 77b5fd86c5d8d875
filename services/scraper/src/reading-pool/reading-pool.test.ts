/**
 * Pages and texts are read in worker threads within a budget: the event loop stays free while a reading
 * runs, a reading past its time stops its worker (replaced for the next reading), and a reading past its
 * size is refused unread. Budgets are made tiny here instead of inputs made slow: no timing is asserted.
 */
import { readFileSync } from "node:fs";
import { AppError } from "@suri/kit";
import { afterAll, describe, expect, it } from "vitest";
import type { PageFetcher } from "../fetch";
import { readListing } from "../read-listing/read-listing";
import { LISTING_TEXT_TOO_SLOW_MESSAGE, readingOfPastedTextIn, readPastedText } from "../read-text/read-text";
import { ReadingBudgetError, ReadingPool, type ReadingPoolLimits } from "./reading-pool";

const BOLINAWAN = readFileSync(
  new URL("../../test/fixtures/pasted-texts/lamudi-bolinawan.txt", import.meta.url),
  "utf8",
);
/** A long post: far more than a millisecond of reading anywhere. */
const LONG_POST = `Condo for sale in Makati\n${"2BR 60 sqm ₱6,500,000 Brgy. Bel-Air, Makati City. ".repeat(3_000)}`;

const pools: ReadingPool[] = [];
/** A pool of one worker; the limits object stays the pool's own, so a test can tighten it between readings. */
const pool = (limits: Partial<ReadingPoolLimits> = {}) => {
  limits.readWorkers ??= 1;
  limits.readTimeoutMs ??= 30_000;
  limits.readHtmlCharsMax ??= 5_000_000;
  limits.readTextCharsMax ??= 200_000;
  const made = new ReadingPool(limits as ReadingPoolLimits);
  pools.push(made);
  return made;
};
afterAll(async () => {
  await Promise.all(pools.map((made) => made.close()));
});

const serving = (html: string): PageFetcher =>
  ({
    fetchPage: async (url: string) => ({ ok: true, finalUrl: url, status: 200, html, contentType: "text/html" }),
    allows: () => true,
  }) as unknown as PageFetcher;

describe("the reading pool", () => {
  it("reads a pasted text in a worker exactly as on this thread", async () => {
    expect(await pool().pastedText(BOLINAWAN)).toEqual(readPastedText(BOLINAWAN));
  });

  it("leaves the event loop free while a reading runs", async () => {
    const reading = pool().pastedText(LONG_POST);
    // Read on this thread, the reading would be over before any timer could fire.
    const first = await Promise.race([
      reading.then(() => "reading"),
      new Promise((resolve) => setTimeout(() => resolve("timer"), 0)),
    ]);
    expect(first).toBe("timer");
    expect((await reading).ok).toBe(true);
  });

  it("stops a reading past its time, and reads the next one on a fresh worker", async () => {
    const limits = { readTimeoutMs: 30_000 };
    const tight = pool(limits);
    // The first reading starts the worker with a generous budget; then the budget is made too short.
    expect((await tight.pastedText(BOLINAWAN)).ok).toBe(true);
    limits.readTimeoutMs = 1;
    const late = await tight.pastedText(LONG_POST).catch((err: unknown) => err);
    expect(late).toBeInstanceOf(ReadingBudgetError);
    expect(late).toMatchObject({ budget: "time" });
    expect(tight.stoppedPastBudget).toBe(1);
    limits.readTimeoutMs = 30_000;
    expect((await tight.pastedText(BOLINAWAN)).ok).toBe(true);
  });

  it("fails a reading that runs its worker out of memory, for good, and reads the next one on a fresh worker", async () => {
    const small = pool({ readHeapMbMax: 64, readTextCharsMax: 10_000_000 });
    expect((await small.pastedText(BOLINAWAN)).ok).toBe(true);
    await expect(small.pastedText("P1M ".repeat(1_500_000))).rejects.toMatchObject({ budget: "size" });
    expect((await small.pastedText(BOLINAWAN)).ok).toBe(true);
  });

  it("refuses a text past its size unread", async () => {
    const small = pool({ readTextCharsMax: 1_000 });
    await expect(small.pastedText(LONG_POST)).rejects.toMatchObject({ budget: "size" });
    expect(small.stoppedPastBudget).toBe(0);
  });

  it("answers the free reading past its budget with a 422 and a clear message", async () => {
    const tight = pool({ readTextCharsMax: 1_000 });
    const err = await readingOfPastedTextIn(tight, LONG_POST).catch((error: unknown) => error);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 422, code: "too_slow", message: LISTING_TEXT_TOO_SLOW_MESSAGE });
  });

  it("fails a page past its budget as too large, to be refunded like any failed reading", async () => {
    const tiny = pool({ readHtmlCharsMax: 100 });
    const html = `<html><body><h1>Condo for sale</h1><p>${LONG_POST}</p></body></html>`;
    expect(await readListing(serving(html), "https://example.ph/listing/1", tiny)).toMatchObject({
      ok: false,
      reason: "too_large",
    });
  });
});
