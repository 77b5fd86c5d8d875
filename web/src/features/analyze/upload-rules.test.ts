import { describe, expect, it } from "vitest";
import {
  formatMegabytes,
  isShrinkable,
  rejectionMessage,
  SHRINKABLE_BYTES_MAX,
  shrunkSize,
  sizeVerdict,
  UPLOAD_BYTES_MAX,
} from "./upload-rules";

const MB = 1024 * 1024;
const file = (name: string, type: string, size: number) => ({ name, type, size });

describe("sizeVerdict", () => {
  it("sends any accepted file up to 10 MB (10485760 bytes) as is", () => {
    expect(UPLOAD_BYTES_MAX).toBe(10_485_760);
    for (const f of [
      file("a.pdf", "application/pdf", UPLOAD_BYTES_MAX),
      file("a.webp", "image/webp", 2 * MB),
      file("a.png", "image/png", UPLOAD_BYTES_MAX),
    ]) {
      expect(sizeVerdict(f), f.name).toEqual({ ok: true, shrink: false });
    }
  });

  it("shrinks a JPEG or PNG over 10 MB instead of refusing it", () => {
    expect(sizeVerdict(file("a.jpg", "image/jpeg", UPLOAD_BYTES_MAX + 1))).toEqual({ ok: true, shrink: true });
    expect(sizeVerdict(file("a.PNG", "", 25 * MB))).toEqual({ ok: true, shrink: true });
  });

  it("refuses other types over 10 MB, and photos too big to shrink, with SPEC's message", () => {
    expect(sizeVerdict(file("a.pdf", "application/pdf", UPLOAD_BYTES_MAX + 1))).toEqual({
      ok: false,
      message: { key: "ingest.drop.tooLarge", params: { bytes: 10_485_760 } },
    });
    expect(sizeVerdict(file("a.heic", "image/heic", 11 * MB)).ok).toBe(false);
    expect(sizeVerdict(file("a.jpg", "image/jpeg", SHRINKABLE_BYTES_MAX + 1))).toEqual({
      ok: false,
      message: { key: "ingest.drop.tooLarge", params: { bytes: SHRINKABLE_BYTES_MAX } },
    });
  });

  it("knows shrinkable files by type, or by name when the browser gives none", () => {
    expect(isShrinkable(file("x.bin", "image/png", 1))).toBe(true);
    expect(isShrinkable(file("photo.JPEG", "", 1))).toBe(true);
    expect(isShrinkable(file("photo.webp", "image/webp", 1))).toBe(false);
    expect(isShrinkable(file("brochure.pdf", "", 1))).toBe(false);
  });
});

describe("rejectionMessage", () => {
  const pdf = file("a.pdf", "application/pdf", 12 * MB);

  it("names the accepted types", () => {
    const message = rejectionMessage([
      { file: file("a.gif", "image/gif", 10), errors: [{ code: "file-invalid-type", message: "x" }] },
    ]);
    expect(message).toEqual({
      key: "ingest.drop.invalidType",
      params: { types: ".jpeg, .jpg, .png, .webp, .heif, .heic, .pdf" },
    });
  });

  it("names the byte limit that applies to the file", () => {
    expect(rejectionMessage([{ file: pdf, errors: [{ code: "file-too-large", message: "" }] }])).toEqual({
      key: "ingest.drop.tooLarge",
      params: { bytes: 10_485_760 },
    });
  });

  it("says 'Too many files' once for a multi-file drop", () => {
    const tooMany = { code: "too-many-files", message: "Too many files" };
    expect(
      rejectionMessage([
        { file: pdf, errors: [{ code: "file-too-large", message: "" }, tooMany] },
        { file: pdf, errors: [tooMany] },
      ]),
    ).toEqual({ key: "ingest.drop.tooMany" });
  });

  it("passes an unknown error through and gives null for no rejection", () => {
    expect(rejectionMessage([{ file: pdf, errors: [{ code: "custom", message: "Nope" }] }])).toEqual({ text: "Nope" });
    expect(rejectionMessage([])).toBeNull();
  });
});

describe("formatMegabytes and shrunkSize", () => {
  it("shows MB with two decimals", () => {
    expect(formatMegabytes(27_001)).toBe("0.03");
    expect(formatMegabytes(10 * MB)).toBe("10.00");
    expect(formatMegabytes(1)).toBe("0.01");
  });

  it("fits the long side into 1000 px without enlarging", () => {
    expect(shrunkSize(4000, 3000)).toEqual({ width: 1000, height: 750 });
    expect(shrunkSize(1080, 2400)).toEqual({ width: 450, height: 1000 });
    expect(shrunkSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(shrunkSize(20_000, 3)).toEqual({ width: 1000, height: 1 });
  });
});
