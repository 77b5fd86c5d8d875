import { defineConfig } from "vitest/config";

// Generous limits: a loaded 2-core machine may run a test several times slower than a laptop.
// Tests assert outcomes, never wall-clock speed (that lives in the benchmarks).
// Unit tests live beside the slice they test (src/<slice>/*.test.ts); test/support holds shared helpers and
// test/fixtures the pages, texts and files they read.
export default defineConfig({ test: { include: ["src/**/*.test.ts"], testTimeout: 60_000, hookTimeout: 60_000 } });
