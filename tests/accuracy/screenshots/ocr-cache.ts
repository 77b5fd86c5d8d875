/**
 * OCR of the committed screenshots (each screen's lines with their geometry, as the product's engine gives
 * them), kept in a committed gzipped file keyed by each PNG's sha256, so that `npm run accuracy` runs OCR only
 * on images that changed (tesseract takes seconds per phone screen) while the text made from the lines can
 * change. The cache is tied to the engine (tesseract.js and its model): another engine reads everything again.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { gunzipSync, gzipSync } from "node:zlib";
import { createOcrEngine, type OcrEngine } from "../../../services/scraper/src/read-upload/ocr";
import type { OcrPage } from "../../../services/scraper/src/read-upload/ocr-layout";
import { OCR_CACHE_FILE, sha256 } from "./sample";

const require = createRequire(import.meta.url);
const version = (name: string) => (require(`${name}/package.json`) as { version: string }).version;

/** The engine the product uses, as createOcrEngine configures it (LSTM only, the shipped best_int model). */
export const ENGINE = `tesseract.js ${version("tesseract.js")} · @tesseract.js-data/eng ${version("@tesseract.js-data/eng")} 4.0.0_best_int · LSTM only · lines, words and symbols`;

interface CacheFile {
  engine: string;
  pages: Record<string, OcrPage>;
}

export interface OcrCache {
  /** The OCR of one PNG: from the cache, or read now by the product's OCR engine. */
  page(png: Uint8Array): Promise<OcrPage>;
  /** Screens read from the cache, screens read now and the time OCR took for them. */
  stats(): { cached: number; read: number; ocrMs: number };
  close(complete?: boolean): Promise<void>;
}

function load(): CacheFile {
  if (!existsSync(OCR_CACHE_FILE)) return { engine: ENGINE, pages: {} };
  const file = JSON.parse(gunzipSync(readFileSync(OCR_CACHE_FILE)).toString("utf8")) as CacheFile;
  return file.engine === ENGINE ? file : { engine: ENGINE, pages: {} };
}

export function openOcrCache(opts: { ocrTimeoutMs?: number } = {}): OcrCache {
  const file = load();
  const used = new Set<string>();
  let engine: OcrEngine | undefined;
  let cached = 0;
  let read = 0;
  let ocrMs = 0;
  const save = (prune: boolean) => {
    // Once every image was asked for, only those still in use are kept; sorted so the diff shows what changed.
    const pages = Object.fromEntries(
      Object.entries(file.pages)
        .filter(([key]) => !prune || used.has(key))
        .sort(([a], [b]) => (a < b ? -1 : 1)),
    );
    // mtime 0 in the gzip header: the same pages give the same bytes.
    writeFileSync(OCR_CACHE_FILE, gzipSync(JSON.stringify({ engine: ENGINE, pages }), { level: 9 }));
  };
  return {
    async page(png) {
      const key = sha256(png);
      used.add(key);
      const known = file.pages[key];
      if (known !== undefined) {
        cached += 1;
        return known;
      }
      engine ??= createOcrEngine({ ocrTimeoutMs: opts.ocrTimeoutMs ?? 180_000 });
      const started = performance.now();
      const page = await engine.layout(png);
      ocrMs += performance.now() - started;
      read += 1;
      file.pages[key] = page;
      // Written after every image: an interrupted run keeps what it read.
      save(false);
      return page;
    },
    stats: () => ({ cached, read, ocrMs }),
    /** `complete`: every image in use was asked for, so the others can be dropped. */
    async close(complete = false) {
      await engine?.close();
      if (read || (complete && Object.keys(file.pages).length !== used.size)) save(complete);
    },
  };
}
