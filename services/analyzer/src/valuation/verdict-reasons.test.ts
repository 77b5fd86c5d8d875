/** A verdict is withheld only for a reason that is true of the listing, and the report says which. */

import { ListingSchema } from "@suri/contracts";
import { describe, expect, it } from "vitest";
import { report } from "../../test/support/hand";
import { buildReport } from "./index";

const condo = {
  priceCentavos: 12_000_000_00,
  floorAreaSqm: 45,
  propertyType: "condo" as const,
  address: { city: "Taguig", barangay: "Fort Bonifacio" },
};

describe("reasons to withhold a verdict", () => {
  it("a post's own town and type, with nothing contradicting them, withhold nothing", () => {
    const r = report({
      ...condo,
      provenance: { propertyType: { source: "text", confidence: 0.75 } },
      place: { from: "post", confidence: 0.7, uncertain: false, conflicting: [] },
    });
    expect(r.priceFairness.reliable).toBe(true);
    expect(r.priceFairness.category).not.toBe("insufficient_data");
  });

  it("an area no condo has withholds the verdict and says so", () => {
    const r = report({ ...condo, floorAreaSqm: 4 });
    expect(r.priceFairness.reliable).toBe(false);
    expect(r.priceFairness.unreliableReasons?.join(" ")).toMatch(
      /An area of 4 sqm is not one this kind of property has/,
    );
  });

  it("a town we hold no data for is named as such, not as an unknown place", () => {
    const r = report({
      priceCentavos: 36_000_000_00,
      lotAreaSqm: 2_076,
      propertyType: "lot",
      address: { city: "Malay", barangay: "Manoc-Manoc" },
    });
    expect(r.priceFairness.category).toBe("insufficient_data");
    expect(r.priceFairness.analysis).toBe(
      "We hold no lot prices in Malay yet, so there is nothing to compare this price with.",
    );
  });

  it("a listing naming no town says it has no place to compare with", () => {
    const r = report({
      priceCentavos: 3_900_000_00,
      floorAreaSqm: 45,
      propertyType: "townhouse",
      address: { barangay: "Lagtang" },
    });
    expect(r.priceFairness.analysis).toMatch(/names no town we can place/);
  });

  it("land is compared with land, and where its asking prices spread too widely the report says so instead of guessing", () => {
    // A real post (Cebu Lamudi descriptions, development row 248): 2.5 hectares in Kabkaban, Tuburan, ₱100M.
    const land = {
      priceCentavos: 100_000_000_00,
      lotAreaSqm: 25_000,
      propertyType: "lot" as const,
      title: "Land For Sale in Kabkaban",
      address: { city: "Tuburan", province: "Cebu", barangay: "Kabkaban" },
    };
    // Valued from the listing data, as a report is.
    const valued = (input: typeof land) =>
      buildReport(ListingSchema.parse({ sourceSite: "test", ...input }), { now: new Date("2026-11-27T00:00:00Z") });
    const r = valued(land);
    expect(r.priceFairness.category).toBe("insufficient_data");
    const reasons = r.priceFairness.unreliableReasons?.join(" ") ?? "";
    expect(reasons).toMatch(/Similar listings in Cebu ask anywhere from ₱[\d,]+ to ₱[\d,]+ per sqm, too wide a spread/);
    // Not "more likely a different kind of property": it is compared with its own kind.
    expect(reasons).not.toMatch(/below the reference|above the reference/);
    expect(r.priceFairness.citation?.source).toMatch(/similar listings/);
    const range = r.priceFairness.fairValueRange!;
    expect(range.high / range.low).toBeGreaterThan(10);
    // A house lot in a town with many listed lots is judged against house lots, within a town's spread.
    const houseLot = valued({
      ...land,
      lotAreaSqm: 300,
      priceCentavos: 6_000_000_00,
      title: "Lot For Sale in Tabunok",
      address: { city: "Talisay", province: "Cebu", barangay: "Tabunok" },
    });
    expect(houseLot.priceFairness.category).not.toBe("insufficient_data");
    expect(houseLot.priceFairness.unreliableReasons?.join(" ") ?? "").not.toMatch(/too wide a spread/);
  });

  it("land where the data holds none is not judged against house lots: the report says it holds no land prices there", () => {
    // A real broker listing (Leechiu, row 10): 9.7 hectares in Santo Tomas, Batangas, ₱581M.
    const r = buildReport(
      ListingSchema.parse({
        sourceSite: "test",
        priceCentavos: 581_196_000_00,
        lotAreaSqm: 97_000,
        propertyType: "lot",
        address: { city: "Santo Tomas", province: "Batangas" },
      }),
      { now: new Date("2026-11-27T00:00:00Z") },
    );
    expect(r.priceFairness.category).toBe("insufficient_data");
    expect(r.priceFairness.analysis).toMatch(
      /We hold no prices of land .* near Santo Tomas yet; house lots are no guide/,
    );
    expect(r.priceFairness.unreliableReasons ?? []).toEqual([]);
  });
});
