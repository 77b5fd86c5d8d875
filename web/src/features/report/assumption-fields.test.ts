/**
 * A pasalo's figures in the app's forms: the equity, the remaining balance and the monthly amortisation
 * follow the price on a listing that offers one (and only there), pre-filled from what the post stated,
 * typed in pesos and sent in centavos; a pasalo without its balance asks for it in the fix list.
 */
import { BALANCE_MESSAGE, READING_ORDER, type ReportData } from "@suri/contracts";
import { describe, expect, it } from "vitest";
import { translateValidation } from "../../i18n/translate";
import { validationEn } from "../../i18n/validation.en";
import { fixesFor } from "./fixes";
import { detailsFromForm, FIELD_LABEL, type FieldValue, fieldsOfReading, formValuesOf, readingFields } from "./reading";

/** What the analyzer's reading of "For Assume 2BR … ₱500,000, balance 2.1M" holds. */
const pasalo: Record<string, FieldValue> = {
  priceCentavos: null,
  equityCentavos: 50_000_000,
  balanceCentavos: 210_000_000,
  monthlyAmortizationCentavos: null,
  propertyType: "condo",
  floorAreaSqm: 40,
  city: "Mandaue",
};
const reading = { fields: Object.fromEntries(Object.entries(pasalo).map(([k, value]) => [k, { value }])) };

describe("the pasalo fields of the forms", () => {
  it("follow the price on a listing that offers a pasalo, and only there", () => {
    expect(fieldsOfReading(reading).slice(0, 4)).toEqual([
      "priceCentavos",
      "equityCentavos",
      "balanceCentavos",
      "monthlyAmortizationCentavos",
    ]);
    expect(fieldsOfReading({ fields: { priceCentavos: { value: 1 } } })).toEqual([...READING_ORDER]);
    expect(readingFields({ assumption: { quote: "For Assume" } })).toContain("balanceCentavos");
    expect(FIELD_LABEL.balanceCentavos).toBe("reading.field.balance");
  });

  it("are pre-filled in pesos from what the post stated", () => {
    const initial = formValuesOf((field) => pasalo[field] ?? null);
    expect(initial).toMatchObject({
      equityCentavos: "500,000",
      balanceCentavos: "2,100,000",
      monthlyAmortizationCentavos: "",
    });
  });

  it("send what the owner types, in centavos, and remove what they empty", () => {
    const initial = formValuesOf((field) => pasalo[field] ?? null);
    const form = {
      ...initial,
      balanceCentavos: "₱2,050,000",
      monthlyAmortizationCentavos: "18,500",
      equityCentavos: "",
    };
    expect(detailsFromForm(form, initial)).toEqual({
      details: { equityCentavos: null, balanceCentavos: 205_000_000, monthlyAmortizationCentavos: 1_850_000 },
      errors: {},
    });
  });

  it("say what is wrong in the contract's words, in the reader's language", () => {
    const initial = formValuesOf((field) => pasalo[field] ?? null);
    const { errors } = detailsFromForm({ ...initial, balanceCentavos: "2.1M" }, initial);
    expect(errors).toEqual({ balanceCentavos: BALANCE_MESSAGE });
    expect(Object.values(validationEn)).toContain(BALANCE_MESSAGE);
    expect(translateValidation("en", BALANCE_MESSAGE)).not.toBe("");
  });
});

describe("the fix list of a pasalo", () => {
  const base = {
    price: null,
    city: "Mandaue",
    marketArea: "Mandaue",
    placeEvidence: null,
    overview: { floorAreaSqm: 40, lotAreaSqm: null, propertyType: "condo" },
    investmentScore: { redFlags: [] },
    priceFairness: { category: "insufficient_data", reliable: true, subjectPricePerSqM: null },
  };
  const deal = (compared: "total" | "none") =>
    ({
      ...base,
      ...(compared === "total" ? { price: 2_600_000 } : {}),
      assumption: { equity: 500_000, balance: compared === "total" ? 2_100_000 : null, compared },
    }) as unknown as ReportData;

  it("asks the seller for the balance, and the owner to enter it, when it is missing", () => {
    expect(fixesFor(deal("none"))).toEqual(["askBalance", "addBalance"]);
  });

  it("asks for no price: the equity is what the listing asks", () => {
    expect(fixesFor(deal("none"))).not.toContain("addPrice");
    expect(fixesFor(deal("total"))).not.toContain("addBalance");
  });
});
