/** A PNG header declaring 20000×20000 pixels (8-bit RGB) and nothing else: refused from the header, never decoded. */
export function pngBombHeader(): Buffer {
  const png = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png, 0);
  png.writeUInt32BE(13, 8);
  png.write("IHDR", 12, "ascii");
  png.writeUInt32BE(20_000, 16);
  png.writeUInt32BE(20_000, 20);
  png.set([8, 2, 0, 0, 0], 24);
  return png;
}
