import { readFileSync } from "node:fs";
import { ListingSchema } from "@suri/contracts";
import { describe, expect, it } from "vitest";
import { extractListings } from "./index";

const page = (head: string, body = "") => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const URL_ = "https://www.example-realty.test/listings/42";

describe("extractListings: a single-listing page of our own", () => {
  const html = readFileSync(new URL("../../test/fixtures/single-listing.html", import.meta.url), "utf8");
  const { primary, items } = extractListings(html, "https://www.example-realty.test/listings/unit-1204?utm=x");

  it("reads the RealEstateListing in @graph, through offers and itemOffered", () => {
    expect(items).toEqual([primary]);
    expect(primary).toMatchObject({
      title: "2BR Condo for Sale in Salcedo Village, Makati",
      url: "https://www.example-realty.test/listings/unit-1204",
      sourceSite: "example-realty.test",
      propertyType: "condo",
      offerType: "sale",
      priceCentavos: 1_250_000_000,
      floorAreaSqm: 45,
      bedrooms: 2,
      bathrooms: 1,
      address: { street: "Tordesillas St, Salcedo Village", city: "Makati", region: "Metro Manila" },
    });
    expect(primary?.lotAreaSqm).toBeUndefined();
    expect(() => ListingSchema.parse(primary)).not.toThrow();
  });

  it("resolves relative image URLs and reads ImageObjects", () => {
    expect(primary?.images).toEqual([
      "https://www.example-realty.test/img/unit-1204-living.jpg",
      "https://cdn.example-realty.test/img/unit-1204-view.jpg",
    ]);
  });
});

describe("extractListings: JSON-LD shapes", () => {
  it("converts square feet (FTK) to square metres", () => {
    const html = page(
      ld({
        "@context": "https://schema.org",
        "@type": "Apartment",
        name: "Studio unit in BGC",
        floorSize: { "@type": "QuantitativeValue", value: 500, unitCode: "FTK" },
        numberOfRooms: "1",
        offers: { "@type": "Offer", price: 6_000_000, priceCurrency: "PHP" },
        address: { "@type": "PostalAddress", addressLocality: "Taguig City", addressRegion: "NCR" },
      }),
    );
    const { primary } = extractListings(html, URL_);
    expect(primary?.floorAreaSqm).toBeCloseTo(46.45, 2);
    expect(primary).toMatchObject({
      propertyType: "condo",
      url: URL_,
      address: { city: "Taguig", region: "Metro Manila" },
    });
  });

  it("merges an Offer node and the listing it references by @id", () => {
    const html = page(
      ld({
        "@context": "https://schema.org",
        "@graph": [
          { "@type": "Offer", price: "8.5M", priceCurrency: "PHP", itemOffered: { "@id": "#house" } },
          {
            "@type": "SingleFamilyResidence",
            "@id": "#house",
            url: URL_,
            name: "3BR House and Lot in Pasig",
            numberOfBedrooms: 3,
            floorSize: { value: "120", unitCode: "MTK" },
            address: { addressLocality: "City of Pasig", addressRegion: "Metro Manila" },
          },
        ],
      }),
    );
    const { primary, items } = extractListings(html, URL_);
    expect(items).toHaveLength(1);
    expect(primary).toMatchObject({
      priceCentavos: 850_000_000,
      propertyType: "house_and_lot",
      bedrooms: 3,
      floorAreaSqm: 120,
      address: { city: "Pasig" },
    });
  });

  it("reads a Product with an offer, a lot by its name, and a rent", () => {
    const html = page(
      ld([
        {
          "@context": "https://schema.org",
          "@type": "Product",
          name: "Lot for sale in Jaro, Iloilo City",
          url: "/lots/7",
          offers: { "@type": "Offer", priceSpecification: { price: "1,500,000.00", priceCurrency: "PHP" } },
          additionalProperty: [{ "@type": "PropertyValue", name: "Lot area", value: 150, unitCode: "MTK" }],
        },
      ]),
    );
    expect(extractListings(html, "https://lots.example.test/lots/7").primary).toMatchObject({
      propertyType: "lot",
      priceCentavos: 150_000_000,
      lotAreaSqm: 150,
      url: "https://lots.example.test/lots/7",
    });
    const rent = page(
      ld({
        "@type": "RealEstateListing",
        name: "Condo for rent in Cebu IT Park",
        offers: { price: 25000, priceCurrency: "PHP", priceSpecification: { unitCode: "MON" } },
      }),
    );
    expect(extractListings(rent, URL_).primary).toMatchObject({ offerType: "rent", rentPeriod: "month" });
  });

  it("leaves out a price in another currency rather than guess a rate", () => {
    const html = page(
      ld({ "@type": "RealEstateListing", name: "Condo", offers: { price: 200000, priceCurrency: "USD" } }),
    );
    expect(extractListings(html, URL_).primary?.priceCentavos).toBeUndefined();
  });

  it("repairs JSON-LD with raw line breaks and trailing commas", () => {
    const broken = `<script type="application/ld+json">{"@type": "RealEstateListing", "name": "House
      for sale", "offers": {"price": "4500000", "priceCurrency": "PHP",},}</script>`;
    expect(extractListings(page(broken), URL_).primary).toMatchObject({ priceCentavos: 450_000_000 });
  });

  it("calls a results page with one result a results page", () => {
    const html = page(
      ld({
        "@type": "SearchResultsPage",
        mainEntity: {
          "@type": "ItemList",
          itemListElement: [
            { "@type": "ListItem", item: { "@type": "RealEstateListing", url: "https://x.test/p/1", name: "Lot" } },
          ],
        },
      }),
    );
    const { primary, items } = extractListings(html, "https://x.test/search?q=lot");
    expect(primary).toBeNull();
    expect(items).toHaveLength(1);
  });

  it("ignores Product and Place nodes that describe no property", () => {
    const html = page(
      ld([
        { "@type": "Place", name: "Our office" },
        { "@type": "Organization", name: "Realty Inc" },
      ]),
    );
    expect(extractListings(html, URL_)).toEqual({ primary: null, items: [] });
  });
});

describe("extractListings: pages without JSON-LD", () => {
  it("reads OpenGraph and prose: ₱12.5M, 2BR, 45 sqm", () => {
    const html = page(
      `<meta property="og:title" content="2BR condo in Cebu | Example"><meta property="og:site_name" content="Example">
       <meta property="og:image" content="https://img.example.test/a.jpg">`,
      "<main><h1>2BR condo in Cebu</h1><p>Price: ₱12.5M</p><p>Floor area of 45 sqm, 2 bedrooms, 1 bath.</p></main>",
    );
    expect(extractListings(html, URL_).primary).toMatchObject({
      title: "2BR condo in Cebu",
      priceCentavos: 1_250_000_000,
      floorAreaSqm: 45,
      bedrooms: 2,
      bathrooms: 1,
      propertyType: "condo",
      images: ["https://img.example.test/a.jpg"],
    });
  });

  it("reads a fact table whose labels and values sit in separate cells", () => {
    const html = page(
      "<title>Vacant lot, Sta. Barbara</title>",
      `<table><tr><th>Type</th><td>Vacant Lot</td></tr><tr><th>Lot Area (sq.m.)</th><td>1,250</td></tr>
       <tr><th>Selling Price</th><td>Php 3,125,000.00</td></tr><tr><th>City/Municipality</th><td>SANTA BARBARA</td></tr>
       <tr><th>Province</th><td>ILOILO</td></tr></table>`,
    );
    expect(extractListings(html, URL_).primary).toMatchObject({
      propertyType: "lot",
      lotAreaSqm: 1250,
      priceCentavos: 312_500_000,
      address: { city: "Santa Barbara", province: "Iloilo" },
    });
  });

  it("counts a studio as zero bedrooms and converts hectares", () => {
    const studio = page("<title>Studio for sale</title>", "<p>Studio unit, 24 sqm, PHP 2,900,000</p>");
    expect(extractListings(studio, URL_).primary).toMatchObject({ bedrooms: 0, priceCentavos: 290_000_000 });
    const farm = page("<title>Farm lot in Passi</title>", "<p>Land area: 2.5 hectares. Asking price P 5M.</p>");
    expect(extractListings(farm, URL_).primary).toMatchObject({ lotAreaSqm: 25_000, priceCentavos: 500_000_000 });
  });

  it("does not take an article that mentions a peso amount for a listing", () => {
    const html = page(
      "<title>How much are transfer taxes?</title>",
      "<article><h1>Transfer taxes explained</h1><p>Expect to pay around ₱25,000 in fees.</p></article>",
    );
    expect(extractListings(html, URL_)).toEqual({ primary: null, items: [] });
  });

  it("finds no listing on a page that states no price and no area", () => {
    const html = page("<title>About us</title>", "<main><h1>About our agency</h1><p>Since 1999.</p></main>");
    expect(extractListings(html, URL_)).toEqual({ primary: null, items: [] });
  });
});
