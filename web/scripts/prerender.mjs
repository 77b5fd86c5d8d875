/**
 * After `vite build`: builds the server bundle (src/render-worker.ts → dist-server/render.mjs, every
 * dependency inlined, so the gateway's image needs none of the web app's packages), then renders the
 * visitor pages listed in src/server-render.tsx, in English and Tagalog, to dist/prerendered/<locale>/
 * (with .br and .gz) and a manifest the gateway reads. dist/index.html stays the plain shell every other route gets.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "vite";

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(webRoot, "dist");
const serverOut = path.join(webRoot, "dist-server");

await build({
  root: webRoot,
  logLevel: "warn",
  ssr: { noExternal: true, target: "node" },
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    ssr: "src/render-worker.ts",
    outDir: serverOut,
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
    // One file that keeps its exports (the client build inlines small chunks and drops entry exports).
    rolldownOptions: {
      preserveEntrySignatures: "exports-only",
      output: { codeSplitting: false, entryFileNames: "render.mjs" },
    },
  },
});

const { prerenderedPaths, renderVisitorPage, composePage } = await import(
  pathToFileURL(path.join(serverOut, "render.mjs")).href
);
const shell = readFileSync(path.join(dist, "index.html"), "utf8");

const outDir = path.join(dist, "prerendered");
rmSync(outDir, { recursive: true, force: true });
// Each page in each language; the gateway picks one by the reader's language cookie.
const manifest = {};
for (const locale of ["en", "tl"]) {
  manifest[locale] = {};
  mkdirSync(path.join(outDir, locale), { recursive: true });
  for (const route of prerenderedPaths) {
    const html = composePage(shell, await renderVisitorPage(route, locale), "visitor", { locale });
    const name = `${locale}/${route === "/" ? "index" : route.slice(1).replaceAll("/", "_")}.html`;
    const file = path.join(outDir, name);
    writeFileSync(file, html);
    writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
    manifest[locale][route] = `prerendered/${name}`;
    console.log(`prerendered ${route} (${locale}) → dist/prerendered/${name} (${(html.length / 1024).toFixed(1)} kB)`);
  }
}
writeFileSync(path.join(outDir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
