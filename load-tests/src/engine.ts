/**
 * Runs a k6 script in Node: the script's own imports of k6 modules are pointed at the shims in
 * ./k6, then setup(), the scenarios (constant-arrival-rate and constant-vus executors) and the
 * thresholds run as k6 runs them. Enough of k6 for load-tests/suri.k6.js, not all of it.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { AbortIteration, record, type Sample, state, type VuContext } from "./k6/state";

const shimDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "k6");
const SHIMS: Record<string, string> = {
  k6: "k6.ts",
  "k6/http": "http.ts",
  "k6/metrics": "metrics.ts",
  "k6/websockets": "websockets.ts",
  "k6/experimental/websockets": "websockets.ts",
};

export function parseDuration(text: string | number | undefined, fallbackMs = 0): number {
  if (text === undefined) return fallbackMs;
  if (typeof text === "number") return text;
  let ms = 0;
  for (const [, n, unit] of text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g))
    ms += Number(n) * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[unit as "ms" | "s" | "m" | "h"];
  return ms;
}

interface Scenario {
  executor: "constant-arrival-rate" | "constant-vus";
  exec?: string;
  rate?: number;
  timeUnit?: string;
  duration: string;
  preAllocatedVUs?: number;
  maxVUs?: number;
  vus?: number;
  gracefulStop?: string;
}
type Threshold = string | { threshold: string };
export interface ScriptOptions {
  scenarios: Record<string, Scenario>;
  thresholds?: Record<string, Threshold[]>;
  setupTimeout?: string;
}
// biome-ignore lint/suspicious/noExplicitAny: a k6 script's exports
type ScriptModule = Record<string, any> & { options: ScriptOptions };

const context = new AsyncLocalStorage<VuContext>();
state.current = () => context.getStore();

/** Import a k6 script with its k6 imports pointed at the shims, and __ENV/__VU/__ITER defined. */
export async function loadScript(file: string, env: Record<string, string>): Promise<ScriptModule> {
  let source = await readFile(file, "utf8");
  for (const [name, shim] of Object.entries(SHIMS))
    source = source.replaceAll(
      `from "${name}"`,
      `from ${JSON.stringify(pathToFileURL(path.join(shimDir, shim)).href)}`,
    );
  const g = globalThis as Record<string, unknown>;
  g.__ENV = env;
  Object.defineProperty(g, "__VU", { configurable: true, get: () => context.getStore()?.vu ?? 0 });
  Object.defineProperty(g, "__ITER", { configurable: true, get: () => context.getStore()?.iter ?? 0 });
  const dir = await mkdtemp(path.join(tmpdir(), "k6-script-"));
  const copy = path.join(dir, `${path.basename(file, ".js")}.mjs`);
  await writeFile(copy, source);
  return (await import(pathToFileURL(copy).href)) as ScriptModule;
}

let errorsLogged = 0;
async function iteration(fn: (data: unknown) => unknown, data: unknown, ctx: VuContext) {
  const started = performance.now();
  try {
    await context.run(ctx, () => fn(data));
  } catch (err) {
    record("iteration_errors", 1, { error: err instanceof AbortIteration ? "fail" : "exception" });
    if (errorsLogged++ < 5) console.error(`[${ctx.scenario}] iteration error: ${String(err)}`);
  } finally {
    record("iterations", 1);
    record("iteration_duration", performance.now() - started);
  }
}

async function runScenario(name: string, s: Scenario, script: ScriptModule, data: unknown) {
  const fn = script[s.exec ?? "default"];
  if (typeof fn !== "function") throw new Error(`scenario ${name}: no exported function ${s.exec ?? "default"}`);
  const durationMs = parseDuration(s.duration);
  const graceMs = parseDuration(s.gracefulStop, 30_000);
  const t0 = performance.now();
  const inFlight = new Set<Promise<void>>();
  const iters = new Map<number, number>();
  const nextIter = (vu: number) => {
    const i = iters.get(vu) ?? 0;
    iters.set(vu, i + 1);
    return i;
  };
  if (s.executor === "constant-vus") {
    const loops = Array.from({ length: s.vus ?? 1 }, async (_, k) => {
      const vu = k + 1;
      while (performance.now() - t0 < durationMs) await iteration(fn, data, { vu, iter: nextIter(vu), scenario: name });
    });
    await Promise.race([Promise.all(loops), new Promise((r) => setTimeout(r, durationMs + graceMs))]);
    return;
  }
  // constant-arrival-rate: start an iteration every timeUnit/rate whatever the system's latency.
  const intervalMs = parseDuration(s.timeUnit ?? "1s") / (s.rate ?? 1);
  const maxVUs = s.maxVUs ?? s.preAllocatedVUs ?? 100;
  const free: number[] = [];
  let vus = 0;
  for (let i = 0; ; i++) {
    const due = t0 + i * intervalMs;
    if (due - t0 >= durationMs) break;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    let vu = free.pop();
    if (vu === undefined && vus < maxVUs) vu = ++vus;
    if (vu === undefined) {
      record("dropped_iterations", 1, { scenario: name });
      continue;
    }
    const id = vu;
    const p = iteration(fn, data, { vu: id, iter: nextIter(id), scenario: name }).finally(() => {
      inFlight.delete(p);
      free.push(id);
    });
    inFlight.add(p);
  }
  await Promise.race([Promise.allSettled([...inFlight]), new Promise((r) => setTimeout(r, graceMs))]);
}

/** setup(), then every scenario at once, then teardown(); returns the samples and the wall time. */
export async function run(script: ScriptModule): Promise<{ samples: Sample[]; seconds: number; startedAt: number }> {
  const data = script.setup ? await script.setup() : undefined;
  state.samples.length = 0; // like k6's summary, the figures are the scenarios' (setup is excluded here)
  const t0 = performance.now();
  await Promise.all(Object.entries(script.options.scenarios).map(([name, s]) => runScenario(name, s, script, data)));
  const seconds = (performance.now() - t0) / 1000;
  if (script.teardown) await script.teardown(data);
  return { samples: [...state.samples], seconds, startedAt: t0 };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
    : Number.NaN;

/** "metric{tag:value,tag2:value}" → whether a sample is one it selects. */
export function matcher(key: string): (sample: Sample) => boolean {
  const m = /^([^{]+)(?:\{(.*)\})?$/.exec(key.trim());
  if (!m) throw new Error(`bad threshold key ${key}`);
  const metric = m[1]!;
  const filters = (m[2] ?? "")
    .split(",")
    .filter(Boolean)
    .map((f) => f.split(":").map((x) => x.trim()) as [string, string]);
  return (s) => s.metric === metric && filters.every(([k, v]) => s.tags[k] === v);
}

/** "metric{tag:value,tag2:value}" → the samples it selects. */
export function select(samples: Sample[], key: string): { metric: string; values: number[] } {
  const matches = matcher(key);
  const values = samples.filter(matches).map((s) => s.value);
  return { metric: key.trim().split("{")[0]!, values };
}

/** The aggregate a threshold expression names: p(95), avg, min, max, med, rate, count. */
export function aggregate(values: number[], name: string, seconds = 1): number {
  const sorted = [...values].sort((a, b) => a - b);
  const p = /^p\((\d+(?:\.\d+)?)\)$/.exec(name);
  if (p) return percentile(sorted, Number(p[1]));
  const sum = values.reduce((a, b) => a + b, 0);
  switch (name) {
    case "avg":
      return values.length ? sum / values.length : Number.NaN;
    case "min":
      return sorted[0] ?? Number.NaN;
    case "max":
      return sorted.at(-1) ?? Number.NaN;
    case "med":
      return percentile(sorted, 50);
    case "rate":
      // a Rate's share of non-zero samples; for a Counter k6's rate is per second
      return values.length ? values.filter((v) => v !== 0).length / values.length : 0;
    case "count":
      return sum;
    case "persec":
      return sum / seconds;
    default:
      throw new Error(`unknown aggregate ${name}`);
  }
}

export interface ThresholdResult {
  key: string;
  expression: string;
  actual: number;
  ok: boolean;
}

export function evaluateThresholds(
  samples: Sample[],
  thresholds: ScriptOptions["thresholds"] = {},
  seconds = 1,
): ThresholdResult[] {
  const results: ThresholdResult[] = [];
  for (const [key, list] of Object.entries(thresholds)) {
    const { metric, values } = select(samples, key);
    for (const t of list) {
      const expression = typeof t === "string" ? t : t.threshold;
      const m = /^\s*([a-z]+(?:\(\d+(?:\.\d+)?\))?)\s*(<=|>=|<|>|==|===|!=)\s*([\d.]+)\s*$/.exec(expression);
      if (!m) throw new Error(`bad threshold ${expression}`);
      const name = m[1] === "rate" && state.types.get(metric) === "counter" ? "persec" : m[1]!;
      const actual = aggregate(values, name, seconds);
      const limit = Number(m[3]);
      const ok = {
        "<": actual < limit,
        "<=": actual <= limit,
        ">": actual > limit,
        ">=": actual >= limit,
        "==": actual === limit,
        "===": actual === limit,
        "!=": actual !== limit,
      }[m[2]!]!;
      results.push({ key, expression, actual, ok: ok && !Number.isNaN(actual) });
    }
  }
  return results;
}
