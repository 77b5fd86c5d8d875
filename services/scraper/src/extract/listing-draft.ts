import type { FieldSource, Listing, ListingAddress } from "@suri/contracts";
import { clipText } from "@suri/contracts";

type Scalar = Exclude<keyof Listing, "address" | "images" | "provenance" | "sourceSite">;

/**
 * A listing being assembled from several sources. Each field is set once, by the first source
 * that knows it, and remembers where it came from ("address.city" style keys for the address).
 */
export class ListingDraft {
  private readonly fields: Partial<Listing> = {};
  private readonly address: ListingAddress = {};
  private images: string[] = [];
  private readonly provenance: Listing["provenance"] = {};

  constructor(readonly sourceSite: string) {}

  /** A draft holding an existing listing, to fill its gaps from other sources. */
  static from(listing: Listing): ListingDraft {
    const { sourceSite, address, images, provenance, ...fields } = listing;
    const draft = new ListingDraft(sourceSite);
    Object.assign(draft.fields, fields);
    Object.assign(draft.address, address);
    draft.images = [...images];
    Object.assign(draft.provenance, provenance);
    return draft;
  }

  /** `snippet`: the words the value was read from, shown to the user beside it. */
  set<K extends Scalar>(
    key: K,
    value: Listing[K] | undefined | null,
    source: FieldSource,
    confidence: number,
    snippet?: string,
  ): this {
    if (value === undefined || value === null || this.fields[key] !== undefined) return this;
    if (typeof value === "string" && !value.trim()) return this;
    this.fields[key] = value;
    this.provenance[key] = snippet ? { source, confidence, snippet: clipText(snippet, 200) } : { source, confidence };
    return this;
  }

  setAddress(key: keyof ListingAddress, value: string | undefined, source: FieldSource, confidence: number): this {
    const text = value?.replace(/\s+/g, " ").trim();
    if (!text || this.address[key] !== undefined) return this;
    this.address[key] = text;
    this.provenance[`address.${key}`] = { source, confidence };
    return this;
  }

  addImages(urls: string[], source: FieldSource, confidence: number): this {
    const fresh = urls.filter((url) => !this.images.includes(url));
    if (!fresh.length) return this;
    if (!this.images.length) this.provenance.images = { source, confidence };
    this.images = [...this.images, ...fresh];
    return this;
  }

  has(key: Scalar): boolean {
    return this.fields[key] !== undefined;
  }

  get<K extends Scalar>(key: K): Listing[K] | undefined {
    return this.fields[key] as Listing[K] | undefined;
  }

  getAddress(key: keyof ListingAddress): string | undefined {
    return this.address[key];
  }

  /** Whether the draft says anything a valuation can use. */
  describesProperty(): boolean {
    return this.has("priceCentavos") || this.has("floorAreaSqm") || this.has("lotAreaSqm");
  }

  confidenceOf(key: string): number {
    return this.provenance[key]?.confidence ?? 0;
  }

  build(): Listing {
    return {
      ...this.fields,
      sourceSite: this.sourceSite,
      offerType: this.fields.offerType ?? "sale",
      address: { ...this.address },
      images: [...this.images],
      provenance: { ...this.provenance },
    };
  }
}

/** Host name without "www.", as the listing's `sourceSite`. */
export function siteOf(pageUrl: string): string {
  try {
    return new URL(pageUrl).hostname.replace(/^www\./, "");
  } catch {
    return "unknown";
  }
}

/** An absolute http(s) URL for `raw` read on `pageUrl`, or undefined. */
export function absoluteUrl(raw: string | undefined, pageUrl: string): string | undefined {
  if (!raw?.trim() || raw.trim().startsWith("#")) return undefined;
  try {
    const url = new URL(raw.trim(), pageUrl);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Decodes the HTML entities JSON-LD writers leave in strings ("&#8211;", "&amp;") and tidies spaces. */
export function cleanText(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const decoded = raw.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const point = code[1]?.toLowerCase() === "x" ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(point) && point > 0 && point < 0x110000 ? String.fromCodePoint(point) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
  const tidy = decoded
    .replace(/[ \t\u00a0]+/g, " ")
    .replace(/\s*\n\s*/g, "\n")
    .trim();
  return tidy || undefined;
}
