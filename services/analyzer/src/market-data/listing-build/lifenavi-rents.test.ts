/**
 * Metro Manila condo rents with floor areas from the Lifenavi file (issue 27, point 3): the rules
 * that clean it, the per-sqm figures it yields, and the rent and yield a Makati or BGC condo's
 * report takes from it, with its source, its date and the upper-market caveat.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseCsv } from "@suri/kit/csv";
import { describe, expect, it } from "vitest";
import { condoReport } from "../../../test/support/condo";
import condoRentsJson from "../listing-references/condo-rents.json";
import { DEFAULT_LISTINGS_DIR } from "./build";
import type { CondoRentTable } from "./condo-rents";
import { LIFENAVI_RENT_SOURCE, readLifenaviRents } from "./lifenavi-rents";

const TABLE = condoRentsJson as unknown as CondoRentTable;
const FILE = join(DEFAULT_LISTINGS_DIR, LIFENAVI_RENT_SOURCE.file);

const HEADER =
  "title,url,price,location,property_type,area,bedrooms,bathrooms,status,furnishing,posted_on,agent_name,specs";
const BASE = "https://lifenavi.com/ph/properties";

function card(path: string, price: string, location: string, area: string, bedrooms = "1"): string {
  return [
    '"Condo For Rent"',
    `${BASE}/${path}`,
    `"${price}"`,
    `"${location}"`,
    "",
    area,
    bedrooms,
    "1",
    "",
    "",
    "",
    "Housing I.",
    "",
  ].join(",");
}

function read(...cards: string[]) {
  return readLifenaviRents(parseCsv([HEADER, ...cards].join("\n")));
}

const condo = (city: string, floorAreaSqm: number, price: number, address: Record<string, string> = {}) =>
  condoReport({ city, province: "Metro Manila", ...address }, floorAreaSqm, 1, price);

describe("Lifenavi rent rules", () => {
  it("keeps a monthly condo rent with its area and drops the plainly wrong rows, each by its rule", () => {
    const r = read(
      card("taguig/for-rent/condo/1br-in-two-serendra-ln1", "PHP 60,000/ month", "McKinley Parkway, Taguig", "60 m²"),
      card("makati-city/for-rent/house-and-lot/5br-house-ln2", "PHP 300,000/ month", "Makati City", "400 m²"),
      card("muntinlupa/for-rent/condo/house-for-sale-ln3", "PHP 95,000,000", "Muntinlupa", "420 m²"),
      card("taguig/for-rent/condo/condo-for-sale-at-bgc-ln4", "PHP 65,000/ month", "Taguig", "00 m²"),
      card("makati-city/for-rent/condo/2br-for-sale-ln5", "PHP 27,750,000/ month", "Makati City", "81 m²"),
      card("taguig/for-rent/condo/2br-ln6", "PHP 125,000/ month", "Taguig", "21 m²"),
      card(
        "taguig/for-rent/condo/4br-house-for-rent-in-mckinley-hill-village-ln7",
        "PHP 350,000/ month",
        "Taguig",
        "400 m²",
      ),
      card("taguig/for-rent/condo/1br-at-serendra-ln8", "PHP 60,000/ month", "McKinley Parkway, Taguig", "60 m²"),
      card("cebu-city/for-rent/condo/studio-ln9", "PHP 20,000/ month", "Cebu City", "30 m²"),
    );
    expect(r.rows).toEqual([
      {
        url: `${BASE}/taguig/for-rent/condo/1br-in-two-serendra-ln1`,
        city: "Taguig",
        bedrooms: 1,
        area: 60,
        rent: 60_000,
      },
    ]);
    expect(r.rules).toMatchObject({
      notCondoRental: 1,
      notMonthly: 1,
      noArea: 1,
      rentBounds: 1,
      perSqmBounds: 1,
      notCondoUnit: 1,
      repost: 1,
      cityNotRead: 1,
    });
  });

  it("places Perea Street in Makati and a BGC address filed under Makati in Taguig, Rockwell staying in Makati", () => {
    const r = read(
      card(
        "taguig/for-rent/condo/2br-in-the-shang-grand-tower-ln1",
        "PHP 130,000/ month",
        "98, Perea, Taguig",
        "130 m²",
      ),
      card("makati-city/for-rent/condo/2br-in-uptown-ln2", "PHP 75,000/ month", "1, 8th Avenue, Makati City", "81 m²"),
      card("makati-city/for-rent/condo/2br-east-gallery-place-bgc-ln3", "PHP 90,000/ month", "Makati City", "90 m²"),
      card(
        "makati-city/for-rent/condo/3br-in-rockwell-center-taguig-ln4",
        "PHP 90,000/ month",
        "Estrella, Makati City",
        "120 m²",
      ),
      card(
        "makati-city/for-rent/condo/1br-in-salcedo-village-ln5",
        "PHP 65,000/ month",
        "Salcedo Village, Makati City",
        "62 m²",
      ),
    );
    expect(r.rows.map((row) => row.city)).toEqual(["Makati", "Taguig", "Taguig", "Makati", "Makati"]);
    expect(r.rules).toMatchObject({ movedToMakati: 1, movedToTaguig: 2, notCondoUnit: 0 });
  });

  it.runIf(existsSync(FILE))("reads the real file: what each rule did, and the rentals it keeps", () => {
    const r = readLifenaviRents(parseCsv(readFileSync(FILE, "utf8")));
    expect(r.read).toBe(2_572);
    expect(r.rules).toEqual({
      notCondoRental: 421,
      cityNotRead: 13,
      notMonthly: 2,
      noArea: 3,
      notCondoUnit: 12,
      rentBounds: 4,
      areaBounds: 1,
      perSqmBounds: 3,
      sameUrl: 4,
      repost: 138,
      movedToMakati: 7,
      movedToTaguig: 225,
    });
    expect(r.rows).toHaveLength(1_971);
    expect(r.topPosterSharePct).toBe(98.2);
  });
});

describe("Lifenavi rent per sqm (condo-rents.json, rebuilt from the file by condo-rents.test.ts)", () => {
  const cell = (city: string) =>
    TABLE.cells.find((c) => c.source === LIFENAVI_RENT_SOURCE.key && c.city === city && c.basis === "sqm");

  it("gives Taguig and Makati (and Pasig, Mandaluyong, Quezon City) a median rent per sqm from the calibration part", () => {
    expect(cell("Taguig")).toMatchObject({ n: 648, median: 1_090.9, q1: 925.4, q3: 1_300.2 });
    expect(cell("Makati")).toMatchObject({ n: 711, median: 1_000, q1: 814, q3: 1_158.7 });
    expect(cell("Pasig")).toMatchObject({ n: 50, median: 750 });
    expect(cell("Mandaluyong")).toMatchObject({ n: 58, median: 930.7 });
    expect(cell("Quezon City")).toMatchObject({ n: 34, median: 727.5 });
    // One brokerage's stock needs 30 calibration rentals to stand for a city.
    expect(cell("Muntinlupa")).toBeUndefined();
  });

  it("describes every clean rental per city, and errs about a sixth on the held-out ones", () => {
    const city = (name: string) => TABLE.lifenavi.cities.find((c) => c.city === name);
    expect(city("Taguig")).toEqual({
      city: "Taguig",
      n: 817,
      median: 1_090.9,
      q1: 928.6,
      q3: 1_304.3,
      medianAreaSqm: 97,
    });
    expect(city("Makati")).toEqual({
      city: "Makati",
      n: 866,
      median: 1_000,
      q1: 819.2,
      q3: 1_159.4,
      medianAreaSqm: 105,
    });
    const held = TABLE.heldOut.find((m) => m.source === LIFENAVI_RENT_SOURCE.key);
    expect(held).toMatchObject({ basis: "sqm", tested: 362, medianAbsErrorPct: 16.7 });
  });

  it("is checked against Lamudi's rents per bedroom count: the same level in Makati, on larger units", () => {
    const makati = TABLE.lifenavi.againstLamudi.filter((c) => c.city === "Makati");
    expect(makati.map((c) => c.rentRatio)).toEqual([0.91, 1, 0.83]);
    const oneBedroom = makati.find((c) => c.bedrooms === 1)!;
    expect(oneBedroom.lifenaviAreaSqm).toBeGreaterThan(oneBedroom.saleAreaSqm!);
  });

  it("keeps one median per city: bedroom bands did not value held-out rentals better", () => {
    const bands = TABLE.lifenavi.bedroomBands;
    expect(bands).toEqual({ tested: 362, cityCellPct: 16.7, bandCellPct: 17.1 });
    expect(bands.bandCellPct).toBeGreaterThanOrEqual(bands.cityCellPct);
  });
});

describe("a report's rent from Lifenavi", () => {
  it("rents a Makati condo at its area × Makati's median per sqm, cited with n, median and date, and says it leans upper", () => {
    const r = condo("Makati", 50, 12_500_000);
    expect(r.financialAnalysis.monthlyRental).toBeCloseTo(50 * 1_000, 6);
    expect(r.financialAnalysis.rentalYield).toBeCloseTo(((50 * 1_000 * 12) / 12_500_000) * 100, 6);
    expect(r.financialAnalysis.rentalIncome.citation?.note).toBe("PHP 1000/sqm/month × 50 sqm");
    const source = r.citations.find((c) => /^Lifenavi rent listings/.test(c.source));
    expect(source?.period).toBe("Jul–Dec 2025");
    expect(source?.note).toMatch(/median ₱1,000\/sqm a month of 711 Makati condo rentals with their floor area/);
    expect(source?.note).toMatch(/leans to the upper market: one brokerage posted 98% of these rentals/);
    expect(r.caveats).toContain(
      "The rent comes from Lifenavi rent listings, Metro Manila (Jul–Dec 2025, n=711, median ₱1,000/sqm a month). The data leans to the upper market: one brokerage posted 98% of these rentals, mostly large units in prime buildings (median 105 sqm in Makati); a unit in a plainer building may rent for less.",
    );
  });

  it("rents a 50 sqm BGC condo from Taguig's rentals instead of the consultant's BGC average", () => {
    const r = condo("Taguig", 50, 12_500_000, { barangay: "Fort Bonifacio", text: "Bonifacio Global City, Taguig" });
    expect(r.financialAnalysis.monthlyRental).toBeCloseTo(50 * 1_090.9, 6);
    expect(r.citations.some((c) => /Leechiu/.test(c.source))).toBe(false);
    expect(
      r.caveats.some((c) => /n=648, median ₱1,090\.9\/sqm a month\). The data leans to the upper market/.test(c)),
    ).toBe(true);
  });

  it("says a Cebu City condo has no condo-rent data with floor areas, and rents it as before", () => {
    const r = condoReport({ city: "Cebu City", province: "Cebu" }, 40, 1, 6_000_000);
    expect(r.caveats.some((c) => /^No public condo-rent data with floor areas exists for Cebu City/.test(c))).toBe(
      true,
    );
    expect(r.caveats.some((c) => /upper market/.test(c))).toBe(false);
    expect(r.financialAnalysis.monthlyRental).toBeGreaterThan(0);
  });
});
