import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { Worker } from "node:worker_threads";
import type { FastifyBaseLogger } from "fastify";

/** What a page is rendered from: the same answers the API gives the browser (web/src/server-render.tsx). */
export interface UserPageData {
  path: string;
  locale?: "en" | "tl";
  /** null for a visitor. */
  user: unknown;
  report?: { id: string; record: unknown };
  shared?: { token: string; report: unknown };
  credits?: { balance: unknown; history: unknown };
  demoReport?: unknown;
}

export interface PageRendererOptions {
  /** The web build's server bundle (web/dist-server/render.mjs). */
  bundle: string;
  /** The shell the page is composed into (web/dist/index.html). */
  shell: string;
  /** Longest wait for one page, start-up included; past it the caller serves the plain shell. */
  timeoutMs: number;
  /** Pages waiting at most; more are refused at once (the shell is served), so load cannot pile up. */
  maxPending: number;
  /** Rendered pages kept, by the exact data they were rendered from (a report is read again and again). */
  cacheEntries?: number;
  cacheMs?: number;
}

type Reply = { id: number; html: string } | { id: number; error: string };

/**
 * Renders pages with their data to HTML in one worker thread (React rendering is CPU work and would stall
 * every other request on the gateway's event loop). Rendering only speeds up the first paint: every
 * failure — no bundle, a worker that died, a render error, a timeout, too many waiting — answers null,
 * and the caller serves the shell, which renders in the browser as before. The worker starts on first
 * use and again after it died.
 */
export class PageRenderer {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (html: string | null) => void; timer: NodeJS.Timeout }>();
  private closed = false;
  /** Key: a hash of everything the page was rendered from, so a changed balance or report renders anew. */
  private readonly cache = new Map<string, { html: string; until: number }>();

  constructor(
    private readonly opts: PageRendererOptions,
    private readonly log: Pick<FastifyBaseLogger, "warn" | "error">,
  ) {}

  static available(bundle: string, shell: string): boolean {
    return existsSync(bundle) && existsSync(shell);
  }

  /** The page's HTML, or null when the shell should be served instead. */
  async render(data: UserPageData): Promise<string | null> {
    const key = createHash("sha256").update(JSON.stringify(data)).digest("base64url");
    const cached = this.cache.get(key);
    if (cached && cached.until > Date.now()) {
      // Most recently used last: the oldest entry is the first to go.
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached.html;
    }
    const html = await this.renderInWorker(data);
    const entries = this.opts.cacheEntries ?? 0;
    if (html !== null && entries > 0) {
      this.cache.delete(key);
      this.cache.set(key, { html, until: Date.now() + (this.opts.cacheMs ?? 600_000) });
      for (const oldest of this.cache.keys()) {
        if (this.cache.size <= entries) break;
        this.cache.delete(oldest);
      }
    }
    return html;
  }

  private renderInWorker(data: UserPageData): Promise<string | null> {
    if (this.closed || this.pending.size >= this.opts.maxPending) return Promise.resolve(null);
    let worker: Worker;
    try {
      worker = this.start();
    } catch (err) {
      this.log.error({ err }, "could not start the page render worker; serving the shell");
      return Promise.resolve(null);
    }
    const id = this.nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        this.log.warn({ path: data.path, timeoutMs: this.opts.timeoutMs }, "page render timed out; serving the shell");
        resolve(null);
      }, this.opts.timeoutMs);
      this.pending.set(id, { resolve, timer });
      worker.postMessage({ id, data });
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.opts.bundle, {
      workerData: { shell: this.opts.shell },
      // A runaway render must not take the gateway's memory with it. Measured: the gateway grows about
      // 170 MB over 80 distinct renders, worker and page cache included.
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    worker.unref();
    worker.on("message", (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      clearTimeout(waiting.timer);
      if ("error" in reply) {
        this.log.warn({ err: reply.error }, "page render failed; serving the shell");
        waiting.resolve(null);
      } else waiting.resolve(reply.html);
    });
    const gone = (err?: unknown) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      if (err) this.log.error({ err }, "page render worker failed; serving the shell until it restarts");
      for (const [id, waiting] of this.pending) {
        clearTimeout(waiting.timer);
        waiting.resolve(null);
        this.pending.delete(id);
      }
    };
    worker.on("error", gone);
    worker.on("exit", (code) => gone(code === 0 || this.closed ? undefined : new Error(`exit code ${code}`)));
    this.worker = worker;
    return worker;
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = undefined;
    for (const [, waiting] of this.pending) {
      clearTimeout(waiting.timer);
      waiting.resolve(null);
    }
    this.pending.clear();
    this.cache.clear();
    await worker?.terminate();
  }
}
