import { type Readable, Transform, type TransformCallback } from "node:stream";
import { FetchFailureError, failure } from "./outcome";

/** Response fields Crawlee reads from the stream it parses (see HttpCrawler's addResponsePropertiesToStream). */
const RESPONSE_FIELDS = [
  "statusCode",
  "statusMessage",
  "headers",
  "url",
  "redirectUrls",
  "ip",
  "request",
  "httpVersion",
];

/**
 * Refuses a response whose declared Content-Length is over the cap, and wraps the body stream so
 * that it fails as soon as the bytes actually received (after decompression) pass the cap —
 * chunked and lying responses included.
 */
export function limitResponseBytes(response: Readable, bytesMax: number): Readable {
  const headers = (response as unknown as { headers?: Record<string, string | undefined> }).headers ?? {};
  const declared = Number(headers["content-length"]);
  if (Number.isFinite(declared) && declared > bytesMax) {
    response.destroy();
    throw tooLarge(bytesMax);
  }
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      received += chunk.length;
      if (received > bytesMax) {
        response.destroy();
        callback(tooLarge(bytesMax));
        return;
      }
      callback(null, chunk);
    },
  });
  for (const field of RESPONSE_FIELDS) {
    (counter as unknown as Record<string, unknown>)[field] = (response as unknown as Record<string, unknown>)[field];
  }
  response.on("error", (error) => counter.destroy(error));
  return response.pipe(counter);
}

function tooLarge(bytesMax: number): FetchFailureError {
  return new FetchFailureError(failure("too_large", `the page is larger than ${Math.round(bytesMax / 1024)} kB`));
}
