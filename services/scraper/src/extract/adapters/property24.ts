import type { Listing } from "@suri/contracts";
import type { CheerioAPI } from "cheerio";
import { factLine, type PageNode, readCards, readDetail, type SiteAdapter, type SiteFacts, slug } from "./site-adapter";

const TYPE_PATHS: Record<string, string> = {
  condo: "condominiums",
  house_and_lot: "houses",
  townhouse: "townhouses",
  lot: "vacant-land",
  commercial: "commercial-property",
};

/**
 * Property24 Philippines (property24.com.ph), on the Property24 platform's `p24_` markup: the
 * price in `.p24_price`, the address in `.p24_address`, key features as `.p24_feature` /
 * `.p24_featureAmount` pairs, sizes in `.p24_size`; result tiles are `.p24_regularTile`.
 */
export const property24: SiteAdapter = {
  name: "Property24",
  matches: (host) => /(^|\.)property24\.com\.ph$/.test(host),
  detail($: CheerioAPI): SiteFacts | null {
    const selectors = {
      rows: ".p24_keyFeatures li, .p24_propertyOverviewRow",
      title: ".p24_listingTitle, h1",
      price: ".p24_price",
      location: ".p24_address",
      description: ".p24_description",
      images: ".p24_galleryImage img",
      imageAttributes: ["src"],
      latitude: "data-lat",
      longitude: "data-lng",
    };
    return readDetail($, selectors, (rows) =>
      rows.map((row) => {
        const node = $(row);
        const label = node.find(".p24_feature, .p24_propertyOverviewKey").text().replace(/:$/, "");
        return factLine(label, node.find(".p24_featureAmount, .p24_info").text());
      }),
    );
  },
  cards($: CheerioAPI): SiteFacts[] {
    // A size tile prints its figure and names its unit in the title attribute.
    const figure = (element: PageNode) => `${$(element).text().trim()} ${$(element).attr("title") ?? ""}`.trim();
    const selectors = {
      card: ".p24_regularTile",
      link: "a[href]",
      title: ".p24_title",
      price: ".p24_price",
      location: ".p24_location",
      figures: ".p24_featureDetails, .p24_size",
    };
    return readCards($, selectors, figure);
  },
  searchUrl(listing: Listing) {
    const city = listing.address.city;
    const type = listing.propertyType && TYPE_PATHS[listing.propertyType];
    if (!city || !type) return undefined;
    const terms = listing.offerType === "rent" ? "to-rent" : "for-sale";
    return `https://www.property24.com.ph/${type}-${terms}/${slug(city.replace(/ City$/, ""))}`;
  },
};
