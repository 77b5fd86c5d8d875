import type { CheerioAPI } from "cheerio";
import type { JsonObject } from "./json-ld";

type Element = Parameters<CheerioAPI>[0];

/**
 * schema.org microdata as JSON-LD-shaped objects: each top-level `itemscope` becomes
 * `{ "@type": ..., prop: value }`, nested scopes become nested objects, so the JSON-LD reader
 * understands them. Values come from `content`, `href`/`src`, `datetime` or the element's text.
 */
export function readMicrodata($: CheerioAPI): JsonObject[] {
  const items: JsonObject[] = [];
  $("[itemscope]").each((_i, element) => {
    if ($(element).is("[itemprop]")) return; // nested: read as part of its parent
    items.push(readScope($, element, 0));
  });
  return items;
}

function readScope($: CheerioAPI, scope: Element, depth: number): JsonObject {
  const node = $(scope);
  const type = node
    .attr("itemtype")
    ?.trim()
    .split(/\s+/)[0]
    ?.replace(/^https?:\/\/schema\.org\//, "");
  const item: JsonObject = type ? { "@type": type } : {};
  if (depth > 6) return item;
  node.find("[itemprop]").each((_i, element) => {
    // Only properties whose nearest enclosing scope is this one.
    if ($(element).parent().closest("[itemscope]").get(0) !== scope) return;
    const value = $(element).is("[itemscope]") ? readScope($, element, depth + 1) : propertyValue($, element);
    for (const name of ($(element).attr("itemprop") ?? "").split(/\s+/).filter(Boolean)) {
      const earlier = item[name];
      item[name] = earlier === undefined ? value : Array.isArray(earlier) ? [...earlier, value] : [earlier, value];
    }
  });
  return item;
}

function propertyValue($: CheerioAPI, element: Element): string {
  const node = $(element);
  const tag = (element as { tagName?: string }).tagName?.toLowerCase();
  const fromAttribute =
    node.attr("content") ??
    (tag === "a" || tag === "link" ? node.attr("href") : undefined) ??
    (tag === "img" || tag === "source" ? node.attr("src") : undefined) ??
    (tag === "time" ? node.attr("datetime") : undefined) ??
    (tag === "meta" ? node.attr("content") : undefined);
  return (fromAttribute ?? node.text()).replace(/\s+/g, " ").trim();
}
