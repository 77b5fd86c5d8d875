/**
 * A withheld verdict's reasons say what is wrong, never what to do about it: a relative reading a share
 * link cannot correct anything (the owner's next steps are the report's fix list). Reports stored before
 * that wording are read through a share link without their owner-only steps.
 */
import { type Listing, ListingSchema } from "@suri/contracts";
import { describe, expect, it } from "vitest";
import { buildReport } from "../valuation";
import { withoutOwnerSteps } from "./handlers";

const now = new Date("2026-11-21T08:00:00Z");
const condo = {
  sourceSite: "test",
  priceCentavos: 6_000_000_00,
  floorAreaSqm: 40,
  address: { city: "Mandaluyong" },
};
const build = (input: Partial<Listing>) =>
  buildReport(ListingSchema.parse({ ...condo, ...input }), { now, listingData: false });

describe("reasons a verdict is withheld", () => {
  it("name no step only the owner can take, in any part of a new report", () => {
    const reports = [
      build({ place: { from: "prose", confidence: 0.4, uncertain: true, conflicting: ["Binangonan"] } }),
      build({ propertyType: undefined }),
      build({ propertyType: "condo", priceCentavos: 90_000_000 }),
      build({ propertyType: "condo", priceCentavos: 90_000_000_000 }),
    ];
    for (const r of reports) {
      expect(r.priceFairness.reliable).toBe(false);
      expect(JSON.stringify(r)).not.toMatch(/What we read/);
    }
  });

  it("of a report stored before lose their owner-only steps when read through a share link", () => {
    const stored = {
      unreliableReasons: [
        'The asking price per sqm is 72% below the reference: more likely a different kind of property, a wrong area, a distressed sale or a listing error than a bargain. Check the floor or lot area and the property type under "What we read" and correct them if they are wrong',
        'The asking price per sqm is 219% above the reference: the listing may include more than the stated area or be a different kind of property. Check the area and the property type under "What we read"',
        'The page gives conflicting locations (the page also names Binangonan), so the market it is compared with may be the wrong one. Confirm or correct the city under "What we read" to get a verdict',
        'The property type is not stated clearly on the listing, so it may be compared with the wrong kind of property. Set the property type under "What we read" to get a verdict',
      ],
      analysis:
        '₱150,000/sqm against a reference of ₱120,000/sqm, but the comparison is unreliable: The property type is not stated clearly on the listing, so it may be compared with the wrong kind of property. Set the property type under "What we read" to get a verdict; Only 4 listings of this type in Mandaluyong to compare with: too few for a verdict.',
    };
    expect(withoutOwnerSteps(stored)).toEqual({
      unreliableReasons: [
        "The asking price per sqm is 72% below the reference: more likely a different kind of property, a wrong area, a distressed sale or a listing error than a bargain",
        "The asking price per sqm is 219% above the reference: the listing may include more than the stated area or be a different kind of property",
        "The page gives conflicting locations (the page also names Binangonan), so the market it is compared with may be the wrong one",
        "The property type is not stated clearly on the listing, so it may be compared with the wrong kind of property",
      ],
      analysis:
        "₱150,000/sqm against a reference of ₱120,000/sqm, but the comparison is unreliable: The property type is not stated clearly on the listing, so it may be compared with the wrong kind of property; Only 4 listings of this type in Mandaluyong to compare with: too few for a verdict.",
    });
  });
});
