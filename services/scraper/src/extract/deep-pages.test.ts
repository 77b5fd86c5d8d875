import { describe, expect, it } from "vitest";
import { extractListings } from "./index";

const nested = (depth: number, inner: string) =>
  `<!doctype html><html><head><title>Condo for sale in Makati</title></head><body>${"<div>".repeat(depth)}${inner}${"</div>".repeat(depth)}</body></html>`;

/** A page nested far deeper than any portal's: its words are still read, and no walk over it recurses. */
describe("a page nested thousands of tags deep", () => {
  it("is read as a listing when its figures sit under 300 tags", () => {
    const { primary } = extractListings(
      nested(300, "<p>Price: ₱5,000,000</p><p>Floor area: 30 sqm</p>"),
      "https://listings.example.ph/300",
    );
    expect(primary).toMatchObject({ priceCentavos: 500_000_000, floorAreaSqm: 30 });
  });

  it("under 20,000 tags, overflows no stack and finds no card around the price", () => {
    const read = extractListings(nested(20_000, "₱5,000,000 30 sqm"), "https://listings.example.ph/20000");
    expect(read.listPage).toBeUndefined();
    expect(read.primary?.floorAreaSqm).toBe(30);
  });
});
