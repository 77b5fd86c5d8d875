import { defineConfig } from "vitest/config";

// Unit tests cover pure helpers only, so they run in Node without a DOM.
export default defineConfig({
  test: {
    environment: "node",
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
