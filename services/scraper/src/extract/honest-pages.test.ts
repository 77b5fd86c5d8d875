import { type Listing, ListingSchema } from "@suri/contracts";
import { describe, expect, it } from "vitest";
import { CHECKED_FIELDS, extractedField, labelledPages, readLabelledPage } from "../../test/support/corpus";
import { listingFromText } from "./from-text";
import { extractListings } from "./index";
import { parseAddress, placeInTitle, withResolvedPlace } from "./place-evidence";
import { inferPropertyType } from "./property-type";

/** A page's listing with the title and address it states (the city from a source of `cityFrom`'s rank), its place resolved. */
function resolved(page: {
  title: string;
  address?: Listing["address"];
  cityFrom?: "adapter" | "json-ld";
  lines?: string[];
}) {
  const provenance = page.cityFrom
    ? { "address.city": { source: page.cityFrom, confidence: page.cityFrom === "adapter" ? 0.9 : 0.95 } }
    : {};
  const base = ListingSchema.parse({
    sourceSite: "example.ph",
    title: page.title,
    address: page.address ?? {},
    provenance,
  });
  return withResolvedPlace(base, { lines: page.lines ?? [] });
}

describe("the labelled corpus: every page shape reads as labelled", () => {
  for (const page of labelledPages()) {
    it(`${page.file} (${page.shape})`, () => {
      const read = readLabelledPage(page);
      if (page.expect.list) {
        expect(read.listing).toBeNull();
        expect(read.listPage?.count).toBe(page.expect.count);
        expect(read.listPage?.candidates).toHaveLength(page.expect.candidates ?? 0);
        for (const candidate of read.listPage?.candidates ?? []) {
          expect(candidate.url).toMatch(/^https:\/\//);
          expect(candidate.url).not.toBe(page.url);
        }
        return;
      }
      expect(read.listPage).toBeUndefined();
      expect(read.listing).not.toBeNull();
      expect(() => ListingSchema.parse(read.listing)).not.toThrow();
      for (const field of CHECKED_FIELDS) {
        if (page.expect[field] === undefined) continue;
        expect({ field, value: extractedField(read.listing, field) }).toEqual({ field, value: page.expect[field] });
      }
    });
  }
});

describe("list pages", () => {
  it("offers each card's own link, title and price so the user can pick one", () => {
    const page = labelledPages().find((p) => p.file === "metrobank-list.html")!;
    const { listPage } = readLabelledPage(page);
    expect(listPage?.signals).toEqual(expect.arrayContaining(["cards", "pagination", "result-count"]));
    expect(listPage?.candidates[0]).toEqual({
      url: "https://www.metrobank.com.ph/properties-for-sale/details/res-2026-0412",
      title: "Brgy. Pag-asa, Binangonan, Rizal",
      priceCentavos: 245_000_000,
    });
  });

  it("refuses repeated priced cards even without pagination or a count when the page has no price of its own", () => {
    const card = (n: number) =>
      `<div class="card"><a href="/listing/${n}">House ${n} in Antipolo</a><p>₱ ${n},500,000</p></div>`;
    const html = `<html><body><main><h1>Houses</h1>${[1, 2, 3].map(card).join("")}</main></body></html>`;
    const { primary, listPage } = extractListings(html, "https://homes.example.ph/antipolo");
    expect(primary).toBeNull();
    expect(listPage?.count).toBe(3);
  });

  it("keeps a detail page whose related cards sit under a 'Similar listings' heading", () => {
    const card = (n: number) => `<div class="card"><a href="/listing/${n}">House ${n}</a><p>₱ ${n},500,000</p></div>`;
    const html = `<html><body><main><h1>House and Lot for Sale in Antipolo, Rizal</h1><p>Price: ₱ 6,200,000</p>
      <p>Floor area: 120 sqm</p><h2>Similar listings</h2>${[1, 2, 3, 4].map(card).join("")}</main></body></html>`;
    const { primary, listPage } = extractListings(html, "https://homes.example.ph/listing/99");
    expect(listPage).toBeUndefined();
    expect(primary).toMatchObject({ priceCentavos: 620_000_000, floorAreaSqm: 120 });
  });

  it("keeps a detail page with three unlabelled related cards when it prints its own price and has no pagination", () => {
    const card = (n: number) => `<div class="card"><a href="/listing/${n}">House ${n}</a><p>₱ ${n},500,000</p></div>`;
    const html = `<html><body><main><h1>House and Lot for Sale in Antipolo, Rizal</h1><p>Price: ₱ 6,200,000</p>
      <p>Floor area: 120 sqm</p><div>${[1, 2, 3].map(card).join("")}</div></main></body></html>`;
    expect(extractListings(html, "https://homes.example.ph/listing/99").listPage).toBeUndefined();
  });
});

describe("place evidence", () => {
  it("never takes the city from a court remark", () => {
    const html = `<html><body><main><h1>House and lot</h1><p>Price: ₱ 2,450,000</p><p>Floor area: 90 sqm</p>
      <p>With pending case: Civil Case No. 123, RTC Branch 119, Pasay City.</p></main></body></html>`;
    const { primary } = extractListings(html, "https://bank.example.ph/property/1");
    expect(primary?.address.city).toBeUndefined();
  });

  it("reads the town before the province in an address", () => {
    expect(parseAddress("Lot 7 Blk 3 Village East Subd., Brgy. Pag-asa, Binangonan, Rizal")).toEqual({
      barangay: "Pag-asa",
      city: "Binangonan",
      province: "Rizal",
      region: "CALABARZON",
    });
    expect(parseAddress("Lot 03 Blk. 18 Phase I LUMINA ILOILO ABILAY NORTE, OTON, ILOILO, 5020")).toMatchObject({
      city: "Oton",
      province: "Iloilo",
    });
    expect(parseAddress("Iloilo")).toEqual({ province: "Iloilo", region: "Western Visayas" });
    expect(parseAddress("Mactan, Lapu-Lapu")).toMatchObject({ city: "Lapu-Lapu", province: "Cebu" });
    expect(parseAddress("Brgy. Real, Calamba City, Laguna")).toMatchObject({ city: "Calamba", province: "Laguna" });
    expect(parseAddress("Batangas City, Batangas")).toMatchObject({ city: "Batangas City", province: "Batangas" });
  });

  it("reads a title's place only when the tables know it", () => {
    expect(placeInTitle("Residential - With Improvement in Binangonan, Rizal")).toMatchObject({ city: "Binangonan" });
    expect(placeInTitle("Condo For Sale in Mandurriao")).toMatchObject({ city: "Iloilo City" });
    expect(placeInTitle("House for sale in Gated Subdivision")).toEqual({});
  });

  it("takes no town from landmarks the listing is only near", () => {
    const listing = listingFromText("House for sale\nPrice: ₱ 3,500,000\nFloor area 80 sqm\nnear Makati and Pasig", {
      source: "text",
      sourceSite: "upload",
    });
    expect(listing?.address.city).toBeUndefined();
  });

  it("takes a town an uploaded post names as the post's own statement, not as uncertain running text", () => {
    const listing = listingFromText("House for sale\nPrice: ₱ 3,500,000\nFloor area 80 sqm\nLocated in Makati", {
      source: "text",
      sourceSite: "upload",
    });
    expect(listing?.address.city).toBe("Makati");
    expect(listing?.place).toMatchObject({ from: "post", uncertain: false, conflicting: [] });
    expect(listing?.provenance.propertyType?.confidence).toBeGreaterThanOrEqual(0.75);
  });

  it("keeps a town inferred from a barangay uncertain: the post does not name it", () => {
    const listing = listingFromText("Condo for sale in Mabolo\nPrice: ₱ 4,800,000\nFloor area 32 sqm", {
      source: "text",
      sourceSite: "pasted-text",
    });
    expect(listing?.address.barangay).toBe("Mabolo");
    expect(listing?.place).toMatchObject({ from: "prose", uncertain: true });
  });

  it("reads a barangay named where the town is expected as a barangay of that town, not a conflict", () => {
    const listing = resolved({
      title: "House and Lot for Sale in Compostela, Cebu",
      address: { city: "Tamiao", province: "Cebu" },
      cityFrom: "adapter",
    });
    expect(listing.address).toMatchObject({ city: "Compostela", barangay: "Tamiao" });
    expect(listing.place).toMatchObject({ uncertain: false, conflicting: [] });
  });

  it("opens a post with its offer: 'For Rent' on a line of its own makes a rent", () => {
    const listing = listingFromText(
      "Unfurnished Studio type Condo in Eastwood Excelsior\nFor Rent\nPrice: PHP 15000\n36.5sqm studio, Eastwood City, Quezon City",
      { source: "text", sourceSite: "pasted-text" },
    );
    expect(listing?.offerType).toBe("rent");
  });

  it("marks strong sources that disagree as uncertain and names the other place", () => {
    const listing = resolved({
      title: "House and Lot for Sale in Binangonan, Rizal",
      address: { city: "Pasay", region: "Metro Manila" },
      cityFrom: "json-ld",
    });
    expect(listing.address.city).toBe("Pasay");
    expect(listing.place).toMatchObject({ from: "structured", uncertain: true });
    expect(listing.place?.conflicting).toContain("Binangonan");
  });

  it("a district and its city are one place, not a conflict", () => {
    const listing = resolved({
      title: "Condo For Sale in Iloilo City",
      address: { city: "Mandurriao", province: "Iloilo" },
      cityFrom: "json-ld",
    });
    expect(listing.place).toMatchObject({ uncertain: false, conflicting: [] });
  });

  it("flags a Metro Manila city given with a province outside Metro Manila", () => {
    const listing = resolved({ title: "House for sale", lines: ["City: Pasay", "Province: Rizal"] });
    expect(listing.place?.uncertain).toBe(true);
    expect(listing.place?.conflicting).toContain("Rizal");
  });
});

describe("types in bank wording, filters left out", () => {
  it("maps bank phrasing to a type", () => {
    expect(inferPropertyType({ label: "Residential - With Improvement" })?.type).toBe("house_and_lot");
    expect(inferPropertyType({ label: "Residential lot with improvements" })?.type).toBe("house_and_lot");
    expect(inferPropertyType({ label: "RESIDENTIAL – VACANT LOT" })?.type).toBe("lot");
    expect(inferPropertyType({ label: "Vacant lot" })?.type).toBe("lot");
    expect(inferPropertyType({ label: "Commercial - With Improvement" })?.type).toBe("commercial");
  });

  it("ignores a labelled list of choices as the type", () => {
    const html = `<html><body><main><h1>Unit for sale</h1><p>Type of Property: Agriculture, Commercial, Condominium</p>
      <p>Price: ₱ 3,000,000</p><p>Floor area: 30 sqm</p></main></body></html>`;
    expect(extractListings(html, "https://x.example.ph/1").primary?.propertyType).not.toBe("commercial");
  });
});
