/**
 * The vision path against a local fake of the chat-completions API (baseURL): the model's
 * transcription comes first, OCR fills its gaps; a bad answer or a dead server leaves OCR alone.
 */
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createLogger, MemoryObjectStore } from "@suri/kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOcrEngine } from "./ocr";
import { readUpload, type UploadReader } from "./read-upload";
import { createVisionReader } from "./vision";

const SCREENSHOT = new Uint8Array(
  readFileSync(new URL("../../test/fixtures/uploads/listing-screenshot.png", import.meta.url)),
);
const log = createLogger({ level: "silent", pretty: false });
const ocr = createOcrEngine({ ocrTimeoutMs: 30_000 });
const objects = new MemoryObjectStore();
let answer: () => unknown = () => null;
const requests: { messages: { content: unknown }[]; response_format: { json_schema: { strict: boolean } } }[] = [];
let server: Server;
let baseURL = "";

const completion = (content: string) => ({
  id: "chatcmpl-test",
  object: "chat.completion",
  created: 0,
  model: "fake",
  choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content, refusal: null } }],
});
const transcription = {
  isListing: true,
  title: "2 Bedroom Condo for Sale in Avida Towers Riala",
  priceText: "₱6,500,000",
  offerType: "sale",
  floorAreaText: "52 sqm",
  lotAreaText: null,
  bedrooms: 2,
  bathrooms: 2,
  parkingSlots: 1,
  propertyType: "condo",
  status: "ready_for_occupancy",
  developer: "Avida Land",
  project: "Avida Towers Riala",
  barangay: null,
  city: "Cebu City",
  province: "Cebu",
  associationDuesText: "₱3,900/mo",
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      requests.push(JSON.parse(body));
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  await ocr.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function read(url: string) {
  const vision = createVisionReader(
    { apiKey: "test-key", baseURL: url, model: "fake-vision", visionTimeoutMs: 2000 },
    log,
  );
  const reader: UploadReader = {
    objects,
    ocr,
    vision,
    limits: { uploadBytesMax: 10 * 1024 * 1024, imagePixelsMax: 40_000_000, pdfPagesMax: 5, textCharsMax: 50_000 },
  };
  const objectKey = await objects.put(SCREENSHOT, "image/png");
  return readUpload(reader, { kind: "upload", objectKey, contentType: "image/png", bytes: SCREENSHOT.length });
}

describe("vision model beside OCR", () => {
  it("sends the image with a strict schema, takes the model's transcription and lets OCR fill its gaps", async () => {
    answer = () => completion(JSON.stringify(transcription));
    const outcome = await read(baseURL);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.listing).toMatchObject({
      priceCentavos: 650_000_000,
      floorAreaSqm: 52,
      project: "Avida Towers Riala",
      associationDuesCentavos: 390_000,
      address: { city: "Cebu City", province: "Cebu", barangay: "Apas" },
    });
    expect(outcome.listing.provenance.priceCentavos).toEqual({ source: "model", confidence: 0.7 });
    expect(outcome.listing.provenance["address.barangay"]?.source).toBe("ocr");
    const request = requests.at(-1)!;
    expect(request.response_format.json_schema.strict).toBe(true);
    expect(JSON.stringify(request.messages[1]?.content)).toContain("data:image/png;base64,");
  }, 60_000);

  it.each([
    ["a malformed answer", () => completion("{not json")],
    ["an answer outside the schema", () => completion(JSON.stringify({ ...transcription, bedrooms: "two" }))],
    ["an API error", () => ({ error: { message: "boom" } })],
  ])(
    "keeps OCR alone on %s",
    async (_name, reply) => {
      answer = reply;
      const outcome = await read(baseURL);
      expect(outcome).toMatchObject({ ok: true, listing: { priceCentavos: 650_000_000, floorAreaSqm: 52 } });
      if (outcome.ok) expect(outcome.listing.provenance.priceCentavos?.source).toBe("ocr");
    },
    60_000,
  );

  it("keeps OCR alone when the model's server is down", async () => {
    const outcome = await read("http://127.0.0.1:9/v1");
    expect(outcome).toMatchObject({ ok: true, listing: { priceCentavos: 650_000_000 } });
  }, 60_000);
});
