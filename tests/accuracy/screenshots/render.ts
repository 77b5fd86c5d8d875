/**
 * Renders the sampled labelled texts (sample.ts) as phone screenshots (phone-render.ts) for the OCR column of
 * `npm run accuracy`: `npx tsx tests/accuracy/screenshots/render.ts [--all]`.
 * Items whose text and viewport are unchanged are kept as they are (--all renders every one again).
 * Needs the Noto Color Emoji font (Debian's fonts-noto-color-emoji) so emoji look as on a phone.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { launchChromium } from "../../support/browser";
import { phonePages, renderItem, VIEWPORT } from "./phone-render";
import { lookOf, MANIFEST_FILE, type Manifest, type ManifestEntry, PNG_DIR, screenshotSample, sha256 } from "./sample";

function readManifest(): Manifest | null {
  return existsSync(MANIFEST_FILE) ? (JSON.parse(readFileSync(MANIFEST_FILE, "utf8")) as Manifest) : null;
}

async function main() {
  if (!execFileSync("fc-list", [":", "family"], { encoding: "utf8" }).includes("Noto Color Emoji")) {
    throw new Error("emoji would not look as on a phone: install the Noto Color Emoji font (fonts-noto-color-emoji)");
  }
  const all = process.argv.includes("--all");
  const previous = readManifest();
  const sameViewport = JSON.stringify(previous?.viewport) === JSON.stringify(VIEWPORT);
  const kept = new Map((previous?.entries ?? []).map((entry) => [entry.id, entry]));
  mkdirSync(PNG_DIR, { recursive: true });
  const browser = await launchChromium();
  const { page, decoder } = await phonePages(browser);
  const entries: ManifestEntry[] = [];
  let rendered = 0;
  try {
    for (const item of screenshotSample()) {
      const base = { id: item.id, source: item.source, look: lookOf(item.source), textSha256: sha256(item.text) };
      const old = kept.get(item.id);
      const fresh =
        !all &&
        sameViewport &&
        old?.textSha256 === base.textSha256 &&
        old.look === base.look &&
        old.screens.every((name) => existsSync(join(PNG_DIR, name)));
      const screens = fresh && old ? old.screens : await renderItem(page, decoder, base, item.text);
      if (!fresh) rendered += 1;
      entries.push({ ...base, screens });
    }
  } finally {
    await browser.close();
  }
  const wanted = new Set(entries.flatMap((entry) => entry.screens));
  for (const name of readdirSync(PNG_DIR)) if (!wanted.has(name)) rmSync(join(PNG_DIR, name));
  writeFileSync(MANIFEST_FILE, `${JSON.stringify({ viewport: VIEWPORT, entries } satisfies Manifest, null, 2)}\n`);
  // Written as the repository's formatter would, so a run that changes nothing leaves no diff.
  execFileSync("npx", ["biome", "format", "--write", MANIFEST_FILE], { stdio: "ignore" });
  console.log(`${entries.length} items, ${wanted.size} screens; ${rendered} items rendered now, the rest unchanged`);
}

await main();
