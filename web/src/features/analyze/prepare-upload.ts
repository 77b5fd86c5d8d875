import {
  type CatalogueMessage,
  SHRINK_BACKGROUND,
  SHRINK_JPEG_QUALITY,
  shrunkSize,
  sizeVerdict,
  tooLargeMessage,
  UPLOAD_BYTES_MAX,
} from "./upload-rules";

/** Why a file could not be turned into a data URL, as the catalogue message the dialog shows. */
export class PrepareUploadError extends Error {
  override readonly name = "PrepareUploadError";
  constructor(readonly detail: CatalogueMessage) {
    super(detail.key);
  }
}

const unreadable = () => new PrepareUploadError({ key: "ingest.prepareFailed" });

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === "string" ? resolve(reader.result) : reject(reader.error));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/** SPEC §5 compression: long side at most 1000 px, drawn on white (PNG transparency), JPEG at 0.75. */
async function shrinkToJpegDataUrl(file: File): Promise<string> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw unreadable();
  }
  try {
    const { width, height } = shrunkSize(bitmap.width, bitmap.height);
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) throw unreadable();
    context.fillStyle = SHRINK_BACKGROUND;
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.toDataURL("image/jpeg", SHRINK_JPEG_QUALITY);
  } finally {
    bitmap.close();
  }
}

/** Decoded size of a base64 data URL, for the after-shrink check. */
function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(",") + 1);
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** The file as the data URL the API takes: as is up to 10 MB, shrunk first when a JPEG or PNG is bigger. */
export async function prepareUpload(file: File): Promise<string> {
  const verdict = sizeVerdict(file);
  if (!verdict.ok) throw new PrepareUploadError(verdict.message);
  const dataUrl = verdict.shrink ? await shrinkToJpegDataUrl(file) : await readAsDataUrl(file);
  if (dataUrlBytes(dataUrl) > UPLOAD_BYTES_MAX) throw new PrepareUploadError(tooLargeMessage());
  return dataUrl;
}
