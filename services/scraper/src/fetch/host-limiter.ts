/**
 * Politeness towards each site: at most `perHostConcurrency` requests in flight to one host, and
 * request starts at least `perHostIntervalMs` apart. Waiting requests queue per host, in order.
 */
export class HostLimiter {
  private readonly hosts = new Map<string, { active: number; lastStart: number; waiting: (() => void)[] }>();

  constructor(
    private readonly opts: { perHostConcurrency: number; perHostIntervalMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  /** Resolves when a request to `host` may start; call the returned release when it ends. */
  async acquire(host: string): Promise<() => void> {
    const state = this.hosts.get(host) ?? { active: 0, lastStart: 0, waiting: [] };
    this.hosts.set(host, state);
    if (state.active >= this.opts.perHostConcurrency || state.waiting.length > 0) {
      await new Promise<void>((resolve) => state.waiting.push(resolve));
    }
    state.active += 1;
    const gap = state.lastStart + this.opts.perHostIntervalMs - this.now();
    state.lastStart = Math.max(this.now(), state.lastStart + this.opts.perHostIntervalMs);
    if (gap > 0) await new Promise((resolve) => setTimeout(resolve, gap));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      state.active -= 1;
      const next = state.waiting.shift();
      if (next) next();
      else if (state.active === 0) this.hosts.delete(host);
    };
  }

  /** Hosts currently tracked (tests). */
  size(): number {
    return this.hosts.size;
  }
}
