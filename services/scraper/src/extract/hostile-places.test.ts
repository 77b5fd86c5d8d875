/**
 * The barangay finder on hostile pastes: a town's name, then a long run of letters, read to the end with no
 * barangay made up from it. (It once backtracked: 2,000 characters took 82 s, blocking the server; the
 * timings are printed by `npm run bench --workspace @suri/scraper`, not asserted here.)
 */
import { describe, expect, it } from "vitest";
import { listingFromText } from "./from-text";

const read = (text: string) => listingFromText(text, { source: "text", sourceSite: "pasted-text" });

describe("a paste built to make the place reader backtrack", () => {
  it.each([
    ["letters after the town", `Condo in Makati\n${"Ab".repeat(9_990)}`],
    ["letter runs each before the town", `Condo in Makati\n${`${"Ab".repeat(30)}, Makati `.repeat(280)}`],
    ["a barangay mark and letters", `House in Cebu City Brgy. ${"Ab".repeat(9_000)}`],
  ])("%s: read whole, the town kept, no barangay invented", (_, text) => {
    const listing = read(text);
    expect(listing?.address.barangay).toBeUndefined();
    expect(listing?.address.city).toMatch(/Makati|Cebu City/);
  });

  it("still reads the barangay written before its town", () => {
    expect(read("Condo for sale\nLahug, Cebu City\n2BR 60 sqm, ₱6,500,000")?.address).toMatchObject({
      barangay: "Lahug",
      city: "Cebu City",
    });
  });
});
