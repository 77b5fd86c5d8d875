/**
 * Renders the sampled labelled texts (sample.ts) as phone screenshots for the OCR column of `npm run accuracy`:
 * `npx tsx tests/accuracy/screenshots/render.ts [--all]`. Debian's Chromium draws each text on a 390 × 844 px
 * screen (an iPhone 12–14's, at DEVICE_SCALE_FACTOR); a text longer than one screen is scrolled as a reader
 * would, each screen starting at the first line the previous one cut, and each screen is its own PNG (4-bit grey).
 * Items whose text and viewport are unchanged are kept as they are (--all renders every one again).
 * Needs the Noto Color Emoji font (Debian's fonts-noto-color-emoji) so emoji look as on a phone.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { launchChromium } from "../../support/browser";
import { greyPng } from "./grey-png";
import { CHROME, phonePage } from "./phone-page";
import {
  fileStem,
  lookOf,
  MANIFEST_FILE,
  type Manifest,
  type ManifestEntry,
  PNG_DIR,
  screenshotSample,
  sha256,
} from "./sample";

/** A phone's CSS screen and its pixel density: 2 gives a 780 px wide image, as many Android phones send. */
export const VIEWPORT = { width: 390, height: 844, deviceScaleFactor: 2 };

function readManifest(): Manifest | null {
  return existsSync(MANIFEST_FILE) ? (JSON.parse(readFileSync(MANIFEST_FILE, "utf8")) as Manifest) : null;
}

/** Scroll offsets of the screens: each next screen starts at the first line box the previous one cut. */
async function screenOffsets(page: Page): Promise<number[]> {
  return page.evaluate(
    ({ top, bottom, height }) => {
      const range = document.createRange();
      range.selectNodeContents(document.querySelector("main")!);
      const lines = [...range.getClientRects()]
        .filter((rect) => rect.height > 0 && rect.height < 60)
        .map((rect) => ({ top: rect.top + window.scrollY, bottom: rect.bottom + window.scrollY }))
        .sort((a, b) => a.top - b.top);
      const visible = height - top - bottom;
      const offsets = [0];
      for (;;) {
        const scroll = offsets.at(-1)!;
        const cut = lines.find((line) => line.bottom > scroll + top + visible);
        if (!cut) return offsets;
        const next = Math.max(scroll + 1, Math.floor(cut.top - top - 2));
        offsets.push(Math.min(next, scroll + visible));
      }
    },
    { top: CHROME.top, bottom: CHROME.bottom, height: VIEWPORT.height },
  );
}

/** The screenshot's pixels as luma, decoded by the browser itself (no image library needed). */
async function toGrey(page: Page, png: Buffer): Promise<{ grey: Uint8Array; width: number; height: number }> {
  const out = await page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext("2d")!;
    context.drawImage(image, 0, 0);
    const rgba = context.getImageData(0, 0, image.width, image.height).data;
    let binary = "";
    for (let i = 0; i < rgba.length; i += 4) {
      binary += String.fromCharCode(Math.round(0.299 * rgba[i]! + 0.587 * rgba[i + 1]! + 0.114 * rgba[i + 2]!));
    }
    return { base64: btoa(binary), width: image.width, height: image.height };
  }, png.toString("base64"));
  return { grey: new Uint8Array(Buffer.from(out.base64, "base64")), width: out.width, height: out.height };
}

async function renderItem(page: Page, decoder: Page, entry: Omit<ManifestEntry, "screens">, text: string) {
  await page.setContent(phonePage(text, entry.look), { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const screens: string[] = [];
  for (const [index, offset] of (await screenOffsets(page)).entries()) {
    await page.evaluate((y) => window.scrollTo(0, y), offset);
    const { grey, width, height } = await toGrey(decoder, await page.screenshot({ type: "png" }));
    const name = `${fileStem(entry.id)}.${index + 1}.png`;
    writeFileSync(join(PNG_DIR, name), greyPng(grey, width, height));
    screens.push(name);
  }
  return screens;
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
  const page = await browser.newPage({
    viewport: { width: VIEWPORT.width, height: VIEWPORT.height },
    deviceScaleFactor: VIEWPORT.deviceScaleFactor,
  });
  const decoder = await browser.newPage();
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
  writeFileSync(MANIFEST_FILE, `${JSON.stringify({ viewport: VIEWPORT, entries } satisfies Manifest, null, 1)}\n`);
  console.log(`${entries.length} items, ${wanted.size} screens; ${rendered} items rendered now, the rest unchanged`);
}

await main();
