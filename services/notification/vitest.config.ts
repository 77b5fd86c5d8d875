import { defineConfig } from "vitest/config";

// Generous limits: a loaded 2-core machine may run a test several times slower than a laptop.
// Tests assert outcomes, never wall-clock speed (that lives in the benchmarks).
export default defineConfig({ test: { testTimeout: 60_000, hookTimeout: 60_000 } });
