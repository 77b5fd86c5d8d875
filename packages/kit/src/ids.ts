import { randomUUID } from "node:crypto";
import { v5 as uuidV5 } from "uuid";

export const newId = (): string => randomUUID();

/** Suri's namespace for name-based ids (RFC 9562 version 5); fixed forever, or every derived id changes. */
const SURI_NAMESPACE = "5b0f7c3e-8a51-4d8e-9a43-0c2f6b1e7d21";

/**
 * The same id for the same name, every time: a retried request (an Idempotency-Key) or a follow-on job
 * derives its id from what identifies it, so a second attempt lands on the first one's records.
 */
export const idFromName = (name: string): string => uuidV5(name, SURI_NAMESPACE);
