/**
 * buildReport throughput and latency over the 176 Panay listings, repeated.
 *   npm run bench --workspace @suri/analyzer           (default 20 rounds after 2 warm-up rounds)
 *   BENCH_ROUNDS=100 npm run bench --workspace @suri/analyzer
 * Prints analyses/s and p50/p95/p99/max ms per buildReport — the whole report (valuation, costs,
 * financing runs, scores, place facts and the deterministic English and Tagalog narrative), without
 * the language model; target p95 < 20 ms.
 * Panay has no cited price levels, so its reports stop at insufficient_data; a second pass moves
 * the same listings to cities with full data (reference, rent, vacancy, dues) to time the full path,
 * and a third pass hands every report all 176 listings as comparables (a large search page).
 */
import { performance } from "node:perf_hooks";
import type { Listing } from "@suri/contracts";
import { buildReport } from "../src/valuation";
import { loadPanayListings } from "../test/support/panay";

const P95_TARGET_MS = 20;
const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const warmupRounds = 2;
const now = new Date("2026-11-21T08:00:00Z");

function percentile(sorted: Float64Array, p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const FULL_DATA_PLACES: Listing["address"][] = [
  { city: "Taguig", text: "Bonifacio Global City" },
  { city: "Quezon City" },
  { city: "Cebu City" },
  { city: "Makati" },
  { city: "Pasig", text: "Ortigas Center" },
];

function relocated(listings: Listing[]): Listing[] {
  return listings.map((l, i) => ({ ...l, address: FULL_DATA_PLACES[i % FULL_DATA_PLACES.length] ?? {} }));
}

function run(label: string, listings: Listing[], comparables: readonly Listing[] = []): void {
  const opts = { now, comparables };
  for (let r = 0; r < warmupRounds; r++) for (const listing of listings) buildReport(listing, opts);
  const samples = new Float64Array(rounds * listings.length);
  let i = 0;
  let sink = 0;
  const started = performance.now();
  for (let r = 0; r < rounds; r++) {
    for (const listing of listings) {
      const t0 = performance.now();
      const report = buildReport(listing, opts);
      samples[i++] = performance.now() - t0;
      sink += report.investmentScore.score ?? 0;
    }
  }
  const elapsedMs = performance.now() - started;
  samples.sort();
  const p95 = percentile(samples, 95);
  const line = (name: string, value: string) => console.log(`  ${name.padEnd(16)}${value}`);
  console.log(`${label}: ${listings.length} listings × ${rounds} rounds (${samples.length} analyses)`);
  line("analyses/s", (samples.length / (elapsedMs / 1000)).toFixed(0));
  line("p50 ms", percentile(samples, 50).toFixed(4));
  line("p95 ms", p95.toFixed(4));
  line("p99 ms", percentile(samples, 99).toFixed(4));
  line("max ms", (samples[samples.length - 1] ?? Number.NaN).toFixed(4));
  line("p95 target", `< ${P95_TARGET_MS} ms: ${p95 < P95_TARGET_MS ? "met" : "MISSED"}`);
  if (sink < 0) console.log(sink); // keeps the work observable
}

const panay = loadPanayListings();
run("Panay listings as found", panay);
run("Same listings moved to full-data cities", relocated(panay));
run("Panay listings, all 176 passed as comparables", panay, panay);
