import { LISTING_DESCRIPTION_MAX_CHARS, type Listing, ListingSchema, TRUNCATION_MARKER } from "@suri/contracts";
import { EVENT_BYTES_MAX, envelopeBytes, newId } from "@suri/kit";
import { describe, expect, it } from "vitest";
import { outcomeEvent } from "./outcome-event";

const ref = { jobId: newId(), userId: newId() };
const cause = { correlationId: "c" };
const at = new Date("2026-11-25T00:00:00Z");
const listing = (over: Partial<Listing> = {}): Listing =>
  ListingSchema.parse({
    sourceSite: "example.ph",
    url: "https://example.ph/property/1",
    title: "2BR Condo in Makati",
    priceCentavos: 1_600_000_000,
    floorAreaSqm: 64,
    ...over,
  });

describe("the scraper's outcome event stays far inside the bus's limit", () => {
  it("cuts a 2 MB description at the limit with a marker, keeping the listing's figures", () => {
    const event = outcomeEvent(
      ref,
      // As the extractor hands it over: not yet through the schema.
      { ok: true, listing: { ...listing(), description: "Maluwag na condo. ".repeat(120_000) }, comparables: [] },
      cause,
      at,
    );
    expect(event.type).toBe("ListingExtracted");
    const data = event.data as { listing: Listing };
    expect(data.listing.description).toHaveLength(LISTING_DESCRIPTION_MAX_CHARS);
    expect(data.listing.description?.endsWith(TRUNCATION_MARKER)).toBe(true);
    expect(data.listing.priceCentavos).toBe(1_600_000_000);
    expect(envelopeBytes(event)).toBeLessThan(EVENT_BYTES_MAX);
  });

  it("keeps links, not megabyte data: URLs, and at most 20 images", () => {
    const images = [
      `data:image/png;base64,${"A".repeat(600_000)}`,
      ...Array.from({ length: 30 }, (_, i) => `https://img.example.ph/${i}.jpg`),
    ];
    const data = outcomeEvent(ref, { ok: true, listing: { ...listing(), images }, comparables: [] }, cause, at)
      .data as {
      listing: Listing;
    };
    expect(data.listing.images).toHaveLength(20);
    expect(data.listing.images[0]).toBe("https://img.example.ph/0.jpg");
  });

  it("passes on fewer of the listings beside it when all of them would not fit", () => {
    // Each listing beside it carries a full description of three-byte characters: about 60 kB each.
    const beside = Array.from({ length: 40 }, (_, i) =>
      listing({ title: `Unit ${i}`, description: "₱".repeat(30_000) }),
    );
    const event = outcomeEvent(ref, { ok: true, listing: listing(), comparables: beside }, cause, at);
    expect(event.type).toBe("ListingExtracted");
    const kept = (event.data as { comparables: Listing[] }).comparables;
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(40);
    expect(kept[0]?.title).toBe("Unit 0");
    expect(envelopeBytes(event)).toBeLessThanOrEqual(EVENT_BYTES_MAX);
  });

  it("fails the job at once as too large when the listing itself cannot fit", () => {
    const url = `https://example.ph/property/${"x".repeat(EVENT_BYTES_MAX)}`;
    const event = outcomeEvent(ref, { ok: true, listing: listing({ url }), comparables: [] }, cause, at);
    expect(event.type).toBe("ListingExtractionFailed");
    expect(event.data).toMatchObject({ ...ref, reason: "too_large" });
    const incomplete = outcomeEvent(
      ref,
      { ok: false, reason: "incomplete", listing: listing({ url }), missing: ["price"], comparables: [], message: "" },
      cause,
      at,
    );
    expect(incomplete.data).toMatchObject({ reason: "too_large" });
  });
});

describe("the store's comparables travel with the listing", () => {
  const stored = (n: number, bytes = 0) =>
    Array.from({ length: n }, (_, i) => ({
      url: `https://portal.example.ph/${i}`,
      seenAt: "2026-11-01T00:00:00.000Z",
      listing: listing({ url: `https://portal.example.ph/${i}`, description: "x".repeat(bytes) }),
    }));

  it("carries them on ListingExtracted and ListingIncomplete, and leaves the field out when there are none", () => {
    const extracted = outcomeEvent(ref, { ok: true, listing: listing(), comparables: [] }, cause, at, stored(3));
    expect((extracted.data as { stored: unknown[] }).stored).toHaveLength(3);
    const incomplete = outcomeEvent(
      ref,
      { ok: false, reason: "incomplete", listing: listing(), missing: ["price"], comparables: [], message: "m" },
      cause,
      at,
      stored(2),
    );
    expect(incomplete.type).toBe("ListingIncomplete");
    expect((incomplete.data as { stored: unknown[] }).stored).toHaveLength(2);
    const none = outcomeEvent(ref, { ok: true, listing: listing(), comparables: [] }, cause, at, []);
    expect(none.data).not.toHaveProperty("stored");
  });

  it("halves the stored comparables before the page's listings when the event would not fit", () => {
    const page = Array.from({ length: 4 }, (_, i) => listing({ url: `https://example.ph/property/p${i}` }));
    const big = stored(40, 30_000);
    const event = outcomeEvent(ref, { ok: true, listing: listing(), comparables: page }, cause, at, big);
    const data = event.data as { stored?: unknown[]; comparables: unknown[] };
    expect(event.type).toBe("ListingExtracted");
    expect(data.comparables).toHaveLength(4);
    expect(data.stored?.length ?? 0).toBeLessThan(40);
    expect(envelopeBytes(event)).toBeLessThan(EVENT_BYTES_MAX);
  });
});
