/**
 * A deliberately small Markdown reader for the blog's own posts: headings, paragraphs, lists, block
 * quotes, emphasis, inline code and links. It produces a tree of plain values that React renders as
 * text, so nothing in a post can become HTML: a `<script>` in a post is shown as the characters it is.
 */
export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong" | "em"; children: Inline[] }
  | { kind: "code"; text: string }
  | { kind: "link"; href: string; children: Inline[] };

export type Block =
  | { kind: "heading"; level: 2 | 3; children: Inline[] }
  | { kind: "paragraph"; children: Inline[] }
  | { kind: "list"; ordered: boolean; items: Inline[][] }
  | { kind: "quote"; children: Inline[] };

export interface Post {
  meta: Record<string, string>;
  blocks: Block[];
}

/** Only links a reader can safely follow: site-relative paths, http(s) and mailto. */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  if (/^\/(?!\/)/.test(trimmed)) return trimmed;
  if (/^(https?:\/\/|mailto:)/i.test(trimmed)) return trimmed;
  return null;
}

const inlinePattern = /(\*\*([^*]+)\*\*)|(\*([^*]+)\*)|(`([^`]+)`)|(\[([^\]]+)\]\(([^)\s]+)\))/;

export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  let rest = source;
  while (rest.length > 0) {
    const match = inlinePattern.exec(rest);
    if (!match) {
      out.push({ kind: "text", text: rest });
      break;
    }
    if (match.index > 0) out.push({ kind: "text", text: rest.slice(0, match.index) });
    if (match[2] !== undefined) out.push({ kind: "strong", children: parseInline(match[2]) });
    else if (match[4] !== undefined) out.push({ kind: "em", children: parseInline(match[4]) });
    else if (match[6] !== undefined) out.push({ kind: "code", text: match[6] });
    else if (match[8] !== undefined && match[9] !== undefined) {
      const href = safeHref(match[9]);
      const children = parseInline(match[8]);
      out.push(href ? { kind: "link", href, children } : { kind: "em", children });
    }
    rest = rest.slice(match.index + match[0].length);
  }
  return out;
}

/** Splits `---` front matter (key: value lines) from the body. */
function splitFrontMatter(source: string): { meta: Record<string, string>; body: string } {
  const text = source.replace(/\r\n?/g, "\n");
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!match) return { meta: {}, body: text };
  const meta: Record<string, string> = {};
  for (const line of (match[1] ?? "").split("\n")) {
    const at = line.indexOf(":");
    if (at > 0) meta[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return { meta, body: text.slice(match[0].length) };
}

export function parseMarkdown(source: string): Post {
  const { meta, body } = splitFrontMatter(source);
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: Inline[][] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: "paragraph", children: parseInline(paragraph.join(" ")) });
    paragraph = [];
    if (list) blocks.push({ kind: "list", ...list });
    list = null;
  };
  for (const raw of body.split("\n")) {
    const line = raw.trim();
    const heading = /^(#{2,3})\s+(.*)$/.exec(line);
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      blocks.push({ kind: "heading", level: heading[1] === "##" ? 2 : 3, children: parseInline(heading[2] ?? "") });
    } else if (line.startsWith(">")) {
      flush();
      blocks.push({ kind: "quote", children: parseInline(line.replace(/^>\s?/, "")) });
    } else if (bullet || numbered) {
      const ordered = !bullet;
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(parseInline((bullet ?? numbered)?.[1] ?? ""));
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return { meta, blocks };
}
