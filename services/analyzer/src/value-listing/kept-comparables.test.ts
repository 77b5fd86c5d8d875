import type { Listing } from "@suri/contracts";
import { describe, expect, it } from "vitest";
import { comparablesToValueWith } from "./kept-comparables";

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

describe("comparablesToValueWith: the page's listings plus what the store sent with the listing", () => {
  it("merges without repeats or the subject; page listings are seen now, stored ones when the scraper saw them", () => {
    const subject = listing("https://www.lamudi.com.ph/property/subject");
    const onPage = [listing("https://www.lamudi.com.ph/property/a")];
    const stored = [
      { listing: listing("https://www.lamudi.com.ph/property/a"), url: "a", seenAt: "2026-11-01T00:00:00.000Z" },
      { listing: listing("https://www.lamudi.com.ph/property/b"), url: "b", seenAt: "2026-11-01T00:00:00.000Z" },
      { listing: subject, url: "s", seenAt: "2026-11-01T00:00:00.000Z" },
    ];
    const merged = comparablesToValueWith(subject, onPage, stored, new Date("2026-11-21T00:00:00.000Z"));
    expect(merged.map((c) => [c.listing.url, c.seenAt])).toEqual([
      ["https://www.lamudi.com.ph/property/a", "2026-11-21T00:00:00.000Z"],
      ["https://www.lamudi.com.ph/property/b", "2026-11-01T00:00:00.000Z"],
    ]);
  });

  it("is the page's listings alone when the store sent none", () => {
    const subject = listing("https://x.test/1", { address: {} });
    const onPage = [listing("https://x.test/2")];
    expect(comparablesToValueWith(subject, onPage, [], new Date()).map((c) => c.listing)).toEqual(onPage);
  });
});
