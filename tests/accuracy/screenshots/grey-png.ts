/**
 * A 4-bit greyscale PNG (16 grey levels) from 8-bit grey pixels: screenshots of text small enough to commit
 * (about half the bytes of 8-bit grey; 16 levels keep the glyphs' anti-aliased edges). Each row takes the
 * PNG filter (none, sub, up, paeth) that leaves the smallest sum of bytes, the usual heuristic.
 */
import { crc32, deflateSync } from "node:zlib";

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** Two pixels to a byte, the left one in the high nibble (PNG's order). */
function packed(grey: Uint8Array, width: number, height: number): { bytes: Uint8Array; rowBytes: number } {
  const rowBytes = Math.ceil(width / 2);
  const bytes = new Uint8Array(rowBytes * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const level = Math.round(grey[y * width + x]! / 17);
      bytes[y * rowBytes + (x >> 1)]! |= x & 1 ? level : level << 4;
    }
  }
  return { bytes, rowBytes };
}

// Filters work on bytes; below 8 bits a pixel counts as one byte (the PNG rule).
function filterRow(data: Uint8Array, width: number, y: number): Uint8Array {
  const row = data.subarray(y * width, (y + 1) * width);
  const above = y > 0 ? data.subarray((y - 1) * width, y * width) : new Uint8Array(width);
  const candidates = [0, 1, 2, 4].map((type) => {
    const out = new Uint8Array(width + 1);
    out[0] = type;
    for (let x = 0; x < width; x += 1) {
      const a = x > 0 ? row[x - 1]! : 0;
      const b = above[x]!;
      const c = x > 0 ? above[x - 1]! : 0;
      const predicted = type === 0 ? 0 : type === 1 ? a : type === 2 ? b : paeth(a, b, c);
      out[x + 1] = (row[x]! - predicted) & 0xff;
    }
    return out;
  });
  const cost = (bytes: Uint8Array) => bytes.subarray(1).reduce((sum, v) => sum + (v < 128 ? v : 256 - v), 0);
  return candidates.reduce((best, next) => (cost(next) < cost(best) ? next : best));
}

export function greyPng(grey: Uint8Array, width: number, height: number): Buffer {
  if (grey.length !== width * height) throw new Error(`expected ${width * height} grey pixels, got ${grey.length}`);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 4; // bit depth
  header[9] = 0; // greyscale
  const { bytes, rowBytes } = packed(grey, width, height);
  const rows = Array.from({ length: height }, (_, y) => filterRow(bytes, rowBytes, y));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk("IEND", new Uint8Array(0)),
  ]);
}
