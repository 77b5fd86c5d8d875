/** The part of autocannon's programmatic API the gateway benchmark uses (the package ships no types). */
declare module "autocannon" {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    /** seconds the run took */
    duration: number;
    latency: Histogram;
    /** bytes received a second; total: in the whole run */
    throughput: Histogram & { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(opts: {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
  }): Promise<Result>;
  export default autocannon;
}
