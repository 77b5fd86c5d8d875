import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
export const MAKATI_CONDO_HTML = readFileSync(path.join(here, "../fixtures/makati-condo.html"), "utf8");
const corpus = (name: string) =>
  readFileSync(path.join(here, "../../services/scraper/test/fixtures/corpus", name), "utf8");
/** A real Lamudi search page (30 apartment cards), its absolute links pointed at `origin` (the portal played locally). */
const lamudiSearchPage = (origin: string) =>
  readFileSync("/work/shared/fixtures/real-dev/pages/lamudi-apartment-buy-search.html", "utf8")
    .replaceAll("https://www.lamudi.com.ph/", `${origin}/lamudi/`)
    .replaceAll("https:\\/\\/www.lamudi.com.ph\\/", `${origin.replaceAll("/", "\\/")}\\/lamudi\\/`);
/** A bank's list of foreclosed properties (eight priced cards) and one of its detail pages. */
const BANK_LIST_HTML = corpus("metrobank-list.html");
const BANK_DETAIL_HTML = corpus("metrobank-detail-binangonan.html");

const LOGIN_WALL_HTML = `<!doctype html><html><head><title>Log in</title></head><body>
<h1>Log in to continue</h1><p>You must be logged in to see this listing.</p>
<form action="/session" method="post"><input name="email"><input name="pass" type="password"><button>Log in</button></form>
</body></html>`;
const CAPTCHA_HTML = `<!doctype html><html><head><title>Just a moment...</title></head><body>
<h1>Please verify you are human</h1><div class="g-recaptcha" data-sitekey="x"></div>
<script>window._cf_chl_opt={cvId:'3'};</script></body></html>`;

const rssItem = (title: string, day: number, summary: string) => `<item><title>${title}</title>
<link>https://www.bworldonline.com/property/2026/11/${day}/${day}01/</link>
<pubDate>${new Date(Date.UTC(2026, 10, day, 1)).toUTCString()}</pubDate><description>${summary}</description></item>`;
/** A property news feed in the shape of BusinessWorld's WordPress feed. */
const PROPERTY_RSS = `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel>
<title>Property Archives - BusinessWorld Online</title>
${rssItem("Condo prices rise in Cebu as demand grows", 20, "Developers report strong take-up.")}
${rssItem("Office vacancy climbs in Metro Manila", 19, "Oversupply weighs on leasing.")}
${rssItem("Developer launches township in Iloilo", 18, "The project opens next year; delays elsewhere noted.")}
${rssItem("Older item", 2, "Old news.")}
</channel></rss>`;

/**
 * An attacker's page: 40 made-up Makati condos as a schema.org ItemList, priced at half the market and
 * claiming to be Lamudi listings. Refused as a list; before the fix, every card became a comparable.
 */
const FAKE_MAKATI_LIST_HTML = `<!doctype html><html><head><title>Makati condos</title>
<script type="application/ld+json">${JSON.stringify({
  "@context": "https://schema.org",
  "@type": "ItemList",
  itemListElement: Array.from({ length: 40 }, (_, index) => ({
    "@type": "ListItem",
    position: index + 1,
    item: {
      "@type": "RealEstateListing",
      name: `2BR Condo for Sale in Salcedo Village, Makati #${index + 1}`,
      url: `https://www.lamudi.com.ph/property/fake-makati-${index + 1}`,
      floorSize: { "@type": "QuantitativeValue", value: 64, unitCode: "MTK" },
      address: { "@type": "PostalAddress", addressLocality: "Makati", addressRegion: "Metro Manila" },
      offers: { "@type": "Offer", price: 4_500_000, priceCurrency: "PHP" },
    },
  })),
})}</script></head><body><h1>Makati condos</h1></body></html>`;

/** The Makati listing with a 2 MB description: its event would be twice NATS's 1 MiB max_payload. */
const OVERSIZE_LISTING_HTML = MAKATI_CONDO_HTML.replace(
  '"description": "Fully furnished',
  `"description": "${"Spacious corner unit with a view of the Makati skyline. ".repeat(36_000)}Fully furnished`,
);

/** The Makati listing naming a 300 kB link as its own: a listing that cannot fit in any event. */
const OVERSIZE_URL_HTML = MAKATI_CONDO_HTML.replace(
  '"url": "/property/makati-2br-salcedo"',
  `"url": "/property/makati-2br-salcedo?ref=${"x".repeat(300_000)}"`,
);

/**
 * A local stand-in for a listing portal: a real listing page, a slow page, a redirect to a
 * private address, an oversized page, a blocked page and a page that is not a listing.
 * `beforeSend`: a listing page is sent once the promise it returns for the page's URL settles.
 */
export async function startListingServer(
  opts: { slowMs?: number; beforeSend?: (url: string) => Promise<void> | undefined } = {},
) {
  const server: Server = createServer((req, res) => {
    const url = req.url ?? "/";
    if (url.startsWith("/property/makati-2br")) {
      const send = () => res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(MAKATI_CONDO_HTML);
      const held = opts.beforeSend?.(url);
      if (held) void held.then(send);
      else if (opts.slowMs) setTimeout(send, opts.slowMs);
      else send();
      return;
    }
    if (url === "/property/oversize-description")
      return void res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(OVERSIZE_LISTING_HTML);
    if (url === "/property/oversize-url")
      return void res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(OVERSIZE_URL_HTML);
    if (url === "/fake-makati-list")
      return void res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(FAKE_MAKATI_LIST_HTML);
    if (url === "/lamudi/apartment/buy/")
      return void res
        .writeHead(200, { "content-type": "text/html; charset=utf-8" })
        .end(lamudiSearchPage(`http://${req.headers.host}`));
    if (url === "/properties-for-sale")
      return void res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(BANK_LIST_HTML);
    if (url === "/properties-for-sale/details/res-2026-0412")
      return void res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(BANK_DETAIL_HTML);
    if (url === "/redirect-private")
      return void res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end();
    if (url === "/redirect-loopback") return void res.writeHead(302, { location: "http://127.0.0.1:9/" }).end();
    if (url === "/huge") {
      res.writeHead(200, { "content-type": "text/html" });
      const chunk = Buffer.alloc(64 * 1024, "a");
      let sent = 0;
      const pump = () => {
        while (sent < 12 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
        res.end();
      };
      res.on("error", () => {});
      return pump();
    }
    if (url === "/blocked")
      return void res.writeHead(403, { "content-type": "text/html" }).end("<h1>Access denied</h1>");
    if (url === "/rate-limited")
      return void res
        .writeHead(429, { "content-type": "text/html", "retry-after": "60" })
        .end("<h1>Too many requests</h1>");
    if (url === "/login-wall") return void res.writeHead(200, { "content-type": "text/html" }).end(LOGIN_WALL_HTML);
    if (url === "/captcha") return void res.writeHead(200, { "content-type": "text/html" }).end(CAPTCHA_HTML);
    if (url === "/feeds/property.xml")
      return void res.writeHead(200, { "content-type": "application/rss+xml" }).end(PROPERTY_RSS);
    if (url === "/about")
      return void res
        .writeHead(200, { "content-type": "text/html" })
        .end("<html><body><h1>About us</h1><p>We are a team.</p></body></html>");
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    url: (p: string) => `http://127.0.0.1:${port}${p}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
