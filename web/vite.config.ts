import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/** The backend (gateway) in development; in production it serves web/dist on the same origin. */
const apiOrigin = process.env.SURI_API_ORIGIN ?? "http://localhost:3000";

/**
 * Writes .br and .gz beside every text asset, so the gateway (@fastify/static with preCompressed) sends
 * compressed files without compressing on each request.
 */
function precompress(): Plugin {
  let outDir = "dist";
  const compressAll = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) compressAll(file);
      else if (/\.(js|css|html|svg|json)$/.test(name) && statSync(file).size > 1024) {
        const body = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    }
  };
  return {
    name: "suri-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      compressAll(outDir);
    },
  };
}

/**
 * The entry starts the app through a dynamic import (see src/main.tsx), so Vite announces nothing of it
 * in index.html. Announce the app's start-up chunk with everything it imports statically, the landing
 * page's route chunk and the English catalogue (the default language), so the browser fetches them with
 * the entry instead of after it.
 */
function preloadFirstVisit(): Plugin {
  const wanted = [
    /[\\/]src[\\/]boot\.tsx$/,
    /[\\/]src[\\/]i18n[\\/]en\.ts$/,
    /[\\/]src[\\/]routes[\\/]index\.tsx\?tsr-split=component/,
  ];
  return {
    name: "suri-preload-first-visit",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const chunks = new Map(
          Object.values(ctx.bundle ?? {})
            .filter((c) => c.type === "chunk")
            .map((c) => [c.fileName, c]),
        );
        const files = new Set<string>();
        const add = (fileName: string) => {
          const chunk = chunks.get(fileName);
          if (chunk?.type !== "chunk" || files.has(fileName) || chunk.isEntry) return;
          files.add(fileName);
          for (const imported of chunk.imports) add(imported);
        };
        for (const chunk of chunks.values())
          if (chunk.type === "chunk" && wanted.some((re) => re.test(chunk.facadeModuleId ?? ""))) add(chunk.fileName);
        return [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: "link",
            attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}` },
            injectTo: "head" as const,
          }));
      },
    },
  };
}

/** Libraries every page needs, in one chunk: one request instead of a dozen small ones on first load. */
const frameworkModules =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|jotai|@tanstack|@emotion|stylis|use-sync-external-store|react-is|hoist-non-react-statics|@pandacss)[\\/]/;

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
    preloadFirstVisit(),
    precompress(),
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
      // Small shared chunks are inlined into their users: fewer round trips on first load for a little duplication.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [{ name: "framework", test: frameworkModules }],
          experimentalInlineCommonChunks: { maxSize: 4 * 1024 },
        },
      },
    },
  },
});
