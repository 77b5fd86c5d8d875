import { readFileSync } from "node:fs";
import { clipText, ListingTextSchema, truncateText } from "@suri/contracts";
import { makeEvent } from "@suri/kit";
import { describe, expect, it } from "vitest";
import { outcomeEvent } from "../read-listing/outcome-event";
import { readPastedText } from "./read-text";

/**
 * Real posts with emoji, one with a flag, from ../shared/data/listing-texts/cebu_lamudi_descriptions.csv
 * (the seven of its 498 descriptions with the most emoji, and its one with a flag), as users paste them.
 */
const POSTS = (
  JSON.parse(
    readFileSync(new URL("../../test/fixtures/pasted-texts/lamudi-emoji-posts.json", import.meta.url), "utf8"),
  ) as {
    title: string;
    description: string;
  }[]
).map((p) => `${p.title}\n${p.description}`);

const JOB = "6f1c2a4e-8b3d-4c5e-9f7a-1b2c3d4e5f60";
const USER = "0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d";
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });
const boundaries = (text: string) => new Set([...graphemes.segment(text)].map((s) => s.index).concat(text.length));

/** Every string in `value` that holds half of a surrogate pair, with where it is. */
function broken(value: unknown, path = "$"): string[] {
  if (typeof value === "string")
    return LONE_SURROGATE.test(value) ? [`${path}: ${JSON.stringify(value.slice(-12))}`] : [];
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => broken(v, `${path}.${k}`));
  return [];
}

/**
 * What is broken in the reading of `pasted` (cleaned first, as the API does) and in the event that
 * would carry it: the reading's own snippets are checked, not only the event's last guard.
 */
function brokenIn(pasted: string): string[] {
  const text = ListingTextSchema.safeParse(pasted);
  if (!text.success) return [];
  const outcome = readPastedText(text.data);
  const event = outcomeEvent({ jobId: JOB, userId: USER }, outcome, { correlationId: "c" }, new Date(0));
  return [...broken(outcome, "reading"), ...broken(event, "event")];
}

describe("a cut never splits an emoji, a flag or an accented letter", () => {
  it("clipText ends on a grapheme boundary at every limit", () => {
    for (const post of [...POSTS, POSTS[0]?.normalize("NFD") ?? ""]) {
      const ends = boundaries(post);
      for (let max = 0; max <= Math.min(post.length, 400); max++) {
        const cut = clipText(post, max);
        expect(cut.length).toBeLessThanOrEqual(max);
        expect(post.startsWith(cut)).toBe(true);
        expect(ends.has(cut.length)).toBe(true);
      }
    }
  });

  it("a flag and a family emoji are kept whole or left out", () => {
    expect(clipText("PH 🇵🇭", 4)).toBe("PH ");
    expect(clipText("👨‍👩‍👧 home", 6)).toBe("");
    expect(clipText(`a${"\u0301".repeat(100)}`, 10)).toHaveLength(10);
    expect(clipText("Man\u0303ana", 3)).toBe("Ma");
    expect(truncateText(`Lahug 📍${"x".repeat(40)}`, 10)).toBe("Lahug […]");
  });
});

describe("real posts with emoji, read and written as events", () => {
  it("keep every quoted snippet whole, wherever the post's lines fall", () => {
    const problems: string[] = [];
    // Pasted as one paragraph (as a post copied from a feed often is), behind an opening of every
    // length from 0 to 210: each snippet's cut falls on every position of the text once, inside
    // every emoji it holds.
    for (const post of POSTS.map((p) => p.replace(/\s*\n\s*/g, " "))) {
      for (let pad = 0; pad <= 210; pad += 1) {
        problems.push(...brokenIn(`${"Selling po ".repeat(30).slice(0, pad)} ${post}`));
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it("cut at every position inside or beside an emoji, a flag or a combining mark", () => {
    const problems: string[] = [];
    for (const post of [...POSTS, ...POSTS.slice(0, 2).map((p) => p.normalize("NFD"))]) {
      for (let i = 1; i < post.length; i++) {
        if (post.charCodeAt(i - 1) < 0x2000 && post.charCodeAt(i) < 0x2000) continue;
        problems.push(...brokenIn(post.slice(0, i)));
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it("an event still refuses nothing: a lone half that slipped through becomes U+FFFD", () => {
    const event = makeEvent(
      "ListingExtractionFailed",
      { jobId: JOB, userId: USER, reason: "not_a_listing", message: "Lahug 📍".slice(0, -1) },
      { correlationId: "c" },
    );
    expect(broken(event)).toEqual([]);
  });
});
