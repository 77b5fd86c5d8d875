/** A worker thread of the reading pool: reads one listing at a time and answers with the result. */
import { parentPort } from "node:worker_threads";
import { type ReadingTask, runReading } from "./readings";

if (!parentPort) throw new Error("reading-worker runs as a worker thread only");
const port = parentPort;
port.on("message", ({ id, task }: { id: number; task: ReadingTask }) => {
  try {
    port.postMessage({ id, ok: true, result: runReading(task) });
  } catch (err) {
    port.postMessage({ id, ok: false, message: err instanceof Error ? err.message : String(err) });
  }
});
port.postMessage({ ready: true });
