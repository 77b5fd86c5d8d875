/**
 * Pasalo deals, one rule per case, in short sentences written the way sellers write them (English,
 * Tagalog, Cebuano) and in the real wording of ../shared/data (rows named). What the real files hold is
 * counted in tests/accuracy/assumption-deals.test.ts.
 */
import { ListingSchema } from "@suri/contracts";
import { describe, expect, it } from "vitest";
import { assumptionIn } from "./assumption";
import { listingFromText } from "./from-text";
import { extractListings } from "./index";

const read = (text: string) => listingFromText(text, { source: "text", sourceSite: "pasted-text" });
const deal = (text: string) => assumptionIn(text.split("\n"))?.assumption ?? null;
const pesos = (centavos: number | undefined) => (centavos === undefined ? undefined : centavos / 100);
const figures = (text: string) => {
  const a = deal(text);
  return (
    a && {
      equity: pesos(a.equityCentavos),
      balance: pesos(a.balanceCentavos),
      monthly: pesos(a.monthlyAmortizationCentavos),
      months: a.monthsLeft,
    }
  );
};

describe("a pasalo is recognised in the words that offer it", () => {
  it.each([
    "For Assume 2BR unit in Mandaue, 500k",
    "FOR ASSUME/ PASALO @ Php250k : 2-bedroom Townhouse",
    "Studio SOHO Unit at The Vertex Central (Assume Balance)",
    "Assume price: 850k",
    "Pasalo 2-bedroom townhouse in Carcar",
    "Pasa-lo: condo sa Mandaue, equity 300k",
    "Ipapasalo ko ang bahay namin sa Lapu-Lapu",
    "Ipapasa ko na lang ang unit, 400k equity",
    "Looking for someone to take over the monthly payments of my condo",
    "Take over payments: 15k a month",
    "Equity 500k then assume the bank loan",
    "Unit is for Assumption",
    "Condominium for sale or assume unit near airport area 650k only assume",
    "Ipa-assume nako akong condo sa IT Park",
    "Assume 38 Park Avenue 1BR corner 60sqm",
    "Now on-going Construction.Assume...",
  ])("%s", (text) => {
    expect(deal(text)).not.toBeNull();
  });

  it.each([
    // Developer terms: an equity and a balance to finance are how any new unit is paid for.
    "Total Contract Price: 4,255,000\n20% Down payment: 851,000\n80% Remaining Balance thru In house Financing",
    "Reservation Fee: 100,000 / Equity: 20% up to 24 months / Balance 80% cash or loanable thru bank",
    "No Equity Promo! Only Php 50k Reservation Fee",
    "We assume no responsibility for errors in this listing",
    "Projections assume 5% growth a year",
    "Not for assume: cash buyers only. Price 3.5M",
    "Hindi pasalo, cash lang. 2.8M",
  ])("not: %s", (text) => {
    expect(deal(text)).toBeNull();
  });
});

describe("its equity, balance and amortisation are read, each with its words", () => {
  it.each([
    // Lamudi row 34.
    [
      "FOR ASSUME\n👉ASSUME PRICE : 1.5M ( nego )\n👉Bank balance : 2M +++\n👉10 years to pay: 31,483 per month",
      { equity: 1_500_000, balance: 2_000_000, monthly: 31_483, months: 120 },
    ],
    // Dot Property, Serenis North: everything on one line.
    [
      "near SM Consolacion🗞 ASSUME PRICE : 2M negotiable Monthly amortization: 64K ( bank ) Bank Balance: 7M ++📑 Details",
      { equity: 2_000_000, balance: 7_000_000, monthly: 64_000, months: undefined },
    ],
    // Cebu land site, the Vertex Central studio.
    [
      "Assume balance — Studio SOHO. Assume price is P600,000 cash — includes redocumentation and move-in fee. Loanable amount to bank is P2,825,938.80. Current developer price is now P5.3 Million+",
      { equity: 600_000, balance: 2_825_938.8, monthly: undefined, months: undefined },
    ],
    // Lamudi row 337: the equity named after its amount, the balance by its lender.
    [
      "Resell/For Assume Unit Available.\nInvestment Term:\nP1.1M payable to Owner\nP1.7M Bank/Pag-ibig Financing",
      { equity: 1_100_000, balance: 1_700_000, monthly: undefined, months: undefined },
    ],
    [
      "For assume 2BR, 500k only assume. Remaining balance: ₱2,100,000. Monthly amortization ₱18,500 x 96 mos",
      { equity: 500_000, balance: 2_100_000, monthly: 18_500, months: 96 },
    ],
    // Tagalog.
    [
      "Pasalo! Condo sa Pasig\nHalaga ng pasalo: 350k\nNatitirang balanse sa Pag-IBIG: 1.2M\nBuwanang hulog: ₱9,800, 8 taon pa",
      { equity: 350_000, balance: 1_200_000, monthly: 9_800, months: 96 },
    ],
    // Cebuano.
    [
      "Ipa-assume nako akong condo sa IT Park. P600K ra ang assume.\nBayranan pa sa bangko: 2.3M\nBulanan: 21k, 10 ka tuig",
      { equity: 600_000, balance: 2_300_000, monthly: 21_000, months: 120 },
    ],
  ])("%s", (text, expected) => {
    expect(figures(text)).toEqual(expected);
  });

  it("takes the assume price over an equity the seller once paid", () => {
    expect(figures("For assume\nTotal equity paid: 800k\nAssume price: 500k")?.equity).toBe(500_000);
  });

  it("reads no fee, reservation or developer price as the equity or the balance", () => {
    expect(figures("For assume studio\nRedocs fee: ₱100,000\nReservation: 20,000\nDeveloper price: 5.3M")).toEqual({
      equity: undefined,
      balance: undefined,
      monthly: undefined,
      months: undefined,
    });
  });

  it("quotes the words that offer the deal and the words of each figure", () => {
    const listing = read("2BR Condo for assume in Mandaue\nAssume price: 500k\nRemaining balance: 2.1M\n60 sqm");
    expect(listing?.assumption?.quote).toContain("for assume");
    expect(listing?.provenance["assumption.equityCentavos"]?.snippet).toContain("Assume price: 500k");
    expect(listing?.provenance["assumption.balanceCentavos"]?.snippet).toContain("Remaining balance: 2.1M");
    expect(() => ListingSchema.parse(listing)).not.toThrow();
  });

  it("says when the unit is also sold outright", () => {
    expect(deal("FULLY FURNISHED CONDO UNIT FOR ASSUME or FOR SALE!")?.orSale).toBe(true);
    expect(deal("Pasalo Assume Balance or For Sale : House & Lot")?.orSale).toBe(true);
    expect(deal("For Assume 2BR unit")?.orSale).toBeUndefined();
  });
});

describe("the asked amount is the seller's equity, never the unit's price", () => {
  it("keeps a pasted post's assume price out of its price", () => {
    const listing = read("House for assume\nAssume Price: 850k\nLot area 80 sqm");
    expect(listing?.priceCentavos).toBeUndefined();
    expect(listing?.assumption?.equityCentavos).toBe(85_000_000);
  });

  it("keeps a stated outright price as the price", () => {
    const listing = read("Condo for sale or assume\nSelling price: 2.7M\n650k only assume\n30 sqm");
    expect(listing?.priceCentavos).toBe(270_000_000);
    expect(listing?.assumption).toMatchObject({ equityCentavos: 65_000_000, orSale: true });
  });

  it("takes a portal's only price as the equity it asks", () => {
    const html = `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify({
      "@context": "https://schema.org",
      "@type": "RealEstateListing",
      name: "For Assume 2BR unit in Mandaue",
      url: "https://portal.example.test/listing/9",
      offers: { "@type": "Offer", price: 500000, priceCurrency: "PHP" },
    })}</script></head><body><main><h1>For Assume 2BR unit in Mandaue</h1><p>Floor area: 48 sqm</p></main></body></html>`;
    const { primary } = extractListings(html, "https://portal.example.test/listing/9");
    expect(primary?.priceCentavos).toBe(50_000_000);
    expect(primary?.assumption?.equityCentavos).toBe(50_000_000);
    expect(primary?.provenance["assumption.equityCentavos"]?.confidence).toBeLessThan(0.8);
  });

  it("marks a search page's pasalo, so its equity is never taken for a comparable's price", () => {
    const item = (name: string, url: string, price: number) => ({
      "@type": "ListItem",
      item: { "@type": "RealEstateListing", name, url, offers: { "@type": "Offer", price, priceCurrency: "PHP" } },
    });
    const html = `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify({
      "@context": "https://schema.org",
      "@type": "ItemList",
      itemListElement: [
        item("For Assume 2BR unit in Mandaue", "https://portal.example.test/listing/9", 500000),
        item("2BR condo for sale in Mandaue", "https://portal.example.test/listing/10", 4200000),
      ],
    })}</script></head><body></body></html>`;
    const { items } = extractListings(html, "https://portal.example.test/search?q=mandaue");
    expect(items.map((listing) => listing.assumption?.equityCentavos)).toEqual([50_000_000, undefined]);
  });

  it("leaves a rent alone", () => {
    expect(read("For rent: condo, take over payments not needed, 15k a month, 30 sqm")?.assumption).toBeUndefined();
  });
});

describe("linear time on long text", () => {
  it("reads a long run of near-misses quickly", () => {
    const text = `${"assume ".repeat(3000)}${"equity 1 ".repeat(3000)}${"for  ".repeat(3000)}\n${"pasa ".repeat(5000)}`;
    const started = performance.now();
    assumptionIn(text.split("\n"));
    // A bound far above the real cost (a few ms): only a super-linear pattern could reach it.
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
