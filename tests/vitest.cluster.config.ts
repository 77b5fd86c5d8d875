import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** `npm run test:cluster`: the three-node NATS cluster fault test (minutes; not part of `npm test`). */
export default defineConfig({
  root: path.dirname(fileURLToPath(import.meta.url)),
  test: {
    include: ["cluster/**/*.test.ts"],
    testTimeout: 900_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
