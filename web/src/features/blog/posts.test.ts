import { describe, expect, it } from "vitest";
import { blogPostQueryOptions, loadPosts, postIds } from "./posts";

describe("blog posts", () => {
  it("has the four posts of SPEC §2, each in English and Tagalog with the same shape", async () => {
    expect(postIds()).toHaveLength(4);
    const [en, tl] = await Promise.all([loadPosts("en"), loadPosts("tl")]);
    expect(tl.map((p) => p.id)).toEqual(en.map((p) => p.id));
    for (const [i, post] of en.entries()) {
      const other = tl[i];
      expect(post.title && post.summary && post.category && post.author, post.id).toBeTruthy();
      expect(other?.title, post.id).not.toBe(post.title);
      expect(other?.date, post.id).toBe(post.date);
      expect(other?.readMinutes, post.id).toBe(post.readMinutes);
      expect(other?.tags.length, post.id).toBe(post.tags.length);
      expect(
        other?.blocks.map((b) => b.kind),
        post.id,
      ).toEqual(post.blocks.map((b) => b.kind));
    }
  });

  it("answers null for an unknown id", async () => {
    const options = blogPostQueryOptions("no-such-post", "en");
    expect(await options.queryFn?.({} as never)).toBeNull();
  });
});
