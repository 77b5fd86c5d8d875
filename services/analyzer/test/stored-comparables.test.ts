import type { Listing } from "@suri/contracts";
import { createLogger, type Runtime } from "@suri/kit";
import { describe, expect, it } from "vitest";
import { comparablesFor } from "../src/value-listing/stored-comparables";

const listing = (url: string, extra: Partial<Listing> = {}): Listing => ({
  sourceSite: "lamudi.com.ph",
  url,
  offerType: "sale",
  propertyType: "condo",
  priceCentavos: 600_000_000,
  floorAreaSqm: 40,
  address: { city: "Iloilo City" },
  images: [],
  provenance: {},
  ...extra,
});

function runtimeAnswering(answer: () => Promise<unknown>, calls: unknown[] = []): Runtime {
  return {
    log: createLogger({ level: "silent", pretty: false }),
    now: () => new Date("2026-11-21T00:00:00.000Z"),
    rpc: {
      call: async (service: string, call: string, request: unknown) => {
        calls.push({ service, call, request });
        return answer();
      },
    },
  } as unknown as Runtime;
}

describe("comparablesFor: the page's comparables plus the store's", () => {
  const subject = listing("https://www.lamudi.com.ph/property/subject");
  const onPage = [listing("https://www.lamudi.com.ph/property/a")];

  it("asks the store for the same city, type, terms and size band, and merges without repeats or the subject", async () => {
    const calls: unknown[] = [];
    const stored = [
      { listing: listing("https://www.lamudi.com.ph/property/a"), url: "a", seenAt: "2026-11-01T00:00:00.000Z" },
      { listing: listing("https://www.lamudi.com.ph/property/b"), url: "b", seenAt: "2026-11-01T00:00:00.000Z" },
      { listing: subject, url: "s", seenAt: "2026-11-01T00:00:00.000Z" },
    ];
    const merged = await comparablesFor(
      runtimeAnswering(async () => stored, calls),
      subject,
      onPage,
    );
    expect(merged.map((c) => [c.listing.url, c.seenAt])).toEqual([
      ["https://www.lamudi.com.ph/property/a", "2026-11-21T00:00:00.000Z"], // on the page: seen now
      ["https://www.lamudi.com.ph/property/b", "2026-11-01T00:00:00.000Z"], // from the store: when it was seen
    ]);
    expect(calls).toEqual([
      {
        service: "scraper",
        call: "FindComparables",
        request: { city: "Iloilo City", propertyType: "condo", offerType: "sale", areaSqm: 40, limit: 50 },
      },
    ]);
  });

  it("values with the page's comparables when the store does not answer", async () => {
    const merged = await comparablesFor(
      runtimeAnswering(async () => {
        throw new Error("no responders");
      }),
      subject,
      onPage,
    );
    expect(merged.map((c) => c.listing)).toEqual(onPage);
  });

  it("does not ask without a city or a type", async () => {
    const calls: unknown[] = [];
    const noCity = listing("https://x.test/1", { address: {} });
    expect(
      await comparablesFor(
        runtimeAnswering(async () => [], calls),
        noCity,
        onPage,
      ).then((m) => m.map((c) => c.listing)),
    ).toEqual(onPage);
    expect(calls).toEqual([]);
  });
});
