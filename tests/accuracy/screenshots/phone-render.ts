/**
 * Drawing a text as a phone's screens: Debian's Chromium renders phone-page.ts's HTML on a 390 × 844 px screen
 * (an iPhone 12–14's, at DEVICE_SCALE_FACTOR); a text longer than one screen is scrolled as a reader would,
 * each screen starting at the first line the previous one cut; each screen is saved as a 4-bit grey PNG.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { greyPng } from "./grey-png";
import { CHROME, phonePage } from "./phone-page";
import { fileStem, type ManifestEntry, PNG_DIR } from "./sample";

/** A phone's CSS screen and its pixel density: 2 gives a 780 px wide image, as many Android phones send. */
export const VIEWPORT = { width: 390, height: 844, deviceScaleFactor: 2 };

/** Scroll offsets of the screens: each next screen starts at the first line box the previous one cut. */
export async function screenOffsets(page: Page): Promise<number[]> {
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

/** Renders one text as its screens into `dir`, named after the item; the screens' file names, top to bottom. */
export async function renderItem(
  page: Page,
  decoder: Page,
  entry: Omit<ManifestEntry, "screens">,
  text: string,
  dir = PNG_DIR,
) {
  await page.setContent(phonePage(text, entry.look), { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const screens: string[] = [];
  for (const [index, offset] of (await screenOffsets(page)).entries()) {
    await page.evaluate((y) => window.scrollTo(0, y), offset);
    const { grey, width, height } = await toGrey(decoder, await page.screenshot({ type: "png" }));
    const name = `${fileStem(entry.id)}.${index + 1}.png`;
    writeFileSync(join(dir, name), greyPng(grey, width, height));
    screens.push(name);
  }
  return screens;
}

/** A page at the phone's size and a page that decodes its screenshots. */
export async function phonePages(browser: Browser): Promise<{ page: Page; decoder: Page }> {
  const page = await browser.newPage({
    viewport: { width: VIEWPORT.width, height: VIEWPORT.height },
    deviceScaleFactor: VIEWPORT.deviceScaleFactor,
  });
  return { page, decoder: await browser.newPage() };
}
