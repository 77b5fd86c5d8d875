/**
 * The OCR column of `npm run accuracy`: the sampled labelled texts (screenshots/sample.ts) as phone
 * screenshots (screenshots/render.ts), read the way an uploaded image is read — the product's tesseract.js
 * engine (read-upload/ocr.ts), then the same file-text reading read-upload applies to OCR text — and scored
 * against the same labels as the pasted text of the same items.
 * A post longer than one screen is several screenshots. The upload path takes one image, so two readings:
 * "all screens" (each screen OCR'd on its own, the texts joined top to bottom: OCR's own loss) and
 * "first screen" (what one uploaded screenshot of that post gives). "raw" is tesseract's text as it comes,
 * without the upload path's layout clean-up (read-upload/ocr-layout.ts), to show what that clean-up is worth.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Listing } from "@suri/contracts";
import { type OcrPage, rawTextOfPage, textOfPage } from "../../services/scraper/src/read-upload/ocr-layout";
import { UPLOAD_SOURCE_SITE } from "../../services/scraper/src/read-upload/read-upload";
import { type FileTextReading, runReading } from "../../services/scraper/src/reading-pool/readings";
import { FIELDS, type LabelledText, percent, type Scored, score, scoreTexts, type Tally, tally } from "./real-material";
import { ENGINE, openOcrCache } from "./screenshots/ocr-cache";
import {
  MANIFEST_FILE,
  type Manifest,
  PER_SOURCE,
  PNG_DIR,
  SEED,
  screenshotSample,
  sha256,
} from "./screenshots/sample";

export interface OcrItem {
  item: LabelledText;
  screens: string[];
  /** OCR of each screen, top to bottom. */
  pages: OcrPage[];
}

/** The listing read-upload gets from an image's OCR text (no list check for images, as read-upload does). */
export function listingFromOcr(text: string): Listing | null {
  const read = runReading({
    kind: "file-text",
    text,
    source: "ocr",
    sourceSite: UPLOAD_SOURCE_SITE,
    listCheck: false,
  }) as FileTextReading;
  return read.list ? null : read.listing;
}

/** The sampled items whose screenshots match their current text, with each screen's OCR text. */
export async function ocrItems(): Promise<{ items: OcrItem[]; stale: string[]; stats: ReturnType<typeof stats> }> {
  const manifest = existsSync(MANIFEST_FILE) ? (JSON.parse(readFileSync(MANIFEST_FILE, "utf8")) as Manifest) : null;
  const rendered = new Map((manifest?.entries ?? []).map((entry) => [entry.id, entry]));
  const cache = openOcrCache();
  const items: OcrItem[] = [];
  const stale: string[] = [];
  try {
    for (const item of screenshotSample()) {
      const entry = rendered.get(item.id);
      const files = entry?.screens.map((name) => join(PNG_DIR, name)) ?? [];
      if (!entry || entry.textSha256 !== sha256(item.text) || !files.every((file) => existsSync(file))) {
        stale.push(item.id);
        continue;
      }
      const pages: OcrPage[] = [];
      for (const file of files) pages.push(await cache.page(new Uint8Array(readFileSync(file))));
      items.push({ item, screens: entry.screens, pages });
    }
  } finally {
    await cache.close(stale.length === 0);
  }
  return { items, stale, stats: stats(cache.stats(), manifest) };
}

const stats = (ocr: { cached: number; read: number; ocrMs: number }, manifest: Manifest | null) => ({
  ...ocr,
  viewport: manifest?.viewport,
});

export interface OcrColumns {
  pasted: Scored[];
  raw: Scored[];
  allScreens: Scored[];
  firstScreen: Scored[];
}

export function scoreOcr(items: OcrItem[]): OcrColumns {
  return {
    pasted: scoreTexts(items.map(({ item }) => item)),
    raw: items.map(({ item, pages }) => score(item, listingFromOcr(pages.map(rawTextOfPage).join("\n")))),
    allScreens: items.map(({ item, pages }) => score(item, listingFromOcr(pages.map(textOfPage).join("\n")))),
    firstScreen: items.map(({ item, pages }) => score(item, listingFromOcr(textOfPage(pages[0] ?? { lines: [] })))),
  };
}

const all = (scored: Scored[], key: (item: Scored) => string) => tally(scored, (item) => key(item));
const pct = (entry: Tally | undefined) => (entry?.all ? percent(entry) : null);
const show = (value: number | null) => (value === null ? "—" : `${value.toFixed(1)}%`);
const gap = (ocr: number | null, pasted: number | null) =>
  ocr === null || pasted === null ? "—" : `${(ocr - pasted).toFixed(1)} pt`;

function printRows(columns: OcrColumns, items: OcrItem[], key: (item: Scored) => string, names: string[], head = true) {
  const pasted = all(columns.pasted, key);
  const raw = all(columns.raw, key);
  const every = all(columns.allScreens, key);
  const first = all(columns.firstScreen, key);
  const widths = [37, 7, 9, 16, 10, 16, 10, 16, 10, 9];
  const line = (cells: string[]) => cells.map((text, index) => text.padEnd(widths[index] ?? 12)).join("");
  if (head) {
    console.log(
      line([
        "source",
        "items",
        "screens",
        "pasted text",
        "OCR raw",
        "OCR all screens",
        "gap",
        "OCR 1st screen",
        "gap",
        "invented",
      ]),
    );
  }
  for (const name of names) {
    const rows = items.filter(({ item }) => name === "all" || item.source === name);
    const [p, r, e, f] = [pasted, raw, every, first].map((map) => map.get(name));
    const invented = columns.allScreens
      .filter((item) => name === "all" || item.source === name)
      .reduce((sum, item) => sum + item.invented.length, 0);
    console.log(
      line([
        name === "all" ? "all sampled items" : name,
        String(rows.length),
        String(rows.reduce((sum, row) => sum + row.screens.length, 0)),
        `${show(pct(p))} (${p?.all ?? 0})`,
        show(pct(r)),
        show(pct(e)),
        gap(pct(e), pct(p)),
        show(pct(f)),
        gap(pct(f), pct(p)),
        String(invented),
      ]),
    );
  }
}

export async function printOcrColumn(): Promise<OcrColumns | null> {
  if (process.env.ACCURACY_OCR === "off") {
    console.log("\n-- uploads (OCR) against pasted text: skipped (ACCURACY_OCR=off) --");
    return null;
  }
  const started = performance.now();
  const { items, stale, stats } = await ocrItems();
  const columns = scoreOcr(items);
  console.log("\n-- uploads read like text: the same items pasted and uploaded as phone screenshots --");
  console.log(
    `sample: per source the first ${PER_SOURCE} labelled texts by sha256("${SEED}:" + id); screens ${stats.viewport?.width ?? "?"}×${stats.viewport?.height ?? "?"} px at ×${stats.viewport?.deviceScaleFactor ?? "?"}, 4-bit grey PNG; OCR ${ENGINE}`,
  );
  const long = items.filter((entry) => entry.screens.length > 1).length;
  console.log(
    `${long} of ${items.length} posts span more than one screen: "all screens" joins each screen's OCR in order; the upload path takes one image, so "1st screen" is what one screenshot of the post gives. "OCR raw": tesseract's lines as they come, without the layout clean-up (wrapped lines joined, emoji dropped)`,
  );
  const names = [...new Set(items.map(({ item }) => item.source))];
  printRows(columns, items, (item) => item.source, names);
  printRows(
    columns,
    items,
    () => "all",
    ["all"].map((n) => n),
  );
  const fieldLine = (name: string, scored: Scored[]) => {
    const byField = tally(scored, (_item, field) => field);
    return `  ${name.padEnd(17)}${FIELDS.map((field) => `${field} ${show(pct(byField.get(field)))}`).join(" · ")}`;
  };
  console.log("by field:");
  console.log(fieldLine("pasted text", columns.pasted));
  console.log(fieldLine("OCR raw", columns.raw));
  console.log(fieldLine("OCR all screens", columns.allScreens));
  console.log(fieldLine("OCR 1st screen", columns.firstScreen));
  const overall = (scored: Scored[]) => pct(all(scored, () => "all").get("all"));
  const delta = (overall(columns.pasted) ?? 0) - (overall(columns.allScreens) ?? 0);
  console.log(
    `target: uploads within 3 points of pasted text → ${delta <= 3 ? "met" : "not met"} (${delta.toFixed(1)} pt behind, all screens)`,
  );
  console.log(
    `OCR: ${stats.cached} screens from the committed cache (keyed by the PNG's sha256), ${stats.read} read now in ${(stats.ocrMs / 1000).toFixed(1)} s; column took ${((performance.now() - started) / 1000).toFixed(1)} s` +
      (stale.length
        ? `; ${stale.length} sampled items not rendered for their current text (run tests/accuracy/screenshots/render.ts): ${stale.join(", ")}`
        : ""),
  );
  return columns;
}
