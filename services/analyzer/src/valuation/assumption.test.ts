/**
 * A pasalo valued as what it is (valuation/assumption.ts): the ₱500,000 a "For Assume 2BR" post asks is
 * the seller's equity; with the ₱2.1M balance the unit costs ₱2.6M and that is what is compared. Without
 * the balance there is no verdict, the report says why and asks for it, and the balance the owner then
 * gives makes the comparison.
 */
import { inLanguage, type Listing, ListingSchema, readingOf } from "@suri/contracts";
import { describe, expect, it } from "vitest";
import { report } from "../../test/support/hand";
import { applyDetails } from "../correct-report/apply-details";

const QUOTE = "For Assume studio unit in Cebu City";

/** A 22 sqm Cebu City studio offered for assume at ₱500,000, as a portal gives it. */
const pasalo = (assumption: Partial<NonNullable<Listing["assumption"]>>) => ({
  title: QUOTE,
  offerType: "sale" as const,
  priceCentavos: 50_000_000,
  floorAreaSqm: 22,
  bedrooms: 0,
  propertyType: "condo" as const,
  address: { city: "Cebu City", province: "Cebu", region: "Central Visayas" },
  provenance: { propertyType: { source: "text" as const, confidence: 0.85 } },
  assumption: { equityCentavos: 50_000_000, quote: QUOTE, ...assumption },
});

describe("a pasalo with its balance is compared at its total cost", () => {
  const r = report(pasalo({ balanceCentavos: 210_000_000, monthlyAmortizationCentavos: 1_850_000, monthsLeft: 96 }));

  it("compares equity + balance, ₱2.6M, with the estimate", () => {
    expect(r.price).toBe(2_600_000);
    expect(r.priceFairness.subjectPrice).toBe(2_600_000);
    expect(r.priceFairness.subjectPricePerSqM).toBeCloseTo(2_600_000 / 22, 6);
    expect(r.priceFairness.reliable).toBe(true);
    expect(r.priceFairness.category).not.toBe("insufficient_data");
    expect(r.priceFairness.fairPrice).not.toBeNull();
    expect(r.priceFairness.deltaPhp).toBeCloseTo(2_600_000 - r.priceFairness.fairPrice!, 6);
    expect(r.assumption).toMatchObject({
      equity: 500_000,
      balance: 2_100_000,
      monthlyAmortization: 18_500,
      monthsLeft: 96,
      total: 2_600_000,
      compared: "total",
      quote: QUOTE,
    });
  });

  it("says plainly that the asked price is the seller's equity, with every figure", () => {
    const statement = r.assumption!.statement;
    expect(statement).toContain("the ₱500,000 asked is the seller's equity");
    for (const figure of ["₱2,100,000", "₱18,500 a month", "96 more months", "₱2,600,000"]) {
      expect(statement).toContain(figure);
    }
    expect(r.priceFairness.analysis.startsWith(statement)).toBe(true);
    expect(r.caveats.some((c) => c.includes("written statement of the remaining balance"))).toBe(true);
    expect(r.narrative?.en.summary).toContain("is offered as a pasalo: ₱500,000 for the seller's equity");
    expect(r.narrative?.en.summary).not.toContain("listed at");
    expect(r.narrative?.tl.summary).toContain("inaalok bilang pasalo");
  });

  it("is not valued as if ₱500,000 bought the unit", () => {
    // The same post read as a plain sale: ₱500,000 for the studio, far below any Cebu City studio.
    const plain = report({ ...pasalo({}), assumption: undefined });
    expect(plain.price).toBe(500_000);
    expect(plain.priceFairness.reliable).toBe(false);
    expect(r.priceFairness.analysis).toContain("₱2,600,000");
  });

  it("says it in Tagalog too", () => {
    const tl = inLanguage(r, "tl");
    expect(tl.assumption!.statement).toContain("equity ng nagbebenta");
    expect(tl.assumption!.statement).toContain("₱2,600,000");
  });
});

describe("a pasalo without its balance gets no verdict, and asks for it", () => {
  const r = report(pasalo({}));

  it("withholds the verdict", () => {
    expect(r.price).toBeNull();
    expect(r.priceFairness.category).toBe("insufficient_data");
    expect(r.priceFairness.deltaPercent).toBeNull();
    expect(r.assumption).toMatchObject({ equity: 500_000, balance: null, total: null, compared: "none" });
  });

  it("says why and asks for the remaining balance and the monthly amortisation", () => {
    const statement = r.assumption!.statement;
    expect(statement).toContain("the ₱500,000 asked is the seller's equity");
    expect(statement).toContain("no price verdict");
    expect(statement).toContain("Ask the seller for the remaining balance and the monthly amortisation");
    expect(r.priceFairness.analysis).toBe(statement);
    expect(r.caveats.join(" ")).not.toContain("The listing has no sale price");
    expect(r.narrative?.en.summary).toContain("without the remaining balance its total cost");
    expect(inLanguage(r, "tl").assumption!.statement).toContain("natitirang balanse at ang buwanang hulog");
  });

  it("flags the balance and the amortisation as the figures to fill in", () => {
    const listing = ListingSchema.parse({ sourceSite: "test", ...pasalo({}) });
    const reading = readingOf(listing);
    expect(reading.fields.balanceCentavos).toMatchObject({ value: null, uncertain: true });
    expect(reading.fields.monthlyAmortizationCentavos).toMatchObject({ value: null, uncertain: true });
    expect(reading.fields.equityCentavos?.value).toBe(50_000_000);
  });

  it("compares the total once the owner gives the balance", () => {
    const listing = ListingSchema.parse({ sourceSite: "test", ...pasalo({}) });
    const applied = applyDetails(listing, { balanceCentavos: 210_000_000, monthlyAmortizationCentavos: 1_850_000 });
    expect(applied.changed).toEqual(["balanceCentavos", "monthlyAmortizationCentavos"]);
    expect(applied.listing.assumption).toMatchObject({ equityCentavos: 50_000_000, balanceCentavos: 210_000_000 });
    expect(applied.listing.provenance["assumption.balanceCentavos"]?.source).toBe("user");
    const completed = report(applied.listing);
    expect(completed.price).toBe(2_600_000);
    expect(completed.assumption?.compared).toBe("total");
  });
});

describe("a unit also sold outright is compared at its outright price", () => {
  it("uses the listing's own price when it differs from the equity", () => {
    const r = report({
      ...pasalo({ equityCentavos: 65_000_000, orSale: true }),
      priceCentavos: 270_000_000,
      title: "Condominium for sale or assume unit near airport area 650k only assume",
    });
    expect(r.price).toBe(2_700_000);
    expect(r.assumption).toMatchObject({ equity: 650_000, compared: "outright" });
    expect(r.assumption!.statement).toContain("outright price of ₱2,700,000");
  });
});
