/**
 * The upload path's layout clean-up on real OCR output: each fixture is the product's tesseract.js reading
 * (lines, words, symbols with their boxes) of a phone screenshot of a real post, from tests/accuracy/screenshots.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { listingFromText } from "../extract/from-text";
import { type OcrPage, rawTextOfPage, textOfPage } from "./ocr-layout";

const page = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../test/fixtures/ocr-pages/${name}.json`, import.meta.url), "utf8")) as OcrPage;
const lines = (text: string) => text.split("\n");
const fromOcr = (text: string) => listingFromText(text, { source: "ocr", sourceSite: "upload" });

describe("emoji bullets in a screenshot", () => {
  const screen = page("emoji-bullets");

  it("come out of tesseract as junk glued to the figures beside them", () => {
    const raw = lines(rawTextOfPage(screen));
    expect(raw).toContain("[743 Bedrooms with own En-suite Bathrooms");
    expect(raw).toContain("[741 Maid's/Storage Room");
  });

  it("are dropped, and the figures after them kept", () => {
    const text = lines(textOfPage(screen));
    expect(text).toContain("3 Bedrooms with own En-suite Bathrooms (Master's have walk-in closet)");
    expect(text).toContain("1 Maid's/Storage Room");
    expect(text).toContain("Lot Area: 150 sqm");
    expect(text).toContain("Floor Area: 238 sqm");
    expect(text).toContain("Lounge area");
    expect(text.filter((line) => /^[[{]/.test(line))).toEqual([]);
  });

  it("no longer cost the bedrooms", () => {
    expect(fromOcr(rawTextOfPage(screen))?.bedrooms).not.toBe(3);
    expect(fromOcr(textOfPage(screen))).toMatchObject({ bedrooms: 3, lotAreaSqm: 150, floorAreaSqm: 238 });
  });
});

describe("a peso sign tesseract merged with the figure's first digit", () => {
  it("is one digit box as wide as two: read as the peso sign and that digit, not as a picture", () => {
    const card = textOfPage(page("peso-merged-card"));
    expect(card).toContain("Total Selling Price: ₱204,820,000 (NET)");
    expect(fromOcr(card)?.priceCentavos).toBe(20_482_000_000);
    const wrapped = textOfPage(page("peso-merged-wrapped"));
    expect(wrapped).toContain("For Sale: ₱8.5m Buyer to shoulder the taxes");
    expect(fromOcr(wrapped)?.priceCentavos).toBe(850_000_000);
  });
});

describe("lines the phone wrapped", () => {
  it("are joined again, so a wrapped 'Eastwood / City' is a place and not a label", () => {
    const screen = page("wrapped-post");
    expect(lines(rawTextOfPage(screen))).toContain("City");
    const text = lines(textOfPage(screen));
    expect(text).toContain("Located in Eastwood Legrand Tower 1, Eastwood City");
    expect(text).toContain("Living and dining areas with sofa, TV, dining table with chairs, AC");
    // Lines the seller ended early stay as they are.
    expect(text).toContain("Fully furnished 40sgm one bedroom condo");
    expect(text).toContain("Bedroom with big bed, built-in cabinet, and AC");
    expect(fromOcr(rawTextOfPage(screen))?.address.city).not.toBe("Quezon City");
    expect(fromOcr(textOfPage(screen))?.address).toMatchObject({ city: "Quezon City" });
  });

  it("join a wrapped heading ('MAKATI / CITY') and keep the next heading apart", () => {
    const text = lines(textOfPage(page("wrapped-title")));
    expect(text).toContain("PLACE, SALCEDO VILLAGE, MAKATI CITY");
    expect(text).toContain("Description");
    expect(fromOcr(textOfPage(page("wrapped-title")))?.address.city).toBe("Makati");
  });

  it("join a word broken at its hyphen without a space, and keep a seller's list items apart", () => {
    const text = lines(textOfPage(page("hyphen-wrap")));
    expect(text).toContain("- CCLEX Bridge (3rd Mactan Bridge: Linking Lapu-Lapu City and South Cebu City)");
    expect(text).toContain("- Along the major highway: Cebu South Coastal Road");
    expect(text).toContain("- Entertainment and Commercial Center of the region.");
    expect(text).toContain("- Gross Area: 26 ha.");
  });
});

describe("characters OCR confuses, from real screenshots' OCR", () => {
  it("reads the peso sign tesseract does not know ('£#10.8M')", () => {
    const listing = fromOcr(
      "House For Sale in Lahug\nSitting on a 66 sqm lot with a 114 sqm floor area\nSelling Price: £#10.8M",
    );
    expect(listing?.priceCentavos).toBe(1_080_000_000);
  });

  it("reads 'sqm' misread as SgM, sgqm, SaM and sg.m, also where a card's fields ran together", () => {
    const card = fromOcr(
      "Condo for sale\nCebu City, Cebu IT Park, Calyx CentreBedroom: 2Bathroom: 2Floor Area: 105 SgMFurnishing: Fully Furnished",
    );
    expect(card?.floorAreaSqm).toBe(105);
    expect(
      fromOcr("Townhouse for sale\nBanawa, Cebu CityBedroom: 2Floor Area: 43 sgqmSale: Php 8M")?.floorAreaSqm,
    ).toBe(43);
    expect(
      fromOcr("Townhouse for sale\nSelling Price: Php 4,950,000.00\nGROUND FLOOR AREA: 31.8 SaM")?.floorAreaSqm,
    ).toBe(31.8);
    const rate = fromOcr(
      "Commercial lot for sale\nLot Area: 2,266 sq.m\nInvestment Value: Php 312,000/sg.m or Php 706,992,000",
    );
    expect(rate?.priceCentavos).not.toBe(31_200_000);
  });

  it("leaves a name after a number alone", () => {
    expect(fromOcr("Condo for sale, Php 4,500,000\nCall 0917 Sam for viewing")?.floorAreaSqm).toBeUndefined();
  });
});

describe("a screenshot's title", () => {
  it("is the opening line that offers the property, not the poster's name above it", () => {
    // A phone screenshot's OCR after the layout clean-up: the app's bars, the poster, then the post.
    const text = [
      "9:41 all",
      "< Posts",
      "Property Seller",
      "2d - Public",
      "Office Space for rent in IBM Plaza Eastwood City Libis Bagumbayan Quezon City",
      "Office space 100sgm in IBM Plaza, Eastwood City",
      "IBM Plaza Is A 30-storey Commercial Tower For Offices And Headquarters.",
    ].join("\n");
    expect(fromOcr(text)).toMatchObject({
      title: "Office Space for rent in IBM Plaza Eastwood City Libis Bagumbayan Quezon City",
      offerType: "rent",
      floorAreaSqm: 100,
    });
  });
});
