import type { ReportListItem } from "@suri/contracts";
import { describe, expect, it } from "vitest";
import { arrangeReports, facets, NO_ARRANGEMENT, verdictOf } from "./arrange";

function item(
  id: string,
  o: {
    title: string;
    city: string;
    type: string;
    price: number | null;
    score: number | null;
    at: string;
    verdict?: string;
  },
): ReportListItem {
  const category = o.verdict === "withheld" ? "insufficient_data" : (o.verdict ?? "fair");
  return {
    id,
    propertyLink: "",
    generatedAt: o.at,
    reportData: {
      title: o.title,
      address: `Somewhere, ${o.city}`,
      imageUrl: null,
      price: o.price,
      currency: "PHP",
      overview: { type: o.type, bedrooms: 1, bathrooms: 1, squareFeet: null, floorAreaSqm: null, lotAreaSqm: null },
      city: o.city,
      investmentScore: { score: o.score, rating: o.score === null ? null : "Good" },
      financialAnalysis: {
        price: o.price,
        fiveYearValue: { futureValue: null },
        rentalIncome: { monthlyRent: null },
        netReturn: { netGain: null },
      },
      priceFairness: { category, reliable: o.verdict !== "withheld" },
    },
  } as ReportListItem;
}

const list = [
  item("a", {
    title: "Condo in Makati",
    city: "Makati",
    type: "Condominium",
    price: 9e6,
    score: 58,
    at: "2026-11-01T00:00:00Z",
  }),
  item("b", {
    title: "Lot in Santa Rosa",
    city: "Santa Rosa",
    type: "Lot",
    price: 4.8e6,
    score: 66,
    at: "2026-11-03T00:00:00Z",
    verdict: "underpriced",
  }),
  item("c", {
    title: "Bahay sa Parañaque",
    city: "Parañaque",
    type: "House and lot",
    price: null,
    score: null,
    at: "2026-11-02T00:00:00Z",
    verdict: "withheld",
  }),
];

describe("My Reports: sort, filter, search", () => {
  it("sorts newest first, by score (unrated last) and by price (unpriced last)", () => {
    expect(arrangeReports(list, NO_ARRANGEMENT).map((r) => r.id)).toEqual(["b", "c", "a"]);
    expect(arrangeReports(list, { ...NO_ARRANGEMENT, sort: "score" }).map((r) => r.id)).toEqual(["b", "a", "c"]);
    expect(arrangeReports(list, { ...NO_ARRANGEMENT, sort: "price" }).map((r) => r.id)).toEqual(["b", "a", "c"]);
  });

  it("filters by type, city and verdict", () => {
    expect(arrangeReports(list, { ...NO_ARRANGEMENT, type: "Lot" }).map((r) => r.id)).toEqual(["b"]);
    expect(arrangeReports(list, { ...NO_ARRANGEMENT, city: "Makati" }).map((r) => r.id)).toEqual(["a"]);
    expect(arrangeReports(list, { ...NO_ARRANGEMENT, verdict: "withheld" }).map((r) => r.id)).toEqual(["c"]);
    expect(list.map(verdictOf)).toEqual(["fair", "underpriced", "withheld"]);
  });

  it("searches title and address, ignoring case and accents", () => {
    expect(arrangeReports(list, { ...NO_ARRANGEMENT, query: "paranaque" }).map((r) => r.id)).toEqual(["c"]);
    expect(arrangeReports(list, { ...NO_ARRANGEMENT, query: "CONDO makati" }).map((r) => r.id)).toEqual(["a"]);
    expect(arrangeReports(list, { ...NO_ARRANGEMENT, query: "nowhere" })).toEqual([]);
  });

  it("offers the types and cities the reports have", () => {
    expect(facets(list)).toEqual({
      types: ["Condominium", "House and lot", "Lot"],
      cities: ["Makati", "Parañaque", "Santa Rosa"],
    });
  });
});
