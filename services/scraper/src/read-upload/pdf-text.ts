import { createRequire } from "node:module";
import path from "node:path";
import { Worker } from "node:worker_threads";

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve("pdfjs-dist/package.json"));

export interface PdfTextLimits {
  /** Pages read from the start of the document; a brochure states the price on the first few. */
  pdfPagesMax: number;
  /** Characters of text kept; beyond this it is a catalogue, not a listing. */
  textCharsMax: number;
  /** Wall time for reading one PDF; the worker is terminated after it. */
  pdfTimeoutMs?: number;
  /** Heap the PDF worker may use. */
  pdfHeapMbMax?: number;
}

/**
 * pdf.js options: no eval (CVE-2024-4367: with eval on, a crafted FontMatrix ran attacker code),
 * no document scripting (Node's pdf.js never runs a PDF's JavaScript; nothing here asks it to), no
 * XFA forms, no font loading into the process, the standard fonts read from the package itself.
 */
export const PDFJS_OPTIONS = {
  isEvalSupported: false,
  enableXfa: false,
  disableFontFace: true,
  useSystemFonts: false,
  isOffscreenCanvasSupported: false,
  stopAtErrors: false,
  standardFontDataUrl: `${path.join(pdfjsRoot, "standard_fonts")}/`,
  verbosity: 0,
} as const;

export class PdfTimeoutError extends Error {
  constructor(pdfTimeoutMs: number) {
    super(`reading the PDF took longer than ${pdfTimeoutMs} ms`);
    this.name = "PdfTimeoutError";
  }
}

const WORKER = new URL("./pdf-worker.mjs", import.meta.url);

/**
 * The text of a PDF's first pages, one line per text line, read with pdf.js (legacy build, Node 20)
 * in a worker thread with a heap cap and a deadline: a PDF that makes pdf.js spin is terminated.
 */
export function pdfText(bytes: Uint8Array, limits: PdfTextLimits): Promise<string> {
  const pdfTimeoutMs = limits.pdfTimeoutMs ?? 20_000;
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      // pdf.js takes ownership of (detaches) the buffer it is given: the worker gets a copy.
      workerData: { bytes: new Uint8Array(bytes), options: PDFJS_OPTIONS, ...limits },
      resourceLimits: { maxOldGenerationSizeMb: limits.pdfHeapMbMax ?? 256 },
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => finish(() => reject(new PdfTimeoutError(pdfTimeoutMs))), pdfTimeoutMs);
    worker.once("message", (answer: { ok: boolean; text?: string; message?: string }) =>
      finish(() => (answer.ok ? resolve(answer.text ?? "") : reject(new Error(answer.message ?? "unreadable PDF")))),
    );
    worker.once("error", (error) => finish(() => reject(error)));
    worker.once("exit", (code) => finish(() => reject(new Error(`the PDF reader stopped (exit ${code})`))));
  });
}
