import { type CheerioAPI, load } from "cheerio";
import { CONTENT_TAGS, type DomNode, isChromeElement, RECOMMENDATIONS } from "./page-regions";

export interface PageText {
  /** Visible text of the page's main content, one line per block element, in reading order. */
  lines: string[];
  /** `<meta>` values by property/name, lower-cased keys; repeated keys keep every value. */
  meta: Map<string, string[]>;
  title?: string;
  canonical?: string;
  /** The page's breadcrumb trail, outermost first ("Home", "Rizal", "Binangonan"). */
  crumbs: string[];
}

/** htmlparser2 instead of cheerio's default parse5: about eight times faster on big listing pages. */
export function parseHtml(html: string): CheerioAPI {
  const $ = load(html, { xml: { xmlMode: false, decodeEntities: true } });
  flattenBelow($, NESTING_MAX);
  return $;
}

/** Deeper than any real page (portals nest a few dozen tags); past it, structure means nothing. */
const NESTING_MAX = 128;

type Node = { type: string; data?: string; children?: Node[] };

/**
 * An element nested deeper than `depth` keeps its words, one paragraph per text, and loses its tags: every walk over the page
 * then stays shallow (20,000 nested <div>s once overflowed the stack, and a search for a price's card
 * over them took minutes). Walked with a stack of its own, never by recursion.
 */
function flattenBelow($: CheerioAPI, depth: number) {
  const stack: [Node, number][] = [[$.root()[0] as unknown as Node, 0]];
  while (stack.length) {
    const [node, level] = stack.pop()!;
    if (!node.children?.length) continue;
    if (level < depth) {
      for (const child of node.children) stack.push([child, level + 1]);
      continue;
    }
    const lines = wordsUnder(node).map((words) => $("<p>").text(words));
    $(node as never)
      .empty()
      .append(lines as never);
  }
}

/** The texts under `root`, in page order, one per text node. */
function wordsUnder(root: Node): string[] {
  const words: string[] = [];
  const stack: Node[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === "text" && node.data?.trim()) words.push(node.data);
    else if (node.type === "tag" && node.children)
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  return words;
}

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
    if (node.type === "tag" && isChromeElement(node, inContent)) return;
    if (name === "br") {
      flush();
      return;
    }
    const block = !INLINE.has(name);
    if (block) flush();
    for (const child of node.children ?? []) walk(child, inContent || CONTENT_TAGS.has(name));
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
    crumbs: readCrumbs($),
  };
}

const CRUMB_SEPARATORS = /\s*(?:»|›|>|\/|\||→|·)\s*/;

/** The first breadcrumb trail's pieces: every text inside it, split at the separators. */
function readCrumbs($: CheerioAPI): string[] {
  const trail = $('[class*="breadcrumb"], [id*="breadcrumb"], [aria-label*="readcrumb"], .crumbs').first();
  if (!trail.length) return [];
  const pieces: string[] = [];
  const collect = (node: DomNode) => {
    // Spaces folded first: a separator's spaces cannot then be tried again from every start of a long run.
    if (node.type === "text" && node.data) pieces.push(...node.data.replace(/\s+/g, " ").split(CRUMB_SEPARATORS));
    for (const child of node.children ?? []) collect(child);
  };
  collect(trail.get(0) as unknown as DomNode);
  return pieces
    .map((piece) => piece.replace(/\s+/g, " ").trim())
    .filter((piece) => piece.length > 1 && piece.length <= 80);
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
