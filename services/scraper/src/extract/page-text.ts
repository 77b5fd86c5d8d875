import { type CheerioAPI, load } from "cheerio";

export interface PageText {
  /** Visible text of the page's main content, one line per block element, in reading order. */
  lines: string[];
  /** `<meta>` values by property/name, lower-cased keys; repeated keys keep every value. */
  meta: Map<string, string[]>;
  title?: string;
  canonical?: string;
}

/** htmlparser2 instead of cheerio's default parse5: about eight times faster on big listing pages. */
export function parseHtml(html: string): CheerioAPI {
  return load(html, { xml: { xmlMode: false, decodeEntities: true } });
}

interface DomNode {
  type: string;
  name?: string;
  data?: string;
  children?: DomNode[];
}

/** Chrome around the content: menus, sidebars, forms, embeds. */
const SKIPPED = new Set(
  ["script", "style", "noscript", "template", "svg", "head", "nav", "aside", "form", "select", "button"].concat([
    "iframe",
    "canvas",
    "video",
    "audio",
    "dialog",
  ]),
);
/** Page-level header and footer are chrome; inside an article they hold the title and price. */
const CHROME_OUTSIDE_CONTENT = new Set(["header", "footer"]);
const CONTENT = new Set(["main", "article"]);
const INLINE = new Set(
  [
    "a",
    "span",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "small",
    "sup",
    "sub",
    "label",
    "abbr",
    "time",
    "mark",
    "bdi",
    "bdo",
  ].concat(["data", "font", "s", "del", "ins", "q", "cite", "code", "img"]),
);
/** Where the listing ends and the site's recommendations begin. */
const RECOMMENDATIONS =
  /^(similar (listings|properties|ads|homes)|related (listings|properties|ads|posts)|you (may|might) also like|other (listings|properties)|more (listings|properties)|recently viewed|nearby properties|featured (listings|properties))\b/i;

export function readPageText($: CheerioAPI): PageText {
  const lines: string[] = [];
  let current: string[] = [];
  const flush = () => {
    const line = current.join(" ").replace(/\s+/g, " ").trim();
    if (line) lines.push(line);
    current = [];
  };
  const walk = (node: DomNode, inContent: boolean): void => {
    if (node.type === "text") {
      if (node.data) current.push(node.data);
      return;
    }
    if (node.type !== "tag" && node.type !== "root") return;
    const name = node.name ?? "";
    if (SKIPPED.has(name) || (!inContent && CHROME_OUTSIDE_CONTENT.has(name))) return;
    if (name === "br") {
      flush();
      return;
    }
    const block = !INLINE.has(name);
    if (block) flush();
    for (const child of node.children ?? []) walk(child, inContent || CONTENT.has(name));
    if (block) flush();
  };
  for (const root of $("body").toArray()) walk(root as unknown as DomNode, false);
  flush();
  const end = lines.findIndex((line) => RECOMMENDATIONS.test(line));
  return {
    lines: end > 0 ? lines.slice(0, end) : lines,
    meta: readMeta($),
    title: $("title").first().text().trim() || undefined,
    canonical: $('link[rel="canonical"]').attr("href"),
  };
}

function readMeta($: CheerioAPI): Map<string, string[]> {
  const meta = new Map<string, string[]>();
  $("meta").each((_i, element) => {
    const key = ($(element).attr("property") ?? $(element).attr("name") ?? $(element).attr("itemprop"))?.toLowerCase();
    const content = $(element).attr("content")?.trim();
    if (!key || !content) return;
    meta.set(key, [...(meta.get(key) ?? []), content]);
  });
  return meta;
}

export function firstMeta(page: PageText, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = page.meta.get(key)?.[0];
    if (value) return value;
  }
  return undefined;
}
