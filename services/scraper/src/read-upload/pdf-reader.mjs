// Reads one PDF in a process of its own. pdf.js runs in a worker thread (pdf-worker.mjs, heap capped)
// while this thread, idle otherwise, watches the process's resident memory: a worker's heap cap does
// not bound ArrayBuffers, and a decompression bomb grows them by gigabytes. Past the limit the worker
// is stopped and the process exits, which returns every byte to the system.
// Plain JavaScript: this process runs outside the TypeScript loader.
import { Worker } from "node:worker_threads";

const WATCH_EVERY_MS = 5;

process.once("message", (job) => {
  const { bytes, options, pdfPagesMax, textCharsMax, heapMbMax, memoryMbMax } = job;
  const limitBytes = memoryMbMax * 1024 * 1024;
  const worker = new Worker(new URL("./pdf-worker.mjs", import.meta.url), {
    workerData: { bytes, options, pdfPagesMax, textCharsMax },
    resourceLimits: { maxOldGenerationSizeMb: heapMbMax },
  });
  const peakMb = () => Math.round(process.resourceUsage().maxRSS / 1024);
  const answer = (message, code) => {
    clearInterval(watch);
    process.send({ ...message, peakMb: peakMb() }, () => process.exit(code));
  };
  const watch = setInterval(() => {
    if (process.memoryUsage.rss() <= limitBytes) return;
    clearInterval(watch);
    void worker.terminate();
    answer({ ok: false, tooLarge: true, message: `reading the PDF needed more than ${memoryMbMax} MB` }, 3);
  }, WATCH_EVERY_MS);
  worker.once("message", (result) => answer(result, 0));
  worker.once("error", (error) =>
    answer({ ok: false, message: error instanceof Error ? error.message : String(error) }, 0),
  );
  worker.once("exit", (code) => answer({ ok: false, message: `the PDF reader stopped (exit ${code})` }, 0));
});
