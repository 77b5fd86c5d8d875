import type { Listing } from "@suri/contracts";
import type { CheerioAPI } from "cheerio";
import { METRO_MANILA } from "../gazetteer";
import { isMetroManilaCity } from "../places";
import { coordinates, factLine, readCards, readDetail, type SiteAdapter, type SiteFacts, slug } from "./site-adapter";

const TYPE_PATHS: Record<string, string> = {
  condo: "condominium",
  house_and_lot: "house",
  townhouse: "house",
  lot: "land",
  commercial: "commercial",
};

/** "{"latitude":10.72,"longitude":122.57,"exactLocation":false}" on a result card. */
function hoverCoordinates(raw: string | undefined) {
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as { latitude?: unknown; longitude?: unknown };
    return coordinates(parsed.latitude, parsed.longitude);
  } catch {
    return undefined;
  }
}

/**
 * Lamudi Philippines (lamudi.com.ph). Result cards are `.snippet` blocks (title, location, price,
 * `.property__number` figures, map coordinates in `data-serp-map-hover-listing`), as on the real
 * search page in the fixtures. Listing pages put the facts in `.details-item` rows and the
 * position on the map element's `data-lat`/`data-lng`.
 */
export const lamudi: SiteAdapter = {
  name: "Lamudi",
  matches: (host) => /(^|\.)lamudi\.com\.ph$/.test(host),
  detail($: CheerioAPI): SiteFacts | null {
    const selectors = {
      rows: ".details-item",
      title: "h1.main-title__title, h1",
      price: '[data-test="price"], .prices-and-fees__price',
      location: '[data-test="address"], .main-title__address',
      description: '[data-test="description"], .description__body',
      images: ".gallery img, .swiper-slide img",
      imageAttributes: ["src"],
      latitude: "data-lat",
      longitude: "data-lng",
    };
    return readDetail($, selectors, (rows) => {
      const lines = rows.map((row) =>
        factLine($(row).find(".details-item-title").text(), $(row).find(".details-item-value").text()),
      );
      $(".amenities__item, .facilities-item").each((_i, el) => {
        lines.push($(el).text().replace(/\s+/g, " ").trim());
      });
      return lines;
    });
  },
  cards($: CheerioAPI): SiteFacts[] {
    const selectors = {
      card: ".snippet",
      link: 'a[href*="/property/"]',
      title: ".snippet__content__title",
      price: ".snippet__content__price",
      location: ".snippet__content__location",
      figures: ".property__number",
    };
    return readCards($, selectors, undefined, (card) => ({
      coordinates: hoverCoordinates($(card).attr("data-serp-map-hover-listing")),
    }));
  },
  searchUrl(listing: Listing) {
    const city = listing.address.city;
    const type = listing.propertyType && TYPE_PATHS[listing.propertyType];
    // A Metro Manila city's name with another province beside it is that province's town ("San Juan, Batangas").
    const stated = listing.address.province;
    const province =
      isMetroManilaCity(city) && (!stated || stated === METRO_MANILA) ? "metro-manila" : stated && slug(stated);
    if (!city || !type || !province) return undefined;
    const cityPath = slug(city.replace(/ City$/, ""));
    return `https://www.lamudi.com.ph/${listing.offerType === "rent" ? "rent" : "buy"}/${province}/${cityPath}/${type}/`;
  },
};
