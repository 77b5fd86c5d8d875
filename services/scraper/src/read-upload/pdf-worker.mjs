// Reads a PDF's text in a worker thread, so a hostile PDF that makes pdf.js spin or swell can be
// stopped (terminate) and capped (resourceLimits) without touching the service's own thread.
// Plain JavaScript: a worker entry runs outside the TypeScript loader.
import { parentPort, workerData } from "node:worker_threads";

const { bytes, options, pdfPagesMax, textCharsMax } = workerData;
const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
const task = pdfjs.getDocument({ ...options, data: bytes });
try {
  const doc = await task.promise;
  const lines = [];
  let chars = 0;
  for (let number = 1; number <= Math.min(doc.numPages, pdfPagesMax) && chars <= textCharsMax; number += 1) {
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
  }
  parentPort.postMessage({ ok: true, text: lines.join("\n").slice(0, textCharsMax) });
} catch (error) {
  parentPort.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
} finally {
  await task.destroy();
}
