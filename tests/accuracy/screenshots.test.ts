import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync, inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { LabelledText } from "./real-material";
import { greyPng } from "./screenshots/grey-png";
import { ENGINE } from "./screenshots/ocr-cache";
import {
  MANIFEST_FILE,
  type Manifest,
  OCR_CACHE_FILE,
  PNG_DIR,
  sampleOf,
  screenshotSample,
  sha256,
} from "./screenshots/sample";

/** The 4-bit grey pixels of a PNG greyPng wrote (one IDAT, filters none/sub/up/paeth over bytes). */
function decodeGrey4(png: Buffer): { width: number; height: number; levels: number[] } {
  expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  expect([png[24], png[25]]).toEqual([4, 0]);
  const idatAt = png.indexOf("IDAT", 33, "latin1");
  const raw = inflateSync(png.subarray(idatAt + 4, idatAt + 4 + png.readUInt32BE(idatAt - 4)));
  const rowBytes = Math.ceil(width / 2);
  const rows: Uint8Array[] = [];
  for (let y = 0; y < height; y += 1) {
    const type = raw[y * (rowBytes + 1)]!;
    const row = new Uint8Array(rowBytes);
    const above = rows[y - 1] ?? new Uint8Array(rowBytes);
    for (let x = 0; x < rowBytes; x += 1) {
      const a = x ? row[x - 1]! : 0;
      const b = above[x]!;
      const c = x ? above[x - 1]! : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const predicted = [0, a, b, 0, paeth][type]!;
      row[x] = (raw[y * (rowBytes + 1) + 1 + x]! + predicted) & 0xff;
    }
    rows.push(row);
  }
  const levels = rows.flatMap((row) =>
    Array.from({ length: width }, (_, x) => (x & 1 ? row[x >> 1]! & 0x0f : row[x >> 1]! >> 4)),
  );
  return { width, height, levels };
}

const item = (source: string, id: string): LabelledText => ({ source, id, text: id, labels: {} as never });

describe("screenshot sample", () => {
  it("takes the same items whatever the input order, at most the cap per source", () => {
    const items = [
      ...Array.from({ length: 40 }, (_, i) => item("a", `a ${i}`)),
      ...Array.from({ length: 3 }, (_, i) => item("b", `b ${i}`)),
    ];
    const first = sampleOf(items, 15).map((entry) => entry.id);
    const reversed = sampleOf([...items].reverse(), 15).map((entry) => entry.id);
    expect(new Set(first)).toEqual(new Set(reversed));
    expect(first.filter((id) => id.startsWith("a "))).toHaveLength(15);
    expect(first.filter((id) => id.startsWith("b "))).toHaveLength(3);
    // Not simply the first rows: the seeded order mixes them.
    expect(first.filter((id) => id.startsWith("a ")).sort()).not.toEqual(
      items
        .slice(0, 15)
        .map((e) => e.id)
        .sort(),
    );
  });
});

describe("grey PNG", () => {
  it("keeps every pixel at its nearest of 16 grey levels", () => {
    const width = 13;
    const height = 7;
    const grey = Uint8Array.from({ length: width * height }, (_, i) => (i * 37 + (i % width) * 11) % 256);
    const decoded = decodeGrey4(greyPng(grey, width, height));
    expect(decoded).toMatchObject({ width, height });
    expect(decoded.levels).toEqual([...grey].map((value) => Math.round(value / 17)));
  });
});

describe("committed screenshots", () => {
  const manifest = JSON.parse(readFileSync(MANIFEST_FILE, "utf8")) as Manifest;

  it("show the current text of every sampled item, as phone-width 4-bit grey PNGs of a few MB in all", () => {
    const entries = new Map(manifest.entries.map((entry) => [entry.id, entry]));
    const sample = screenshotSample();
    let bytes = 0;
    for (const wanted of sample) {
      const entry = entries.get(wanted.id);
      expect(entry?.textSha256, wanted.id).toBe(sha256(wanted.text));
      for (const name of entry?.screens ?? []) {
        const png = readFileSync(join(PNG_DIR, name));
        bytes += statSync(join(PNG_DIR, name)).size;
        expect(png.readUInt32BE(16), name).toBe(manifest.viewport.width * manifest.viewport.deviceScaleFactor);
        expect([png[24], png[25]], name).toEqual([4, 0]);
      }
    }
    expect(manifest.entries).toHaveLength(sample.length);
    expect(bytes).toBeLessThan(8 * 1024 * 1024);
  });

  it("have their OCR in the committed cache, read by the engine the product uses", () => {
    expect(existsSync(OCR_CACHE_FILE)).toBe(true);
    const cache = JSON.parse(gunzipSync(readFileSync(OCR_CACHE_FILE)).toString("utf8")) as {
      engine: string;
      pages: Record<string, { lines: unknown[] }>;
    };
    expect(cache.engine).toBe(ENGINE);
    const missing = manifest.entries
      .flatMap((entry) => entry.screens)
      .filter((name) => !cache.pages[sha256(readFileSync(join(PNG_DIR, name)))]?.lines.length);
    expect(missing).toEqual([]);
  });
});
