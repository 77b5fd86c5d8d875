/**
 * The upload guard (DESIGN §7, ASVS 5.2): a file's type comes from its magic bytes (never its
 * name or the client's claim), and an image's pixel count from its header, before anything
 * decodes it — a 20000×20000 PNG of 1 MB is refused without inflating a single row.
 */

export const UPLOAD_TYPES = ["image/jpeg", "image/png", "image/webp", "image/heif", "application/pdf"] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

export interface UploadLimits {
  /** SPEC §5: 10 MB (10 485 760 bytes). */
  uploadBytesMax: number;
  /** Decoded width × height an image may have; ~40 MP covers any phone camera. */
  imagePixelsMax: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = { uploadBytesMax: 10 * 1024 * 1024, imagePixelsMax: 40_000_000 };

export type UploadCheck =
  | { ok: true; contentType: UploadType; bytes: number; width?: number; height?: number }
  | {
      ok: false;
      code: "file_too_large" | "unsupported_file_type" | "image_too_large" | "unreadable_file";
      message: string;
    };

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);

/** The file's type by its first bytes, or null when it is none of the accepted kinds. */
export function sniffFileType(bytes: Uint8Array): UploadType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  if (ascii(bytes, 0, 5) === "%PDF-") return "application/pdf";
  if (ascii(bytes, 4, 8) === "ftyp") {
    const boxSize = readU32(bytes, 0);
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= Math.min(boxSize, 64); at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands.some((brand) => HEIF_BRANDS.has(brand))) return "image/heif";
  }
  return null;
}

function readU32(bytes: Uint8Array, at: number): number {
  if (at + 4 > bytes.length) return 0;
  return ((bytes[at]! << 24) >>> 0) + (bytes[at + 1]! << 16) + (bytes[at + 2]! << 8) + bytes[at + 3]!;
}
const readU16 = (bytes: Uint8Array, at: number) => (at + 2 > bytes.length ? 0 : (bytes[at]! << 8) + bytes[at + 1]!);
const readU24le = (bytes: Uint8Array, at: number) => bytes[at]! + (bytes[at + 1]! << 8) + (bytes[at + 2]! << 16);

export interface Dimensions {
  width: number;
  height: number;
}

/** Width and height from the image's header, without decoding; null when the header is unreadable. */
export function imageDimensions(bytes: Uint8Array, type: UploadType): Dimensions | null {
  switch (type) {
    case "image/png":
      return ascii(bytes, 12, 16) === "IHDR" ? positive(readU32(bytes, 16), readU32(bytes, 20)) : null;
    case "image/jpeg":
      return jpegDimensions(bytes);
    case "image/webp":
      return webpDimensions(bytes);
    case "image/heif":
      return heifDimensions(bytes);
    case "application/pdf":
      return null;
  }
}

const positive = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : null);

/** Walks the JPEG markers to the first start-of-frame (SOF0–SOF15 but DHT, JPG and DAC). */
function jpegDimensions(bytes: Uint8Array): Dimensions | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = readU16(bytes, at + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return positive(readU16(bytes, at + 7), readU16(bytes, at + 5));
    if (marker === 0xd9 || marker === 0xda || length < 2) return null;
    at += 2 + length;
  }
  return null;
}

function webpDimensions(bytes: Uint8Array): Dimensions | null {
  const chunk = ascii(bytes, 12, 16);
  if (chunk === "VP8X") return positive(readU24le(bytes, 24) + 1, readU24le(bytes, 27) + 1);
  if (chunk === "VP8 " && startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) {
    return positive((bytes[26]! | (bytes[27]! << 8)) & 0x3fff, (bytes[28]! | (bytes[29]! << 8)) & 0x3fff);
  }
  if (chunk === "VP8L" && bytes[20] === 0x2f) {
    const b = bytes.subarray(21, 25);
    const width = 1 + (b[0]! | ((b[1]! & 0x3f) << 8));
    const height = 1 + ((b[1]! >> 6) | (b[2]! << 2) | ((b[3]! & 0x0f) << 10));
    return positive(width, height);
  }
  return null;
}

/** HEIF: the largest `ispe` (image spatial extents) property in the header boxes. */
function heifDimensions(bytes: Uint8Array): Dimensions | null {
  let best: Dimensions | null = null;
  const scanTo = Math.min(bytes.length - 15, 1024 * 1024);
  for (let at = 4; at < scanTo; at += 1) {
    if (bytes[at] !== 0x69 || ascii(bytes, at, at + 4) !== "ispe") continue;
    const found = positive(readU32(bytes, at + 8), readU32(bytes, at + 12));
    if (found && (!best || found.width * found.height > best.width * best.height)) best = found;
  }
  return best;
}

/** Size, type and pixel checks of an upload, in that order; nothing is decoded. */
export function checkUpload(bytes: Uint8Array, limits: UploadLimits = DEFAULT_UPLOAD_LIMITS): UploadCheck {
  if (bytes.length > limits.uploadBytesMax) {
    return { ok: false, code: "file_too_large", message: `File is larger than ${limits.uploadBytesMax} bytes` };
  }
  const contentType = sniffFileType(bytes);
  if (!contentType) {
    return { ok: false, code: "unsupported_file_type", message: `File type must be one of ${UPLOAD_TYPES.join(", ")}` };
  }
  if (contentType === "application/pdf") return { ok: true, contentType, bytes: bytes.length };
  const size = imageDimensions(bytes, contentType);
  if (!size) return { ok: false, code: "unreadable_file", message: "The image is damaged or incomplete." };
  if (size.width * size.height > limits.imagePixelsMax) {
    return {
      ok: false,
      code: "image_too_large",
      message: `The image is ${size.width}×${size.height} pixels; images up to ${Math.round(limits.imagePixelsMax / 1e6)} megapixels can be read.`,
    };
  }
  return { ok: true, contentType, bytes: bytes.length, ...size };
}

/** `data:<type>;base64,<payload>` → bytes (the claimed type is ignored); null when it is not one. */
export function decodeDataUrl(dataUrl: string): Uint8Array | null {
  const comma = dataUrl.indexOf(",");
  if (!dataUrl.startsWith("data:") || comma === -1 || comma > 200) return null;
  if (!/;base64$/i.test(dataUrl.slice(0, comma))) return null;
  const payload = dataUrl.slice(comma + 1);
  if (!/^[A-Za-z0-9+/\r\n]*={0,2}\s*$/.test(payload)) return null;
  return new Uint8Array(Buffer.from(payload, "base64"));
}
