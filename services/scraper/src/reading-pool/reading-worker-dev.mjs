// Starts a reading worker from the TypeScript sources (npm run dev, tests): tsx is registered in this
// thread, then the worker module is imported. The production build runs the compiled reading-worker.js.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.entry);
