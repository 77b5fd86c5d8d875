import { readFileSync } from "node:fs";
import { MemoryObjectStore } from "@suri/kit";
import { afterAll, describe, expect, it } from "vitest";
import { makePdf, makePdfBomb } from "../../test/support/make-pdf";
import { pngBombHeader } from "../../test/support/png-bomb";
import { createOcrEngine } from "./ocr";
import { PDFJS_OPTIONS, PdfTimeoutError, PdfTooLargeError, pdfReaders, pdfText } from "./pdf-text";
import { readUpload, type UploadReader } from "./read-upload";

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../test/fixtures/uploads/${name}`, import.meta.url)));
const objects = new MemoryObjectStore();
const ocr = createOcrEngine({ ocrTimeoutMs: 30_000 });
const reader: UploadReader = {
  objects,
  ocr,
  limits: { uploadBytesMax: 10 * 1024 * 1024, imagePixelsMax: 40_000_000, pdfPagesMax: 20, textCharsMax: 200_000 },
};
afterAll(() => ocr.close());

async function read(bytes: Uint8Array, contentType: "image/png" | "image/jpeg" | "image/heif" | "application/pdf") {
  const objectKey = await objects.put(bytes, contentType);
  return readUpload(reader, { kind: "upload", objectKey, contentType, bytes: bytes.length });
}

describe("OCR of a listing screenshot (rendered with ImageMagick, tesseract.js offline)", () => {
  it.each([
    ["listing-screenshot.png", "image/png"],
    ["listing-screenshot.jpg", "image/jpeg"],
  ] as const)(
    "%s gives the right price, area and city",
    async (name, type) => {
      const outcome = await read(fixture(name), type);
      expect(outcome.ok).toBe(true);
      if (!outcome.ok) return;
      expect(outcome.listing).toMatchObject({
        sourceSite: "upload",
        priceCentavos: 650_000_000,
        floorAreaSqm: 52,
        bedrooms: 2,
        bathrooms: 2,
        propertyType: "condo",
        status: "ready_for_occupancy",
        developer: "Avida Land",
        parkingSlots: 1,
        associationDuesCentavos: 390_000,
        address: { city: "Cebu City", barangay: "Apas", region: "Central Visayas" },
      });
      expect(outcome.listing.offerType).toBe("sale");
      expect(outcome.listing.provenance.priceCentavos?.source).toBe("ocr");
      expect(outcome.listing.url).toBeUndefined();
    },
    60_000,
  );
});

describe("PDF brochures (pdf.js, eval off)", () => {
  it("reads the brochure's text layer: price, area and city", async () => {
    const outcome = await read(fixture("brochure.pdf"), "application/pdf");
    expect(outcome).toMatchObject({
      ok: true,
      listing: {
        priceCentavos: 725_000_000,
        floorAreaSqm: 28.5,
        bedrooms: 0,
        propertyType: "condo",
        developer: "Shang Properties",
        parkingSlots: 0,
        associationDuesCentavos: 285_000,
        postedAt: "2026-10-05",
        address: { city: "Makati", barangay: "San Antonio", region: "Metro Manila" },
      },
    });
  });

  it("yields the text of a PDF carrying JavaScript and runs none of it", async () => {
    const marker = "__suriPdfPayloadRan";
    const hostile = makePdf(["2BR Condo for Sale", "Price: PHP 9,000,000", "Floor area: 60 sqm", "Pasig City"], {
      javascript: `globalThis.${marker} = true; this.${marker} = true; app.alert("pwned");`,
    });
    expect(PDFJS_OPTIONS.isEvalSupported).toBe(false);
    const text = await pdfText(new Uint8Array(hostile), { pdfPagesMax: 5, textCharsMax: 10_000 });
    expect(text).toContain("Price: PHP 9,000,000");
    const outcome = await read(new Uint8Array(hostile), "application/pdf");
    expect(outcome).toMatchObject({ ok: true, listing: { priceCentavos: 900_000_000, address: { city: "Pasig" } } });
    expect((globalThis as Record<string, unknown>)[marker]).toBeUndefined();
  });

  it("stops a PDF read that outlasts its deadline (the worker is terminated)", async () => {
    await expect(
      pdfText(new Uint8Array(readFileSync(new URL("../../test/fixtures/uploads/brochure.pdf", import.meta.url))), {
        pdfPagesMax: 5,
        textCharsMax: 10_000,
        pdfTimeoutMs: 1,
      }),
    ).rejects.toBeInstanceOf(PdfTimeoutError);
  });

  it("stops a decompression bomb at the reader's memory limit and says the file is too large", async () => {
    // One MB that pdf.js would inflate to 1 GiB (a worker's heap cap does not bound it: ArrayBuffers).
    const bomb = new Uint8Array(makePdfBomb(1024));
    expect(bomb.length).toBeLessThan(1_200_000);
    const limits = { pdfPagesMax: 5, textCharsMax: 10_000, pdfMemoryMbMax: 200, pdfTimeoutMs: 60_000 };
    const refused = await pdfText(bomb, limits).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(PdfTooLargeError);
    expect((refused as PdfTooLargeError).peakMb).toBeLessThan(260);
    const outcome = await readUpload(
      { ...reader, limits: { ...reader.limits, ...limits } },
      {
        kind: "upload",
        objectKey: await objects.put(bomb, "application/pdf"),
        contentType: "application/pdf",
        bytes: bomb.length,
      },
    );
    expect(outcome).toMatchObject({ ok: false, reason: "too_large" });
  });

  it("reads PDFs one at a time: three bombs at once cost one reader's memory", async () => {
    const bomb = new Uint8Array(makePdfBomb(1024));
    const limits = { pdfPagesMax: 5, textCharsMax: 10_000, pdfMemoryMbMax: 200, pdfTimeoutMs: 120_000 };
    pdfReaders.mostAtOnce = pdfReaders.running;
    const outcomes = await Promise.allSettled([pdfText(bomb, limits), pdfText(bomb, limits), pdfText(bomb, limits)]);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe("rejected");
      expect(outcome.status === "rejected" && outcome.reason).toBeInstanceOf(PdfTooLargeError);
    }
    expect(pdfReaders.mostAtOnce).toBe(1);
    // The next brochure reads as before.
    const text = await pdfText(fixture("brochure.pdf"), { pdfPagesMax: 5, textCharsMax: 10_000 });
    expect(text).toContain("THE RISE AT MAKATI");
  });

  it("calls a PDF with no text layer a scan, not a listing", async () => {
    const scan = makePdf([]);
    expect(await read(new Uint8Array(scan), "application/pdf")).toMatchObject({ ok: false, reason: "not_a_listing" });
  });
});

describe("hostile and unreadable files", () => {
  it("re-checks the stored bytes: HTML under an image type is unreadable", async () => {
    const html = new TextEncoder().encode("<!doctype html><html><body>hi</body></html>");
    expect(await read(html, "image/png")).toMatchObject({ ok: false, reason: "unreadable_file" });
  });

  it("refuses a 20000×20000 PNG header without decoding it", async () => {
    const png = new Uint8Array(pngBombHeader());
    expect(await read(png, "image/png")).toMatchObject({ ok: false, reason: "unreadable_file" });
  });

  it("says plainly that HEIF photos cannot be read here", async () => {
    const heif = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"),
      Buffer.from([0, 0, 0, 20]),
      Buffer.from("ispe\0\0\0\0", "latin1"),
      Buffer.from([0, 0, 4, 0, 0, 0, 3, 0]),
    ]);
    const outcome = await read(new Uint8Array(heif), "image/heif");
    expect(outcome).toMatchObject({ ok: false, reason: "unreadable_file" });
    expect(!outcome.ok && outcome.message).toMatch(/HEIF/);
  });

  it("answers a file that is gone as unreadable", async () => {
    expect(
      await readUpload(reader, { kind: "upload", objectKey: "obj-missing", contentType: "image/png", bytes: 1 }),
    ).toMatchObject({ ok: false, reason: "unreadable_file" });
  });
});
