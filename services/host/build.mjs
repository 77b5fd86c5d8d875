// Production build (`npm run build:server`): compiles the composition root (and the ledger's
// operator CLI) to plain JavaScript in dist/server, so the image runs `node` with production dependencies only.
//
// Our own workspaces (@suri/*) are TypeScript sources and get bundled; every other package stays
// an import resolved from node_modules at run time (native and wasm packages — PGlite, sharp,
// tesseract.js, pdf.js — keep their files where they expect them). Code splitting keeps each
// service in its own chunk, so a process running one service loads only that service's code.
import { existsSync } from "node:fs";
import { copyFile, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
// dist/server/chunks/* sits three folders below the root, as services/<name>/src/* does, so paths
// our sources resolve from import.meta.url (the gateway's default web/dist) land in the same place.
const outdir = process.env.SURI_BUILD_OUTDIR
  ? path.resolve(process.env.SURI_BUILD_OUTDIR)
  : path.join(root, "dist/server");

const packageName = (specifier) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/**
 * Where `specifier` is installed for code in `dir`: the nearest node_modules holding it, below the root.
 * A workspace's own copy (npm nests one when another version is hoisted, as lru-cache 11 beside 5) is not
 * what dist/server would find at run time, so it is bundled.
 */
function installedInWorkspace(specifier, dir) {
  for (let at = dir; at.startsWith(root) && at !== root; at = path.dirname(at)) {
    if (existsSync(path.join(at, "node_modules", packageName(specifier)))) return true;
  }
  return false;
}

/** Bundle @suri/* workspaces and workspace-nested packages; leave every other bare import to node_modules. */
const externalDependencies = {
  name: "external-dependencies",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("@suri/") || path.isAbsolute(args.path)) return undefined;
      if (args.resolveDir && installedInWorkspace(args.path, args.resolveDir)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: path.join(here, "src/main.ts"),
    "ledger-cli": path.join(root, "services/ledger/src/cli.ts"),
    // The scraper's reading pool starts this file in worker threads, found next to the chunk that starts them.
    "chunks/reading-worker": path.join(root, "services/scraper/src/reading-pool/reading-worker.ts"),
  },
  outdir,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  sourcemap: true,
  chunkNames: "chunks/[name]-[hash]",
  plugins: [externalDependencies],
  logLevel: "warning",
});
// The PDF reader is a process of its own (pdf-reader.mjs) running pdf.js in a worker thread
// (pdf-worker.mjs), both loaded by URL next to the chunk that starts them.
for (const dir of [outdir, path.join(outdir, "chunks")])
  for (const file of ["pdf-reader.mjs", "pdf-worker.mjs"])
    await copyFile(path.join(root, "services/scraper/src/read-upload", file), path.join(dir, file));
console.log(`built ${path.relative(root, outdir)}`);
