/**
 * Pasalo deals on the real files (assumption-deals.ts prints them all): how many are found, and the
 * figures read from the ones whose posts state them, checked by hand against the posts' words.
 */
import { describe, expect, it } from "vitest";
import { dealRows, foundDeals } from "./assumption-deals";

describe("pasalo deals in the real listing files", () => {
  const rows = dealRows();
  const deals = foundDeals(rows);
  const count = (source: string) => deals.filter((deal) => deal.source === source).length;
  const figures = (source: string, id: string) => {
    const a = deals.find((deal) => deal.source === source && deal.id.endsWith(id))?.assumption;
    return a && [a.equityCentavos, a.balanceCentavos, a.monthlyAmortizationCentavos].map((c) => c && c / 100);
  };

  it("finds the posts that offer one, and no developer's payment terms", () => {
    // Read by hand: each of these is an offer to assume; none of the 498 Lamudi posts with an equity,
    // a down payment and a balance to finance is.
    expect(count("lamudi")).toBe(6);
    expect(count("landmarket")).toBe(1);
    expect(count("dotproperty")).toBe(2);
    expect(count("onepropertee")).toBe(38);
  });

  it("finds most of OnePropertee's own Pasalo category from the titles alone", () => {
    const portal = rows.filter((row) => row.portalSaysPasalo);
    const found = portal.filter((row) => deals.some((deal) => deal.id === row.id));
    // The rest are titled "Rush sale 110 sqm lot", "2 houses with 486sqm lot": nothing in the words.
    expect(found.length).toBeGreaterThanOrEqual(26);
    expect(portal.length).toBe(37);
  });

  it.each([
    ["lamudi", "34", [1_500_000, 2_000_000, 31_483]],
    ["lamudi", "246", [850_000, undefined, undefined]],
    ["lamudi", "337", [1_100_000, 1_700_000, undefined]],
    ["lamudi", "374", [1_500_000, 3_535_583.9, undefined]],
    ["landmarket", "16", [600_000, 2_825_938.8, undefined]],
    ["dotproperty", "f7ae2a6147ab-2d80-58c2-3129-700ed089", [2_000_000, 7_000_000, 64_000]],
    ["onepropertee", "townhouse-sale-esperanza-homes-carcar-cebu-property", [250_000, undefined, undefined]],
    ["onepropertee", "condo-studio-unit-assume-450k-property", [450_000, undefined, undefined]],
  ] as const)("%s %s: equity, balance, monthly", (source, id, expected) => {
    expect(figures(source, id)).toEqual(expected);
  });
});
