import type { ReportData } from "@suri/contracts";
import { describe, expect, it } from "vitest";
import { fixesFor } from "./fixes";

function report(
  patch: Omit<Partial<ReportData>, "overview"> & { overview?: Partial<ReportData["overview"]> },
): ReportData {
  const base = {
    price: 5_000_000,
    city: "Makati",
    marketArea: "Makati",
    placeEvidence: null,
    overview: {
      type: "Condominium",
      bedrooms: 1,
      bathrooms: 1,
      squareFeet: 400,
      floorAreaSqm: 40,
      lotAreaSqm: null,
      propertyType: "condo",
    },
    investmentScore: { score: 60, rating: "Good", factors: [], method: "detailed", redFlags: [] },
    priceFairness: { category: "fair", reliable: true, subjectPricePerSqM: 125_000 },
  } as unknown as ReportData;
  return { ...base, ...patch, overview: { ...base.overview, ...patch.overview } } as ReportData;
}

describe("what would fix an insufficient or unreliable verdict", () => {
  it("asks for what the listing left out, and the place when it is uncertain", () => {
    expect(fixesFor(report({ price: null, overview: { floorAreaSqm: null } }))).toEqual(["addPrice", "addFloorArea"]);
    expect(fixesFor(report({ overview: { propertyType: "lot", floorAreaSqm: null, lotAreaSqm: null } }))).toEqual([
      "addLotArea",
    ]);
    const uncertain = { from: "prose", confidence: 0.4, uncertain: true, conflicting: [], text: "" };
    expect(fixesFor(report({ placeEvidence: uncertain }))).toEqual(["correctPlace"]);
  });

  it("sends the reader to the seller about occupants, a case or the title", () => {
    const redFlags = [
      { key: "occupied", cap: 49 },
      { key: "legal_case", cap: 39 },
    ] as const;
    const r = report({
      investmentScore: { score: 39, rating: "Poor", factors: [], method: "detailed", redFlags: [...redFlags] },
    });
    expect(fixesFor(r)).toEqual(["askOccupants", "askCase"]);
  });

  it("asks about a burdened title, rights, agrarian land, an as-is sale and a tenant's lease", () => {
    const keys = ["title_encumbered", "rights_only", "agrarian", "as_is", "tenanted"] as const;
    const r = report({
      investmentScore: {
        score: 39,
        rating: "Poor",
        factors: [],
        method: "detailed",
        redFlags: keys.map((key) => ({ key, cap: 39, quote: "…" })),
      },
    });
    expect(fixesFor(r)).toEqual(["askEncumbrance", "askRights", "askDar", "askInspection", "askLease"]);
  });

  it("with nothing missing, a withheld verdict is a price or area to check, or too few listings", () => {
    const unreliable = { category: "insufficient_data", reliable: false, subjectPricePerSqM: 10_000 };
    expect(fixesFor(report({ priceFairness: unreliable as ReportData["priceFairness"] }))).toEqual(["checkPriceArea"]);
    const thin = { category: "insufficient_data", reliable: true, subjectPricePerSqM: 10_000 };
    expect(fixesFor(report({ priceFairness: thin as ReportData["priceFairness"] }))).toEqual(["fewListings"]);
    expect(fixesFor(report({}))).toEqual([]);
  });

  it("sends the reader to the zonal value and nearby sales when similar listings' prices spread too widely", () => {
    const land = {
      category: "insufficient_data",
      reliable: false,
      subjectPricePerSqM: 4_000,
      fairValueRange: { low: 2_000_000, high: 90_000_000 },
    };
    const r = report({
      overview: { propertyType: "lot", floorAreaSqm: null, lotAreaSqm: 25_000 },
      priceFairness: land as ReportData["priceFairness"],
    });
    expect(fixesFor(r)).toEqual(["askZonalValue"]);
    // A range ten times as high at its top as at its bottom still judges: the price or area is what to check.
    const judging = { ...land, fairValueRange: { low: 2_000_000, high: 20_000_000 } };
    expect(fixesFor(report({ ...r, priceFairness: judging as ReportData["priceFairness"] }))).toEqual([
      "checkPriceArea",
    ]);
  });
});
