import {
  FLOOR_AREA_MESSAGE,
  type ListingTextReading,
  PRICE_MESSAGE,
  READING_ORDER,
  ROOMS_MESSAGE,
} from "@suri/contracts";
import { describe, expect, it } from "vitest";
import { confirmedFromForm, fieldsToConfirm, readValues } from "./confirm-reading";

/** The Bolinawan house as the scraper reads its pasted text (services/scraper/src/read-text/read-text.test.ts). */
const READ: ListingTextReading = {
  reading: {
    fields: {
      priceCentavos: {
        value: 1_100_000_000,
        source: "text",
        confidence: 0.85,
        snippet: "Price: 11M NET",
        uncertain: false,
      },
      offerType: { value: "sale", uncertain: false },
      propertyType: { value: "house_and_lot", source: "text", confidence: 0.75, uncertain: false },
      floorAreaSqm: {
        value: 197,
        source: "text",
        confidence: 0.85,
        snippet: "Floor Area : 197 sq mtr.",
        uncertain: false,
      },
      lotAreaSqm: { value: 288, source: "text", confidence: 0.85, snippet: "Lot Area : 288 sq mtr.", uncertain: false },
      bedrooms: { value: 3, source: "text", confidence: 0.5, uncertain: true },
      bathrooms: { value: 2, source: "text", confidence: 0.5, uncertain: true },
      city: { value: "Carcar", source: "text", confidence: 0.4, uncertain: true },
      province: { value: "Cebu", source: "text", confidence: 0.4, uncertain: true },
      barangay: { value: null, uncertain: false },
    },
  },
  missing: [],
};

describe("confirming what we read of a pasted text", () => {
  it("starts from what was read, in the report's order", () => {
    // Every field was read, so every field is asked about, in READING_ORDER (price first, barangay last).
    expect(fieldsToConfirm(READ)).toEqual([...READING_ORDER]);
    expect(READING_ORDER[0]).toBe("priceCentavos");
    expect(readValues(READ)).toMatchObject({ priceCentavos: "11,000,000", lotAreaSqm: "288", barangay: "" });
  });

  it("sends every value shown, as read or as fixed, so that each counts as stated", () => {
    const values = { ...readValues(READ), bathrooms: "3" };
    expect(confirmedFromForm(READ, values)).toEqual({
      details: {
        priceCentavos: 1_100_000_000,
        offerType: "sale",
        propertyType: "house_and_lot",
        floorAreaSqm: 197,
        lotAreaSqm: 288,
        bedrooms: 3,
        bathrooms: 3,
        city: "Carcar",
        province: "Cebu",
      },
      errors: {},
    });
  });

  it("sends a value emptied as removed, and a field not stated only when the user fills it", () => {
    const values = { ...readValues(READ), bedrooms: "", barangay: "Bolinawan" };
    const { details, errors } = confirmedFromForm(READ, values);
    expect(errors).toEqual({});
    expect(details).toMatchObject({ bedrooms: null, barangay: "Bolinawan" });
  });

  it("refuses what a correction refuses, with its words", () => {
    const values = { ...readValues(READ), priceCentavos: "", bathrooms: "2.5" };
    expect(confirmedFromForm(READ, values).errors).toEqual({ priceCentavos: PRICE_MESSAGE, bathrooms: ROOMS_MESSAGE });
  });

  it("asks for the figures a report needs when the text lacks them", () => {
    const lacking: ListingTextReading = {
      reading: {
        fields: {
          ...READ.reading.fields,
          priceCentavos: { value: null, uncertain: true },
          floorAreaSqm: { value: null, uncertain: true },
          lotAreaSqm: { value: null, uncertain: true },
        },
      },
      missing: ["price", "area"],
    };
    expect(confirmedFromForm(lacking, readValues(lacking)).errors).toEqual({
      priceCentavos: PRICE_MESSAGE,
      floorAreaSqm: FLOOR_AREA_MESSAGE,
    });
    const filled = { ...readValues(lacking), priceCentavos: "9,500,000", floorAreaSqm: "120" };
    expect(confirmedFromForm(lacking, filled)).toMatchObject({
      details: { priceCentavos: 950_000_000, floorAreaSqm: 120 },
      errors: {},
    });
  });
});
