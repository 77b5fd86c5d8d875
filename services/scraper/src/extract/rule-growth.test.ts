/**
 * Every extraction rule runs in time that grows with its input, not with its square: the public readers
 * (a pasted text, a fetched page's HTML and its structured data, so that every rule runs) are fed
 * hostile inputs of 3,000 and 12,000 characters, and the longer one may take at most ×8 the time of
 * the shorter (linear work shows ×4; one quadratic rule shows ×16, a cubic ×64).
 *
 * No wall-clock threshold: each size is timed as the fastest of several batches (a busy machine only
 * ever makes a batch slower), and a ratio past the limit is measured twice more before it counts.
 */
import { describe, expect, it } from "vitest";
import { listingFromText } from "./from-text";
import { extractListings } from "./index";

const SMALL = 3_000;
const LARGE = 4 * SMALL;
/** Linear work shows ×4 between the sizes; quadratic ×16. */
const GROWTH_MAX = 8;

const repeat = (unit: string, chars: number) => unit.repeat(Math.max(1, Math.floor(chars / unit.length)));

/** Hostile shapes of about `chars` characters: runs that make a careless rule try every start. */
const HOSTILE_SHAPES: Record<string, (chars: number) => string> = {
  letters: (n) => repeat("Ab", n),
  "letters after a town": (n) => `Condo in Makati ${repeat("Ab", n)}`,
  "digits and commas": (n) => repeat("1,", n),
  "digits and commas after a town": (n) => `Condo for sale in Makati ${repeat("1,", n)}`,
  "digit run": (n) => repeat("1", n),
  "digits with dots": (n) => repeat("12.34.", n),
  "digits with spaces": (n) => repeat("1 ", n),
  "lot area then digits": (n) => `Lot area: ${repeat("1", n)}`,
  "lot area then spaced digits": (n) => `Lot area: ${repeat("1 ", n)}`,
  "price label then commas": (n) => `Price: ${repeat("1,", n)}`,
  "sqm words": (n) => repeat("sqm ", n),
  areas: (n) => repeat("1 sqm ", n),
  "peso signs": (n) => repeat("₱", n),
  "spaced peso signs": (n) => repeat("₱ ", n),
  "amounts in millions": (n) => repeat("P1M ", n),
  "amounts in thousands": (n) => repeat("1k ", n),
  "prices per sqm": (n) => repeat("₱1 per ", n),
  "bedroom counts": (n) => repeat("1 bedroom ", n),
  "barangay marks": (n) => repeat("Brgy. ", n),
  "capitalised words": (n) => repeat("Ab Cd ", n),
  "capitalised words and commas": (n) => repeat("Ab, ", n),
  "offer words": (n) => repeat("condo for sale ", n),
  labels: (n) => repeat("a: ", n),
  "pasalo words": (n) => repeat("equity ", n),
  spaces: (n) => `Condo ${" ".repeat(n)}x`,
  tabs: (n) => `Condo ${"\t".repeat(n)}x`,
  newlines: (n) => `Condo\n${"\n".repeat(n)}x`,
  "spaces and newlines": (n) => repeat(" \n", n),
  emoji: (n) => repeat("🏠", n),
  dashes: (n) => repeat("-", n),
  slashes: (n) => repeat("/", n),
  brackets: (n) => repeat("(", n),
  "brackets then a price": (n) => `Condo ${repeat("(", n)} ₱5,000,000`,
  "dashes then a word": (n) => `Condo, pre-selling ${repeat("-", n)} unit`,
  "slashes then a word": (n) => `Condo ${repeat("/", n)}x`,
  "spaces then a price": (n) => `Condo for sale ${" ".repeat(n)}₱5,000,000`,
  "dollar then spaces": (n) => `$ ${" ".repeat(n)}₱1,000,000`,
};

/** The shape one amount or word to a line, as a post pasted from a chat would have it. */
const onLines = (text: string) => text.replace(/ /g, "\n");

const readers: Record<string, (input: string) => unknown> = {
  "pasted text": (input) => listingFromText(input, { source: "text", sourceSite: "pasted-text" }),
  "pasted text, one word a line": (input) =>
    listingFromText(onLines(input), { source: "text", sourceSite: "pasted-text" }),
  "web page": (input) =>
    extractListings(
      `<html><head><title>${input.slice(0, 200)}</title><meta name="description" content="${input.slice(0, 2_000).replace(/"/g, "")}"></head><body><h1>Condo for sale</h1><p>${input}</p><div class="price">${input}</div></body></html>`,
      "https://www.example.ph/listing/1",
    ),
  // Structured data and links keep their spaces and marks as written: no line folding protects them.
  "web page's structured data and links": (input) => {
    const value = JSON.stringify(input);
    const node = `{"@context":"https://schema.org","@type":"RealEstateListing","name":${value},"description":${value},"url":${JSON.stringify(`https://www.example.ph/${input}`)},"address":{"@type":"PostalAddress","streetAddress":${value},"addressLocality":${value},"addressRegion":${value}},"offers":{"@type":"Offer","price":${value},"priceCurrency":"PHP"},"floorSize":{"@type":"QuantitativeValue","value":${value},"unitText":${value}},"numberOfRooms":${value}}`;
    const href = encodeURI(input).slice(0, 50_000);
    return extractListings(
      `<html><head><script type="application/ld+json">${node}</script><link rel="canonical" href="https://www.example.ph/${href}"></head><body><main><a href="https://www.example.ph/${href}">${input.slice(0, 100)}</a></main></body></html>`,
      "https://www.example.ph/listing/1",
    );
  },
  "web page, one word a tag": (input) =>
    extractListings(
      `<html><body><main><ul>${input
        .split(" ")
        .map((word) => `<li><a href="/p/${word.length}">${word}</a></li>`)
        .join("")}</ul></main></body></html>`,
      "https://www.example.ph/listing/1",
    ),
};

/** The fastest of several batches, per reading; a batch lasts at least `batchMs` so the clock's grain does not matter. */
function timePerReading(read: () => void, batches = 4, batchMs = 20): number {
  read();
  let best = Number.POSITIVE_INFINITY;
  for (let batch = 0; batch < batches; batch += 1) {
    let runs = 0;
    const started = performance.now();
    let elapsed = 0;
    do {
      read();
      runs += 1;
      elapsed = performance.now() - started;
    } while (elapsed < batchMs);
    best = Math.min(best, elapsed / runs);
  }
  return best;
}

function growth(read: (input: string) => unknown, shape: (chars: number) => string): number {
  const small = shape(SMALL);
  const large = shape(LARGE);
  return timePerReading(() => read(large)) / timePerReading(() => read(small));
}

describe("every extraction rule grows linearly with its input", () => {
  for (const [readerName, read] of Object.entries(readers)) {
    it(`${readerName}: ×${LARGE / SMALL} the characters costs less than ×${GROWTH_MAX} the time`, () => {
      const tooSteep: string[] = [];
      for (const [shapeName, shape] of Object.entries(HOSTILE_SHAPES)) {
        let ratio = growth(read, shape);
        // A pause on a busy machine can land in one measurement: a steep ratio must show three times.
        for (let again = 0; again < 2 && ratio >= GROWTH_MAX; again += 1) ratio = Math.min(ratio, growth(read, shape));
        if (ratio >= GROWTH_MAX) tooSteep.push(`${shapeName}: ×${ratio.toFixed(1)}`);
      }
      expect(tooSteep).toEqual([]);
    }, 300_000);
  }
});
