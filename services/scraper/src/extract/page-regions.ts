/**
 * Which parts of a page belong to the listing and which are the site around it. Menus, search
 * forms, filter sidebars, dropdowns, breadcrumbs and footers name many places and property types
 * that say nothing about the listing ("Type of Property: Agriculture, Commercial …", a city
 * dropdown whose first option is Mandaluyong), so no field may be read from them.
 */

export interface DomNode {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: DomNode[];
  parent?: DomNode | null;
}

/** Elements that never carry the listing's own facts. */
export const CHROME_TAGS = new Set(
  ["script", "style", "noscript", "template", "svg", "head", "nav", "aside", "form", "select", "option"].concat([
    "button",
    "iframe",
    "canvas",
    "video",
    "audio",
    "dialog",
    "datalist",
    "optgroup",
  ]),
);

/** Page-level header and footer are chrome; inside an article they hold the title and price. */
export const CHROME_OUTSIDE_CONTENT = new Set(["header", "footer"]);
export const CONTENT_TAGS = new Set(["main", "article"]);

/**
 * Class or id tokens of site chrome: filters, facets, dropdowns, search boxes, sidebars, menus,
 * breadcrumbs, pagers. A token counts when it ends with the word ("search-filters", "mb-menu"),
 * not when the word is in the middle ("content-sidebar-wrap") or a state ("has-sidebar").
 */
const CHROME_TOKEN =
  /^(?:[a-z0-9]+(?:-|_|__))*(?:filters?|facets?|dropdown|dropdown-menu|menu|navbar|nav|breadcrumbs?|crumbs|sidebar|widgets?|widget-area|pagination|pager|footer|cookie-banner|newsletter|search-form|search-bar|search-box|searchbox)$/;
const STATE_PREFIX = /^(has|with|no|is|show|hide)-/;
const NEVER_CHROME = new Set(["html", "body", "main", "article"]);

const CHROME_ROLES = new Set([
  "navigation",
  "search",
  "menu",
  "menubar",
  "listbox",
  "combobox",
  "contentinfo",
  "banner",
]);

/** Whether an element is site chrome by its tag, role, class or id (breadcrumbs are read on their own). */
export function isChromeElement(node: DomNode, inContent: boolean): boolean {
  const name = node.name ?? "";
  if (CHROME_TAGS.has(name) || (!inContent && CHROME_OUTSIDE_CONTENT.has(name))) return true;
  const attribs = node.attribs;
  if (!attribs || NEVER_CHROME.has(name)) return false;
  if (attribs.role && CHROME_ROLES.has(attribs.role.toLowerCase())) return true;
  const tokens = `${attribs.class ?? ""} ${attribs.id ?? ""}`.toLowerCase().split(/\s+/);
  return tokens.some((token) => token !== "" && !STATE_PREFIX.test(token) && CHROME_TOKEN.test(token));
}

/** Where the listing ends and the site's recommendations begin. */
export const RECOMMENDATIONS =
  /^(similar (listings|properties|ads|homes|units)|related (listings|properties|ads|posts)|you (may|might) also like|other (listings|properties|units)|more (listings|properties|from this)|recently viewed|nearby properties|featured (listings|properties)|properties you might like|recommended (for you|properties|listings))\b/i;

/**
 * Lines about court cases, titles and registries ("RTC Branch 119, Pasay City", "Registry of Deeds
 * of Morong, Rizal") name other places than the property's: a place is never read from them.
 */
export const LEGAL_REMARK =
  /\b(RTC|MTCC?|MeTC|regional trial court|trial court|municipal trial|court of appeals|branch\s+\d+|civil case|criminal case|case no\.?|lis pendens|adverse claim|registry of deeds|register of deeds|notar(?:y|ized|ial)|ejectment|writ of|sheriff|annotat(?:ed|ion))\b/i;
