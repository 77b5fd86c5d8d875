/** Issue 20: sources and sentences in the reader's words, and only sources that apply to the place. */
import type { ReportData } from "@suri/contracts";
import { describe, expect, it } from "vitest";
import { report } from "../../test/support/hand";
import { plainReport, plainText, presentCitation } from "./plain-sources";

/** What a reader cannot look up: the research notes' keys, file names, the specification, repositories. */
export const INTERNAL =
  /\(S\d{1,2}\b|\bS\d{1,2}, S\d|\[DERIVED\]|\b[\w-]+\.md\b|\bsuri:|\bSPEC\b|\bnotes:\S|\blistings:\S|github\.com/;

function readerText(r: ReportData): string {
  // Everything a page or PDF prints: strings of the report except the listing's own links.
  return JSON.stringify(r, (key, value) => (key === "url" || key === "imageUrl" ? undefined : value));
}

describe("plainText", () => {
  it.each([
    ["Bamboo Routes (aggregator) (S60)", "Bamboo Routes (aggregator)"],
    [
      "Bangko Sentral ng Pilipinas RREPI index levels (Q2 2016 122.8; Q4 2024 172.6), our arithmetic (S21, S26 [DERIVED])",
      "Bangko Sentral ng Pilipinas RREPI index levels (Q2 2016 122.8; Q4 2024 172.6), our arithmetic",
    ],
    ["our arithmetic (S21, S25, notes:RREPI Q4 2023 [DERIVED])", "our arithmetic"],
    [
      "iBrixon guide to estimating a Philippine property's value (peers.md (asking-to-sale discount))",
      "iBrixon guide to estimating a Philippine property's value",
    ],
    [
      "growth of the national RREPI, 122.8 → 172.6 ([DERIVED] in market-data.md); the only series",
      "growth of the national RREPI, 122.8 → 172.6; the only series",
    ],
    [
      "Cuartos PH host notes: co-host split of net income (suri:cohost-split)",
      "Cuartos PH host notes: co-host split of net income",
    ],
    [
      "Lamudi asking prices, national (houses; undated) (https://github.com/elliedel/PH_Housing_DataInsights@f509b53, n=71)",
      "Lamudi asking prices, national (houses; undated) (71 listings)",
    ],
    [
      "Condo asking rents, Metro Manila (scraped 2025-11-28) (https://github.com/anhpdd/manila-rent-map)",
      "Condo asking rents, Metro Manila (scraped 2025-11-28)",
    ],
    [
      "vacancy forecast to peak at 25.6% end-2026 (S9). No Cebu City figure",
      "vacancy forecast to peak at 25.6% end-2026. No Cebu City figure",
    ],
    ["2 Bedroom Condo (Tower 2), 64 sqm", "2 Bedroom Condo (Tower 2), 64 sqm"],
  ])("%s", (raw, plain) => expect(plainText(raw)).toBe(plain));
});

describe("a citation as the reader sees it", () => {
  it("names the publisher and the outlet that reported it, with the date and link", () => {
    const c = presentCitation({
      kind: "dataset",
      source: "Leechiu Property Consultants via Daily Tribune (S13)",
      period: "Jun 2025",
      url: "https://tribune.net.ph/2025/07/10/metro-manila-condo-oversupply-eases-but-82k-units-remain-unsold",
      confidence: "high",
    });
    expect(c).toMatchObject({
      source: "Leechiu Property Consultants via Daily Tribune",
      publisher: "Leechiu Property Consultants",
      outlet: "Daily Tribune",
      period: "Jun 2025",
      url: "https://tribune.net.ph/2025/07/10/metro-manila-condo-oversupply-eases-but-82k-units-remain-unsold",
    });
  });

  it("never gives a repository as the link, and dates a data set by its publication", () => {
    const repo = presentCitation({ kind: "dataset", source: "x", url: "https://github.com/a/b", confidence: "low" });
    expect(repo.url).toBeUndefined();
    expect(plainText("undated, repository 2024")).toBe("undated, published 2024");
  });
});

describe("reports in plain words", () => {
  const listings = {
    bgc: {
      priceCentavos: 12_000_000_00,
      floorAreaSqm: 45,
      propertyType: "condo",
      address: { city: "Taguig", text: "Bonifacio Global City" },
    },
    makati: { priceCentavos: 16_000_000_00, floorAreaSqm: 64, propertyType: "condo", address: { city: "Makati" } },
    davao: {
      priceCentavos: 4_500_000_00,
      floorAreaSqm: 80,
      lotAreaSqm: 120,
      propertyType: "house_and_lot",
      address: { city: "Davao City" },
    },
    quezonCity: {
      priceCentavos: 4_200_000_00,
      floorAreaSqm: 30,
      propertyType: "condo",
      address: { city: "Quezon City" },
    },
    lambunao: {
      priceCentavos: 1_200_000_00,
      lotAreaSqm: 300,
      propertyType: "lot",
      address: { city: "Lambunao", province: "Iloilo" },
    },
    foreclosure: {
      priceCentavos: 2_450_000_00,
      floorAreaSqm: 90,
      lotAreaSqm: 150,
      propertyType: "house_and_lot",
      conditions: ["occupied", "legal_case"],
      address: { city: "Binangonan", province: "Rizal" },
    },
  } as const;
  const reports = Object.fromEntries(
    Object.entries(listings).map(([k, l]) => [k, report(l as unknown as Parameters<typeof report>[0])]),
  );

  it.each(Object.keys(listings))("%s: no research key, file name, specification or repository anywhere", (k) => {
    const text = readerText(reports[k] as ReportData);
    expect(text.match(INTERNAL)?.[0] ?? null).toBeNull();
    expect(text).not.toContain("Areas outside Metro Manila");
  });

  it("cites each city's property tax to the law or to its own assessor, never another city's", () => {
    const taxSource = (r: ReportData) =>
      r.financialAnalysis.operatingCosts?.lines.find((l) => l.key === "propertyTax")?.citation?.source ?? "";
    expect(taxSource(reports.makati as ReportData)).toMatch(/^Local Government Code of 1991/);
    expect(taxSource(reports.davao as ReportData)).toMatch(/^Local Government Code of 1991/);
    expect(taxSource(reports.quezonCity as ReportData)).toMatch(/^Quezon City Assessor's Office/);
    expect(taxSource(reports.bgc as ReportData)).not.toMatch(/Quezon City/);
  });

  it("cites no staging site, foreign agency or repository", () => {
    for (const r of Object.values(reports) as ReportData[]) {
      for (const c of r.citations) expect(c.url ?? "").not.toMatch(/github\.com|websiteprojectupdates|\.co\.uk/);
    }
  });

  it("keeps stored reports readable: an old report's sources come out plain too", () => {
    const old = structuredClone(reports.bgc as ReportData);
    old.citations = [{ kind: "dataset", source: "Bamboo Routes (aggregator) (S60)", confidence: "low" }];
    old.caveats = ["Colliers expected rents to fall (S58) before recovering."];
    const plain = plainReport(old);
    expect(plain.citations[0]?.source).toBe("Bamboo Routes (aggregator)");
    expect(plain.caveats[0]).toBe("Colliers expected rents to fall before recovering.");
    expect(plain.title).toBe(old.title);
  });
});
