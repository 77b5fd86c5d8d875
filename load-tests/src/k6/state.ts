/** What the k6 shims record while the runner executes a script: samples with their tags. */
export interface Sample {
  metric: string;
  value: number;
  tags: Record<string, string>;
  /** performance.now() when recorded */
  at?: number;
}
export type MetricType = "trend" | "counter" | "rate" | "gauge";

export interface VuContext {
  vu: number;
  iter: number;
  scenario: string;
}

export const state = {
  samples: [] as Sample[],
  types: new Map<string, MetricType>([
    ["http_req_duration", "trend"],
    ["http_req_failed", "rate"],
    ["http_reqs", "counter"],
    ["checks", "rate"],
    ["iterations", "counter"],
    ["dropped_iterations", "counter"],
    ["ws_sessions", "counter"],
  ]),
  /** The iteration running now (AsyncLocalStorage keeps it per asynchronous call chain). */
  current: undefined as (() => VuContext | undefined) | undefined,
};

export function record(metric: string, value: number, tags: Record<string, string> = {}) {
  const ctx = state.current?.();
  state.samples.push({
    metric,
    value,
    tags: { ...(ctx ? { scenario: ctx.scenario } : {}), ...tags },
    at: performance.now(),
  });
}

export class AbortIteration extends Error {}
