import { defineConfig } from "vitest/config";

// Generous limits: a loaded 2-core machine may run a test several times slower than a laptop.
// Tests assert outcomes, never wall-clock speed (that lives in the benchmarks).
// Tests live beside the slice they test (src/<slice>/*.test.ts), route-level ones too: they build the
// whole gateway as production does. The production build bundles from src/main.ts, so no test is in it.
export default defineConfig({
  test: { include: ["src/**/*.test.ts"], testTimeout: 60_000, hookTimeout: 60_000 },
});
