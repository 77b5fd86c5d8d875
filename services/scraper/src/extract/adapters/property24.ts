import type { Listing } from "@suri/contracts";
import type { CheerioAPI } from "cheerio";
import { attr, cardLines, coordinates, factLine, type SiteAdapter, type SiteFacts, slug, text } from "./site-adapter";

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
    const rows = $(".p24_keyFeatures li, .p24_propertyOverviewRow").toArray();
    const title = text($, ".p24_listingTitle, h1");
    if (!rows.length || !title) return null;
    const lines = rows.map((row) => {
      const node = $(row);
      const label = node.find(".p24_feature, .p24_propertyOverviewKey").text().replace(/:$/, "");
      return factLine(label, node.find(".p24_featureAmount, .p24_info").text());
    });
    return {
      title,
      priceText: text($, ".p24_price"),
      locationText: text($, ".p24_address"),
      description: text($, ".p24_description"),
      lines,
      coordinates: coordinates(attr($, "[data-lat]", "data-lat"), attr($, "[data-lng]", "data-lng")),
      images: $(".p24_galleryImage img")
        .toArray()
        .map((img) => $(img).attr("src") ?? "")
        .filter(Boolean),
    };
  },
  cards($: CheerioAPI): SiteFacts[] {
    return $(".p24_regularTile")
      .toArray()
      .map((card) => {
        const node = $(card);
        const figures = node
          .find(".p24_featureDetails, .p24_size")
          .toArray()
          .map((el) => `${$(el).text().trim()} ${$(el).attr("title") ?? ""}`.trim());
        return {
          url: node.find("a[href]").first().attr("href"),
          title: node.find(".p24_title").first().text().trim(),
          priceText: node.find(".p24_price").first().text().trim(),
          locationText: node.find(".p24_location").first().text().trim(),
          lines: cardLines(figures),
        };
      })
      .filter((facts) => facts.url);
  },
  searchUrl(listing: Listing) {
    const city = listing.address.city;
    const type = listing.propertyType && TYPE_PATHS[listing.propertyType];
    if (!city || !type) return undefined;
    const terms = listing.offerType === "rent" ? "to-rent" : "for-sale";
    return `https://www.property24.com.ph/${type}-${terms}/${slug(city.replace(/ City$/, ""))}`;
  },
};
