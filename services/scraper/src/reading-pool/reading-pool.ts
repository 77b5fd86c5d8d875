/**
 * A small pool of worker threads that read listings (a fetched page's HTML, a pasted text, a file's
 * text) off the event loop, each reading within a time and a size budget. A reading past its time is
 * stopped by terminating its worker, which is replaced; the caller gets a ReadingBudgetError and
 * turns it into a failed reading. The main thread stays free for HTTP, the bus and /healthz.
 */
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { ExtractedListings } from "../extract";
import type { ReadOutcome } from "../read-listing/outcome";
import type { FileTextReading, ListingReading, ReadingResults, ReadingTask } from "./readings";

export interface ReadingPoolLimits {
  /** Worker threads; the machine's cores less one (for the event loop), at least one. */
  readWorkers?: number;
  /** Wall time of one reading on its worker; past it the worker is terminated. */
  readTimeoutMs: number;
  /** A page's HTML longer than this (UTF-16 units) is not read at all. */
  readHtmlCharsMax: number;
  /** A text (pasted, or a file's) longer than this is not read at all. */
  readTextCharsMax: number;
  /** Heap of one worker; a reading that needs more stops its worker and fails like one past its time. */
  readHeapMbMax?: number;
}

export const defaultReadWorkers = () => Math.max(1, availableParallelism() - 1);
/** A 5 MB page reads in well under 100 MB of heap. */
const READ_HEAP_MB_MAX = 512;

/** A reading that would take, or took, more than its budget. */
export class ReadingBudgetError extends Error {
  constructor(
    readonly budget: "time" | "size",
    message: string,
  ) {
    super(message);
    this.name = "ReadingBudgetError";
  }
}

interface Job {
  id: number;
  task: ReadingTask;
  resolve(result: unknown): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job?: Job;
  timer?: NodeJS.Timeout;
}

/** The worker module: compiled next to this code in the build, the TypeScript source through tsx otherwise. */
function workerEntry(): { file: string; workerData?: { entry: string } } {
  const here = import.meta.url;
  if (here.endsWith(".ts")) {
    return {
      file: fileURLToPath(new URL("./reading-worker-dev.mjs", here)),
      workerData: { entry: new URL("./reading-worker.ts", here).href },
    };
  }
  const built = ["./reading-worker.js", "./chunks/reading-worker.js"]
    .map((relative) => fileURLToPath(new URL(relative, here)))
    .find((file) => existsSync(file));
  if (!built) throw new Error("reading-worker.js is missing beside the server build (services/host/build.mjs)");
  return { file: built };
}

export class ReadingPool implements ListingReading {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private readonly size: number;
  private nextId = 1;
  private closed = false;
  /** Workers terminated past their time budget, since start (tests, logs). */
  stoppedPastBudget = 0;

  constructor(private readonly limits: ReadingPoolLimits) {
    this.size = Math.max(1, limits.readWorkers ?? defaultReadWorkers());
  }

  page(html: string, url: string): Promise<ExtractedListings> {
    if (html.length > this.limits.readHtmlCharsMax) {
      return Promise.reject(
        new ReadingBudgetError(
          "size",
          `the page has ${html.length} characters; at most ${this.limits.readHtmlCharsMax} are read`,
        ),
      );
    }
    return this.run({ kind: "page", html, url }) as Promise<ExtractedListings>;
  }

  pastedText(text: string): Promise<ReadOutcome> {
    const tooLong = this.textTooLong(text);
    return tooLong ? Promise.reject(tooLong) : (this.run({ kind: "pasted-text", text }) as Promise<ReadOutcome>);
  }

  fileText(task: Omit<Extract<ReadingTask, { kind: "file-text" }>, "kind">): Promise<FileTextReading> {
    const tooLong = this.textTooLong(task.text);
    return tooLong ? Promise.reject(tooLong) : (this.run({ kind: "file-text", ...task }) as Promise<FileTextReading>);
  }

  /** Stop every worker; readings not finished fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error("the reading pool is closed"));
    await Promise.all(
      this.slots.splice(0).map((slot) => {
        clearTimeout(slot.timer);
        slot.job?.reject(new Error("the reading pool is closed"));
        return slot.worker.terminate();
      }),
    );
  }

  private textTooLong(text: string): ReadingBudgetError | undefined {
    if (text.length <= this.limits.readTextCharsMax) return undefined;
    return new ReadingBudgetError(
      "size",
      `the text has ${text.length} characters; at most ${this.limits.readTextCharsMax} are read`,
    );
  }

  private run(task: ReadingTask): Promise<ReadingResults[ReadingTask["kind"]]> {
    if (this.closed) return Promise.reject(new Error("the reading pool is closed"));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, task, resolve: resolve as Job["resolve"], reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.queue.length) {
      const slot = this.slots.find((candidate) => candidate.ready && !candidate.job);
      if (!slot) {
        if (this.slots.length < this.size) this.spawn();
        return;
      }
      const job = this.queue.shift()!;
      slot.job = job;
      slot.timer = setTimeout(() => this.pastBudget(slot), this.limits.readTimeoutMs);
      slot.worker.postMessage({ id: job.id, task: job.task });
    }
  }

  private spawn(): void {
    const entry = workerEntry();
    const worker = new Worker(entry.file, {
      ...(entry.workerData ? { workerData: entry.workerData } : {}),
      resourceLimits: { maxOldGenerationSizeMb: this.limits.readHeapMbMax ?? READ_HEAP_MB_MAX },
    });
    const slot: Slot = { worker, ready: false };
    this.slots.push(slot);
    worker.on("message", (message: { ready?: true; id?: number; ok?: boolean; result?: unknown; message?: string }) => {
      if (message.ready) {
        slot.ready = true;
        this.dispatch();
        return;
      }
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      this.finish(slot);
      if (message.ok) job.resolve(message.result);
      else job.reject(new Error(message.message ?? "the reading failed"));
      this.dispatch();
    });
    worker.on("error", (error) => this.lost(slot, error));
    worker.on("exit", (code) => this.lost(slot, new Error(`a reading worker stopped (exit ${code})`)));
  }

  private finish(slot: Slot): void {
    clearTimeout(slot.timer);
    slot.timer = undefined;
    slot.job = undefined;
  }

  /** Past its time: the worker is stopped (a regular expression cannot be interrupted otherwise) and replaced. */
  private pastBudget(slot: Slot): void {
    const job = slot.job;
    this.remove(slot);
    this.stoppedPastBudget += 1;
    void slot.worker.terminate();
    job?.reject(new ReadingBudgetError("time", `reading took longer than ${this.limits.readTimeoutMs} ms`));
    this.dispatch();
  }

  private lost(slot: Slot, error: Error): void {
    if (!this.slots.includes(slot)) return;
    const job = slot.job;
    this.remove(slot);
    // The reading took its worker down (out of memory): the same input would again, so it fails for good.
    job?.reject(new ReadingBudgetError("size", `reading stopped its worker: ${error.message}`));
    // A worker that never started fails the queue rather than respawning forever.
    if (!slot.ready && !job) for (const queued of this.queue.splice(0)) queued.reject(error);
    if (!this.closed) this.dispatch();
  }

  private remove(slot: Slot): void {
    clearTimeout(slot.timer);
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
  }
}
