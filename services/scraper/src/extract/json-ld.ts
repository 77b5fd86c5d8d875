/** Reading schema.org JSON-LD blocks and finding the listing nodes in them. */

export type JsonObject = { [key: string]: unknown };

const LD_SCRIPT = /<script\b[^>]*\btype\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** Parsed JSON-LD blocks of a page; blocks that do not parse even after light repair are skipped. */
export function readJsonLdBlocks(html: string): unknown[] {
  const blocks: unknown[] = [];
  for (const match of html.matchAll(LD_SCRIPT)) {
    const parsed = parseLenient(match[1] ?? "");
    if (parsed !== undefined) blocks.push(parsed);
  }
  return blocks;
}

function parseLenient(source: string): unknown {
  const text = source
    .trim()
    .replace(/^<!--|-->$/g, "")
    .replace(/^\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>$/g, "");
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // Common hand-written faults: raw line breaks inside strings, trailing commas.
    try {
      return JSON.parse(text.replace(/[\r\n\t]+/g, " ").replace(/,\s*([}\]])/g, "$1"));
    } catch {
      return undefined;
    }
  }
}

/** Node types that describe something for sale or rent. */
const LISTING_TYPES = new Set([
  "RealEstateListing",
  "Product",
  "Offer",
  "Apartment",
  "House",
  "SingleFamilyResidence",
  "Residence",
  "Accommodation",
  "Place",
]);
/** Containers whose listings are a list of results, not the page's subject. */
const LIST_TYPES = new Set(["ItemList", "SearchResultsPage", "CollectionPage", "OfferCatalog"]);

export interface ListingNode {
  node: JsonObject;
  /** Found inside an ItemList / SearchResultsPage: one result among many. */
  inList: boolean;
}

export function typesOf(node: JsonObject): string[] {
  const raw = node["@type"];
  const list = Array.isArray(raw) ? raw : [raw];
  return list
    .filter((t): t is string => typeof t === "string")
    .map((t) => t.replace(/^(https?:\/\/)?schema\.org\//, ""));
}

/**
 * Walks every block (arrays, `@graph`, nested values) and returns the outermost listing nodes:
 * once a node is a listing, its own children (offers, itemOffered, address) belong to it.
 * `{"@id": ...}` references are resolved against the nodes the blocks define.
 */
export function findListingNodes(blocks: unknown[]): ListingNode[] {
  const byId = indexById(blocks);
  const found: ListingNode[] = [];
  const seen = new Set<JsonObject>();
  const walk = (value: unknown, inList: boolean, depth: number): void => {
    if (depth > 12 || value === null || typeof value !== "object") return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, inList, depth + 1);
      return;
    }
    const node = resolve(value as JsonObject, byId);
    if (seen.has(node)) return;
    seen.add(node);
    const types = typesOf(node);
    if (isListing(node, types) && !holdsResults(node, byId)) {
      found.push({ node: withReferencesResolved(node, byId), inList });
      return;
    }
    const nowInList = inList || types.some((type) => LIST_TYPES.has(type));
    for (const [key, child] of Object.entries(node)) {
      if (key !== "@context") walk(child, nowInList, depth + 1);
    }
  };
  walk(blocks, false, 0);
  return found;
}

/**
 * A search page that calls itself a RealEstateListing ("House For Sale in the Philippines") and
 * holds its results as `mainEntity: ItemList`: a container of listings, not a listing.
 */
function holdsResults(node: JsonObject, byId: Map<string, JsonObject>): boolean {
  if (Array.isArray(node.itemListElement) && node.itemListElement.length >= 2) return true;
  return ["mainEntity", "about", "hasPart", "itemListElement"].some((key) => {
    const children = Array.isArray(node[key]) ? (node[key] as unknown[]) : [node[key]];
    return children.some((child) => {
      if (child === null || typeof child !== "object" || Array.isArray(child)) return false;
      const target = resolve(child as JsonObject, byId);
      return typesOf(target).some((type) => LIST_TYPES.has(type));
    });
  });
}

function isListing(node: JsonObject, types: string[]): boolean {
  if (types.includes("RealEstateListing")) return true;
  if (!types.some((type) => LISTING_TYPES.has(type))) return false;
  // Product, Place and the rest also describe shops, venues and brochures: demand a price or a size.
  const offered = asObject(node.itemOffered);
  return ["offers", "price", "floorSize", "numberOfRooms", "numberOfBedrooms"].some(
    (key) => node[key] !== undefined || offered?.[key] !== undefined,
  );
}

function indexById(blocks: unknown[]): Map<string, JsonObject> {
  const byId = new Map<string, JsonObject>();
  const visit = (value: unknown, depth: number): void => {
    if (depth > 12 || value === null || typeof value !== "object") return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    const node = value as JsonObject;
    const id = node["@id"];
    if (typeof id === "string" && Object.keys(node).length > 1 && !byId.has(id)) byId.set(id, node);
    for (const child of Object.values(node)) visit(child, depth + 1);
  };
  visit(blocks, 0);
  return byId;
}

function resolve(node: JsonObject, byId: Map<string, JsonObject>): JsonObject {
  const id = node["@id"];
  return typeof id === "string" && Object.keys(node).length === 1 ? (byId.get(id) ?? node) : node;
}

/** A copy of a listing node with `{"@id"}` references inside it replaced by the nodes they name. */
function withReferencesResolved(node: JsonObject, byId: Map<string, JsonObject>): JsonObject {
  const copy = (value: unknown, depth: number, path: Set<JsonObject>): unknown => {
    if (depth > 6 || value === null || typeof value !== "object") return value;
    if (Array.isArray(value)) return value.map((item) => copy(item, depth + 1, path));
    const target = resolve(value as JsonObject, byId);
    if (path.has(target)) return {};
    const inner = new Set(path).add(target);
    return Object.fromEntries(Object.entries(target).map(([key, child]) => [key, copy(child, depth + 1, inner)]));
  };
  return copy(node, 0, new Set()) as JsonObject;
}

export function asObject(value: unknown): JsonObject | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first !== null && typeof first === "object" && !Array.isArray(first) ? (first as JsonObject) : undefined;
}

export function asString(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === "string") return first.trim() || undefined;
  if (typeof first === "number") return String(first);
  return undefined;
}
