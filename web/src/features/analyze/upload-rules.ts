import type { MessageKey } from "../../i18n/translate";

/** SPEC §5/§9: one file of at most 10 MB (10 485 760 bytes), the same limit the gateway applies. */
export const UPLOAD_BYTES_MAX = 10 * 1024 * 1024;
/** Above UPLOAD_BYTES_MAX, JPEG and PNG photos are shrunk in the browser; beyond this they are refused. */
export const SHRINKABLE_BYTES_MAX = 60 * 1024 * 1024;
/** SPEC §5 compression: longest side, JPEG quality, white background behind transparency. */
export const SHRINK_SIDE_MAX_PX = 1000;
export const SHRINK_JPEG_QUALITY = 0.75;
export const SHRINK_BACKGROUND = "#ffffff";

/** The drop zone's `accept`: MIME types with their extensions (a file matching either is accepted). */
export const UPLOAD_ACCEPT = {
  "image/jpeg": [".jpeg", ".jpg"],
  "image/png": [".png"],
  "image/webp": [".webp"],
  "image/heif": [".heif"],
  "image/heic": [".heic"],
  "application/pdf": [".pdf"],
} as const satisfies Record<string, readonly string[]>;

/** The list named by 'File type must be one of ...'. */
export const UPLOAD_EXTENSIONS = Object.values(UPLOAD_ACCEPT).flat();

const shrinkableTypes = new Set(["image/jpeg", "image/png"]);
const shrinkableExtension = /\.(jpe?g|png)$/i;

type FileFacts = { name: string; type: string; size: number };

/** A message from the catalogue with its placeholders. */
export type CatalogueMessage = { key: MessageKey; params?: Record<string, string | number> };

export const tooLargeMessage = (bytes = UPLOAD_BYTES_MAX): CatalogueMessage => ({
  key: "ingest.drop.tooLarge",
  params: { bytes },
});

/** JPEG or PNG by type, or by name when the browser gives no type. */
export function isShrinkable(file: Pick<FileFacts, "name" | "type">): boolean {
  return shrinkableTypes.has(file.type) || (!file.type && shrinkableExtension.test(file.name));
}

/**
 * The size rule for an accepted type: up to 10 MB goes as is; a bigger JPEG or PNG is shrunk
 * first (up to SHRINKABLE_BYTES_MAX); anything else bigger is refused with SPEC's message.
 */
export function sizeVerdict(file: FileFacts): { ok: true; shrink: boolean } | { ok: false; message: CatalogueMessage } {
  if (file.size <= UPLOAD_BYTES_MAX) return { ok: true, shrink: false };
  if (isShrinkable(file) && file.size <= SHRINKABLE_BYTES_MAX) return { ok: true, shrink: true };
  return { ok: false, message: tooLargeMessage(isShrinkable(file) ? SHRINKABLE_BYTES_MAX : UPLOAD_BYTES_MAX) };
}

type DropError = { code: string; message: string };

/** react-dropzone's error codes, mapped to SPEC §5's drop-zone messages in the catalogue. */
export function dropErrorMessage(error: DropError, file: FileFacts): CatalogueMessage | null {
  switch (error.code) {
    case "file-invalid-type":
      return { key: "ingest.drop.invalidType", params: { types: UPLOAD_EXTENSIONS.join(", ") } };
    case "file-too-large": {
      const verdict = sizeVerdict(file);
      return verdict.ok ? tooLargeMessage() : verdict.message;
    }
    case "too-many-files":
      return { key: "ingest.drop.tooMany" };
    default:
      return null;
  }
}

/** 'Too many files' wins: one message for a rejected drop, the first error of the first file otherwise. */
export function rejectionMessage(
  rejections: readonly { file: FileFacts; errors: readonly DropError[] }[],
): CatalogueMessage | { text: string } | null {
  const all = rejections.flatMap((r) => r.errors.map((error) => ({ error, file: r.file })));
  const first = all.find((e) => e.error.code === "too-many-files") ?? all[0];
  if (!first) return null;
  return dropErrorMessage(first.error, first.file) ?? { text: first.error.message };
}

/** SPEC §2: the size in MB, two decimals, never '0.00' for a real file. */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (bytes > 0 && mb < 0.01) return "0.01";
  return mb.toFixed(2);
}

/** The drawing size of a shrunk image: the long side at most `sideMax`, never enlarged, at least 1 px. */
export function shrunkSize(width: number, height: number, sideMax = SHRINK_SIDE_MAX_PX) {
  const scale = Math.min(1, sideMax / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
