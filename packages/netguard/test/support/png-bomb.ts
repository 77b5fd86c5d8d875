import { crc32, createDeflate } from "node:zlib";

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A real, valid single-colour RGB PNG of `size`×`size` pixels. At 20000² the pixel data is 1.2 GB
 * and the file about 1.2 MB: the decompression bomb of ASVS 5.2.6. Rows are deflated in batches
 * into one zlib stream, so making it never holds the 1.2 GB.
 */
export async function pngBomb(size = 20_000): Promise<Buffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter, no interlace
  const rowBytes = 1 + size * 3;
  const rowsPerBatch = Math.max(1, Math.floor((16 * 1024 * 1024) / rowBytes));
  const batch = Buffer.alloc(rowBytes * rowsPerBatch); // filter byte 0, black pixels
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on("data", (data: Buffer) => parts.push(data));
  const done = new Promise((resolve, reject) => deflate.on("end", resolve).on("error", reject));
  for (let row = 0; row < size; row += rowsPerBatch) {
    const rows = Math.min(rowsPerBatch, size - row);
    if (!deflate.write(batch.subarray(0, rows * rowBytes))) await new Promise((r) => deflate.once("drain", r));
  }
  deflate.end();
  await done;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk("IHDR", ihdr),
    chunk("IDAT", Buffer.concat(parts)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
