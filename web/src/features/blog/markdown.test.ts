import { describe, expect, it } from "vitest";
import { parseInline, parseMarkdown, safeHref } from "./markdown";

describe("blog markdown", () => {
  it("reads front matter, headings, paragraphs and lists", () => {
    const post = parseMarkdown(
      "---\ntitle: Hello\ntags: a, b\n---\n## Intro\nOne\ntwo.\n\n- first\n- **second**\n\n1. x\n2. y\n",
    );
    expect(post.meta).toEqual({ title: "Hello", tags: "a, b" });
    expect(post.blocks.map((b) => b.kind)).toEqual(["heading", "paragraph", "list", "list"]);
    expect(post.blocks[1]).toEqual({ kind: "paragraph", children: [{ kind: "text", text: "One two." }] });
    expect(post.blocks[2]).toMatchObject({ ordered: false, items: [[{ text: "first" }], [{ kind: "strong" }]] });
    expect(post.blocks[3]).toMatchObject({ ordered: true });
  });

  it("keeps raw HTML as text", () => {
    const post = parseMarkdown('<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">');
    expect(post.blocks).toEqual([
      { kind: "paragraph", children: [{ kind: "text", text: "<script>alert(1)</script>" }] },
      { kind: "paragraph", children: [{ kind: "text", text: '<img src=x onerror="alert(1)">' }] },
    ]);
  });

  it("follows only safe links", () => {
    expect(safeHref("/pricing")).toBe("/pricing");
    expect(safeHref("https://psa.gov.ph")).toBe("https://psa.gov.ph");
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref("//evil.example")).toBeNull();
    expect(parseInline("[x](javascript:void)")).toEqual([{ kind: "em", children: [{ kind: "text", text: "x" }] }]);
    expect(parseInline("see [pricing](/pricing)")).toEqual([
      { kind: "text", text: "see " },
      { kind: "link", href: "/pricing", children: [{ kind: "text", text: "pricing" }] },
    ]);
  });
});
