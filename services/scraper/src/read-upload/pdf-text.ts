import { fork } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

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
  /** Resident memory of the process reading the PDF; past it the reading stops (a decompression bomb). */
  pdfMemoryMbMax?: number;
}

/** Default of pdfMemoryMbMax: a 20-page brochure reads in well under half of it. */
export const PDF_MEMORY_MB_MAX = 320;

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

/** The PDF needed more memory to read than it may: a decompression bomb, or a catalogue far past a brochure. */
export class PdfTooLargeError extends Error {
  constructor(
    message: string,
    /** The reading process's peak resident memory, MB. */
    readonly peakMb?: number,
  ) {
    super(message);
    this.name = "PdfTooLargeError";
  }
}

const READER = fileURLToPath(new URL("./pdf-reader.mjs", import.meta.url));

/** PDFs are read one at a time per process: three bombs at once cost one reader's memory, not three. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * The text of a PDF's first pages, one line per text line, read with pdf.js (legacy build, Node 20)
 * in a process of its own (pdf-reader.mjs) with a memory limit and a deadline: a PDF that makes pdf.js
 * swell or spin is stopped, and its memory goes back to the system with the process. One at a time.
 */
export function pdfText(bytes: Uint8Array, limits: PdfTextLimits): Promise<string> {
  const turn = queue.then(() => readInChild(bytes, limits));
  queue = turn.catch(() => {});
  return turn;
}

/** What the reader process answers; peakMb is its peak resident memory. */
export interface PdfReadAnswer {
  ok: boolean;
  text?: string;
  message?: string;
  tooLarge?: boolean;
  peakMb?: number;
}

/** Reader processes now and the most ever at once in this process; the last one's peak memory (tests, bench). */
export const pdfReaders = { running: 0, mostAtOnce: 0, lastPeakMb: undefined as number | undefined };

function readInChild(bytes: Uint8Array, limits: PdfTextLimits): Promise<string> {
  const pdfTimeoutMs = limits.pdfTimeoutMs ?? 20_000;
  const memoryMbMax = limits.pdfMemoryMbMax ?? PDF_MEMORY_MB_MAX;
  pdfReaders.running += 1;
  pdfReaders.mostAtOnce = Math.max(pdfReaders.mostAtOnce, pdfReaders.running);
  return new Promise<string>((resolve, reject) => {
    // No loader flags: the reader is plain JavaScript, and starts faster without them.
    const child = fork(READER, [], {
      execArgv: [],
      serialization: "advanced",
      stdio: ["ignore", "ignore", "pipe", "ipc"],
    });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      if (stderr.length < 2_000) stderr += chunk.toString();
    });
    let settled = false;
    const finish = (outcome: () => void, started = true) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // The next reading starts only once this process is gone (and its memory with it).
      if (started && child.exitCode === null && child.signalCode === null) {
        child.once("exit", () => outcome());
        child.kill("SIGKILL");
      } else outcome();
    };
    const timer = setTimeout(() => finish(() => reject(new PdfTimeoutError(pdfTimeoutMs))), pdfTimeoutMs);
    child.once("message", (answer: PdfReadAnswer) => {
      pdfReaders.lastPeakMb = answer.peakMb;
      finish(() => {
        if (answer.ok) resolve(answer.text ?? "");
        else if (answer.tooLarge)
          reject(new PdfTooLargeError(answer.message ?? "the PDF is too large to read", answer.peakMb));
        else reject(new Error(answer.message ?? "unreadable PDF"));
      });
    });
    child.once("error", (error) => finish(() => reject(error), child.pid !== undefined));
    child.once("exit", (code, signal) =>
      finish(() => reject(new Error(`the PDF reader stopped (${signal ?? `exit ${code}`}) ${stderr.trim()}`.trim()))),
    );
    child.send({
      bytes,
      options: PDFJS_OPTIONS,
      pdfPagesMax: limits.pdfPagesMax,
      textCharsMax: limits.textCharsMax,
      heapMbMax: limits.pdfHeapMbMax ?? 256,
      memoryMbMax,
    });
  }).finally(() => {
    pdfReaders.running -= 1;
  });
}
