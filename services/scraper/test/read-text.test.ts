import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readPastedText } from "../src/read-text/read-text";

/** A real Lamudi listing as a user copies it: ../shared/data/listing-texts/cebu_lamudi_descriptions.csv. */
const BOLINAWAN = readFileSync(new URL("./fixtures/pasted-texts/lamudi-bolinawan.txt", import.meta.url), "utf8");

describe("a pasted listing text", () => {
  it("is read with the text rules, as a listing with no site and no URL", () => {
    const outcome = readPastedText(`${BOLINAWAN}\nhttps://www.lamudi.com.ph/property/41032-73-e7612bfda420`);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.listing).toMatchObject({
      sourceSite: "pasted-text",
      lotAreaSqm: 288,
      propertyType: "house_and_lot",
    });
    expect(outcome.listing.url).toBeUndefined();
    expect(outcome.listing.provenance.lotAreaSqm?.source).toBe("text");
    expect(outcome.comparables).toEqual([]);
  });

  it("with neither a price nor an area is not a listing", () => {
    expect(readPastedText("Hello po! Interested ako sa property ninyo, pa-PM naman po ng details. Salamat!")).toEqual({
      ok: false,
      reason: "not_a_listing",
      message: "no price or area could be read from the pasted text",
    });
  });

  it("naming a property without its price is incomplete: what was read is kept for the user to finish", () => {
    const withoutPrice = BOLINAWAN.split("\n")
      .filter((line) => !/price/i.test(line))
      .join("\n");
    const outcome = readPastedText(withoutPrice);
    expect(outcome).toMatchObject({
      ok: false,
      reason: "incomplete",
      missing: ["price"],
      listing: { sourceSite: "pasted-text", lotAreaSqm: 288, floorAreaSqm: 197, propertyType: "house_and_lot" },
    });
    if (outcome.ok || outcome.reason !== "incomplete") return;
    expect(outcome.listing.priceCentavos).toBeUndefined();
    expect(outcome.listing.provenance.lotAreaSqm?.snippet).toMatch(/Lot Area/);
  });

  it("naming only the kind of property asks for both figures", () => {
    const outcome = readPastedText("Condo for sale in Makati City, 2 bedrooms, near Ayala. PM me for details po.");
    expect(outcome).toMatchObject({ ok: false, reason: "incomplete", missing: ["price", "area"] });
  });
});
