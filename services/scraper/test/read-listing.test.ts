import { describe, expect, it } from "vitest";
import type { PageFetcher } from "../src/fetch";
import { readListing } from "../src/read-listing/read-listing";

/** A fetcher that answers every link with one page. */
const serving = (html: string): PageFetcher =>
  ({
    fetchPage: async (url: string) => ({ ok: true, status: 200, finalUrl: url, html, contentType: "text/html" }),
  }) as unknown as PageFetcher;

const page = (listing: Record<string, unknown>) => `<!doctype html><html><head>
<title>${listing.name}</title>
<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", ...listing })}</script>
</head><body><h1>${listing.name}</h1><p>Contact the agent for a viewing.</p></body></html>`;

describe("reading a listing page", () => {
  it("asks for the area of a listing that states only its price, with what was read", async () => {
    const html = page({
      "@type": "RealEstateListing",
      name: "House and lot for sale in Cebu City",
      offers: { "@type": "Offer", price: 8_500_000, priceCurrency: "PHP" },
    });
    const outcome = await readListing(serving(html), "https://example.ph/listing/1");
    expect(outcome).toMatchObject({ ok: false, reason: "incomplete", missing: ["area"] });
    if (outcome.ok || outcome.reason !== "incomplete") return;
    expect(outcome.listing.priceCentavos).toBe(850_000_000);
  });

  it("still calls a page with neither a price nor an area no listing", async () => {
    const html = "<!doctype html><html><body><h1>About us</h1><p>We are a team.</p></body></html>";
    expect(await readListing(serving(html), "https://example.ph/about")).toMatchObject({
      ok: false,
      reason: "not_a_listing",
    });
  });
});
