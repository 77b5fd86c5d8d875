import { createUrlChecker } from "@suri/netguard";
import { describe, expect, it } from "vitest";
import type { PageFetcher } from "../fetch";
import { readListing } from "./read-listing";

/** A fetcher that answers every link with one page, behind the production URL guard (no allowlist). */
const guard = createUrlChecker({ allowHosts: [] });
const serving = (html: string): PageFetcher =>
  ({
    fetchPage: async (url: string) => ({ ok: true, status: 200, finalUrl: url, html, contentType: "text/html" }),
    allows: (url: string) => guard(url).ok,
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

  it("offers a list page's cards only when their links pass the URL guard", async () => {
    const links = [
      "https://www.bank.example.ph/foreclosed/house-1",
      "http://127.0.0.1:8080/admin",
      "http://169.254.169.254/latest/meta-data/iam/security-credentials/",
      "http://localhost:3000/api/user",
      "http://[::1]/",
      "http://metadata.google.internal/computeMetadata/v1/",
      "https://www.bank.example.ph/foreclosed/house-2",
    ];
    const html = `<!doctype html><html><head><title>Foreclosed properties</title>
<script type="application/ld+json">${JSON.stringify({
      "@context": "https://schema.org",
      "@type": "ItemList",
      itemListElement: links.map((url, index) => ({
        "@type": "ListItem",
        position: index + 1,
        item: {
          "@type": "RealEstateListing",
          name: `House and lot in Binangonan, Rizal #${index + 1}`,
          url,
          offers: { "@type": "Offer", price: 2_000_000 + index * 100_000, priceCurrency: "PHP" },
        },
      })),
    })}</script></head><body><h1>Foreclosed properties</h1></body></html>`;
    const outcome = await readListing(serving(html), "https://www.bank.example.ph/foreclosed");
    expect(outcome).toMatchObject({ ok: false, reason: "list_page" });
    if (outcome.ok || outcome.reason !== "list_page") return;
    expect(outcome.candidates?.map((c) => c.url)).toEqual([links[0], links[6]]);
  });
});
