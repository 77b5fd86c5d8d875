/**
 * Which labelled texts are rendered as phone screenshots for the OCR column of `npm run accuracy`.
 * A fixed rule, not a hand pick: per source, the texts ordered by sha256(SEED + id), the first PER_SOURCE.
 * Changing SEED or PER_SOURCE changes the sample; the render script then renders the new items.
 */
import { createHash } from "node:crypto";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type LabelledText, labelledTexts } from "../real-material";
import { sourceTexts } from "../sources";

export const SEED = "suri-ocr-sample-1";
export const PER_SOURCE = 15;
export const SCREENSHOTS_DIR = dirname(fileURLToPath(import.meta.url));
export const PNG_DIR = join(SCREENSHOTS_DIR, "png");
export const MANIFEST_FILE = join(SCREENSHOTS_DIR, "manifest.json");
export const OCR_CACHE_FILE = join(SCREENSHOTS_DIR, "ocr-cache.json.gz");

export const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");

/** How the text looks on the phone: a post in a social app's feed, or a listing page on a portal. */
export type Look = "social" | "portal";

/** Brokers write posts; the rest are pages or cards on a site (a portal, a brokerage's site, a bank's list). */
export function lookOf(source: string): Look {
  return /^broker (posts|ads)/.test(source) ? "social" : "portal";
}

export function sampleOf(items: readonly LabelledText[], perSource = PER_SOURCE): LabelledText[] {
  const bySource = new Map<string, LabelledText[]>();
  for (const item of items) bySource.set(item.source, [...(bySource.get(item.source) ?? []), item]);
  return [...bySource.values()].flatMap((group) =>
    group
      .map((item) => ({ item, key: sha256(`${SEED}:${item.id}`) }))
      .sort((a, b) => (a.key < b.key ? -1 : 1))
      .slice(0, perSource)
      .map(({ item }) => item),
  );
}

/** The sampled labelled texts of every text source (Lamudi development and held-out rows, and the others). */
export function screenshotSample(): LabelledText[] {
  return sampleOf([...labelledTexts(), ...sourceTexts()]);
}

/** A file-name-safe name for an item ("bsp 12" → "bsp-12"). */
export const fileStem = (id: string) => id.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "");

/** What the render script wrote for one item: the text it rendered (by hash) and its screens, top to bottom. */
export interface ManifestEntry {
  id: string;
  source: string;
  look: Look;
  textSha256: string;
  screens: string[];
}

export interface Manifest {
  viewport: { width: number; height: number; deviceScaleFactor: number };
  entries: ManifestEntry[];
}
