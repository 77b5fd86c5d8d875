/**
 * A list page's cards are offered to the user only when their links pass the guard as a fetch would:
 * a host name that resolves to loopback, a private network or a metadata address is dropped, as is one
 * that does not resolve in time, though the name itself looks public.
 */
import type { LookupAddress } from "node:dns";
import { afterAll, describe, expect, it } from "vitest";
import { createPageFetcher, type PageFetcher } from "../fetch/index";
import { readListing } from "./read-listing";

/** DNS answers of our own: a name that looks public and points inside, names that point out, one that never answers. */
const DNS: Record<string, string[]> = {
  "cards.example.ph": ["93.184.215.14"],
  "rebind.example.ph": ["127.0.0.1"],
  "metadata.example.ph": ["169.254.169.254"],
  "mixed.example.ph": ["93.184.215.15", "10.0.0.7"],
};
const lookups: string[] = [];
const resolveAll = (hostname: string): Promise<LookupAddress[]> => {
  lookups.push(hostname);
  if (hostname === "silent.example.ph") return new Promise(() => {});
  const addresses = DNS[hostname];
  if (!addresses) return Promise.reject(Object.assign(new Error(`no address for ${hostname}`), { code: "ENOTFOUND" }));
  return Promise.resolve(addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 })));
};

const HOSTS = ["cards.example.ph", "rebind.example.ph", "metadata.example.ph", "mixed.example.ph", "silent.example.ph"];
/** A search page of ten priced cards, two on each host. */
const LIST_PAGE = `<html><body><main><h1>Condos for sale</h1><ul>${Array.from(
  { length: 10 },
  (_, index) =>
    `<li class="card"><a href="https://${HOSTS[index % HOSTS.length]}/listing/${index}"><h3>Condo ${index}</h3></a><span class="price">₱${5 + index},000,000</span></li>`,
).join("")}</ul></main></body></html>`;

const guarded = createPageFetcher({ allowHosts: [], resolveAll });
afterAll(() => guarded.close());
/** The real fetcher's guard, with the page served from memory. */
const fetcher: PageFetcher = {
  ...guarded,
  fetchPage: async (url) => ({ ok: true, finalUrl: url, status: 200, html: LIST_PAGE, contentType: "text/html" }),
};

describe("a list page's candidate links", () => {
  it("keep only the hosts that resolve to public addresses, each host looked up once", async () => {
    const outcome = await readListing(fetcher, "https://cards.example.ph/search?city=makati");
    expect(outcome).toMatchObject({ ok: false, reason: "list_page" });
    const candidates = !outcome.ok && outcome.reason === "list_page" ? (outcome.candidates ?? []) : [];
    expect(candidates.map((candidate) => new URL(candidate.url).hostname)).toEqual([
      "cards.example.ph",
      "cards.example.ph",
    ]);
    expect(lookups.filter((host) => host === "rebind.example.ph")).toHaveLength(1);
  });

  it("refuse a name resolving to loopback through the same check a fetch meets", async () => {
    expect(await guarded.allows("https://rebind.example.ph/listing/1")).toBe(false);
    expect(await guarded.allows("https://cards.example.ph/listing/1")).toBe(true);
    expect(await guarded.allows("http://127.0.0.1/listing/1")).toBe(false);
    const fetched = await guarded.fetchPage("https://rebind.example.ph/listing/1");
    expect(fetched).toMatchObject({ ok: false, reason: "forbidden_address" });
  });
});
