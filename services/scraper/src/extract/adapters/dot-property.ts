import type { Listing } from "@suri/contracts";
import type { CheerioAPI } from "cheerio";
import { regionOfCity } from "../places";
import { factLine, readCards, readDetail, type SiteAdapter, type SiteFacts, slug, text } from "./site-adapter";

const TYPE_PATHS: Record<string, string> = {
  condo: "condos",
  house_and_lot: "houses",
  townhouse: "townhouses",
  lot: "land",
  commercial: "commercial-properties",
};

/**
 * Dot Property Philippines (dotproperty.com.ph): listing pages under `/ads/<slug>_<id>` with the
 * price in `.price-title`, the location line in `.location`, facts in the `ul.key-featured` list
 * (`.title` / `.value`) and the project in `.project-name`; search pages
 * (`/condos-for-sale/metro-manila/makati`) list `.list-item` cards.
 */
export const dotProperty: SiteAdapter = {
  name: "Dot Property",
  matches: (host) => /(^|\.)dotproperty\.com\.ph$/.test(host),
  detail($: CheerioAPI): SiteFacts | null {
    const selectors = {
      rows: "ul.key-featured li",
      title: "h1.page-title, h1",
      price: ".price-title",
      location: ".location",
      description: "#description, .description",
      images: ".gallery-slider img",
      imageAttributes: ["data-src", "src"],
      latitude: "data-latitude",
      longitude: "data-longitude",
    };
    return readDetail($, selectors, (rows) => {
      const lines = rows.map((row) => factLine($(row).find(".title").text(), $(row).find(".value").text()));
      const project = text($, ".project-name");
      if (project) lines.push(factLine("Project", project));
      const posted = text($, ".date-posted, [data-posted]");
      if (posted) lines.push(factLine("Date posted", posted.replace(/^posted( on)?:?\s*/i, "")));
      return lines;
    });
  },
  cards($: CheerioAPI): SiteFacts[] {
    return readCards($, {
      card: ".list-item",
      link: 'a[href*="/ads/"]',
      title: ".name",
      price: ".price",
      location: ".location",
      figures: ".features li",
    });
  },
  searchUrl(listing: Listing) {
    const city = listing.address.city;
    const type = listing.propertyType && TYPE_PATHS[listing.propertyType];
    const region = listing.address.region ?? regionOfCity(city, listing.address.province);
    if (!city || !type || !region) return undefined;
    const terms = listing.offerType === "rent" ? "for-rent" : "for-sale";
    return `https://www.dotproperty.com.ph/${type}-${terms}/${slug(region)}/${slug(city.replace(/ City$/, ""))}`;
  },
};
