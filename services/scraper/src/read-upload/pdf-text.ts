import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve("pdfjs-dist/package.json"));

export interface PdfTextLimits {
  /** Pages read from the start of the document; a brochure states the price on the first few. */
  pdfPagesMax: number;
  /** Characters of text kept; beyond this it is a catalogue, not a listing. */
  textCharsMax: number;
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

/** The text of a PDF's first pages, one line per text line, read with pdf.js (legacy build, Node 20). */
export async function pdfText(bytes: Uint8Array, limits: PdfTextLimits): Promise<string> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
  const task = pdfjs.getDocument({ ...PDFJS_OPTIONS, data: new Uint8Array(bytes) });
  const doc = await task.promise;
  try {
    const lines: string[] = [];
    let chars = 0;
    for (let number = 1; number <= Math.min(doc.numPages, limits.pdfPagesMax); number += 1) {
      const page = await doc.getPage(number);
      const content = await page.getTextContent();
      let line = "";
      for (const item of content.items) {
        if (!("str" in item)) continue;
        line += item.str;
        if (item.hasEOL) {
          lines.push(line);
          chars += line.length;
          line = "";
        }
      }
      if (line) lines.push(line);
      page.cleanup();
      if (chars > limits.textCharsMax) break;
    }
    return lines.join("\n").slice(0, limits.textCharsMax);
  } finally {
    await task.destroy();
  }
}
