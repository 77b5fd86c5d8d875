import { readFileSync } from "node:fs";
import { LISTING_TEXT_NOT_A_LISTING_MESSAGE, READING_ORDER } from "@suri/contracts";
import { AppError } from "@suri/kit";
import { describe, expect, it } from "vitest";
import { readingOfPastedText, readPastedText } from "./read-text";

/** A real Lamudi listing as a user copies it: ../shared/data/listing-texts/cebu_lamudi_descriptions.csv. */
const BOLINAWAN = readFileSync(
  new URL("../../test/fixtures/pasted-texts/lamudi-bolinawan.txt", import.meta.url),
  "utf8",
);

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

  it("stating rooms and a town but no price or area asks for both, with what was read filled in", () => {
    // The words of a real seller's post (issue 26): a unit, its town and its terms, no figure to value.
    const outcome = readPastedText(
      "1 bedroom with parking\nlocated at talisay city of Cebu\nfor installment, spot 8 percent\nPM for details",
    );
    expect(outcome).toMatchObject({
      ok: false,
      reason: "incomplete",
      missing: ["price", "area"],
      listing: { bedrooms: 1, address: { city: "Talisay", province: "Cebu" } },
    });
  });

  it("offering a property by name alone asks for its figures (Leechiu row 76)", () => {
    const outcome = readPastedText("KATIPUNAN AVENUE PROPERTY FOR SALE\n\nProperty along Katipunan Ave.");
    expect(outcome).toMatchObject({ ok: false, reason: "incomplete", missing: ["price", "area"] });
  });

  it("naming only the kind of property asks for both figures", () => {
    const outcome = readPastedText("Condo for sale in Makati City, 2 bedrooms, near Ayala. PM me for details po.");
    expect(outcome).toMatchObject({ ok: false, reason: "incomplete", missing: ["price", "area"] });
  });
});

describe("what a pasted text says, read before anything is spent (ReadListingText)", () => {
  it("is the reading a report of it would show: each field with its value and the words it came from", () => {
    const { reading, missing } = readingOfPastedText(BOLINAWAN);
    expect(missing).toEqual([]);
    expect(reading.fields.priceCentavos).toMatchObject({
      value: 1_100_000_000,
      source: "text",
      snippet: expect.stringMatching(/Price: .*11M NET/),
      uncertain: false,
    });
    expect(reading.fields.lotAreaSqm).toMatchObject({ value: 288, snippet: expect.stringMatching(/Lot Area/) });
    expect(reading.fields.floorAreaSqm).toMatchObject({ value: 197, snippet: expect.stringMatching(/Floor Area/) });
    expect(reading.fields.propertyType).toMatchObject({ value: "house_and_lot" });
    expect(reading.fields.city).toMatchObject({ value: "Carcar" });
    // Every field a report shows is there, read or not, in the report's order.
    expect(Object.keys(reading.fields)).toEqual([...READING_ORDER]);
  });

  it("names the figures a text lacks, so that the user gives them before confirming", () => {
    const withoutPrice = BOLINAWAN.split("\n")
      .filter((line) => !/price/i.test(line))
      .join("\n");
    const { reading, missing } = readingOfPastedText(withoutPrice);
    expect(missing).toEqual(["price"]);
    expect(reading.fields.priceCentavos).toMatchObject({ value: null, uncertain: true });
  });

  it("refuses a text that names no property with a 422 and the words a failed job gives", () => {
    let error: unknown;
    try {
      readingOfPastedText("Hello po! Interested ako sa property ninyo, pa-PM naman po ng details. Salamat!");
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 422, code: "not_a_listing", message: LISTING_TEXT_NOT_A_LISTING_MESSAGE });
  });
});
