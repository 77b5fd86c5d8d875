import { PRICE_MESSAGE, ROOMS_MESSAGE } from "@suri/contracts";
import { describe, expect, it } from "vitest";
import { detailsFromForm, type FieldValue, formValuesOf, surenessKey } from "./reading";

const read: Record<string, FieldValue> = {
  priceCentavos: 900_000_000,
  offerType: "sale",
  propertyType: "condo",
  floorAreaSqm: 60,
  bedrooms: 2,
  city: "Makati",
  province: "Metro Manila",
  barangay: "San Lorenzo",
};
const initial = formValuesOf((field) => read[field] ?? null);

describe("the correction form", () => {
  it("starts from the values read, the price in pesos as people write it", () => {
    expect(initial).toMatchObject({ priceCentavos: "9,000,000", floorAreaSqm: "60", lotAreaSqm: "", city: "Makati" });
  });

  it("sends only what changed: pesos as centavos, an emptied field as removed", () => {
    const form = { ...initial, priceCentavos: "₱8,500,000.50", floorAreaSqm: "120", barangay: "" };
    expect(detailsFromForm(form, initial)).toEqual({
      details: { priceCentavos: 850_000_050, floorAreaSqm: 120, barangay: null },
      errors: {},
    });
    expect(detailsFromForm(initial, initial)).toEqual({ details: {}, errors: {} });
  });

  it("says what is wrong in the contract's words", () => {
    const form = { ...initial, priceCentavos: "9M", bedrooms: "2.5", city: "" };
    const { errors } = detailsFromForm(form, initial);
    expect(errors).toMatchObject({ priceCentavos: PRICE_MESSAGE, bedrooms: ROOMS_MESSAGE });
    expect(errors.city).toBeDefined();
  });

  it("asks for a needed figure even when it started empty", () => {
    const empty = formValuesOf(() => null);
    expect(detailsFromForm(empty, empty, ["priceCentavos"]).errors).toEqual({ priceCentavos: PRICE_MESSAGE });
    expect(detailsFromForm({ ...empty, priceCentavos: "8500000" }, empty, ["priceCentavos"]).details).toEqual({
      priceCentavos: 850_000_000,
    });
  });

  it("words how sure the reader was", () => {
    expect([0.95, 0.7, 0.4].map(surenessKey)).toEqual(["reading.sure.high", "reading.sure.medium", "reading.sure.low"]);
  });
});
