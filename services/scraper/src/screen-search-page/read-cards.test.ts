import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { extractListings } from "../extract";
import { cardListing } from "./read-cards";

const ORIGIN = "http://portal.test";
/** A real Lamudi search page (30 apartments; its first 20 cards are offered), its links pointed at ORIGIN. */
const page = readFileSync("/work/shared/fixtures/real-dev/pages/lamudi-apartment-buy-search.html", "utf8")
  .replaceAll("https://www.lamudi.com.ph/", `${ORIGIN}/lamudi/`)
  .replaceAll("https:\\/\\/www.lamudi.com.ph\\/", `${ORIGIN.replaceAll("/", "\\/")}\\/lamudi\\/`);

describe("a search page's cards as listings", () => {
  const extracted = extractListings(page, `${ORIGIN}/lamudi/apartment/buy/`);
  const candidates = extracted.listPage?.candidates ?? [];

  it("pairs each card with the page's listing of the same link, with the card's asking price", () => {
    expect(candidates).toHaveLength(20);
    const listings = candidates.map((c) => cardListing(c, extracted.items));
    // One card states no floor or lot area: it is shown, not valued.
    expect(listings.filter((l) => l === undefined)).toHaveLength(1);
    for (const [index, listing] of listings.entries()) {
      if (!listing) continue;
      const card = candidates[index]!;
      expect(listing.url).toBe(card.url);
      expect(listing.priceCentavos).toBe(card.priceCentavos);
      expect(listing.propertyType).toBeDefined();
      expect(listing.address.city).toBeTruthy();
    }
    expect(listings[0]).toMatchObject({ priceCentavos: 3_500_000_000, floorAreaSqm: 164, offerType: "sale" });
  });

  it("reads nothing for a card whose link the page's listings do not carry", () => {
    expect(
      cardListing({ url: `${ORIGIN}/lamudi/elsewhere.html`, priceCentavos: 100, floorAreaSqm: 40 }, extracted.items),
    ).toBeUndefined();
  });
});
