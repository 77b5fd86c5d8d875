import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** The backend (gateway) in development; in production it serves web/dist on the same origin. */
const apiOrigin = process.env.SURI_API_ORIGIN ?? "http://localhost:3000";

export default defineConfig({
  plugins: [
    // The router plugin must run before the React plugin, or generation and splitting fail silently.
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "./src/routes",
      generatedRouteTree: "./src/routeTree.gen.ts",
      quoteStyle: "double",
      semicolons: true,
    }),
    react(),
  ],
  server: {
    port: 5173,
    // The Host header is passed through unchanged (no changeOrigin), so the gateway's same-origin
    // check sees the page's own origin and host, exactly as when it serves web/dist itself.
    proxy: {
      "/api": { target: apiOrigin },
      "/ws": { target: apiOrigin, ws: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: "dist",
    sourcemap: true,
    target: "es2022",
    rolldownOptions: {
      // @suri/contracts is pure schema declarations; marking it side-effect free lets the bundle drop the
      // event, RPC and envelope schemas the browser never uses.
      treeshake: { moduleSideEffects: [{ test: /[\\/]contracts[\\/]src[\\/]/, sideEffects: false }] },
    },
  },
});
