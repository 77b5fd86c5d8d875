/**
 * After `vite build`: renders the visitor pages listed in src/prerender.tsx to HTML and writes them to
 * dist/prerendered/ (with .br and .gz) and a manifest the gateway reads. dist/index.html stays the
 * plain shell every other route (and every signed-in request) gets.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "vite";

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(webRoot, "dist");
const ssrOut = path.join(webRoot, "dist-ssr");

await build({
  root: webRoot,
  logLevel: "warn",
  build: {
    ssr: "src/prerender.tsx",
    outDir: ssrOut,
    emptyOutDir: true,
    sourcemap: false,
    // One file that keeps its exports (the client build inlines small chunks and drops entry exports).
    rolldownOptions: { preserveEntrySignatures: "exports-only", output: { codeSplitting: false } },
  },
});

// A first-time visitor: nothing stored in the browser yet.
class MemoryStorage {
  #items = new Map();
  getItem(key) {
    return this.#items.get(key) ?? null;
  }
  setItem(key, value) {
    this.#items.set(key, String(value));
  }
  removeItem(key) {
    this.#items.delete(key);
  }
}
globalThis.localStorage = new MemoryStorage();
globalThis.sessionStorage = new MemoryStorage();

const { prerenderedPaths, renderVisitorPage } = await import(pathToFileURL(path.join(ssrOut, "prerender.js")).href);
const shell = readFileSync(path.join(dist, "index.html"), "utf8");
const rootPattern = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/;
if (!rootPattern.test(shell)) throw new Error("dist/index.html has no boot #root to replace");

/**
 * The render leaves each component's styles in a <style> beside it. Styles met mid-body make the browser
 * restyle and lay out the page again and again while it parses, so they move to the head: the global
 * ones as they are, the rest merged into one element whose data-emotion attribute lists every style id,
 * the form the styling library's client reads to know them as already present.
 */
function hoistStyles(body) {
  const globals = [];
  const ids = [];
  const rules = [];
  const rest = body.replace(/<style data-emotion="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g, (tag, attribute, css) => {
    const [key, ...names] = attribute.split(" ");
    if (key === "css") {
      ids.push(...names);
      rules.push(css);
    } else globals.push(tag);
    return "";
  });
  if (/<style/.test(rest)) throw new Error("a <style> without data-emotion was left in the body");
  const merged = ids.length ? `<style data-emotion="css ${ids.join(" ")}">${rules.join("")}</style>` : "";
  return { head: globals.join("") + merged, body: rest };
}

const outDir = path.join(dist, "prerendered");
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const manifest = {};
for (const route of prerenderedPaths) {
  const { head, body } = hoistStyles(await renderVisitorPage(route));
  // The page needs no script to show, so the app's code is not announced as urgent: the browser
  // prefetches it at low priority after the page, and the entry starts it on the first interaction.
  const html = shell
    .replace(rootPattern, () => `<div id="root" data-prerendered="visitor">${body}</div>`)
    .replace("</head>", () => `${head}</head>`)
    .replaceAll('<link rel="modulepreload" crossorigin href=', '<link rel="prefetch" as="script" crossorigin href=');
  const name = route === "/" ? "index.html" : `${route.slice(1).replaceAll("/", "_")}.html`;
  const file = path.join(outDir, name);
  writeFileSync(file, html);
  writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  manifest[route] = `prerendered/${name}`;
  console.log(`prerendered ${route} → dist/prerendered/${name} (${(html.length / 1024).toFixed(1)} kB)`);
}
writeFileSync(path.join(outDir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
rmSync(ssrOut, { recursive: true, force: true });
