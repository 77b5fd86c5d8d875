import { clipText } from "@suri/contracts";
/**
 * Tells a page that lists many properties (search results, a bank's foreclosed-property list, a
 * category archive) from a page about one. A report built from a list mixes the fields of
 * different cards, so a list is refused and its cards' links are offered instead.
 *
 * Signals: a schema.org ItemList of listings; repeated cards (sibling elements of one shape, each
 * with its own price and its own link); pagination; a result count ("Showing 1–6 of 148 results").
 * Cards under a "Similar listings" heading, in sidebars, menus, filters or footers do not count:
 * a detail page has those too.
 */
import type { CheerioAPI } from "cheerio";
import { absoluteUrl, cleanText } from "./listing-draft";
import { CONTENT_TAGS, type DomNode, isChromeElement, RECOMMENDATIONS } from "./page-regions";
import { findPesoAmounts } from "./quantities";

export interface ListCandidate {
  url: string;
  title?: string;
  /** Asking price as the card states it, integer centavos. */
  priceCentavos?: number;
  floorAreaSqm?: number;
  lotAreaSqm?: number;
  bedrooms?: number;
  place?: string;
}

export interface ListPageVerdict {
  /** How many properties the page says it lists (its result count), else how many cards it shows. */
  count: number;
  /** The cards' own links, in page order, at most CANDIDATES_MAX. */
  candidates: ListCandidate[];
  /** Which signals decided, for logs and tests: "item-list", "cards", "pagination", "result-count". */
  signals: string[];
}

export const CANDIDATES_MAX = 20;
/** Fewer repeated priced cards than this is a detail page with a few extras, not a list. */
const CARDS_MIN = 3;
/** This many repeated priced cards make a list even when the page also shows a price of its own. */
const CARDS_ALONE = 8;
/** A card holds its price a few tags down; no portal's is 16 deep. */
const CARD_DEPTH_MAX = 16;
/** A card that links to more distinct pages than this is a container of cards, not a card. */
const CARD_LINKS_MAX = 3;

interface Card {
  element: DomNode;
  url: string;
  title?: string;
  priceCentavos: number;
}

interface Scan {
  cards: Card[];
  /** Price texts outside any card: a detail page's own price. */
  loosePrices: number;
}

/** A verdict when the page is a list, null when it is about one property (or about none). */
export function detectListPage(
  $: CheerioAPI,
  pageUrl: string,
  itemList: (Omit<ListCandidate, "url"> & { url?: string })[] = [],
): ListPageVerdict | null {
  const scan = scanCards($, pageUrl);
  const group = largestGroup(scan.cards);
  const pagination = hasPagination($);
  const resultCount = statedResultCount($);
  const signals: string[] = [];
  if (itemList.length >= 2) signals.push("item-list");
  const detailLinks = detailButtons($, pageUrl);
  if (detailLinks.length >= CARDS_ALONE || (detailLinks.length >= 5 && (pagination || resultCount !== null))) {
    signals.push("detail-links");
  }
  const cardsDecide =
    group.length >= CARDS_ALONE ||
    (group.length >= CARDS_MIN && (scan.loosePrices === 0 || pagination || resultCount !== null));
  if (cardsDecide) signals.push("cards");
  if (!signals.length) return null;
  if (pagination) signals.push("pagination");
  if (resultCount !== null) signals.push("result-count");
  const fromList = itemList.flatMap((item) => (item.url ? [{ ...item, url: item.url }] : []));
  const fromCards = group.map(({ url, title, priceCentavos }) => ({ url, title, priceCentavos }));
  const fromButtons = signals.includes("detail-links") ? detailLinks : [];
  const candidates = mergeByUrl([...fromList, ...fromCards, ...fromButtons]).slice(0, CANDIDATES_MAX);
  const shown = Math.max(itemList.length, group.length, fromButtons.length);
  return { count: Math.max(shown, resultCount ?? 0), candidates, signals };
}

/**
 * Bank lists often print prices without a currency mark: "2,450,000.00" in a "Selling Price" cell.
 * Only a figure written as money (thousands separators and centavos, or two separators) counts.
 */
function bareBankAmount(text: string): number | undefined {
  const match = /(?<![\d,.])(\d{1,3}(?:,\d{3}){2,}(?:\.\d{2})?|\d{3},\d{3}\.\d{2})(?![\d,])/.exec(text);
  return match?.[1] ? Math.round(Number(match[1].replaceAll(",", "")) * 100) : undefined;
}

const DETAIL_BUTTON =
  /^(?:view|see|more|show)\s+(?:details?|property|listing|info(?:rmation)?|more)\b|^(?:details|read more|view)$/i;

/** Anchors of the page's content, in order, up to a "Similar listings" heading; menus, sidebars and footers left out. */
function contentAnchors($: CheerioAPI): DomNode[] {
  const anchors: DomNode[] = [];
  let stopped = false;
  const walk = (node: DomNode, inContent: boolean) => {
    if (stopped) return;
    if (node.type === "text") {
      const text = node.data?.trim() ?? "";
      if (text.length <= 80 && RECOMMENDATIONS.test(text)) stopped = true;
      return;
    }
    if (node.type !== "tag" && node.type !== "root") return;
    if (node.type === "tag" && isChromeElement(node, inContent)) return;
    if (node.name === "a" && node.attribs?.href) anchors.push(node);
    for (const child of node.children ?? []) walk(child, inContent || CONTENT_TAGS.has(node.name ?? ""));
  };
  for (const root of $("body").toArray()) walk(root as unknown as DomNode, false);
  return anchors;
}

/** Links named "View details" (one per card) to distinct pages of the site: a list's cards. */
function detailButtons($: CheerioAPI, pageUrl: string): ListCandidate[] {
  const page = pageKey(pageUrl);
  const seen = new Set<string>();
  const found: ListCandidate[] = [];
  for (const anchor of contentAnchors($)) {
    const element = $(anchor as never);
    const label = `${element.text()} ${element.attr("aria-label") ?? ""}`.replace(/\s+/g, " ").trim();
    if (!DETAIL_BUTTON.test(label)) continue;
    const url = absoluteUrl(element.attr("href"), pageUrl);
    if (!url || pageKey(url) === page || seen.has(url)) continue;
    seen.add(url);
    const card = element.parent().parent();
    const titleText = cleanText(card.find("h1, h2, h3, h4, h5, [class*='title']").first().text());
    const title = titleText && clipText(titleText, 200);
    found.push(title ? { url, title } : { url });
  }
  return found;
}

/** A name cut short by the page's structured data ("Makat...", "Las Pi?as"): the card's own words are better. */
const CLIPPED_NAME = /(?:\.{3}|…|\?)/;

/**
 * One candidate per link, in the order first met, each with every field any source gave: the structured
 * list has areas and places, the visible card the price and the name as the reader sees it.
 */
function mergeByUrl(candidates: ListCandidate[]): ListCandidate[] {
  const byUrl = new Map<string, ListCandidate>();
  for (const candidate of candidates) {
    const known = byUrl.get(candidate.url);
    if (!known) {
      byUrl.set(candidate.url, { ...candidate });
      continue;
    }
    for (const [field, value] of Object.entries(candidate) as [keyof ListCandidate, never][]) {
      if (value !== undefined && known[field] === undefined) known[field] = value;
    }
    if (candidate.title && known.title && CLIPPED_NAME.test(known.title) && !CLIPPED_NAME.test(candidate.title))
      known.title = candidate.title;
  }
  return [...byUrl.values()];
}

/** Walks the content in page order, stopping at a recommendations heading, and finds priced cards. */
function scanCards($: CheerioAPI, pageUrl: string): Scan {
  const priceNodes: { node: DomNode; centavos: number }[] = [];
  let stopped = false;
  const walk = (node: DomNode, inContent: boolean) => {
    if (stopped) return;
    if (node.type === "text") {
      const text = node.data?.trim() ?? "";
      if (text.length <= 80 && RECOMMENDATIONS.test(text)) {
        stopped = true;
        return;
      }
      const amount = text.length <= 200 ? (findPesoAmounts(text)[0] ?? bareBankAmount(text)) : undefined;
      if (amount !== undefined && amount >= 100_000 * 100) priceNodes.push({ node, centavos: amount });
      return;
    }
    if (node.type !== "tag" && node.type !== "root") return;
    if (node.type === "tag" && isChromeElement(node, inContent)) return;
    for (const child of node.children ?? []) walk(child, inContent || CONTENT_TAGS.has(node.name ?? ""));
  };
  for (const root of $("body").toArray()) walk(root as unknown as DomNode, false);

  const links = new CardLinks(pageUrl);
  const cards = new Map<DomNode, Card>();
  let loosePrices = 0;
  for (const { node, centavos } of priceNodes) {
    const card = cardAround(links, node);
    if (!card) {
      loosePrices += 1;
      continue;
    }
    if (!cards.has(card.element)) {
      cards.set(card.element, { ...card, title: cardTitle($, card.element, card.anchor), priceCentavos: centavos });
    }
  }
  return { cards: [...cards.values()], loosePrices };
}

/** The nearest ancestor of a price that links to one other page of the site: the card. */
function cardAround(links: CardLinks, priceNode: DomNode): { element: DomNode; url: string; anchor: DomNode } | null {
  let depth = 0;
  for (let element = priceNode.parent; element && element.type === "tag"; element = element.parent) {
    if (element.name === "body" || CONTENT_TAGS.has(element.name ?? "")) return null;
    if (++depth > CARD_DEPTH_MAX) return null;
    const found = links.of(element);
    if (found.size === 0) continue;
    if (found.size > CARD_LINKS_MAX) return null;
    const [url, anchor] = [...found.entries()][0]!;
    return { element, url, anchor };
  }
  return null;
}

/**
 * The distinct links (other pages than the page itself) under each element, in page order, counted
 * only up to one past CARD_LINKS_MAX. Each element's are made once from its children's: asking every
 * ancestor of every price for its whole subtree's links grew with the square of the page.
 */
class CardLinks {
  private readonly known = new Map<DomNode, Map<string, DomNode>>();
  private readonly page: string;

  constructor(private readonly pageUrl: string) {
    this.page = pageKey(pageUrl);
  }

  of(element: DomNode): Map<string, DomNode> {
    const cached = this.known.get(element);
    if (cached) return cached;
    // Children before parents, without recursion: a page may nest thousands of tags.
    const order: DomNode[] = [];
    const stack = [element];
    while (stack.length) {
      const node = stack.pop()!;
      if (node.type !== "tag" || this.known.has(node)) continue;
      order.push(node);
      for (const child of node.children ?? []) stack.push(child);
    }
    for (let index = order.length - 1; index >= 0; index -= 1)
      this.known.set(order[index]!, this.collect(order[index]!));
    return this.known.get(element)!;
  }

  private collect(node: DomNode): Map<string, DomNode> {
    const found = new Map<string, DomNode>();
    const add = (url: string, anchor: DomNode) => {
      if (found.size <= CARD_LINKS_MAX && !found.has(url)) found.set(url, anchor);
    };
    const own = node.name === "a" ? absoluteUrl(node.attribs?.href, this.pageUrl) : undefined;
    if (own && pageKey(own) !== this.page) add(own, node);
    // An anchor's card link is the anchor itself, whatever it wraps.
    if (node.name === "a") return found;
    for (const child of node.children ?? []) {
      for (const [url, anchor] of this.known.get(child) ?? []) add(url, anchor);
    }
    return found;
  }
}

/** A table row's cells without the price; a card's heading when it has one; else its link's text. */
function cardTitle($: CheerioAPI, card: DomNode, anchor: DomNode): string | undefined {
  if (card.name === "tr") {
    const cells = $(card as never)
      .children("td, th")
      .toArray()
      .map((cell) => $(cell).text().replace(/\s+/g, " ").trim())
      .filter((cell) => cell && cell !== "—" && cell !== "-" && findPesoAmounts(cell).length === 0);
    const words = cleanText(cells.join(" · "));
    return words && clipText(words, 200);
  }
  const heading = $(card as never)
    .find("[class*='title'], h1, h2, h3, h4, h5")
    .first();
  const node = heading.length && heading.text().trim() ? heading : $(anchor as never);
  const words = cleanText(node.text());
  return words && clipText(words, 200);
}

/** Cards of one shape (same tag and classes) under one parent: the page's result list. */
function largestGroup(cards: Card[]): Card[] {
  const groups = new Map<string, Card[]>();
  for (const card of cards) {
    const key = `${card.element.name}.${(card.element.attribs?.class ?? "").trim().split(/\s+/).sort().join(".")}`;
    groups.set(key, [...(groups.get(key) ?? []), card]);
  }
  let best: Card[] = [];
  for (const group of groups.values()) {
    const distinct = dedupeCards(group);
    if (distinct.length > best.length) best = distinct;
  }
  return best;
}

function dedupeCards(cards: Card[]): Card[] {
  const byUrl = new Map<string, Card>();
  for (const card of cards) if (!byUrl.has(card.url)) byUrl.set(card.url, card);
  return [...byUrl.values()];
}

function pageKey(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname.replace(/^www\./, "")}${parsed.pathname.replace(/(?<!\/)\/+$/, "")}${parsed.search}`.toLowerCase();
  } catch {
    return url;
  }
}

const NEXT_TEXT = /^(next|next page|›|»|>|→|older posts|more results|load more|susunod)\b|^(›|»|>|→)$/i;
const PAGE_HREF = /[?&](page|p|pg|offset|start)=\d+|\/page\/\d+\/?/i;

function hasPagination($: CheerioAPI): boolean {
  if ($('link[rel="next"], a[rel="next"]').length) return true;
  if ($("[class*='pagination'], [class*='pager'], [class*='paginate']").find("a[href]").length >= 1) return true;
  return $("a[href]")
    .toArray()
    .some((anchor) => {
      const element = $(anchor);
      const label = `${element.text().trim()} ${element.attr("aria-label") ?? ""}`.trim();
      return NEXT_TEXT.test(label) && PAGE_HREF.test(element.attr("href") ?? "");
    });
}

const RESULT_COUNTS = [
  /\b\d[\d,]*\s*(?:-|–|—|to)\s*\d[\d,]*\s+(?:of|out of)\s+(\d[\d,]*)\b/i,
  /\b(\d[\d,]*)\s+(?:results|properties|listings|units|homes|lots|ads)\s+(?:found|available|for sale|matching)\b/i,
  /\bshowing\s+(?:all\s+)?(\d[\d,]*)\s+(?:results|properties|listings)\b/i,
  /\b(?:found|total(?: of)?)\s*:?\s*(\d[\d,]*)\s+(?:results|properties|listings)\b/i,
];

/**
 * "Showing 1–6 of 148 results", "8 of 412 properties found", "Results: 1 - 5 of 230" → the total.
 * Read from each short text's own element, so a count split over tags ("of <b>148</b>") is found.
 */
function statedResultCount($: CheerioAPI): number | null {
  const read = new Set<DomNode>();
  let found: number | null = null;
  const walk = (node: DomNode) => {
    if (found !== null) return;
    if (node.type === "text") {
      const parent = node.parent;
      if (!parent || read.has(parent) || !/\d/.test(node.data ?? "")) return;
      if ((parent.children?.length ?? 0) > 8) return;
      read.add(parent);
      const text = $(parent as never)
        .text()
        .replace(/\s+/g, " ")
        .trim();
      if (text.length <= 120) found = resultTotal(text);
      return;
    }
    if (node.type !== "tag" && node.type !== "root") return;
    for (const child of node.children ?? []) walk(child);
  };
  for (const root of $("body").toArray()) walk(root as unknown as DomNode);
  return found;
}

function resultTotal(text: string): number | null {
  for (const pattern of RESULT_COUNTS) {
    const total = pattern.exec(text)?.[1];
    const value = total ? Number(total.replaceAll(",", "")) : 0;
    if (value >= 2) return value;
  }
  return null;
}
