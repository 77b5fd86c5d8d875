/**
 * OCR text of the committed screenshots, kept in a committed file keyed by each PNG's sha256, so that
 * `npm run accuracy` runs OCR only on images that changed (tesseract takes seconds per phone screen).
 * The cache is tied to the engine (tesseract.js and its model versions): another engine reads everything again.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createOcrEngine, type OcrEngine } from "../../../services/scraper/src/read-upload/ocr";
import { OCR_CACHE_FILE, sha256 } from "./sample";

const require = createRequire(import.meta.url);
const version = (name: string) => (require(`${name}/package.json`) as { version: string }).version;

/** The engine the product uses, as createOcrEngine configures it (LSTM only, the shipped best_int model). */
export const ENGINE = `tesseract.js ${version("tesseract.js")} · @tesseract.js-data/eng ${version("@tesseract.js-data/eng")} 4.0.0_best_int · LSTM only`;

interface CacheFile {
  engine: string;
  texts: Record<string, string>;
}

export interface OcrCache {
  /** The text of one PNG: from the cache, or read now by the product's OCR engine. */
  text(png: Uint8Array): Promise<string>;
  /** Screens read from the cache, screens read now and the time OCR took for them. */
  stats(): { cached: number; read: number; ocrMs: number };
  close(complete?: boolean): Promise<void>;
}

function load(): CacheFile {
  if (!existsSync(OCR_CACHE_FILE)) return { engine: ENGINE, texts: {} };
  const file = JSON.parse(readFileSync(OCR_CACHE_FILE, "utf8")) as CacheFile;
  return file.engine === ENGINE ? file : { engine: ENGINE, texts: {} };
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
    const texts = Object.fromEntries(
      Object.entries(file.texts)
        .filter(([key]) => !prune || used.has(key))
        .sort(([a], [b]) => (a < b ? -1 : 1)),
    );
    writeFileSync(OCR_CACHE_FILE, `${JSON.stringify({ engine: ENGINE, texts }, null, 1)}\n`);
  };
  return {
    async text(png) {
      const key = sha256(png);
      used.add(key);
      const known = file.texts[key];
      if (known !== undefined) {
        cached += 1;
        return known;
      }
      engine ??= createOcrEngine({ ocrTimeoutMs: opts.ocrTimeoutMs ?? 180_000 });
      const started = performance.now();
      const text = await engine.recognize(png);
      ocrMs += performance.now() - started;
      read += 1;
      file.texts[key] = text;
      // Written after every image: an interrupted run keeps what it read.
      save(false);
      return text;
    },
    stats: () => ({ cached, read, ocrMs }),
    /** `complete`: every image in use was asked for, so the others can be dropped. */
    async close(complete = false) {
      await engine?.close();
      if (read || (complete && Object.keys(file.texts).length !== used.size)) save(complete);
    },
  };
}
