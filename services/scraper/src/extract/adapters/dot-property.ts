import type { Listing } from "@suri/contracts";
import type { CheerioAPI } from "cheerio";
import { regionOfCity } from "../places";
import { attr, cardLines, coordinates, factLine, type SiteAdapter, type SiteFacts, slug, text } from "./site-adapter";

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
    const rows = $("ul.key-featured li").toArray();
    const title = text($, "h1.page-title, h1");
    if (!rows.length || !title) return null;
    const lines = rows.map((row) => factLine($(row).find(".title").text(), $(row).find(".value").text()));
    const project = text($, ".project-name");
    if (project) lines.push(factLine("Project", project));
    const posted = text($, ".date-posted, [data-posted]");
    if (posted) lines.push(factLine("Date posted", posted.replace(/^posted( on)?:?\s*/i, "")));
    return {
      title,
      priceText: text($, ".price-title"),
      locationText: text($, ".location"),
      description: text($, "#description, .description"),
      lines,
      coordinates: coordinates(
        attr($, "[data-latitude]", "data-latitude"),
        attr($, "[data-longitude]", "data-longitude"),
      ),
      images: $(".gallery-slider img")
        .toArray()
        .map((img) => $(img).attr("data-src") ?? $(img).attr("src") ?? "")
        .filter(Boolean),
    };
  },
  cards($: CheerioAPI): SiteFacts[] {
    return $(".list-item")
      .toArray()
      .map((card) => {
        const node = $(card);
        return {
          url: node.find('a[href*="/ads/"]').first().attr("href"),
          title: node.find(".name").first().text().trim(),
          priceText: node.find(".price").first().text().trim(),
          locationText: node.find(".location").first().text().trim(),
          lines: cardLines(
            node
              .find(".features li")
              .toArray()
              .map((el) => $(el).text().trim()),
          ),
        };
      })
      .filter((facts) => facts.url);
  },
  searchUrl(listing: Listing) {
    const city = listing.address.city;
    const type = listing.propertyType && TYPE_PATHS[listing.propertyType];
    const region = listing.address.region ?? regionOfCity(city);
    if (!city || !type || !region) return undefined;
    const terms = listing.offerType === "rent" ? "for-rent" : "for-sale";
    return `https://www.dotproperty.com.ph/${type}-${terms}/${slug(region)}/${slug(city.replace(/ City$/, ""))}`;
  },
};
