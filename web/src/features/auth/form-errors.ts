import type { z } from "zod";

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per field of a failed parse. */
export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    result[field] ??= issue.message;
  }
  return result;
}

/** The first message per field of the API's 400 `fieldErrors`. */
export function fieldErrorsFromApi(fieldErrors: Record<string, string[]> | undefined): FieldErrors {
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
    if (messages[0]) result[field] = messages[0];
  }
  return result;
}
