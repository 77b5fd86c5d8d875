import { describe, expect, it } from "vitest";
import { checkUpload, decodeDataUrl, imageDimensions, sniffFileType } from "../src/file-guard";
import { pngBomb } from "./support/png-bomb";

const u8 = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...Buffer.from(part, "latin1")] : part)));
const be16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const be32 = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];

const jpeg = (width: number, height: number) =>
  u8(
    [0xff, 0xd8, 0xff, 0xe0],
    be16(16),
    "JFIF\0",
    [1, 1, 0, 0, 1, 0, 1, 0, 0],
    [0xff, 0xc0],
    be16(17),
    [8],
    be16(height),
    be16(width),
    [3],
    new Array(9).fill(0),
  );
const png = (width: number, height: number) =>
  u8(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    be32(13),
    "IHDR",
    be32(width),
    be32(height),
    [8, 2, 0, 0, 0],
    be32(0),
  );
const webp = (width: number, height: number) =>
  u8("RIFF", be32(0), "WEBP", "VP8X", [10, 0, 0, 0], [0, 0, 0, 0], le24(width - 1), le24(height - 1));
const heif = (width: number, height: number) =>
  u8(be32(24), "ftyp", "heic", be32(0), "mif1", "heic", be32(20), "ispe", be32(0), be32(width), be32(height));

describe("sniffFileType: magic bytes only", () => {
  it.each([
    ["jpeg", jpeg(10, 10), "image/jpeg"],
    ["png", png(10, 10), "image/png"],
    ["webp", webp(10, 10), "image/webp"],
    ["heif", heif(10, 10), "image/heif"],
    ["pdf", u8("%PDF-1.7\n"), "application/pdf"],
    ["html renamed .png", u8("<!doctype html><html><body><script>alert(1)</script>"), null],
    ["svg", u8('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), null],
    ["gif", u8("GIF89a"), null],
    ["zip", u8([0x50, 0x4b, 0x03, 0x04]), null],
    ["empty", u8(), null],
  ])("%s → %s", (_name, bytes, type) => {
    expect(sniffFileType(bytes)).toBe(type);
  });
});

describe("imageDimensions: read from the header, nothing decoded", () => {
  it.each([
    ["image/jpeg", jpeg(1080, 2340)],
    ["image/png", png(1080, 2340)],
    ["image/webp", webp(1080, 2340)],
    ["image/heif", heif(1080, 2340)],
  ] as const)("%s", (type, bytes) => {
    expect(imageDimensions(bytes, type)).toEqual({ width: 1080, height: 2340 });
  });
});

describe("checkUpload", () => {
  it("refuses a 20000×20000 PNG of about 1 MB by its header, without decoding it", async () => {
    const bomb = await pngBomb(20_000);
    expect(bomb.length).toBeGreaterThan(900_000);
    expect(bomb.length).toBeLessThan(1_500_000);
    const rssBefore = process.memoryUsage().rss;
    const result = checkUpload(bomb);
    expect(result).toMatchObject({ ok: false, code: "image_too_large" });
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(50 * 1024 * 1024);
  }, 30_000);

  it("refuses an HTML file renamed .png, whatever the data URL claims", () => {
    const bytes = decodeDataUrl(
      `data:image/png;base64,${Buffer.from("<html><body>not an image</body></html>").toString("base64")}`,
    );
    expect(bytes).not.toBeNull();
    expect(checkUpload(bytes!)).toMatchObject({ ok: false, code: "unsupported_file_type" });
  });

  it("takes 10 MB exactly and refuses 10 MB + 1 byte", () => {
    const exact = new Uint8Array(10 * 1024 * 1024);
    exact.set(u8("%PDF-1.4\n"));
    expect(checkUpload(exact)).toMatchObject({ ok: true, contentType: "application/pdf" });
    const over = new Uint8Array(10 * 1024 * 1024 + 1);
    over.set(u8("%PDF-1.4\n"));
    expect(checkUpload(over)).toMatchObject({ ok: false, code: "file_too_large" });
  });

  it("accepts a phone screenshot and refuses a damaged header", () => {
    expect(checkUpload(png(1170, 2532))).toEqual({
      ok: true,
      contentType: "image/png",
      bytes: 33,
      width: 1170,
      height: 2532,
    });
    expect(checkUpload(u8([0xff, 0xd8, 0xff, 0xe0, 0, 2]))).toMatchObject({ ok: false, code: "unreadable_file" });
  });

  it("decodes only base64 data URLs", () => {
    expect(decodeDataUrl("data:application/pdf;base64,JVBERi0=")).toEqual(u8("%PDF-"));
    expect(decodeDataUrl("data:text/plain,hello")).toBeNull();
    expect(decodeDataUrl("JVBERi0=")).toBeNull();
    expect(decodeDataUrl("data:image/png;base64,<script>")).toBeNull();
  });
});
