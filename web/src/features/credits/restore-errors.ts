import { ApiRequestError } from "../../api/http";
import type { MessageKey } from "../../i18n/translate";

export type RestoreFailure =
  /** The reason itself was refused; shown under the text field. */
  | { kind: "field"; message: string }
  | { kind: "toast"; titleKey: MessageKey; message: { text: string } | { key: MessageKey } };

/**
 * A refused restoration: 409 (already restored), 422 (outside the 7-day window or not charged) and
 * 429 (account limit) carry the server's own explanation, which is what the user should read.
 */
export function describeRestoreError(error: unknown): RestoreFailure {
  if (!(error instanceof ApiRequestError) || error.isNetworkError) {
    return { kind: "toast", titleKey: "restore.failedTitle", message: { key: "restore.failedNetwork" } };
  }
  if (error.status === 401) {
    return { kind: "toast", titleKey: "restore.failedTitle", message: { key: "restore.signIn" } };
  }
  const fieldMessage = error.fieldErrors?.reason?.[0];
  if (error.status === 400 && fieldMessage) return { kind: "field", message: fieldMessage };
  const serverText = error.serverMessage.trim();
  if (error.status < 500 && serverText) {
    return { kind: "toast", titleKey: "restore.refusedTitle", message: { text: serverText } };
  }
  return { kind: "toast", titleKey: "restore.failedTitle", message: { key: "restore.failedServer" } };
}
