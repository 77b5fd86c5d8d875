import { createRequire } from "node:module";
import path from "node:path";
import { createWorker, OEM, type Worker } from "tesseract.js";
import { type OcrPage, pageFromBlocks, textOfPage } from "./ocr-layout";

const require = createRequire(import.meta.url);
/** The English LSTM model shipped inside an npm package: OCR never downloads anything. */
const LANG_PATH = path.join(path.dirname(require.resolve("@tesseract.js-data/eng/package.json")), "4.0.0_best_int");

export interface OcrEngine {
  /** The text of an image (JPEG, PNG or WebP bytes whose size the upload guard has checked). */
  recognize(image: Uint8Array): Promise<string>;
  /** Its lines with their geometry, from which `recognize`'s text is made (see ocr-layout). */
  layout(image: Uint8Array): Promise<OcrPage>;
  close(): Promise<void>;
}

export class OcrTimeoutError extends Error {
  constructor(ocrTimeoutMs: number) {
    super(`OCR took longer than ${ocrTimeoutMs} ms`);
    this.name = "OcrTimeoutError";
  }
}

/**
 * One tesseract.js worker (a worker thread running tesseract's WebAssembly build), created on first
 * use and fed one image at a time. A recognition that runs past `ocrTimeoutMs` terminates the
 * worker (tesseract cannot be interrupted otherwise); the next image gets a fresh one.
 */
export function createOcrEngine(opts: { ocrTimeoutMs: number }): OcrEngine {
  let worker: Promise<Worker> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  const start = () =>
    createWorker("eng", OEM.LSTM_ONLY, {
      langPath: LANG_PATH,
      gzip: true,
      cacheMethod: "none",
      // Without a handler tesseract.js rethrows a job's failure from its message listener, which
      // kills the process; the failed job's promise is rejected either way.
      errorHandler: () => {},
    }).catch((err) => {
      worker = undefined;
      throw err;
    });
  const discard = async () => {
    const current = worker;
    worker = undefined;
    await current?.then((w) => w.terminate()).catch(() => {});
  };

  const run = async (image: Uint8Array): Promise<OcrPage> => {
    worker ??= start();
    const ready = await worker;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new OcrTimeoutError(opts.ocrTimeoutMs)), opts.ocrTimeoutMs);
    });
    try {
      const result = await Promise.race([
        ready.recognize(Buffer.from(image), {}, { blocks: true, text: false }),
        deadline,
      ]);
      return pageFromBlocks(result.data.blocks);
    } catch (err) {
      await discard();
      throw err;
    } finally {
      clearTimeout(timer);
    }
  };

  const layout = (image: Uint8Array) => {
    const next = queue.then(() => run(image));
    queue = next.catch(() => undefined);
    return next;
  };
  return {
    layout,
    recognize: (image) => layout(image).then(textOfPage),
    async close() {
      await queue;
      await discard();
    },
  };
}
