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
    proxy: {
      // The gateway checks Origin on state-changing requests; in development the page's origin is
      // Vite's, so the proxy presents the gateway's own origin instead.
      "/api": { target: apiOrigin, headers: { origin: apiOrigin } },
      "/ws": { target: apiOrigin, ws: true, headers: { origin: apiOrigin } },
    },
  },
  preview: { port: 4173 },
  build: { outDir: "dist", sourcemap: true, target: "es2022" },
});
