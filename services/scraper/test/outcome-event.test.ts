import { LISTING_DESCRIPTION_MAX_CHARS, type Listing, ListingSchema, TRUNCATION_MARKER } from "@suri/contracts";
import { EVENT_BYTES_MAX, envelopeBytes, newId } from "@suri/kit";
import { describe, expect, it } from "vitest";
import { outcomeEvent } from "../src/read-listing/outcome-event";

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
